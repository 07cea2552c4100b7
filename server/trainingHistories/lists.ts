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
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { TrainingHistory } from '@machines/contracts';
import type { TrainingHistoryKind } from '@machines/validation';
import type { Database } from '../db/client';
import { preparedPage } from '../lib/preparedPage';
import { people, trainingHistories, trainingHistoryStatusCounts } from '../db/schema';
import { keptTotalStatement } from '../lib/derivedCounts';
import { containsPattern, readPage, type Page } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery } from '../lib/workflow/ownRecords';
import {
  reviewConditions,
  reviewValues,
  shapeOnlyByStatus,
  type ReviewQuery,
  type ReviewValues,
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

type HistoryRow = Awaited<ReturnType<typeof selectHistories>>[number];

const ownPage = ownRecordsPage<HistoryRow, { kind: TrainingHistoryKind; keywordPattern?: string }>(
  'training_histories_own',
  table,
  selectHistories,
  {
    kind: (kind) => eq(table.kind, kind),
    keywordPattern: keywordCondition,
  },
);

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

interface ReviewedHistories extends ReviewValues {
  readonly kind?: TrainingHistoryKind;
  readonly keywordPattern?: string;
}

const SENT = ne(table.status, DRAFT);

const reviewPage = preparedPage<ReviewedHistories, HistoryRow>(
  'training_histories_review',
  {
    ...reviewConditions(table),
    kind: (kind) => eq(table.kind, kind),
    keywordPattern: keywordCondition,
  },
  {
    total: (db, where, shape) =>
      !shape.has('kind') && !shape.has('keywordPattern') && shapeOnlyByStatus(shape)
        ? keptTotalStatement(
            db,
            trainingHistoryStatusCounts,
            { notIn: [DRAFT] },
            shape.has('status'),
          )
        : db.select({ total: count() }).from(table).where(and(SENT, where)),
    rows: (db, where, page) =>
      selectHistories(db)
        .where(and(SENT, where))
        .orderBy(desc(table.submittedAt), desc(table.id))
        .limit(page.limit)
        .offset(page.offset),
  },
);

/** Every company's declarations that were sent, the latest sent first. */
export function queryReviewPage(
  db: Database,
  config: FilesConfig,
  query: HistoryReviewQuery,
): Promise<Page<TrainingHistory>> {
  const filters = {
    ...reviewValues(query),
    kind: query.kind || undefined,
    keywordPattern: keywordPattern(query.keyword),
  };
  return readPage(query, reviewPage(db, { filters }), (rows) =>
    rows.map((row) => toHistory(config, row)),
  );
}
