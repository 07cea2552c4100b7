/**
 * Opens the database: PGlite (embedded PostgreSQL) in a folder by default, a PostgreSQL
 * server when a URL is given. Both speak the same SQL and run the same migrations; the
 * rest of the server sees one `Database` type and never knows which one it has.
 */
import fs, { mkdirSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { migratePglite, migratePostgres } from './migrate';
import { whileHoldingMigrationLock } from './migrationLock';
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
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  const directory = join(config.dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  return openPglite(directory);
}

/** Without a directory the database lives in memory (tests). */
export async function openPglite(directory?: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(directory ? durablePgliteOptions(directory) : {});
  const db = drizzlePglite({ client, schema });
  return {
    db,
    description: directory ? `PGlite at ${displayPath(directory)}` : 'PGlite in memory',
    migrate: () => migratePglite(db),
    close: () => client.close(),
  };
}

/** `poolSize`: connections this process may hold (DATABASE_POOL_SIZE; node-postgres' 10 when absent). */
export async function openPostgres(
  connectionString: string,
  poolSize?: number,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, ...(poolSize ? { max: poolSize } : {}) });
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
    migrate: () => whileHoldingMigrationLock(connectionString, () => migratePostgres(db)),
    close: () => pool.end(),
  };
}

const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PGlite writes its files with plain write() calls, so a commit is in the operating
 * system's hands once acknowledged and survives the process being killed. Out of the box
 * it never fsyncs (it starts PostgreSQL with `-F`, and its Node file system has no fsync),
 * so an OS crash or power cut could lose acknowledged commits or tear the data files. We
 * turn fsync on, route PostgreSQL's fsync to the real one and use `wal_sync_method=fsync`
 * (fdatasync is a no-op in PGlite): every commit is then on disk before it is
 * acknowledged, like PostgreSQL's own default. `relaxedDurability` stays off (the default,
 * stated so nobody turns it on for speed): it would answer before the files are synced.
 */
function durablePgliteOptions(directory: string): PGliteOptions {
  return {
    fs: new FsyncingNodeFS(directory),
    relaxedDurability: false,
    startParams: [
      ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
      '-c',
      'wal_sync_method=fsync',
      // PostgreSQL's 128MB default is touched in the WASM heap at start and counts in the
      // server's RSS; the files are in the OS page cache anyway (docs/deploy.md, memory).
      '-c',
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
    ],
  };
}

/** The parts of Emscripten's NODEFS we rely on; checked at startup, since they are internal. */
interface NodefsInternals {
  stream_ops?: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation?: (operation: () => void) => void;
}

class FsyncingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const enableFsync = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as NodefsInternals;
      const { stream_ops: streamOps, tryFSOperation } = nodefs;
      if (!streamOps || !tryFSOperation) {
        throw new Error('This PGlite version hides NODEFS internals: cannot make commits durable.');
      }
      streamOps.fsync = (stream) => {
        // Errors become errno values: PostgreSQL then stops rather than carry on unsynced.
        tryFSOperation.call(nodefs, () => fs.fsyncSync(stream.nfd));
        return 0;
      };
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), enableFsync],
      },
    };
  }
}

/** `./data/pglite` rather than an absolute path when the folder is under the working directory. */
function displayPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith('..') || isAbsolute(fromHere) ? path : `./${fromHere}`;
}
