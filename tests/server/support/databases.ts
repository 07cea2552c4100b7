/**
 * The databases the server suites run against: the embedded PostgreSQL that the global
 * setup starts for the run (databaseServers.ts) always, and the server TEST_DATABASE_URL
 * names as well when it is set (PostgreSQL 15 in CI). Each suite gets a database of its
 * own, copied from one of the run's templates, so files run in parallel.
 */
import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../../server/db/client';
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from './databaseCopies';
import type { DatabaseKind } from './databaseServers';

export type { DatabaseKind };
export { createDatabaseFromTemplate, databaseUrl, dropDatabase };

export const testDatabases: readonly DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['embedded', 'postgres']
  : ['embedded'];

/** The maintenance database of a kind's server (for creating and dropping databases). */
export function serverUrlOf(kind: DatabaseKind): string {
  const url = kind === 'embedded' ? inject('embeddedServerUrl') : process.env.TEST_DATABASE_URL;
  if (!url) throw new Error(`No ${kind} database server: is TEST_DATABASE_URL set?`);
  return url;
}

/** A new, migrated, empty database on `kind`'s server, dropped again on close. */
export function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  return copyOf(kind, inject('templateDatabases')[kind]);
}

/**
 * A new database on `kind`'s server holding the demo association as the run seeded it at
 * SEED_MOMENT; its files are in `seededFilesOf(kind)`. Dropped again on close.
 */
export function createSeededDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  return copyOf(kind, inject('seededTemplates')[kind]?.database);
}

export function seededFilesOf(kind: DatabaseKind): string {
  const template = inject('seededTemplates')[kind];
  if (!template) throw new Error(`The global setup seeded no ${kind} template.`);
  return template.filesDir;
}

async function copyOf(kind: DatabaseKind, template: string | undefined) {
  const serverUrl = serverUrlOf(kind);
  const name = await createDatabaseFromTemplate(serverUrl, template);
  const handle = await openPostgres(databaseUrl(serverUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
