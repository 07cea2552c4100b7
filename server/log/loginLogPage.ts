/** The login log for platform staff: every attempt, newest first, filtered by user, result and day. */
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { LoginLogEntry, LoginLogPage, LoginResult } from '@machines/contracts';
import type { Database } from '../db/client';
import { accounts, loginLogs } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { containsPattern, pageOffset, type PageQuery } from '../lib/paging';

export interface LoginLogFilters {
  /** Text in the login name as typed, or in the account's name. */
  readonly user?: string;
  readonly result?: LoginResult;
  /** `YYYY-MM-DD`, inclusive days in the association's time. */
  readonly createdFrom?: string;
  readonly createdTo?: string;
}

function conditions(filters: LoginLogFilters): SQL | undefined {
  const user = filters.user?.trim();
  return and(
    user
      ? or(
          ilike(loginLogs.userName, containsPattern(user)),
          ilike(accounts.name, containsPattern(user)),
        )
      : undefined,
    filters.result === undefined ? undefined : eq(loginLogs.success, filters.result === 'success'),
    filters.createdFrom ? gte(loginLogs.createdAt, startOfDay(filters.createdFrom)) : undefined,
    filters.createdTo ? lt(loginLogs.createdAt, startOfNextDay(filters.createdTo)) : undefined,
  );
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

/** Attempts matching the filters, newest first. */
function selectAttempts(db: Database, filters: LoginLogFilters) {
  return (
    db
      .select({ id: loginLogs.id, ...ATTEMPT_COLUMNS })
      .from(loginLogs)
      // A left join: names that match no account, and deleted accounts, have no account row.
      .leftJoin(accounts, eq(accounts.id, loginLogs.accountId))
      .where(conditions(filters))
      .orderBy(...NEWEST_FIRST)
  );
}

type AttemptRow = Awaited<ReturnType<ReturnType<typeof selectAttempts>['execute']>>[number];

const toEntry = (row: AttemptRow): LoginLogEntry => ({
  ...row,
  accountName: row.accountName ?? '',
  createdAt: row.createdAt.toISOString(),
});

export async function queryLoginLogPage(
  db: Database,
  query: LoginLogFilters & PageQuery,
): Promise<LoginLogPage> {
  const rows = await selectAttempts(db, query).limit(query.pageSize).offset(pageOffset(query));
  const [totals] = await db
    .select({ total: count() })
    .from(loginLogs)
    .leftJoin(accounts, eq(accounts.id, loginLogs.accountId))
    .where(conditions(query));
  return {
    list: rows.map(toEntry),
    total: totals?.total ?? 0,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
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
    .where(conditions(filters))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}
