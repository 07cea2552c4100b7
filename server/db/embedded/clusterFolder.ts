/**
 * What an embedded cluster leaves in the data folder, and reading it:
 *
 *   DATA_DIR/postgres/            the cluster (owned by the user PostgreSQL runs as, mode 0700)
 *   DATA_DIR/postgres.password    the generated password of its superuser (mode 0600)
 *   DATA_DIR/postgres.owner       which process runs the cluster now (pid and command)
 *   DATA_DIR/postgres.log         the server's log of its latest start (the one before: .log.1)
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ClusterPaths {
  readonly dataDir: string;
  readonly cluster: string;
  readonly passwordFile: string;
  readonly ownerFile: string;
  readonly logFile: string;
}

export function clusterPaths(dataDir: string): ClusterPaths {
  return {
    dataDir,
    cluster: join(dataDir, 'postgres'),
    passwordFile: join(dataDir, 'postgres.password'),
    ownerFile: join(dataDir, 'postgres.owner'),
    logFile: join(dataDir, 'postgres.log'),
  };
}

/** The lines of postmaster.pid that matter here (PostgreSQL's own lock file of a running server). */
export interface PostmasterFile {
  readonly pid: number;
  readonly port: number;
  /** "ready" once it accepts connections; "starting" or "stopping" otherwise. */
  readonly status: string;
}

export function readPostmasterFile(cluster: string): PostmasterFile | undefined {
  let text: string;
  try {
    text = readFileSync(join(cluster, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  // Line 1 pid, 2 data folder, 3 start time, 4 port, 5 socket folder, 6 address, 7 shared memory, 8 status.
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, port: Number(lines[3]), status: lines[7]?.trim() ?? '' };
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL's, when we are not root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * An ended process not yet reaped still answers signals. A server killed with SIGKILL
 * hands its PostgreSQL to the container's first process, which may never reap it.
 */
function isZombie(pid: number): boolean {
  try {
    // After the command name in parentheses: the state letter.
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.startsWith('Z') ?? false;
  } catch {
    return false;
  }
}

/**
 * Whether `pid` is a PostgreSQL server of this cluster, not a process that got the number
 * of one long gone. Linux says through /proc; elsewhere a live pid is taken at its word.
 */
export function isPostmasterOf(pid: number, cluster: string): boolean {
  if (!processAlive(pid)) return false;
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return commandLine.some((part) => part.endsWith('postgres')) && commandLine.includes(cluster);
  } catch {
    return process.platform !== 'linux';
  }
}

export interface ClusterOwner {
  readonly pid: number;
  readonly command: string;
}

export function readOwner(paths: ClusterPaths): ClusterOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(paths.ownerFile, 'utf8')) as Partial<ClusterOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.command !== 'string') return undefined;
    return { pid: owner.pid, command: owner.command };
  } catch {
    return undefined;
  }
}

/** The owner, if it is still running (a killed server leaves its file behind). */
export function liveOwner(paths: ClusterPaths): ClusterOwner | undefined {
  const owner = readOwner(paths);
  return owner && owner.pid !== process.pid && processAlive(owner.pid) ? owner : undefined;
}

export class ClusterInUseError extends Error {
  constructor(paths: ClusterPaths, owner: ClusterOwner) {
    super(
      `The database in ${paths.cluster} is in use by process ${owner.pid} (${owner.command}): ` +
        'stop that first, or give this one another DATA_DIR.',
    );
    this.name = 'ClusterInUseError';
  }
}

/**
 * Makes this process the cluster's owner, or throws ClusterInUseError naming the live one.
 * Exclusive creation settles two processes starting at once; a dead owner's file is replaced.
 */
export function claimCluster(paths: ClusterPaths, command: string): void {
  const record = JSON.stringify({ pid: process.pid, command });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(paths.ownerFile, record, { flag: 'wx', mode: 0o644 });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = liveOwner(paths);
      if (owner) throw new ClusterInUseError(paths, owner);
      unlinkSync(paths.ownerFile);
    }
  }
  const owner = readOwner(paths);
  throw new ClusterInUseError(paths, owner ?? { pid: 0, command: 'unknown' });
}

export function releaseCluster(paths: ClusterPaths): void {
  if (readOwner(paths)?.pid !== process.pid) return;
  try {
    unlinkSync(paths.ownerFile);
  } catch {
    // Gone already.
  }
}
