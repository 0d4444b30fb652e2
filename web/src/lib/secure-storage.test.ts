import { describe, expect, it } from 'vitest';
import { readEncrypted, writeEncrypted } from './secure-storage';

describe('encrypted local storage', () => {
  it('stores user data encrypted and reads it back', async () => {
    await writeEncrypted('userData', { email: 'admin@demo.com', role: 'admin' }, 'local-secret');
    const raw = localStorage.getItem('userData')!;
    expect(raw).not.toContain('admin@demo.com');
    expect(await readEncrypted('userData', 'local-secret')).toEqual({ email: 'admin@demo.com', role: 'admin' });
  });

  it('drops a stored value that was tampered with', async () => {
    await writeEncrypted('userData', { role: 'client' }, 'local-secret');
    const [iv, cipher] = localStorage.getItem('userData')!.split('.');
    const bytes = Uint8Array.from(atob(cipher!), (c) => c.charCodeAt(0));
    bytes[0] = bytes[0]! ^ 0xff;
    localStorage.setItem('userData', `${iv}.${btoa(String.fromCharCode(...bytes))}`);
    expect(await readEncrypted('userData', 'local-secret')).toBeUndefined();
    expect(localStorage.getItem('userData')).toBeNull();
  });
});
