/**
 * What the workflow map shows of one kind of record (issue 45): how many are in each status
 * now, how many times each transition was taken in a period, and how long records stayed in
 * each status they left in it (median and 90th percentile), from what triggers keep: the
 * records per status (derived.*_status_counts), the stays (derived.workflow_stays, migration
 * 0041), and per UTC day the transitions and a histogram of the stays' lengths (0042). Each
 * read is one or two indexed queries whose cost grows with the days, not the records.
 */
import { and, count, eq, gte, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  workflowEvents,
  workflowStayDays,
  workflowStays,
  workflowTransitionDays,
} from '../../db/schema';
import type { StatusCounts } from '../derivedCounts';
import type { WorkflowTable } from './entity';

/** A half-open period [from, to). */
export interface Period {
  readonly from: Date;
  readonly to: Date;
}

export interface StatusNow {
  readonly code: number;
  readonly records: number;
}

export interface TransitionTaken {
  readonly fromCode: number;
  readonly toCode: number;
  readonly event: string;
  readonly times: number;
}

export interface TimeInStatus {
  readonly code: number;
  /** Stays that ended in the period. */
  readonly stays: number;
  readonly medianSeconds: number;
  readonly p90Seconds: number;
}

/**
 * Records per status now, read from the records themselves (a draft has no event yet); of those
 * `scope` holds, when given (the map's filters).
 */
export async function recordsPerStatus(
  db: Database,
  table: WorkflowTable,
  scope?: SQL,
): Promise<StatusNow[]> {
  const rows = await db
    .select({ code: table.status, records: count() })
    .from(table)
    .where(scope)
    .groupBy(table.status)
    .orderBy(table.status);
  return rows.map((row) => ({ code: Number(row.code), records: Number(row.records) }));
}

/** Records per status now, from the counts the database keeps of every record of the table. */
export async function keptRecordsPerStatus(
  db: Database,
  counts: StatusCounts,
): Promise<StatusNow[]> {
  const rows = await db
    .select({ code: counts.status, records: counts.total })
    .from(counts)
    .where(ne(counts.total, 0))
    .orderBy(counts.status);
  return rows.map((row) => ({ code: Number(row.code), records: Number(row.records) }));
}

