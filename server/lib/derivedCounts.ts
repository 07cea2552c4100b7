/**
 * Totals read from the counts the database keeps by trigger (schema `derived`, migrations
 * 0004, 0034, 0036) instead of counting a list's rows per request: a list whose only filter
 * is a status (or none) sums a few counters. Lists with other filters count their matches.
 */
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** The statuses a total covers: these, or every one but these. */
export type StatusSelection =
  { readonly in: readonly number[] } | { readonly notIn: readonly number[] };

/** A table of derived.*_status_counts. */
export type StatusCounts = PgTable & { readonly status: PgColumn; readonly total: PgColumn };
/** A table of derived.*_institution_counts. */
export type InstitutionCounts = StatusCounts & { readonly institutionCorporateId: PgColumn };

function selected(status: PgColumn, which: StatusSelection): SQL {
  return 'in' in which ? inArray(status, [...which.in]) : notInArray(status, [...which.notIn]);
}

/**
 * A kept total as a prepared list's statement (server/lib/preparedPage.ts): the counters of
 * the selected statuses, of the status the list's `status` placeholder names when its shape
 * filters by one, and of whatever `conditions` (an institution's placeholder) narrow to.
 */
export function keptTotalStatement(
  db: Database,
  counts: StatusCounts,
  which: StatusSelection,
  byStatus: boolean,
  ...conditions: SQL[]
) {
  return db
    .select({ total: sql<number>`coalesce(sum(${counts.total}), 0)::int` })
    .from(counts)
    .where(
      and(
        selected(counts.status, which),
        byStatus ? eq(counts.status, sql.placeholder('status')) : undefined,
        ...conditions,
      ),
    );
}

/**
 * A total kept per value of one key (derived.login_result_counts, admin_action_counts): every
 * counter, or only the one whose key equals the placeholder `filteredBy` names.
 */
export function keptTotalByKey(
  db: Database,
  counts: PgTable & { readonly total: PgColumn },
  key: PgColumn,
  filteredBy?: string,
) {
  return db
    .select({ total: sql<number>`coalesce(sum(${counts.total}), 0)::int` })
    .from(counts)
    .where(filteredBy === undefined ? undefined : eq(key, sql.placeholder(filteredBy)));
}
