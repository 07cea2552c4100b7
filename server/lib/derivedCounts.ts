/**
 * Totals read from the counts the database keeps by trigger (schema `derived`, migrations
 * 0004, 0034, 0036) instead of counting a list's rows per request: a list whose only filter
 * is a status (or none) sums a few counters. Lists with other filters count their matches.
 */
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { PageQuery } from './paging';
import { filtersOnlyByStatus, type ReviewQuery } from './workflow/reviewFilters';

/** The statuses a total covers: these, or every one but these. */
export type StatusSelection =
  { readonly in: readonly number[] } | { readonly notIn: readonly number[] };

/**
 * A list's statuses: every one but `excluded` (drafts, for a review list), or the one its
 * status filter asks for unless that one is excluded.
 */
export function statusesWithin(
  status: number | undefined,
  excluded: readonly number[],
): StatusSelection {
  if (status === undefined) return { notIn: excluded };
  return { in: excluded.includes(status) ? [] : [status] };
}

/** A table of derived.*_status_counts. */
type StatusCounts = PgTable & { readonly status: PgColumn; readonly total: PgColumn };
/** A table of derived.*_institution_counts. */
type InstitutionCounts = StatusCounts & { readonly institutionCorporateId: PgColumn };

function selected(status: PgColumn, which: StatusSelection): SQL {
  return 'in' in which ? inArray(status, [...which.in]) : notInArray(status, [...which.notIn]);
}

async function sumOf(rows: PromiseLike<readonly { total: number }[]>): Promise<number> {
  const [row] = await rows;
  return Number(row?.total ?? 0);
}

/** Rows in the selected statuses, from a status counts table. */
export function countedByStatus(
  db: Database,
  counts: StatusCounts,
  which: StatusSelection,
): Promise<number> {
  return sumOf(
    db
      .select({ total: sql<number>`coalesce(sum(${counts.total}), 0)::int` })
      .from(counts)
      .where(selected(counts.status, which)),
  );
}

/** One reviewing institution's rows in the selected statuses. */
export function countedForInstitution(
  db: Database,
  counts: InstitutionCounts,
  institutionCorporateId: number,
  which: StatusSelection,
): Promise<number> {
  return sumOf(
    db
      .select({ total: sql<number>`coalesce(sum(${counts.total}), 0)::int` })
      .from(counts)
      .where(
        and(
          eq(counts.institutionCorporateId, institutionCorporateId),
          selected(counts.status, which),
        ),
      ),
  );
}

/**
 * A reviewing institution's queue's total (every sent one, or the status asked for) from the
 * kept counts, when nothing but the status filters the queue; undefined (count it) otherwise.
 */
export function keptInstitutionQueueTotal(
  db: Database,
  counts: InstitutionCounts,
  institutionCorporateId: number,
  query: Omit<ReviewQuery, keyof PageQuery>,
  draft: number,
): Promise<number> | undefined {
  if (!filtersOnlyByStatus(query)) return undefined;
  const which = statusesWithin(query.status, [draft]);
  return countedForInstitution(db, counts, institutionCorporateId, which);
}
