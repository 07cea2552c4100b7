/**
 * Global setup of the server and security projects: one embedded PostgreSQL server for the
 * whole run (the same code `npm start` runs, in a temporary data folder), and on it and on
 * TEST_DATABASE_URL's server two templates that every suite's database is copied from: a
 * migrated, empty one, and one that also holds the demo association with its documents'
 * files beside it. Seeding takes many seconds (it draws every demo document), copying a
 * database a fraction of one, so the run seeds once per server instead of once per suite.
 * Both projects name this file; the one server is shared between them.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../../server/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../../server/db/embedded/cluster';
import { MIGRATIONS_FOLDER } from '../../../server/db/migrate';
import { seedDemoData } from '../../../server/seed/demo';
import { localFileStorage } from '../../../server/lib/files/storage';
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from './databaseCopies';
import { testPasswords } from './passwords';
import { SEED_MOMENT } from './testClock';

export type DatabaseKind = 'embedded' | 'postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's embedded server, its maintenance database. */
    embeddedServerUrl: string;
    /** Per server, the migrated template to copy. */
    templateDatabases: Partial<Record<DatabaseKind, string>>;
    /** Per server, the demo-seeded template to copy and the folder of its files. */
    seededTemplates: Partial<Record<DatabaseKind, SeededTemplate>>;
  }
}

export interface SeededTemplate {
  readonly database: string;
  /** What the seed put in its file storage: copied into each server's data folder. */
  readonly filesDir: string;
}

/**
 * Throw-away data: the run's server skips what makes commits survive a power cut (the
 * crash suite runs servers of their own with PostgreSQL's defaults). More connections:
 * suites run side by side, each with a pool.
 */
const TEST_SERVER_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '300',
};

interface SharedServer {
  readonly embedded: EmbeddedPostgres;
  readonly dataDir: string;
  readonly templates: Partial<Record<DatabaseKind, string>>;
  readonly seeded: Partial<Record<DatabaseKind, SeededTemplate>>;
  /** Drops the seeded templates and their files. */
  readonly removeSeeded: () => Promise<void>;
  users: number;
}

/** Both projects' setups run in the one Vitest process: the first starts, the last stops. */
const shared = globalThis as { qdsTestServer?: Promise<SharedServer> };

export default async function setup(project: TestProject) {
  shared.qdsTestServer ??= startSharedServer();
  const server = await shared.qdsTestServer;
  server.users += 1;
  project.provide('embeddedServerUrl', server.embedded.adminUrl);
  project.provide('templateDatabases', server.templates);
  project.provide('seededTemplates', server.seeded);
  return async () => {
    server.users -= 1;
    if (server.users > 0) return;
    delete shared.qdsTestServer;
    await server.removeSeeded();
    await server.embedded.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  };
}

async function startSharedServer(): Promise<SharedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qds-test-postgres-'));
  const embedded = await startEmbeddedPostgres({
    dataDir,
    command: 'vitest',
    settings: TEST_SERVER_SETTINGS,
  });
  const templates: Partial<Record<DatabaseKind, string>> = {
    embedded: await migratedTemplate(embedded.adminUrl),
  };
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) templates.postgres = await migratedTemplate(postgresUrl);
  const serverUrls: Partial<Record<DatabaseKind, string>> = {
    embedded: embedded.adminUrl,
    postgres: postgresUrl,
  };
  const seeded: Partial<Record<DatabaseKind, SeededTemplate>> = {};
  // One after the other: each draws every demo document, and side by side they would
  // only split the same two cores.
  for (const kind of ['embedded', 'postgres'] as const) {
    const serverUrl = serverUrls[kind];
    if (serverUrl) seeded[kind] = await seededTemplate(serverUrl, templates[kind]);
  }
  const removeSeeded = async () => {
    for (const kind of ['embedded', 'postgres'] as const) {
      const template = seeded[kind];
      const serverUrl = serverUrls[kind];
      if (!template || !serverUrl) continue;
      await dropDatabase(serverUrl, template.database);
      rmSync(template.filesDir, { recursive: true, force: true });
    }
  };
  return { embedded, dataDir, templates, seeded, removeSeeded, users: 0 };
}

/**
 * A copy of the migrated template with the demo association seeded at SEED_MOMENT, named
 * for this run: its files live in this run's temporary folder.
 */
async function seededTemplate(
  serverUrl: string,
  migrated: string | undefined,
): Promise<SeededTemplate> {
  const database = await createDatabaseFromTemplate(serverUrl, migrated, 'qds_seeded');
  const filesDir = mkdtempSync(join(tmpdir(), 'qds-seeded-files-'));
  const handle = await openPostgres(databaseUrl(serverUrl, database));
  try {
    await seedDemoData(handle.db, SEED_MOMENT, localFileStorage(filesDir), testPasswords);
  } finally {
    await handle.close();
  }
  return { database, filesDir };
}

/**
 * `qds_template_<migrations digest>`: made once per set of migrations and kept, so a run on
 * a long-lived server migrates only when a migration changed. Built under a temporary name
 * and renamed when complete: a run that died half-way leaves nothing another would reuse.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `qds_template_${migrationsDigest()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${process.pid}`;
    await admin.query(`drop database if exists "${building}"`);
    await admin.query(`create database "${building}"`);
    const database = await openPostgres(databaseUrl(serverUrl, building));
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    try {
      await admin.query(`alter database "${building}" rename to "${name}"`);
    } catch (error) {
      // Another run finished the same template first: use theirs.
      if ((error as { code?: string }).code !== '42P04') throw error;
      await admin.query(`drop database "${building}"`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
