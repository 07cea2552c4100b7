/**
 * How each review queue of the dashboard is read (`machines/access/backlog.ts` says which
 * there are and who works on them): how many records wait, and the longest waiting first.
 */
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { awaitingCode, type BacklogQueueKey } from '@machines/access';
import type { BacklogItem } from '@machines/contracts';
import type { Database } from '../db/client';
import {
  corporateAppeals,
  corporates,
  creditApplications,
  creditInstitutionCounts,
  creditStatusCounts,
  projectApplications,
  projectInstitutionCounts,
  institutionApplications,
  people,
  realnameApplications,
  realnameStatusCounts,
  vipApplications,
} from '../db/schema';
import { prepared } from '../db/prepared';
import {
  keptTotalStatement,
  type InstitutionCounts,
  type StatusCounts,
} from '../lib/derivedCounts';

export interface QueueSource {
  readonly table: PgTable;
  readonly id: AnyPgColumn;
  readonly status: AnyPgColumn;
  /** When it started waiting; appeals wait from their creation. */
  readonly since: AnyPgColumn;
  /** What the record is about, as the item's title. */
  readonly title: SQL<string>;
  /** The company the title reads from, when the record has only its id. */
  readonly company?: AnyPgColumn;
  /** The company whose record it is (an appeal is nobody's yet). */
  readonly owner: AnyPgColumn | null;
  readonly createdAt: AnyPgColumn;
  /** Further conditions (a kind of application, rows not deleted). */
  readonly where?: SQL;
  /** The review institution each record is assigned to (a queue defined `assigned`). */
  readonly assignee?: AnyPgColumn;
  /**
   * The counts the database keeps of the table (server/lib/derivedCounts.ts), per status or
   * per assigned institution and status: the queue's count without counting its rows.
   */
  readonly kept?:
    { readonly byStatus: StatusCounts } | { readonly byInstitution: InstitutionCounts };
}

/** Who reads a queue: the company of a review institution sees only its assignments. */
export interface QueueReader {
  readonly corporateId: number | null;
}

/** A queue's records the reader works on: all, or those assigned to its institution. */
export function readerScope(source: QueueSource, reader: QueueReader): SQL | undefined {
  if (!source.assignee) return undefined;
  return reader.corporateId === null ? sql`false` : eq(source.assignee, reader.corporateId);
}

const creditApplicationSource = {
  table: creditApplications,
  id: creditApplications.id,
  status: creditApplications.status,
  since: creditApplications.submittedAt,
  title: sql<string>`${corporates.name}`,
  company: creditApplications.corporateId,
  owner: creditApplications.corporateId,
  createdAt: creditApplications.createdAt,
} as const;

const projectSource = {
  table: projectApplications,
  id: projectApplications.id,
  status: projectApplications.status,
  since: projectApplications.submittedAt,
  title: sql<string>`${projectApplications.name} || '（' || ${corporates.name} || '）'`,
  company: projectApplications.corporateId,
  owner: projectApplications.corporateId,
  createdAt: projectApplications.createdAt,
} as const;

