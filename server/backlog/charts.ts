/**
 * The dashboard's charts (issue 13): applications per month by status, the status mix of
 * each review queue, a company's own applications by status. Read from the queues'
 * tables (`QUEUE_SOURCES`); a reviewer sees the queues its role works on and never a
 * draft, a company its own records only.
 */
import { and, count, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import {
  BACKLOG_QUEUE_KEYS,
  BACKLOG_QUEUES,
  COMPANY_ROLES,
  may,
  type BacklogQueueKey,
} from '@machines/access';
import type {
  DashboardCharts,
  MonthStatusCounts,
  QueueStatusMix,
  StatusCount,
} from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { ASSOCIATION_UTC_OFFSET_HOURS, monthsUpTo, startOfMonth } from '../lib/dates';
import { QUEUE_SOURCES, type QueueSource } from './queues';

/** How far back the monthly chart reaches. */
export const CHART_MONTHS = 12;

const DRAFT = statusFamilies.application.codeOf('draft');

/** The queues whose records are applications (the generic application statuses). */
const APPLICATION_QUEUES = BACKLOG_QUEUE_KEYS.filter(
  (key) => BACKLOG_QUEUES[key].awaiting.family === 'application',
);

/** Which of a queue's records a chart counts. */
type Scope = { readonly reviewer: true } | { readonly owner: number };

function scopeOf(key: BacklogQueueKey, source: QueueSource, scope: Scope): SQL | undefined {
  if ('owner' in scope) {
    return source.owner ? eq(source.owner, scope.owner) : sql`false`;
  }
  // An application's draft is its company's alone; an appeal has no draft (0 is pending).
  return BACKLOG_QUEUES[key].awaiting.family === 'application'
    ? ne(source.status, DRAFT)
    : undefined;
}

const byCode = (a: StatusCount, b: StatusCount) => a.code - b.code;

async function statusCounts(db: Database, key: BacklogQueueKey, scope: Scope, since?: Date) {
  const source = QUEUE_SOURCES[key];
  const month = sql<string>`to_char((${source.createdAt} at time zone 'UTC') + interval '${sql.raw(
    String(ASSOCIATION_UTC_OFFSET_HOURS),
  )} hours', 'YYYY-MM')`;
  const rows = await db
    .select({ month, status: source.status, total: count() })
    .from(source.table)
    .where(
      and(
        source.where,
        scopeOf(key, source, scope),
        since ? gte(source.createdAt, since) : undefined,
      ),
    )
    .groupBy(month, source.status);
  return rows.map((row) => ({
    month: row.month,
    code: Number(row.status),
    count: Number(row.total),
  }));
}

/** Counts of several queues added up per status. */
function merged(rows: readonly { code: number; count: number }[]): StatusCount[] {
  const totals = new Map<number, number>();
  for (const { code, count: n } of rows) totals.set(code, (totals.get(code) ?? 0) + n);
  return [...totals].map(([code, n]) => ({ code, count: n })).sort(byCode);
}

async function monthly(
  db: Database,
  keys: readonly BacklogQueueKey[],
  scope: Scope,
  now: Date,
): Promise<MonthStatusCounts[]> {
  const months = monthsUpTo(now, CHART_MONTHS);
  const since = startOfMonth(months[0] ?? '');
  const rows = (await Promise.all(keys.map((key) => statusCounts(db, key, scope, since)))).flat();
  return months.map((month) => ({
    month,
    counts: merged(rows.filter((row) => row.month === month)),
  }));
}

export async function readCharts(db: Database, actor: Actor, now: Date): Promise<DashboardCharts> {
  const reviewed = BACKLOG_QUEUE_KEYS.filter((key) =>
    may(BACKLOG_QUEUES[key].permission, actor.activeRole),
  );
  if (reviewed.length > 0) {
    const scope: Scope = { reviewer: true };
    const queues: QueueStatusMix[] = [];
    for (const key of reviewed) {
      queues.push({
        queue: key,
        family: BACKLOG_QUEUES[key].awaiting.family,
        counts: merged(await statusCounts(db, key, scope)),
      });
    }
    const applicationQueues = reviewed.filter((key) => APPLICATION_QUEUES.includes(key));
    return { months: await monthly(db, applicationQueues, scope, now), queues, own: null };
  }
  if (actor.corporateId !== null && COMPANY_ROLES.includes(actor.activeRole)) {
    const scope: Scope = { owner: actor.corporateId };
    const own = (
      await Promise.all(APPLICATION_QUEUES.map((key) => statusCounts(db, key, scope)))
    ).flat();
    return {
      months: await monthly(db, APPLICATION_QUEUES, scope, now),
      queues: [],
      own: merged(own),
    };
  }
  return { months: [], queues: [], own: null };
}
