/**
 * Opens the database: PGlite (embedded PostgreSQL) in a folder by default, a PostgreSQL
 * server when a URL is given. Both speak the same SQL and run the same migrations; the
 * rest of the server sees one `Database` type and never knows which one it has.
 */
import { mkdirSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { migratePglite, migratePostgres } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  /** Names the database in logs, e.g. "PGlite at ./data/pglite". */
  readonly description: string;
  /** Applies the migrations not yet applied. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const directory = join(config.dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  return openPglite(directory);
}

/** Without a directory the database lives in memory (tests). */
export async function openPglite(directory?: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(directory);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    description: directory ? `PGlite at ${displayPath(directory)}` : 'PGlite in memory',
    migrate: () => migratePglite(db),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString });
  // An idle connection the server drops (restart, failover) must not crash the API: the
  // pool replaces it on the next query. Say so, and carry on.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  // Fail at startup, not on the first request, when the server cannot be reached.
  const connection = await pool.connect();
  connection.release();
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    description: 'PostgreSQL',
    migrate: () => migratePostgres(db),
    close: () => pool.end(),
  };
}

/** `./data/pglite` rather than an absolute path when the folder is under the working directory. */
function displayPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith('..') || isAbsolute(fromHere) ? path : `./${fromHere}`;
}
