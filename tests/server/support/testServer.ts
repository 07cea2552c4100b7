/**
 * Builds the real app on a fresh, migrated, demo-seeded database with a clock the test
 * controls. One server per suite: scrypt makes every login cost a few hundred milliseconds.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { accounts } from '../../../server/db/schema';
import { seedDemoData } from '../../../server/db/seed/demo';
import { createSession } from '../../../server/lib/sessions';
import { createTestDatabase, type DatabaseKind } from './databases';
import { TestClock } from './testClock';

export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: TestClock;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment variables on top of APP_MODE=test. */
  readonly environment?: Readonly<Record<string, string>>;
  /** A built client to serve; none by default. */
  readonly clientDir?: string;
  /** Adds routes before the app is made ready (e.g. a route guarded by a given permission). */
  readonly extend?: (app: FastifyInstance) => void;
}

export async function startTestServer(
  kind: DatabaseKind,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const clock = new TestClock();
  await seedDemoData(database.db, clock.now());
  const config = loadConfig({ APP_MODE: 'test', ...options.environment });
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    logger: false,
    clientDir: options.clientDir ?? null,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    close: async () => {
      await app.close();
      await database.close();
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
