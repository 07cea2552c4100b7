/**
 * The real server as a child process (`server/main.ts` under tsx, in one process, so a
 * signal reaches the server itself), on a data folder and database the suite chooses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { clusterPaths, shutDownLeftover } from '../../../server/db/embedded/cluster';
import { freeLoopbackPort } from '../../../server/db/embedded/freePort';
import { databaseUrl } from '../../server/support/databaseCopies';
import {
  createDatabaseFromTemplate,
  dropDatabase,
  serverUrlOf,
  type DatabaseKind,
} from '../../server/support/databases';

export const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** What a server process (or a CLI) runs on: its DATA_DIR and, for PostgreSQL, its database. */
export interface ServerData {
  readonly kind: DatabaseKind;
  readonly dataDir: string;
  /** PostgreSQL; the embedded server in DATA_DIR/postgres when absent. */
  readonly databaseUrl?: string;
  /**
   * The same database, opened in this process: the running server's embedded PostgreSQL
   * when a server runs, or one started for the check (and stopped on close) when none does.
   */
  open(): Promise<DatabaseHandle>;
  /** Removes the folder and drops the database; every process using them must be gone. */
  dispose(): Promise<void>;
}

/**
 * A new data folder and database, migrated and empty. Embedded: the server process will
 * run PostgreSQL in that folder itself, as `npm start` does (the cluster is made here).
 * PostgreSQL: a copy of the run's template on TEST_DATABASE_URL's server.
 */
export async function createServerData(kind: DatabaseKind): Promise<ServerData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qds-process-'));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'embedded') {
    const config = { dataDir, databaseUrl: undefined };
    const made = await openDatabase(config, { command: 'test set-up', embedded: 'own' });
    await made.migrate();
    await made.close();
    return {
      kind,
      dataDir,
      open: () => openDatabase(config, { command: 'test check', embedded: 'share' }),
      dispose: async () => {
        // A server killed with SIGKILL and not restarted leaves its PostgreSQL running.
        await shutDownLeftover(clusterPaths(dataDir));
        removeFolder();
      },
    };
  }
  const serverUrl = serverUrlOf('postgres');
  const name = await createDatabaseFromTemplate(serverUrl, inject('templateDatabases').postgres);
  const url = databaseUrl(serverUrl, name);
  return {
    kind,
    dataDir,
    databaseUrl: url,
    open: () => openDatabase({ dataDir, databaseUrl: url }, { command: 'test', embedded: 'share' }),
    dispose: async () => {
      // A killed server's connections linger until PostgreSQL notices: dropDatabase forces them out.
      await dropDatabase(serverUrl, name);
      removeFolder();
    },
  };
}

export interface ServerProcess {
  readonly baseUrl: string;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
  /** Its exit code once it has ended by itself (or been stopped). */
  readonly exited: Promise<number | null>;
  /** SIGKILL: no shutdown code runs. Resolves when the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful shutdown; answers the exit code. */
  stop(): Promise<number | null>;
}

const READY_TIMEOUT_MS = 60_000;

/** The environment of a tsx child: this one's (PATH, HOME), without any database of its own. */
export function childEnvironment(extra: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return { ...inherited, ...extra };
}

/** Settings of one test's server on top of the suite's (DATABASE_DOWN_EXIT_SECONDS…). */
export type ServerEnvironment = Readonly<Record<string, string>>;

function spawnServer(
  options: ServerData,
  port: number,
  extra: ServerEnvironment = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: childEnvironment({
      APP_MODE: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      // The API is what these suites test; a client build would cost a minute.
      SKIP_CLIENT_BUILD: '1',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...extra,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function startServerProcess(
  options: ServerData,
  environment: ServerEnvironment = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnServer(options, port, environment);
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, () => printed);
  return {
    baseUrl,
    output: () => printed,
    exited: exited.then(([code]) => code),
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const [code] = await exited;
      return code;
    },
  };
}

/** A server expected to stop by itself (refusing to start): its exit code and what it printed. */
export async function runServerToExit(
  options: ServerData,
  environment: ServerEnvironment = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(options, await freePort(), environment);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), READY_TIMEOUT_MS);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

/** Polls the captcha endpoint (public, touches the database) until it answers 200. */
async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before it was ready:\n${output()}`);
    }
    const answer = await fetch(`${baseUrl}/api/auth/captcha`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/** A port nothing listens on now (the OS picks it), on the loopback interface. */
export const freePort = freeLoopbackPort;

/** Signs in over HTTP as the client does (captcha read through the test-mode route). */
export async function signIn(baseUrl: string, userName: string, password: string) {
  const issued = await getData<{ captchaId: string }>(`${baseUrl}/api/auth/captcha`);
  const { answer } = await getData<{ answer: string }>(
    `${baseUrl}/api/test/captcha/${issued.captchaId}`,
  );
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password, captchaId: issued.captchaId, captchaCode: answer }),
  });
  const body = (await response.json()) as { data: string; message: string };
  if (response.status !== 200) throw new Error(`Sign-in of ${userName} failed: ${body.message}`);
  return body.data;
}

async function getData<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}
