/**
 * Serialises the migrations of API processes that start together on one PostgreSQL
 * database (docs/deploy.md). Drizzle's migrator takes no lock: two processes would both
 * apply the same pending migration and one would stop on "relation already exists". With
 * the lock, the first migrates and the others find nothing left to do.
 */
import pg from 'pg';

/** Any number no other advisory lock of this database uses. */
const MIGRATION_LOCK_ID = 7_240_000;

export async function whileHoldingMigrationLock<T>(
  connectionString: string,
  work: () => Promise<T>,
): Promise<T> {
  // A connection of its own, not the pool's: with DATABASE_POOL_SIZE=1 the migrator needs that one.
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}
