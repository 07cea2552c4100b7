/**
 * Builds the real app on a fresh, migrated, demo-seeded database with a clock the test
 * controls and a data folder of its own (uploads), removed on close. One server per suite:
 * scrypt makes every login cost a few hundred milliseconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, defaultFileStorage } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { accounts } from '../../../server/db/schema';
import { seedDemoData } from '../../../server/db/seed/demo';
import type { FileStorage } from '../../../server/lib/files/storage';
import { createSession } from '../../../server/lib/sessions';
import { createTestDatabase, type DatabaseKind } from './databases';
import { TestClock } from './testClock';

export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: TestClock;
  readonly storage: FileStorage;
  /** The server's DATA_DIR: uploads live in its files/ folder. */
  readonly dataDir: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment variables on top of APP_MODE=test. */
  readonly environment?: Readonly<Record<string, string>>;
  /** A built client to serve; none by default. */
  readonly clientDir?: string;
  /** Adds routes before the app is made ready (e.g. a route guarded by a given permission). */
  readonly extend?: (app: FastifyInstance) => void;
  /** The clock's start, when a test needs fixed calendar days; now by default. */
  readonly now?: Date;
}

export async function startTestServer(
  kind: DatabaseKind,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const clock = new TestClock(options.now);
  const dataDir = mkdtempSync(join(tmpdir(), 'qds-data-'));
  const config = loadConfig({ APP_MODE: 'test', DATA_DIR: dataDir, ...options.environment });
  const storage = defaultFileStorage(config);
  await seedDemoData(database.db, clock.now(), storage);
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
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
