/**
 * The dashboard's charts (issue 13): applications per month by status, the status mix of
 * each review queue, a company's own applications by status. Read from the queues'
 * tables (`QUEUE_SOURCES`); a reviewer sees the queues its role works on and never a
 * draft, a company its own records only. Counted at most once a minute per scope.
 */
import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_QUEUES,
  BACKLOG_QUEUES,
  dashboardChartsShape,
  type BacklogQueueKey,
} from '@machines/access';
import type { DashboardCharts, MonthStatusCounts, StatusCount } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import type { Clock } from '../lib/clock';
import { associationTimeZone, monthsUpTo } from '../lib/dates';
import { QUEUE_SOURCES, readerScope, type QueueReader, type QueueSource } from './queues';

/** How far back the monthly chart reaches. */
export const CHART_MONTHS = 12;

/** Which of a queue's records a chart counts: a reviewer's (its assignments), a company's. */
type Scope = { readonly reviewer: QueueReader } | { readonly owner: number };

function scopeOf(key: BacklogQueueKey, source: QueueSource, scope: Scope): SQL | undefined {
  if ('owner' in scope) {
    return source.owner ? eq(source.owner, scope.owner) : sql`false`;
  }
  // A draft is its company's alone; an appeal has no draft (0 is pending).
  const { family } = BACKLOG_QUEUES[key].awaiting;
  const drafts =
    family === 'appeal' ? undefined : ne(source.status, statusFamilies[family].codeOf('draft'));
  return and(drafts, readerScope(source, scope.reviewer));
}

const byCode = (a: StatusCount, b: StatusCount) => a.code - b.code;

interface MonthCount {
  readonly month: string;
  readonly code: number;
  readonly count: number;
}

/** A queue's records in scope, counted by the month they were started and their status. */
async function countsByMonth(
  db: Database,
  key: BacklogQueueKey,
  scope: Scope,
): Promise<MonthCount[]> {
  const source = QUEUE_SOURCES[key];
  // A timestamptz at a zone is that zone's wall clock: the association's month. The zone is
  // a literal, not a parameter: the select and the group by must be the same expression.
  const zone = sql.raw(`'${associationTimeZone().replace(/'/g, "''")}'`);
  const month = sql<string>`to_char(${source.createdAt} at time zone ${zone}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, status: source.status, total: count() })
    .from(source.table)
    .where(and(source.where, scopeOf(key, source, scope)))
    .groupBy(month, source.status);
  return rows.map((row) => ({
    month: row.month,
    code: Number(row.status),
    count: Number(row.total),
  }));
}

/** Counts added up per status. */
function merged(rows: readonly { code: number; count: number }[]): StatusCount[] {
  const totals = new Map<number, number>();
  for (const { code, count: n } of rows) totals.set(code, (totals.get(code) ?? 0) + n);
  return [...totals].map(([code, n]) => ({ code, count: n })).sort(byCode);
}

/** The last twelve months of `rows`, each month's counts added up per status. */
function monthly(rows: readonly MonthCount[], now: Date): MonthStatusCounts[] {
  return monthsUpTo(now, CHART_MONTHS).map((month) => ({
    month,
    counts: merged(rows.filter((row) => row.month === month)),
  }));
}

/** What a scope's charts are, counted now (one scan of each queue's table). */
async function countCharts(
  db: Database,
  keys: readonly BacklogQueueKey[],
  scope: Scope,
  now: Date,
): Promise<DashboardCharts> {
  const counted = await Promise.all(keys.map((key) => countsByMonth(db, key, scope)));
  const applications = keys.flatMap((key, index) =>
    APPLICATION_QUEUES.includes(key) ? (counted[index] ?? []) : [],
  );
  // Applications per month is a chart of the application queues: a role reviewing none (a
  // review institution's qualification queue) has no months, not twelve empty ones.
  const countsApplications = keys.some((key) => APPLICATION_QUEUES.includes(key));
  const months = countsApplications ? monthly(applications, now) : [];
  if ('owner' in scope) return { months, queues: [], own: merged(applications) };
  return {
    months,
    queues: keys.map((key, index) => ({
      queue: key,
      family: BACKLOG_QUEUES[key].awaiting.family,
      counts: merged(counted[index] ?? []),
    })),
    own: null,
  };
}

/**
 * What the caller's charts count: the queues it reviews, or its company's own records (the
 * shape the dashboard keeps the places of while they load: dashboardChartsShape).
 */
function chartScope(
  actor: Actor,
): { key: string; queues: readonly BacklogQueueKey[]; scope: Scope } | null {
  const shape = dashboardChartsShape(actor.activeRole);
  if (!shape) return null;
  const reviewed = shape.queues;
  if (!shape.own) {
    // An institution's assignments are its own: its charts are counted apart.
    const assigned = reviewed.some((key) => 'assigned' in BACKLOG_QUEUES[key]);
    const reader = { corporateId: assigned ? actor.corporateId : null };
    return {
      key: `review:${reviewed.join()}${assigned ? `@${String(actor.corporateId)}` : ''}`,
      queues: reviewed,
      scope: { reviewer: reader },
    };
  }
  if (actor.corporateId !== null) {
    const owner = actor.corporateId;
    return { key: `company:${owner}`, queues: APPLICATION_QUEUES, scope: { owner } };
  }
  return null;
}

/** How long counted charts are answered again: a dashboard, not a ledger. */
export const CHARTS_FRESH_MS = 60_000;
/** Scopes kept at once (every company has its own). */
const CACHED_SCOPES = 500;

/**
 * The dashboard's charts, counted at most once a minute per scope: counting scans the
 * queues' tables, and every reviewer of the same queues sees the same charts. Callers
 * that arrive while a count runs wait for it instead of starting their own.
 */
export class DashboardChartsReader {
  private readonly counted = new Map<string, { at: number; charts: Promise<DashboardCharts> }>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  read(actor: Actor): Promise<DashboardCharts> {
    const scope = chartScope(actor);
    if (!scope) return Promise.resolve({ months: [], queues: [], own: null });
    const now = this.clock.now();
    const cached = this.counted.get(scope.key);
    if (cached && now.getTime() - cached.at < CHARTS_FRESH_MS) return cached.charts;
    const charts = countCharts(this.db, scope.queues, scope.scope, now);
    // A failed count is not kept: the next caller counts again.
    charts.catch(() => {
      if (this.counted.get(scope.key)?.charts === charts) this.counted.delete(scope.key);
    });
    this.counted.delete(scope.key);
    this.counted.set(scope.key, { at: now.getTime(), charts });
    if (this.counted.size > CACHED_SCOPES) {
      const oldest = this.counted.keys().next().value;
      if (oldest !== undefined) this.counted.delete(oldest);
    }
    return charts;
  }
}
