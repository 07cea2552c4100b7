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

function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}

/**
 * The name of the unique constraint (or index) a write broke, as PostgreSQL reports it;
 * null when the error is no unique violation. A table with several keys says by this
 * which field clashed.
 */
export function uniqueConstraintOf(error: unknown): string | null {
  if (!isUniqueViolation(error)) return null;
  for (let current = error; current instanceof Error; current = current.cause) {
    const { constraint } = current as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
  }
  return null;
}

/**
 * Whether `error` broke one of the named unique constraints (server/db/schema.ts). Each
 * writer names the keys it expects to clash, so the refusal names the field that clashed,
 * and a clash of any other key stays an error instead of a wrong message.
 */
export function brokeUnique(error: unknown, ...constraints: readonly string[]): boolean {
  const constraint = uniqueConstraintOf(error);
  return constraint !== null && constraints.includes(constraint);
}

/**
 * The database cannot be reached: refused or dropped connections, a server shutting down
 * or starting up (57P0x), connection exceptions (class 08). Nothing is wrong with the
 * request: it may be sent again once the database is back, so it is answered 503.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.test(code)) return true;
    if (UNREACHABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

const UNREACHABLE_CODES =
  /^(08\d{3}|57P0[1-3]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH)$/;
/** node-postgres' own words for a connection that ended or never came. */
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection due to)/;

/**
 * Class 22 "data exception": a value the database cannot hold (a number out of range, an
 * impossible date, a character its encoding refuses). Only input gets there, so the
 * request, not the server, is at fault.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}
