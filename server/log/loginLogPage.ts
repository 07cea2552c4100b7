/** The login log for platform staff: every attempt, newest first, filtered by user, result and day. */
import { count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { LoginLogEntry, LoginLogPage, LoginResult } from '@machines/contracts';
import type { Database } from '../db/client';
import { boundConditions, preparedPage, type FilterConditions } from '../lib/preparedPage';
import { accounts, loginLogs, loginResultCounts } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { keptTotalByKey } from '../lib/derivedCounts';
import { containsPattern, readPage, type PageQuery } from '../lib/paging';

export interface LoginLogFilters {
  /** Text in the login name as typed, or in the account's name. */
  readonly user?: string;
  readonly result?: LoginResult;
  /** `YYYY-MM-DD`, inclusive days in the association's time. */
  readonly createdFrom?: string;
  readonly createdTo?: string;
}

interface AttemptConditions {
  readonly userPattern?: string;
  readonly success?: boolean;
  readonly createdSince?: Date;
  readonly createdBefore?: Date;
}

const ATTEMPT_CONDITIONS: FilterConditions<AttemptConditions> = {
  userPattern: (pattern) =>
    or(ilike(loginLogs.userName, pattern), ilike(accounts.name, pattern)) as SQL,
  success: (success) => eq(loginLogs.success, success),
  createdSince: (since) => gte(loginLogs.createdAt, since),
  createdBefore: (before) => lt(loginLogs.createdAt, before),
};

function attemptConditions(filters: LoginLogFilters): AttemptConditions {
  const user = filters.user?.trim();
  return {
    userPattern: user ? containsPattern(user) : undefined,
    success: filters.result === undefined ? undefined : filters.result === 'success',
    createdSince: filters.createdFrom ? startOfDay(filters.createdFrom) : undefined,
    createdBefore: filters.createdTo ? startOfNextDay(filters.createdTo) : undefined,
  };
}

/** What the list and the export's sheet show of an attempt. */
export const ATTEMPT_COLUMNS = {
  userName: loginLogs.userName,
  accountName: accounts.name,
  ip: loginLogs.ip,
  userAgent: loginLogs.userAgent,
  success: loginLogs.success,
  reason: loginLogs.reason,
  createdAt: loginLogs.createdAt,
};

/** Newest first; the id breaks ties, so pages never overlap. */
const NEWEST_FIRST = [desc(loginLogs.createdAt), desc(loginLogs.id)];

/** Filters the kept counters cannot answer: with any of them, the attempts are counted. */
const COUNTED_FILTERS = [
  'userPattern',
  'createdSince',
  'createdBefore',
] as const satisfies readonly (keyof AttemptConditions)[];

/**
 * Newest first, prepared by shape (server/lib/preparedPage.ts). Unfiltered or by result
 * alone, the total is the attempts the database keeps counted per result (migration 0040).
 */
const attemptPage = preparedPage('login_logs', ATTEMPT_CONDITIONS, {
  total: (db, where, shape) => {
    if (!COUNTED_FILTERS.some(shape.has)) {
      const result = shape.has('success') ? 'success' : undefined;
      return keptTotalByKey(db, loginResultCounts, loginResultCounts.success, result);
    }
    const counted = db.select({ total: count() }).from(loginLogs);
    // The account's name is read only to filter by it (a left join adds no rows).
    return (
      shape.has('userPattern')
        ? counted.leftJoin(accounts, eq(accounts.id, loginLogs.accountId))
        : counted
    ).where(where);
  },
  rows: (db, where, { limit, offset }) =>
    db
      .select({ id: loginLogs.id, ...ATTEMPT_COLUMNS })
      .from(loginLogs)
      // A left join: names that match no account, and deleted accounts, have no account row.
      .leftJoin(accounts, eq(accounts.id, loginLogs.accountId))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(offset),
});

export function queryLoginLogPage(
  db: Database,
  query: LoginLogFilters & PageQuery,
): Promise<LoginLogPage> {
  const reads = attemptPage(db, { filters: attemptConditions(query) });
  return readPage(query, reads, (rows): LoginLogEntry[] =>
    rows.map((row) => ({
      ...row,
      accountName: row.accountName ?? '',
      createdAt: row.createdAt.toISOString(),
    })),
  );
}

/** Every attempt matching the filters, in list order, up to `limit`: the caller's named columns. */
export function selectAttemptSheet(
  db: Database,
  fields: Readonly<Record<string, SQL.Aliased>>,
  filters: LoginLogFilters,
  limit: number,
) {
  return db
    .select(fields)
    .from(loginLogs)
    .leftJoin(accounts, eq(accounts.id, loginLogs.accountId))
    .where(boundConditions(db, ATTEMPT_CONDITIONS, attemptConditions(filters)))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}
