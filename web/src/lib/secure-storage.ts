/**
 * Local storage for the signed-in user's data, encrypted with AES-GCM under a key derived from a local secret
 * string (spec §6, §9). This only keeps casual readers of the browser profile out: nothing trusts what is read back,
 * abilities always come from the server.
 */
const SALT = new TextEncoder().encode('sejawat-local-storage-v1');
let keyPromise: Promise<CryptoKey> | undefined;

function key(secret: string): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle
    .importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, ['deriveKey'])
    .then((material) =>
      crypto.subtle.deriveKey(
        { name: 'PBKDF2', salt: SALT, iterations: 100_000, hash: 'SHA-256' },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      ),
    );
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function writeEncrypted(name: string, value: unknown, secret: string): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(secret), plain));
  localStorage.setItem(name, `${toBase64(iv)}.${toBase64(cipher)}`);
}

/** Returns undefined when nothing is stored or the stored value cannot be decrypted. */
export async function readEncrypted<T>(name: string, secret: string): Promise<T | undefined> {
  const stored = localStorage.getItem(name);
  if (!stored) return undefined;
  try {
    const [iv, cipher] = stored.split('.');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv ?? '') },
      await key(secret),
      fromBase64(cipher ?? ''),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    localStorage.removeItem(name);
    return undefined;
  }
}
