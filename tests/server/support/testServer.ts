/**
 * Builds the real app on a fresh, migrated, demo-seeded database with a clock the test
 * controls and a data folder of its own (uploads), removed on close. The database and the
 * files are copies of what the run seeded once (databaseServers.ts), and the clock starts
 * at the moment that seed is dated (SEED_MOMENT), as if the server had just seeded them; a
 * suite that needs another moment (`now`) seeds its own, which takes many seconds.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { defaultFileStorage } from '../../../server/lib/files/stores';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { accounts } from '../../../server/db/schema';
import { seedDemoData } from '../../../server/seed/demo';
import type { FileStorage } from '../../../server/lib/files/storage';
import { passwordHasher, type PasswordHasher } from '../../../server/lib/passwords';
import { createSession } from '../../../server/lib/sessions';
import {
  createSeededDatabase,
  createTestDatabase,
  seededFilesOf,
  type DatabaseKind,
} from './databases';
import { SEED_MOMENT, TestClock } from './testClock';

export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: TestClock;
  readonly storage: FileStorage;
  /** The server's DATA_DIR: uploads live in its files/ folder. */
  readonly dataDir: string;
  /** Hashes at the server's configured cost (PASSWORD_COST). */
  readonly passwords: PasswordHasher;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment variables on top of APP_MODE=test. */
  readonly environment?: Readonly<Record<string, string>>;
  /** A built client to serve; none by default. */
  readonly clientDir?: string;
  /** Adds routes before the app is made ready (e.g. a route guarded by a given permission). */
  readonly extend?: (app: FastifyInstance) => void;
  /** The clock's start and the seed's date, when not SEED_MOMENT (slower: seeds anew). */
  readonly now?: Date;
}

export async function startTestServer(
  kind: DatabaseKind,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qds-data-'));
  const config = loadConfig({ APP_MODE: 'test', DATA_DIR: dataDir, ...options.environment });
  const storage = defaultFileStorage(config);
  const passwords = passwordHasher(config.passwordCost);
  const clock = new TestClock(options.now ?? SEED_MOMENT);
  const database = options.now
    ? await seededNow(kind, options.now, storage, passwords)
    : await copyOfRunSeed(kind, dataDir);
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    storage,
    logger: false,
    clientDir: options.clientDir ?? null,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    storage,
    dataDir,
    passwords,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function seededNow(
  kind: DatabaseKind,
  now: Date,
  storage: FileStorage,
  passwords: PasswordHasher,
) {
  const database = await createTestDatabase(kind);
  await seedDemoData(database.db, now, storage, passwords);
  return database;
}

async function copyOfRunSeed(kind: DatabaseKind, dataDir: string) {
  const database = await createSeededDatabase(kind);
  // Where defaultFileStorage keeps them.
  cpSync(seededFilesOf(kind), join(dataDir, 'files'), { recursive: true });
  return database;
}

/**
 * A session for a demo account without going through the login, whose scrypt check costs
 * a few hundred milliseconds; suites about login itself sign in for real.
 */
export async function sessionFor(server: TestServer, userName: string): Promise<string> {
  const [account] = await server.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userName, userName));
  if (!account) throw new Error(`No account ${userName}`);
  return createSession(
    server.db,
    { accountId: account.id, ip: null, userAgent: null },
    server.clock.now(),
  );
}
