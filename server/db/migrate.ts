/**
 * Applies the SQL migrations drizzle-kit generated from schema.ts (`npm run db:generate`)
 * and that are not applied yet; drizzle records them in the drizzle.__drizzle_migrations table.
 */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_FOLDER } from '../projectPaths';
import type * as schema from './schema';

export { MIGRATIONS_FOLDER };

export function migratePostgres(db: NodePgDatabase<typeof schema>): Promise<void> {
  return migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
