/**
 * Applies the SQL migrations drizzle-kit generated from schema.ts (`npm run db:generate`)
 * and that are not applied yet; drizzle records them in the drizzle.__drizzle_migrations table.
 */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateEmbedded } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../lib/projectPaths';
import type * as schema from './schema';

export { MIGRATIONS_FOLDER };

type Schema = typeof schema;

export function migratePglite(db: PgliteDatabase<Schema>): Promise<void> {
  return migrateEmbedded(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

export function migratePostgres(db: NodePgDatabase<Schema>): Promise<void> {
  return migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
