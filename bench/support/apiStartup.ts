/**
 * Start-up time as an operator sees it: `npm start` on an existing data folder, until the
 * first GET /api/auth/captcha (public, reads and writes the database) answers 200.
 * SKIP_CLIENT_BUILD=1 keeps the stale-dist check from rebuilding the client (other work
 * on src/ would make every run a build); the dist/ it serves is whatever is there.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { childEnvironment, freePort, PROJECT_ROOT, waitForAnswer } from './serverProcess';

const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

/** Milliseconds from spawning `npm start` to its first answer. */
export async function measureStartup(env: Readonly<Record<string, string>>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so that a hung stop can end npm, tsx and the server together.
  const child = spawn('npm', ['start'], {
    cwd: PROJECT_ROOT,
    env: childEnvironment({
      ...env,
      SKIP_CLIENT_BUILD: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = once(child, 'exit');
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}/api/auth/captcha`;
  const ready = await waitForAnswer(url, STARTUP_TIMEOUT_MS, alive);
  const elapsed = Math.round(performance.now() - started);
  await stopGroup(child.pid, alive, exited);
  // npm may exit before the server has closed its database: wait until the port is free.
  await waitUntilRefused(url);
  if (!ready) throw new Error(`\`npm start\` did not answer GET /api/auth/captcha:\n${printed}`);
  return elapsed;
}

/**
 * SIGTERM to the server alone, the one process of the group without a child in it: npm
 * exits on SIGTERM without passing it on, and a signal to the whole group would reach the
 * server twice (once relayed by tsx), where a second signal exits at once and leaves its
 * embedded PostgreSQL (a group of its own) to the next start. The group is killed only
 * when that hangs.
 */
async function stopGroup(pid: number | undefined, alive: () => boolean, exited: Promise<unknown>) {
  if (pid === undefined || !alive()) return;
  for (const leaf of leavesOfGroup(pid)) process.kill(leaf, 'SIGTERM');
  const hung = setTimeout(() => process.kill(-pid, 'SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(hung);
}

/** The processes of a process group that have no child in it (Linux /proc). */
function leavesOfGroup(groupId: number): number[] {
  const members = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      // After the command name in parentheses: state, parent pid, process group.
      const stat = readStat(entry);
      return stat && Number(stat[2]) === groupId
        ? [{ pid: Number(entry), parent: Number(stat[1]) }]
        : [];
    });
  const parents = new Set(members.map((member) => member.parent));
  return members.filter((member) => !parents.has(member.pid)).map((member) => member.pid);
}

/** A process's stat fields after its name, or undefined when it has just gone. */
function readStat(pid: string): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ');
  } catch {
    return undefined;
  }
}

async function waitUntilRefused(url: string): Promise<void> {
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answer = await fetch(url).catch(() => null);
    if (!answer) return;
    await answer.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} still answers after \`npm start\` was stopped`);
}
