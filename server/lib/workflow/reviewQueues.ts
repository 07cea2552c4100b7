/**
 * The two review queues of a two-level area (credit, projects): what a reviewing institution
 * was sent (drafts never) and what reached the platform, latest sent first, under the review
 * filters (server/lib/workflow/reviewFilters.ts). Prepared by shape
 * (server/lib/preparedPage.ts); a queue filtered by nothing but its status reads its total
 * from the counts the database keeps (server/lib/derivedCounts.ts).
 */
import { and, count, desc, eq, inArray, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPage } from '../preparedPage';
import { keptTotalStatement, type InstitutionCounts, type StatusCounts } from '../derivedCounts';
import type { PageReads } from '../paging';
import type { RowSelect } from './ownRecords';
import {
  reviewConditions,
  reviewValues,
  shapeOnlyByStatus,
  type FilteredColumns,
  type ReviewQuery,
  type ReviewValues,
} from './reviewFilters';

type QueuedTable = PgTable &
  FilteredColumns & { readonly institutionCorporateId: AnyColumn; readonly id: AnyColumn };

interface Queue<Row> {
  readonly table: QueuedTable;
  /** The area's select of its list rows. */
  readonly select: (db: Database) => RowSelect<Row>;
}

const latestSent = (table: QueuedTable) => [desc(table.submittedAt), desc(table.id)];

/** A reviewing institution's queue: every application it was sent but drafts. */
export function institutionQueuePage<Row>(
  name: string,
  { table, select, counts, draft }: Queue<Row> & { counts: InstitutionCounts; draft: number },
): (db: Database, institutionCorporateId: number, query: ReviewQuery) => PageReads<Row> {
  const sent = ne(table.status, draft);
  const page = preparedPage<ReviewValues & { institutionCorporateId: number }, Row>(
    name,
    {
      institutionCorporateId: (id) => eq(table.institutionCorporateId, id),
      ...reviewConditions(table),
    },
    {
      total: (db, where, shape) =>
        shapeOnlyByStatus(shape)
          ? keptTotalStatement(
              db,
              counts,
              { notIn: [draft] },
              shape.has('status'),
              eq(counts.institutionCorporateId, sql.placeholder('institutionCorporateId')),
            )
          : db.select({ total: count() }).from(table).where(and(sent, where)),
      rows: (db, where, { limit, offset }) =>
        select(db)
          .where(and(sent, where))
          .orderBy(...latestSent(table))
          .limit(limit)
          .offset(offset),
    },
  );
  return (db, institutionCorporateId, query) =>
    page(db, { filters: { institutionCorporateId, ...reviewValues(query) } });
}

/**
 * The platform's queue: the applications in `statuses` (an institution approved them, and
 * everything after). With `counts`, a queue filtered by its status alone sums them.
 */
export function platformQueuePage<Row>(
  name: string,
  {
    table,
    select,
    statuses,
    counts,
  }: Queue<Row> & { statuses: readonly number[]; counts?: StatusCounts },
): (db: Database, query: ReviewQuery) => PageReads<Row> {
  const reached = inArray(table.status, [...statuses]);
  const page = preparedPage<ReviewValues, Row>(name, reviewConditions(table), {
    total: (db, where, shape) =>
      counts && shapeOnlyByStatus(shape)
        ? keptTotalStatement(db, counts, { in: statuses }, shape.has('status'))
        : db.select({ total: count() }).from(table).where(and(reached, where)),
    rows: (db, where, { limit, offset }) =>
      select(db)
        .where(and(reached, where))
        .orderBy(...latestSent(table))
        .limit(limit)
        .offset(offset),
  });
  return (db, query) => page(db, { filters: reviewValues(query) });
}
