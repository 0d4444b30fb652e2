import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../src/lib/free-port.js';

const range = (() => {
  try {
    return readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  } catch {
    return undefined;
  }
})();

describe('freePort', () => {
  it('gives a port a server can listen on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });

  // Outgoing connections take their local ports from the ephemeral range: a server restarted on a port from it can
  // find it taken (EADDRINUSE), which failed the crash test's restart once.
  it.runIf(range !== undefined)('chooses below the range the OS hands out to outgoing connections', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(range![0]!);
    }
  });
});
