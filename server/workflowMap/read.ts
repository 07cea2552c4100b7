/**
 * The workflow map's reads (issue 45): one lifecycle's figures over a period, and the
 * records behind one of them (a state's records now, a transition's takers in the period).
 * Each is one or two indexed queries over the record table, `workflow_events` and the stays
 * the trigger keeps (`derived.workflow_stays`).
 */
import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import type { WorkflowMapFigures, WorkflowMapRecord, WorkflowMapStatus } from '@machines/contracts';
import type { Database } from '../db/client';
import { workflowEvents, workflowStays } from '../db/schema';
import { readPage, type Page, type PageQuery } from '../lib/paging';
import {
  recordsPerStatus,
  timeInStatus,
  transitionsTaken,
  type Period,
} from '../lib/workflow/figures';
import type { WorkflowSource } from '../lib/workflow/workflowSources';

/** The period as the caller named it: two days, both inclusive, and the instants they span. */
export interface NamedPeriod extends Period {
  readonly fromDay: string;
  readonly toDay: string;
}

export async function readWorkflowMap(
  db: Database,
  source: WorkflowSource,
  period: NamedPeriod,
): Promise<WorkflowMapFigures> {
  const { workflow } = source;
  const [now, transitions, times] = await Promise.all([
    recordsPerStatus(db, workflow.table),
    transitionsTaken(db, workflow.name, period),
    timeInStatus(db, workflow.name, period),
  ]);
  const recordsByCode = new Map(now.map((status) => [status.code, status.records]));
  const timeByCode = new Map(times.map((time) => [time.code, time]));
  // Every status of the family, so a state nobody is in still shows its zero.
  const statuses = statusFamilies[workflow.family].statuses.map(({ meta: { code } }) => {
    const time = timeByCode.get(code);
    return {
      code,
      records: recordsByCode.get(code) ?? 0,
      stays: time?.stays ?? 0,
      medianSeconds: time?.medianSeconds ?? null,
      p90Seconds: time?.p90Seconds ?? null,
    } satisfies WorkflowMapStatus;
  });
  return {
    lifecycle: source.lifecycle,
    from: period.fromDay,
    to: period.toDay,
    statuses,
    transitions,
  };
}

/** The records a state holds now, newest first, with when each entered it. */
export async function recordsInStatus(
  db: Database,
  { workflow }: WorkflowSource,
  status: number,
  query: PageQuery,
): Promise<Page<WorkflowMapRecord>> {
  const { table } = workflow;
  const inStatus = eq(table.status, status);
  // The stay under way: none for a record that never moved (a draft), hence the left join.
  const openStay = and(
    eq(workflowStays.entity, workflow.name),
    eq(workflowStays.entityId, table.id),
    isNull(workflowStays.leftAt),
  );
  return readPage(
    query,
    {
      total: db.select({ total: count() }).from(table).where(inStatus),
      rows: (limit, offset) =>
        db
          .select({ id: table.id, status: table.status, at: workflowStays.enteredAt })
          .from(table)
          .leftJoin(workflowStays, openStay)
          .where(inStatus)
          .orderBy(desc(table.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map(presentRecord),
  );
}

export interface TransitionWanted {
  readonly fromCode: number;
  readonly toCode: number;
  readonly event: string;
}

/** The records that took a transition in the period, latest first, with their status now. */
export async function recordsThatTook(
  db: Database,
  { workflow }: WorkflowSource,
  { fromCode, toCode, event }: TransitionWanted,
  period: Period,
  query: PageQuery,
): Promise<Page<WorkflowMapRecord>> {
  const { table } = workflow;
  const took: SQL = and(
    eq(workflowEvents.entity, workflow.name),
    gte(workflowEvents.createdAt, period.from),
    lt(workflowEvents.createdAt, period.to),
    eq(workflowEvents.fromCode, fromCode),
    eq(workflowEvents.toCode, toCode),
    eq(workflowEvents.event, event),
  ) as SQL;
  // A record deleted since (a withdrawn draft) is in neither the count nor the page.
  const tookBy = sql`${table.id} = ${workflowEvents.entityId}`;
  return readPage(
    query,
    {
      total: db
        .select({ total: count() })
        .from(workflowEvents)
        .innerJoin(table, tookBy)
        .where(took),
      rows: (limit, offset) =>
        db
          .select({ id: table.id, status: table.status, at: workflowEvents.createdAt })
          .from(workflowEvents)
          .innerJoin(table, tookBy)
          .where(took)
          .orderBy(desc(workflowEvents.createdAt), desc(workflowEvents.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map(presentRecord),
  );
}

function presentRecord(row: { id: unknown; status: unknown; at: Date | null }): WorkflowMapRecord {
  return { id: Number(row.id), status: Number(row.status), at: row.at?.toISOString() ?? null };
}
