/**
 * The databases the server suites run against: embedded PGlite always, and PostgreSQL
 * as well when TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/test).
 * Each suite gets a database of its own, migrated and empty, so files can run in parallel.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../../../server/db/client';
import { MIGRATIONS_FOLDER, migratePglite } from '../../../server/db/migrate';
import * as schema from '../../../server/db/schema';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

export const testDatabases: readonly DatabaseKind[] = postgresUrl
  ? ['pglite', 'postgres']
  : ['pglite'];

export function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  return kind === 'pglite' ? createPglite() : createPostgres();
}

/**
 * Creating a PGlite cluster (initdb) takes seconds; loading a dump of a migrated one takes
 * one. The dump is cached in the temp folder, keyed by the migrations and the PGlite version.
 */
async function createPglite(): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: await migratedTemplate() });
  const db = drizzle({ client, schema });
  await migratePglite(db);
  return {
    db,
    description: 'PGlite in memory',
    migrate: () => migratePglite(db),
    close: () => client.close(),
  };
}

async function migratedTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `qds-pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await PGlite.create();
  await migratePglite(drizzle({ client, schema }));
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
  const pgliteVersion: unknown = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../../node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    ),
  ).version;
  hash.update(String(pgliteVersion));
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A fresh database on the server, dropped again on close. */
async function createPostgres(): Promise<DatabaseHandle> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `qds_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropWhenReleased(dropper, name);
      await dropper.end();
    },
  };
}

/**
 * Drops the database once the pool's connections have really gone. Forcing the drop at
 * once would kill connections that are still saying goodbye, and their clients would
 * report it as an uncaught error; so wait a little first, and force only as a last resort.
 */
async function dropWhenReleased(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      await admin.query(`drop database if exists "${name}"`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`drop database if exists "${name}" with (force)`);
}
