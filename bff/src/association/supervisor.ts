import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/free-port.js';
import { lowerPriority } from '../lib/priority.js';
import { STOP_MESSAGE } from './stop-when-asked.js';

export interface SupervisorLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SupervisorOptions {
  /** Environment of the association server process (DATABASE_URL, JWT_ACCESS_SECRET, SEED_MEMBERS, LOG_LEVEL...). */
  env: NodeJS.ProcessEnv;
  /** Loopback port it listens on, the same across restarts so the BFF's upstream address never changes (0: a free one). */
  port: number;
  log: SupervisorLogger;
  /** Niceness of the server process (0 to 19; default 0): see ASSOCIATION_NICE. */
  nice?: number;
  /** First restart delay; doubles per crash in a row up to `maxBackoffMs` (default 500 ms to 30 s). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long the first start may take (migrations and seeding 50,000 members; default 10 minutes). */
  startTimeoutMs?: number;
  /** The server's entry file (default: server.js beside this module, or server.ts under tsx). */
  entry?: string;
  /** Aborted before the first start is done (the BFF beside it failed to start): the server is killed, the start rejects. */
  signal?: AbortSignal;
}

export interface SupervisorState {
  status: 'starting' | 'up' | 'restarting' | 'stopped';
  pid?: number;
  restarts: number;
  /** How the last server process ended (a crash, or the stop `close()` asked for). */
  lastExit?: { code: number | null; signal: NodeJS.Signals | null };
}

export interface SupervisedAssociationServer {
  url: string;
  state(): SupervisorState;
  /** Stops restarting and stops the server (the stop message over IPC, SIGKILL after 10 s). */
  close(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL(`./server${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url));

/**
 * Runs the reference association server in a process of its own, so nothing it does (a heavy query, a crash, its
 * garbage collector) stalls the BFF's event loop; restarts it with back-off when it dies. Its logs go to the same
 * stream (inherited stdout/stderr, JSON lines with `"name":"association"` and the same `reqId`).
 */
export async function superviseAssociationServer(options: SupervisorOptions): Promise<SupervisedAssociationServer> {
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const backoff = options.backoffMs ?? 500;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  const state: SupervisorState = { status: 'starting', restarts: 0 };
  let child: ChildProcess | undefined;
  let starting: ChildProcess | undefined;
  let closing = false;
  let crashesInARow = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  const nextDelay = () => Math.min(maxBackoff, backoff * 2 ** (crashesInARow - 1));

  const spawnOnce = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const entry = options.entry ?? ENTRY;
      const proc = fork(entry, [], {
        env: { ...options.env, ASSOCIATION_HOST: '127.0.0.1', ASSOCIATION_PORT: String(port) },
        // Under tsx (development, tests) the child needs the same loader; compiled JavaScript runs with plain node.
        execArgv: entry.endsWith('.ts') ? ['--import', 'tsx'] : [],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      starting = proc;
      if (proc.pid !== undefined) lowerPriority(proc.pid, options.nice ?? 0, (line) => options.log.info({}, line));
      const timer = setTimeout(() => {
        proc.kill('SIGKILL');
        reject(new Error(`the association server did not become ready within ${options.startTimeoutMs ?? 600_000} ms`));
      }, options.startTimeoutMs ?? 600_000);
      proc.on('message', (message: { type?: string }) => {
        if (message?.type !== 'ready') return;
        clearTimeout(timer);
        resolve(proc);
      });
      proc.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the association server exited during start-up (${signal ?? `exit code ${code}`})`));
      });
    });

  const watch = (proc: ChildProcess) => {
    child = proc;
    state.status = 'up';
    state.pid = proc.pid;
    const upSince = Date.now();
    proc.once('exit', (code, signal) => {
      state.lastExit = { code, signal };
      if (closing) return;
      // A server that ran a minute before dying is a fresh failure, not part of a crash loop.
      crashesInARow = Date.now() - upSince > 60_000 ? 1 : crashesInARow + 1;
      const delay = nextDelay();
      state.status = 'restarting';
      state.pid = undefined;
      options.log.error({ code, signal, restartInMs: delay }, 'association server exited; restarting');
      restartTimer = setTimeout(restart, delay);
    });
  };

  const restart = () => {
    if (closing) return;
    spawnOnce().then(
      (proc) => {
        state.restarts++;
        options.log.info({ pid: proc.pid, restarts: state.restarts }, 'association server restarted');
        if (closing) askToStop(proc);
        else watch(proc);
      },
      (err: Error) => {
        if (closing) return;
        crashesInARow++;
        const delay = nextDelay();
        options.log.error({ err: err.message, restartInMs: delay }, 'association server did not restart; trying again');
        restartTimer = setTimeout(restart, delay);
      },
    );
  };

  // The first start, unless the caller abandons it (its signal aborts): the process starting is killed at once.
  const first = spawnOnce();
  const abandon = () => {
    closing = true;
    starting?.kill('SIGKILL');
  };
  if (options.signal?.aborted) abandon();
  options.signal?.addEventListener('abort', abandon, { once: true });
  try {
    watch(await first);
  } finally {
    options.signal?.removeEventListener('abort', abandon);
  }

  return {
    url,
    state: () => ({ ...state }),
    close: async () => {
      closing = true;
      clearTimeout(restartTimer);
      state.status = 'stopped';
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => proc.kill('SIGKILL'), 10_000);
        proc.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        askToStop(proc);
      });
    },
  };
}

/** The server stops when asked over its IPC channel (it leaves signals to the BFF: stop-when-asked.ts). */
function askToStop(proc: ChildProcess) {
  if (proc.connected) proc.send(STOP_MESSAGE);
  else proc.kill('SIGTERM');
}
