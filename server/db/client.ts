/**
 * Opens the database: always PostgreSQL, through node-postgres. The server DATABASE_URL
 * names, or else the embedded one `npm start` runs itself on a cluster in DATA_DIR/postgres
 * (./embedded). The rest of the server sees one `Database` type and one driver.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import { attachEmbeddedPostgres, startEmbeddedPostgres } from './embedded/cluster';
import { migratePostgres } from './migrate';
import { whileHoldingMigrationLock } from './migrationLock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  /** Where it connects: handed to the API's worker processes, never logged (it holds a password). */
  readonly url: string;
  /** Names the database in logs, e.g. "embedded PostgreSQL 18.4 on 127.0.0.1:40123 (…)". */
  readonly description: string;
  /** Applies the migrations not yet applied. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** What this process is, named to another one that finds the embedded database in use. */
  readonly command: string;
  /**
   * `own` (the server, a restore): start the embedded database, refusing when another
   * process runs it. `share` (backup, migrate, admin:create): use the running server's
   * when there is one, so the service need not stop.
   */
  readonly embedded: 'own' | 'share';
  /** Where notices go (a leftover embedded server taken over); stderr by default. */
  readonly notice?: (message: string) => void;
}

type DatabaseConfig = Pick<Config, 'databaseUrl' | 'dataDir'> &
  Partial<Pick<Config, 'databasePoolSize'>>;

export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  refuseOldPgliteFolder(config.dataDir);
  const start = options.embedded === 'own' ? startEmbeddedPostgres : attachEmbeddedPostgres;
  const embedded = await start({
    dataDir: config.dataDir,
    command: options.command,
    notice: options.notice ?? ((message) => console.warn(message)),
  });
  try {
    const handle = await openPostgres(embedded.url, config.databasePoolSize);
    return {
      ...handle,
      description: embedded.description,
      close: async () => {
        await handle.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Settings of every connection the API opens (the bench's SQL reference and bench:explain use
 * them too, so all three run the same plans). Memoize off: a list's page joins its 10-100 rows
 * to courses, companies and people, and the planner, costing the join below the LIMIT as if it
 * read every matching row, gave each lookup a cache sized for 100k+ entries; building those
 * took 0.1-0.4 ms a join, ten times the lookups they saved (the certificate reviewers' page:
 * 6.4 ms with memoize, 0.5 ms without; docs/performance.md).
 */
export const CONNECTION_OPTIONS = '-c enable_memoize=off';

/** `poolSize`: connections this process may hold (DATABASE_POOL_SIZE; node-postgres' 10 when absent). */
export async function openPostgres(
  connectionString: string,
  poolSize?: number,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    // A database that does not answer at all (a host gone) must not hold requests forever:
    // they fail, and are answered 503, while the connection attempt is still young.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: CONNECTION_OPTIONS,
    ...(poolSize ? { max: poolSize } : {}),
  });
  // An idle connection the server drops (restart, failover) must not crash the API: the
  // pool replaces it on the next query. Say so, and carry on.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  // Fail at startup, not on the first request, when the server cannot be reached.
  const connection = await pool.connect();
  connection.release();
  const db = drizzle({ client: pool, schema });
  return {
    db,
    url: connectionString,
    description: 'PostgreSQL',
    migrate: () => whileHoldingMigrationLock(connectionString, () => migratePostgres(db)),
    close: () => pool.end(),
  };
}

/** The last commit whose embedded database was PGlite: its backup command reads such a folder. */
const LAST_PGLITE_VERSION = '13d2821';

/**
 * Until this version the embedded database was PGlite in DATA_DIR/pglite. Starting anew
 * beside it would look like lost data, so say what it is and how to carry it over.
 */
function refuseOldPgliteFolder(dataDir: string): void {
  const old = join(dataDir, 'pglite');
  if (!existsSync(old) || existsSync(join(dataDir, 'postgres'))) return;
  throw new Error(
    [
      `${old} holds a database of the embedded engine this application used before (PGlite),`,
      `which it no longer runs: it now runs PostgreSQL in ${join(dataDir, 'postgres')}.`,
      'To keep that data: back it up with the previous version',
      `(git checkout ${LAST_PGLITE_VERSION} && npm ci && npm run db:backup -- --out qds.backup),`,
      `return to this version (npm ci), move ${old} away, and run`,
      'npm run db:restore -- --in qds.backup before starting.',
      `If it only held the demo data, move ${old} away and start: the demo is created anew.`,
    ].join('\n'),
  );
}