/** The association's days start at any UTC offset: whole UTC days, and the parts around them. */
interface SplitPeriod {
  /** Whole UTC days `[first, end)`, `YYYY-MM-DD`, read from the per-day tables; none if none. */
  readonly days?: { readonly first: string; readonly end: string };
  /** What is left of the period at either end (or all of it), read from the rows themselves. */
  readonly edges: readonly Period[];
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function splitPeriod({ from, to }: Period): SplitPeriod {
  const firstWhole = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const endWhole = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  if (firstWhole >= endWhole) return { edges: from < to ? [{ from, to }] : [] };
  const edges = [
    { from, to: new Date(firstWhole) },
    { from: new Date(endWhole), to },
  ].filter((edge) => edge.from < edge.to);
  return { days: { first: utcDay(firstWhole), end: utcDay(endWhole) }, edges };
}

/** Any of the periods, on a moment column (false for none). */
const inAny = (column: AnyPgColumn, periods: readonly Period[]): SQL =>
  or(...periods.map(({ from, to }) => and(gte(column, from), lt(column, to)))) ?? sql`false`;

/**
 * The transitions taken in the period, by from, to and event. The whole map reads the
 * per-day counts (derived.workflow_transition_days) and the events of the part-days; `taker`
 * narrows them to some records (a condition on `workflow_events.entity_id`), then the events
 * of the whole period are counted (its index: entity, created_at).
 */
export async function transitionsTaken(
  db: Database,
  entity: string,
  period: Period,
  taker?: SQL,
): Promise<TransitionTaken[]> {
  const { days, edges } = taker ? { days: undefined, edges: [period] } : splitPeriod(period);
  const [counted, events] = await Promise.all([
    days
      ? db
          .select({
            fromCode: workflowTransitionDays.fromCode,
            toCode: workflowTransitionDays.toCode,
            event: workflowTransitionDays.event,
            times: sql<string>`sum(${workflowTransitionDays.times})`,
          })
          .from(workflowTransitionDays)
          .where(
            and(
              eq(workflowTransitionDays.entity, entity),
              gte(workflowTransitionDays.day, days.first),
              lt(workflowTransitionDays.day, days.end),
            ),
          )
          .groupBy(
            workflowTransitionDays.fromCode,
            workflowTransitionDays.toCode,
            workflowTransitionDays.event,
          )
      : [],
    edges.length === 0
      ? []
      : db
          .select({
            fromCode: workflowEvents.fromCode,
            toCode: workflowEvents.toCode,
            event: workflowEvents.event,
            times: count(),
          })
          .from(workflowEvents)
          .where(
            and(eq(workflowEvents.entity, entity), inAny(workflowEvents.createdAt, edges), taker),
          )
          .groupBy(workflowEvents.fromCode, workflowEvents.toCode, workflowEvents.event),
  ]);
  const taken = new Map<string, TransitionTaken>();
  for (const row of [...counted, ...events]) {
    const key = `${row.fromCode}|${row.toCode}|${row.event}`;
    const times = (taken.get(key)?.times ?? 0) + Number(row.times);
    taken.set(key, { fromCode: row.fromCode, toCode: row.toCode, event: row.event, times });
  }
  return [...taken.values()]
    .filter((step) => step.times > 0)
    .sort(
      (a, b) =>
        a.fromCode - b.fromCode ||
        a.toCode - b.toCode ||
        (a.event < b.event ? -1 : a.event > b.event ? 1 : 0),
    );
}

/** The bucket's lengths in seconds, `[lower, upper)`, as `derived.stay_bucket` (0042) draws them. */
export function bucketBounds(bucket: number): { lower: number; upper: number } {
  return bucket === 0
    ? { lower: 0, upper: 1 }
    : { lower: STAY_BUCKET_RATIO ** (bucket - 1), upper: STAY_BUCKET_RATIO ** bucket };
}

const STAY_BUCKET_RATIO = 1.05;

export interface StayBucket {
  readonly bucket: number;
  readonly stays: number;
}

/**
 * A percentile (0..1) of the lengths the buckets hold, as percentile_cont ranks it: the lengths
 * on either side of the rank, each placed inside its bucket by its rank there, interpolated.
 * Each is within its bucket's 5 % of the exact length, so the answer is within 5 % too.
 */
export function percentileOf(buckets: readonly StayBucket[], fraction: number): number {
  const sorted = [...buckets].filter((b) => b.stays > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.stays, 0);
  if (total === 0) return 0;
  /** The estimated length of the `index`th shortest stay (0-based). */
  const lengthAt = (index: number): number => {
    let before = 0;
    for (const { bucket, stays } of sorted) {
      if (index < before + stays) {
        const { lower, upper } = bucketBounds(bucket);
        return lower + ((upper - lower) * (index - before + 0.5)) / stays;
      }
      before += stays;
    }
    return 0;
  };
  const rank = fraction * (total - 1);
  const below = Math.floor(rank);
  const lower = lengthAt(below);
  return rank === below ? lower : lower + (rank - below) * (lengthAt(below + 1) - lower);
}

/**
 * How long records stayed in each status, over the stays that ended in the period (a stay
 * still under way has no length yet): median and 90th percentile, in seconds, from the
 * stays' length buckets: the per-day histogram (derived.workflow_stay_days) and the stays of
 * the part-days, or, narrowed by `stayer` (a condition on `workflow_stays.entity_id`), the
 * stays of the whole period bucketed alike.
 */
export async function timeInStatus(
  db: Database,
  entity: string,
  period: Period,
  stayer?: SQL,
): Promise<TimeInStatus[]> {
  const { days, edges } = stayer ? { days: undefined, edges: [period] } : splitPeriod(period);
  const seconds = sql`extract(epoch from ${workflowStays.leftAt} - ${workflowStays.enteredAt})`;
  const bucket = sql<number>`derived.stay_bucket(${seconds}::double precision)`;
  const [counted, stayed] = await Promise.all([
    days
      ? db
          .select({
            code: workflowStayDays.code,
            bucket: workflowStayDays.bucket,
            stays: sql<string>`sum(${workflowStayDays.stays})`,
          })
          .from(workflowStayDays)
          .where(
            and(
              eq(workflowStayDays.entity, entity),
              gte(workflowStayDays.day, days.first),
              lt(workflowStayDays.day, days.end),
            ),
          )
          .groupBy(workflowStayDays.code, workflowStayDays.bucket)
      : [],
    edges.length === 0
      ? []
      : db
          .select({ code: workflowStays.code, bucket, stays: count() })
          .from(workflowStays)
          .where(
            and(
              eq(workflowStays.entity, entity),
              isNotNull(workflowStays.leftAt),
              inAny(workflowStays.leftAt, edges),
              stayer,
            ),
          )
          .groupBy(workflowStays.code, bucket),
  ]);
  const byCode = new Map<number, StayBucket[]>();
  for (const row of [...counted, ...stayed]) {
    const code = Number(row.code);
    byCode.set(code, [
      ...(byCode.get(code) ?? []),
      { bucket: Number(row.bucket), stays: Number(row.stays) },
    ]);
  }
  return [...byCode.entries()]
    .map(([code, buckets]) => ({
      code,
      stays: buckets.reduce((sum, b) => sum + b.stays, 0),
      medianSeconds: Math.round(percentileOf(buckets, 0.5)),
      p90Seconds: Math.round(percentileOf(buckets, 0.9)),
    }))
    .filter((time) => time.stays > 0)
    .sort((a, b) => a.code - b.code);
}
