/**
 * A server entry point as a child process: `scripts/start.mjs` (what `npm start` runs) with
 * plain node, a TypeScript one (`server/main.ts`, `bench/helloServer.ts`) with tsx's
 * loader; one process either way, so its pid is the server's own (for RSS samples) and
 * SIGTERM reaches it. Used by the benchmarks and by tests/security/twoProcesses.test.ts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '../../server/db/embedded/freePort';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The end-to-end suite's port: never take it, another run may need it. */
const E2E_PORT = 8181;
const DEFAULT_READY_TIMEOUT_MS = 120_000;

export interface ChildServer {
  readonly pid: number;
  readonly baseUrl: string;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** SIGTERM, then waits until it is gone. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Path from the project root, e.g. `scripts/start.mjs` or `server/main.ts`. */
  readonly script: string;
  /** Added to this process's environment, whose DATABASE_URL is dropped; PORT is set here. */
  readonly env: Readonly<Record<string, string>>;
  /** A GET that answers 200 once the server is ready. */
  readonly readyPath: string;
  readonly readyTimeoutMs?: number;
  /** Given to node before the script, e.g. a module to preload (bench/support/captureSql.mjs). */
  readonly nodeArguments?: readonly string[];
}

/** A port nothing listens on now, on the loopback interface. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await freeLoopbackPort();
    if (port !== E2E_PORT) return port;
  }
}

/** This process's environment (PATH, HOME) without a database of its own, plus `extra`. */
export function childEnvironment(extra: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return { ...inherited, ...extra };
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const loader = options.script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(
    process.execPath,
    [...loader, ...(options.nodeArguments ?? []), options.script],
    {
      cwd: PROJECT_ROOT,
      env: childEnvironment({ HOST: '127.0.0.1', ...options.env, PORT: String(port) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const running = () => child.exitCode === null && child.signalCode === null;
  const ready = await waitForAnswer(
    `${baseUrl}${options.readyPath}`,
    options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS,
    running,
  );
  if (!ready || child.pid === undefined) {
    await stop();
    throw new Error(`${options.script} did not become ready:\n${printed}`);
  }
  return { pid: child.pid, baseUrl, output: () => printed, stop };
}

/**
 * Polls `url` until it answers 200; false when the time is up or `alive` says the
 * process is gone. Answers within ~20 ms of the server being ready.
 */
export async function waitForAnswer(
  url: string,
  timeoutMs: number,
  alive: () => boolean,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.status === 200) return true;
    await answer?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
