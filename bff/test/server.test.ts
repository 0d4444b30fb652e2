import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, startUpstream } from './helpers.js';
import { compiledEntry } from './support/compiled.js';

const SERVER_ENTRY = compiledEntry('server.ts');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Running {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(check: () => boolean, ms = 60_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether the last fresh TCP connection to a port was refused (a new socket each time: never a kept-alive one). */
const connectionRefused = new Map<number, boolean>();
function probe(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.once('connect', () => {
    connectionRefused.set(port, false);
    socket.destroy();
  });
  socket.once('error', (err: Error & { code?: string }) => connectionRefused.set(port, err.code === 'ECONNREFUSED'));
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('server entry', () => {
  it('refuses to start in production without JWT secrets, naming them', async () => {
    const server = run({ NODE_ENV: 'production', PORT: '0' });
    children.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/JWT_ACCESS_SECRET is required when NODE_ENV=production/);
    expect(server.output()).toMatch(/JWT_REFRESH_SECRET is required when NODE_ENV=production/);
  });

  it('starts the reference association server when no upstream is configured, and is ready', async () => {
    // A fresh data directory and a small seed: the start-up path is what counts here, not the seed's size.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sejawat-server-test-'));
    chmodSync(dataDir, 0o755); // the embedded PostgreSQL server runs as the 'postgres' user when the tests run as root
    const server = run({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_MEMBERS: '100', SHUTDOWN_DRAIN_MS: '0' });
    children.push(server.child);
    await waitFor(() => {
      if (server.child.exitCode !== null) throw new Error(`the product exited with ${server.child.exitCode}:\n${server.output()}`);
      return /running at (http:\/\/\S+)/.test(server.output());
    }, 150_000);
    const base = /running at (http:\/\/\S+)/.exec(server.output())![1]!;
    // The warning goes through the product's buffered log stream (flushed at least every second), not straight out.
    await waitFor(() => /generated random ones/.test(server.output()));
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);
    const login = await fetch(`${base}/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);

  it('on SIGTERM reports not ready, serves everything sent during the drain, finishes in-flight requests, resets none', async () => {
    // The timeline is driven by conditions, not pauses: the slow request's upstream answers only when the test lets it
    // (after the listener has closed), and the drain is long enough that a loaded machine still sends everything in it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let slowStarted!: () => void;
    const slowArrived = new Promise<void>((resolve) => (slowStarted = resolve));
    const upstream = await startUpstream((u) => {
      u.get('/health', async () => ({ ok: true }));
      u.get('/association/slow', async () => {
        slowStarted();
        await released;
        return { finished: true };
      });
    });
    const DRAIN_MS = 6000;
    const server = run({
      PORT: '0',
      HOST: '127.0.0.1',
      ASSOCIATION_API_URL: upstream.url,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: '60000',
      // The slow request waits for the whole drain: the BFF must not give up on the upstream first.
      UPSTREAM_TIMEOUT_MS: '60000',
    });
    children.push(server.child);
    await waitFor(() => /running at (http:\/\/\S+)/.test(server.output()), 240_000);
    const base = /running at (http:\/\/\S+)/.exec(server.output())![1]!;
    const port = Number(new URL(base).port);
    const { accessToken } = (await (
      await fetch(`${base}/jwt/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()) as { accessToken: string };
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);

    // Clients on keep-alive connections (fetch reuses them) sending without pause, before and during the drain.
    const outcomes: { at: number; result: string }[] = [];
    let sending = true;
    const client = async () => {
      while (sending) {
        const result = await fetch(`${base}/health/live`).then(
          async (res) => `${res.status}${(await res.text()).includes('"ok"') ? '' : ' bad body'}`,
          (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
        );
        outcomes.push({ at: Date.now(), result });
      }
    };
    const clients = Array.from({ length: 6 }, client);
    await waitFor(() => outcomes.length >= 12);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // Draining: not ready as soon as the signal is handled, while everything else is still served.
    let ready = await fetch(`${base}/health/ready`);
    while (ready.status === 200) ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not-ready', draining: true });
    // A slow request that starts during the drain and is still running when the listener closes.
    const inFlight = fetch(`${base}/association/slow`, { headers: { authorization: `Bearer ${accessToken}` } });
    await slowArrived;
    await waitFor(() => outcomes.filter((o) => o.at > signalledAt).length > 20, 30_000);
    sending = false;
    await Promise.all(clients);
    expect(outcomes.filter((o) => o.result !== '200')).toEqual([]);

    // The drain ends and the listener closes: a new connection is refused (the request never reaches the server)...
    await waitFor(() => connectionRefused.get(port) === true || (probe(port), false), 60_000);
    await expect(fetch(`${base}/health/live`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
    // ...while the request already running is finished and answered before the process exits.
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    expect(await server.exited).toBe(0);
    await upstream.close();
  }, 360_000);
});
