/**
 * The lists of training history declarations: a company's own of one kind (`/historyList`,
 * `/cultivateList`; `corporate/query-corporatetrainhistory-list`) and the platform's
 * (`trainHistoryCheck`: every company's, drafts never). Each answers whole rows.
 */
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { TrainingHistory } from '@machines/contracts';
import type { TrainingHistoryKind } from '@machines/validation';
import type { Database } from '../db/client';
import { people, trainingHistories, trainingHistoryStatusCounts } from '../db/schema';
import { countedByStatus, statusesWithin } from '../lib/derivedCounts';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery } from '../lib/workflow/ownRecords';
import {
  filtersOnlyByStatus,
  reviewFilters,
  type ReviewQuery,
} from '../lib/workflow/reviewFilters';
import { DRAFT } from './entity';
import { selectHistories, toHistory, type FilesConfig } from './rows';

const table = trainingHistories;

export interface OwnHistoryQuery extends OwnPageQuery {
  readonly kind: TrainingHistoryKind;
  /** Contained in the training's or the trainee's name. */
  readonly keyword?: string;
}

export interface HistoryReviewQuery extends ReviewQuery {
  readonly kind?: TrainingHistoryKind;
  readonly keyword?: string;
}

/** The training's name or the trainee's (asked in a subquery, so the count needs no join). */
function keywordCondition(pattern: SQLWrapper, db: Database): SQL {
  return or(
    ilike(table.courseName, pattern),
    inArray(
      table.personId,
      db.select({ id: people.id }).from(people).where(ilike(people.name, pattern)),
    ),
  ) as SQL;
}

const keywordPattern = (keyword: string | undefined) => {
  const words = keyword?.trim();
  return words ? containsPattern(words) : undefined;
};

function readHistoryPage(
  db: Database,
  config: FilesConfig,
  where: SQL | undefined,
  order: SQL[],
  query: PageQuery,
  /** The total when the database keeps it (server/lib/derivedCounts.ts); counted otherwise. */
  keptTotal?: Promise<number>,
): Promise<Page<TrainingHistory>> {
  return readPage(
    query,
    {
      total: keptTotal ?? db.select({ total: count() }).from(table).where(where),
      rows: (limit, offset) =>
        selectHistories(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map((row) => toHistory(config, row)),
  );
}

const ownPage = ownRecordsPage<
  Awaited<ReturnType<typeof selectHistories>>[number],
  { kind: TrainingHistoryKind; keywordPattern?: string }
>('training_histories_own', table, selectHistories, {
  kind: (kind) => eq(table.kind, kind),
  keywordPattern: keywordCondition,
});

/** The company's own declarations of one kind, newest first. */
export function queryOwnPage(
  db: Database,
  config: FilesConfig,
  corporateId: number,
  query: OwnHistoryQuery,
): Promise<Page<TrainingHistory>> {
  const narrowedBy = { kind: query.kind, keywordPattern: keywordPattern(query.keyword) };
  return readPage(query, ownPage(db, corporateId, query, narrowedBy), (rows) =>
    rows.map((row) => toHistory(config, row)),
  );
}

/** Every company's declarations that were sent, the latest sent first. */
export function queryReviewPage(
  db: Database,
  config: FilesConfig,
  query: HistoryReviewQuery,
): Promise<Page<TrainingHistory>> {
  const where = and(
    ne(table.status, DRAFT),
    query.kind ? eq(table.kind, query.kind) : undefined,
    ...(query.keyword?.trim() ? [keywordCondition(sql`${keywordPattern(query.keyword)}`, db)] : []),
    ...reviewFilters(db, table, query),
  );
  const kept =
    !query.kind && !query.keyword?.trim() && filtersOnlyByStatus(query)
      ? countedByStatus(db, trainingHistoryStatusCounts, statusesWithin(query.status, [DRAFT]))
      : undefined;
  return readHistoryPage(db, config, where, [desc(table.submittedAt), desc(table.id)], query, kept);
}
