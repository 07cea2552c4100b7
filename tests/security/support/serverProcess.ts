/**
 * The real server as a child process (`server/main.ts` under tsx, in one process, so a
 * signal reaches the server itself), on a data folder and database the suite chooses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { MIGRATIONS_FOLDER, migratePglite } from '../../../server/db/migrate';
import type { DatabaseKind } from '../../server/support/databases';

export const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** What a server process (or a CLI) runs on: its DATA_DIR and, for PostgreSQL, its database. */
export interface ServerData {
  readonly kind: DatabaseKind;
  readonly dataDir: string;
  /** PostgreSQL; PGlite in DATA_DIR/pglite when absent. */
  readonly databaseUrl?: string;
  /** The same database, opened in this process (PGlite: only while no server has it). */
  open(): Promise<DatabaseHandle>;
  /** Removes the folder and drops the database; every process using them must be gone. */
  dispose(): Promise<void>;
}

/**
 * A new data folder and, for PostgreSQL, a new database on TEST_DATABASE_URL's server;
 * migrated and empty (PGlite's is unpacked from a migrated template: initdb takes seconds).
 */
export async function createServerData(kind: DatabaseKind): Promise<ServerData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qds-process-'));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    const client = await PGlite.create({
      dataDir: join(dataDir, 'pglite'),
      loadDataDir: await migratedPgliteTemplate(),
    });
    await client.close();
    return {
      kind,
      dataDir,
      open: () => openDatabase({ dataDir, databaseUrl: undefined }),
      dispose: async () => removeFolder(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `qds_process_${process.pid}_${randomBytes(4).toString('hex')}`;
  await administer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await openDatabase({ dataDir, databaseUrl });
  await handle.migrate();
  await handle.close();
  return {
    kind,
    dataDir,
    databaseUrl,
    open: () => openDatabase({ dataDir, databaseUrl }),
    dispose: async () => {
      // A killed server's connections may linger for a moment: force them out.
      await administer(serverUrl, `drop database if exists "${name}" with (force)`);
      removeFolder();
    },
  };
}

/**
 * A dump of a migrated, empty PGlite cluster, cached in the temp folder and keyed by the
 * PGlite version and the migrations (as tests/server/support/databases.ts does in memory).
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `qds-pglite-process-template-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await PGlite.create();
  await migratePglite(drizzle({ client }));
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Suites start in parallel: write aside, then rename, so no one reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

function templateKey(): string {
  const hash = createHash('sha256');
  const manifest = join(PROJECT_ROOT, 'node_modules/@electric-sql/pglite/package.json');
  hash.update(String((JSON.parse(readFileSync(manifest, 'utf8')) as { version: unknown }).version));
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function administer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface ServerProcess {
  readonly baseUrl: string;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
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

export async function startServerProcess(options: ServerData): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, () => printed);
  return {
    baseUrl,
    output: () => printed,
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
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

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
