/** Recognising PostgreSQL's refusals in what node-postgres (through drizzle) raised. */
const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps driver errors; the PostgreSQL code sits somewhere down the `cause` chain. */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}

/**
 * Class 22 "data exception": a value the database cannot hold (a number out of range, an
 * impossible date, a character its encoding refuses). Only input gets there, so the
 * request, not the server, is at fault.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}