export const QUEUE_SOURCES: Readonly<Record<BacklogQueueKey, QueueSource>> = {
  realname: {
    table: realnameApplications,
    id: realnameApplications.id,
    status: realnameApplications.status,
    since: realnameApplications.submittedAt,
    title: sql<string>`${realnameApplications.companyName}`,
    owner: realnameApplications.corporateId,
    createdAt: realnameApplications.createdAt,
    kept: { byStatus: realnameStatusCounts },
  },
  appeal: {
    table: corporateAppeals,
    id: corporateAppeals.id,
    status: corporateAppeals.status,
    since: corporateAppeals.createdAt,
    title: sql<string>`${corporateAppeals.companyName}`,
    owner: null,
    createdAt: corporateAppeals.createdAt,
  },
  people: {
    table: people,
    id: people.id,
    status: people.status,
    since: people.submittedAt,
    title: sql<string>`${people.name} || '（' || ${corporates.name} || '）'`,
    company: people.corporateId,
    owner: people.corporateId,
    createdAt: people.createdAt,
    where: isNull(people.deletedAt),
  },
  membership: {
    table: vipApplications,
    id: vipApplications.id,
    status: vipApplications.status,
    since: vipApplications.submittedAt,
    title: sql<string>`${corporates.name}`,
    company: vipApplications.corporateId,
    owner: vipApplications.corporateId,
    createdAt: vipApplications.createdAt,
  },
  trainingInstitution: {
    table: institutionApplications,
    id: institutionApplications.id,
    status: institutionApplications.status,
    since: institutionApplications.submittedAt,
    title: sql<string>`${corporates.name}`,
    company: institutionApplications.corporateId,
    owner: institutionApplications.corporateId,
    createdAt: institutionApplications.createdAt,
    where: eq(institutionApplications.kind, 'training'),
  },
  reviewInstitution: {
    table: institutionApplications,
    id: institutionApplications.id,
    status: institutionApplications.status,
    since: institutionApplications.submittedAt,
    title: sql<string>`${corporates.name}`,
    company: institutionApplications.corporateId,
    owner: institutionApplications.corporateId,
    createdAt: institutionApplications.createdAt,
    where: eq(institutionApplications.kind, 'review'),
  },
  creditInstitution: {
    ...creditApplicationSource,
    assignee: creditApplications.institutionCorporateId,
    kept: { byInstitution: creditInstitutionCounts },
  },
  creditPlatform: { ...creditApplicationSource, kept: { byStatus: creditStatusCounts } },
  projectInstitution: {
    ...projectSource,
    assignee: projectApplications.institutionCorporateId,
    kept: { byInstitution: projectInstitutionCounts },
  },
  projectPlatform: projectSource,
};

/**
 * A queue's two statements, built once per queue and prepared: its waiting status is fixed,
 * the reader's institution (assigned queues) and the limit are placeholders.
 */
function queueStatements(db: Database, key: BacklogQueueKey) {
  const source = QUEUE_SOURCES[key];
  const code = awaitingCode(key);
  const assigned = source.assignee
    ? eq(source.assignee, sql.placeholder('institution'))
    : undefined;
  const waiting = and(eq(source.status, code), source.where, assigned);
  const select = db
    .select({ id: source.id, title: source.title, since: source.since })
    .from(source.table);
  const joined = source.company
    ? select.innerJoin(corporates, eq(corporates.id, source.company))
    : select;
  const rows = joined
    .where(waiting)
    .orderBy(asc(source.since), asc(source.id))
    .limit(sql.placeholder('limit'))
    .prepare(`backlog_${key}`);
  return { rows, total: queueCount(db, source, code, waiting).prepare(`backlog_${key}_total`) };
}

type QueueStatements = ReturnType<typeof queueStatements>;

const preparedQueues = new Map<BacklogQueueKey, (db: Database) => QueueStatements>();

function statementsOf(db: Database, key: BacklogQueueKey) {
  let statements = preparedQueues.get(key);
  if (!statements) {
    statements = prepared((handle) => queueStatements(handle, key));
    preparedQueues.set(key, statements);
  }
  return statements(db);
}

/** How many of the queue's records wait, and the first `limit` of them. */
export async function readQueue(
  db: Database,
  key: BacklogQueueKey,
  reader: QueueReader,
  limit: number,
): Promise<{ count: number; items: BacklogItem[] }> {
  // An assigned queue is its institution's: a reader of none has nothing in it.
  if (QUEUE_SOURCES[key].assignee && reader.corporateId === null) return { count: 0, items: [] };
  const { rows, total } = statementsOf(db, key);
  const values = { institution: reader.corporateId, limit };
  const [counted, found] = await Promise.all([total.execute(values), rows.execute(values)]);
  return {
    count: Number(counted[0]?.total ?? 0),
    items: found.map((row) => ({
      id: Number(row.id),
      title: String(row.title),
      submittedAt: row.since instanceof Date ? row.since.toISOString() : null,
    })),
  };
}

/** How many wait: from the kept counts when the table has them, else counted. */
function queueCount(db: Database, source: QueueSource, code: number, waiting: SQL | undefined) {
  const which = { in: [code] };
  if (source.kept && 'byStatus' in source.kept && !source.where) {
    return keptTotalStatement(db, source.kept.byStatus, which, false);
  }
  if (source.kept && 'byInstitution' in source.kept && !source.where) {
    const counts = source.kept.byInstitution;
    return keptTotalStatement(
      db,
      counts,
      which,
      false,
      eq(counts.institutionCorporateId, sql.placeholder('institution')),
    );
  }
  return db.select({ total: count() }).from(source.table).where(waiting);
}
