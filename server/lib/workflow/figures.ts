/**
 * What the workflow map shows of one kind of record (issue 45): how many are in each status
 * now, how many times each transition was taken in a period, and how long records stayed in
 * each status they left in it (median and 90th percentile), from the stays a trigger keeps
 * (derived.workflow_stays, migration 0041). Each read is one indexed query.
 */
import { and, count, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowEvents, workflowStays } from '../../db/schema';
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

/**
 * The transitions taken in the period, by from, to and event: the index alone answers. `taker`
 * narrows them to some records (a condition on `workflow_events.entity_id`).
 */
export async function transitionsTaken(
  db: Database,
  entity: string,
  { from, to }: Period,
  taker?: SQL,
): Promise<TransitionTaken[]> {
  const rows = await db
    .select({
      fromCode: workflowEvents.fromCode,
      toCode: workflowEvents.toCode,
      event: workflowEvents.event,
      times: count(),
    })
    .from(workflowEvents)
    .where(
      and(
        eq(workflowEvents.entity, entity),
        gte(workflowEvents.createdAt, from),
        lt(workflowEvents.createdAt, to),
        taker,
      ),
    )
    .groupBy(workflowEvents.fromCode, workflowEvents.toCode, workflowEvents.event)
    .orderBy(workflowEvents.fromCode, workflowEvents.toCode, workflowEvents.event);
  return rows.map((row) => ({ ...row, times: Number(row.times) }));
}

/**
 * How long records stayed in each status, over the stays that ended in the period (a stay
 * still under way has no length yet): median and 90th percentile, in seconds. `stayer`
 * narrows them to some records (a condition on `workflow_stays.entity_id`).
 */
export async function timeInStatus(
  db: Database,
  entity: string,
  { from, to }: Period,
  stayer?: SQL,
): Promise<TimeInStatus[]> {
  const seconds = sql`extract(epoch from ${workflowStays.leftAt} - ${workflowStays.enteredAt})`;
  const rows = await db
    .select({
      code: workflowStays.code,
      stays: count(),
      medianSeconds: sql<string>`percentile_cont(0.5) within group (order by ${seconds})`,
      p90Seconds: sql<string>`percentile_cont(0.9) within group (order by ${seconds})`,
    })
    .from(workflowStays)
    .where(
      and(
        eq(workflowStays.entity, entity),
        isNotNull(workflowStays.leftAt),
        gte(workflowStays.leftAt, from),
        lt(workflowStays.leftAt, to),
        stayer,
      ),
    )
    .groupBy(workflowStays.code)
    .orderBy(workflowStays.code);
  return rows.map((row) => ({
    code: Number(row.code),
    stays: Number(row.stays),
    medianSeconds: Math.round(Number(row.medianSeconds)),
    p90Seconds: Math.round(Number(row.p90Seconds)),
  }));
}
