/** Recognising database refusals, whichever driver (PGlite, node-postgres) raised them. */
const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps driver errors; the PostgreSQL code sits somewhere down the `cause` chain. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
