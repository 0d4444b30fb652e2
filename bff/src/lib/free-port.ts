import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

/** Lowest port chosen outside the ephemeral range (below it: registered ports many services use are left alone). */
const LOWEST = 10_000;

/**
 * A TCP port free on loopback right now, for a server this process starts next and may start again on the same port
 * (the supervised association server after a crash, the embedded PostgreSQL server).
 *
 * Where the system says which ports it hands out to outgoing connections (Linux: ip_local_port_range, 32768-60999 by
 * default), the port is chosen below that range. A port the OS picked from inside it (listen on 0) can be taken, the
 * moment its server dies, as the local end of any outgoing connection, including a client retrying that very port
 * (a connection to itself): the restart then fails with EADDRINUSE. Seen in the crash test, whose writers hammer the
 * dead server's port until it is back.
 */
export async function freePort(): Promise<number> {
  const low = await ephemeralLow();
  if (low !== undefined && low - LOWEST >= 1_000) {
    for (let attempt = 0; attempt < 30; attempt++) {
      const candidate = LOWEST + Math.floor(Math.random() * (low - LOWEST));
      if ((await listenOnce(candidate).catch(() => undefined)) !== undefined) return candidate;
    }
  }
  return listenOnce(0);
}

async function ephemeralLow(): Promise<number | undefined> {
  const text = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '');
  const low = Number(text.trim().split(/\s+/)[0]);
  return Number.isInteger(low) && low > 0 ? low : undefined;
}

/** Listens on `port` on loopback and closes again; resolves with the port that was bound. */
function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
