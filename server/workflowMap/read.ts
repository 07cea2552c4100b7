/**
 * The workflow map's reads (issue 45): one lifecycle's figures over a period, and the
 * records behind one of them (a state's records now, a transition's takers in the period).
 * The whole map reads what triggers keep (server/lib/workflow/figures.ts); narrowed by a
 * filter, it reads the records the filter leaves, their events and their stays.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { InstitutionKind } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import type {
  WorkflowMapFigures,
  WorkflowMapInstitution,
  WorkflowMapRecord,
  WorkflowMapStatus,
} from '@machines/contracts';
import type { Database } from '../db/client';
import { corporates, institutionNames, workflowEvents, workflowStays } from '../db/schema';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import {
  lifecycleFigures,
  recordsPerStatus,
  timeInStatus,
  transitionsTaken,
  type LifecycleFigures,
  type Period,
} from '../lib/workflow/figures';
import type { WorkflowSource } from '../lib/workflow/workflowSources';

/** The period as the caller named it: two days, both inclusive, and the instants they span. */
export interface NamedPeriod extends Period {
  readonly fromDay: string;
  readonly toDay: string;
}

/** The map's filters beside the period; the route has checked the lifecycle offers them. */
export interface MapFilters {
  readonly businessLine?: number;
  readonly institution?: number;
}

/** The records the filters leave, as a condition on the record table (none: every record). */
function scopeOf({ scopes = {} }: WorkflowSource, filters: MapFilters): SQL | undefined {
  return and(
    filters.businessLine === undefined ? undefined : scopes.businessLine?.(filters.businessLine),
    filters.institution === undefined ? undefined : scopes.institution?.(filters.institution),
  );
}

export async function readWorkflowMap(
  db: Database,
  source: WorkflowSource,
  period: NamedPeriod,
  filters: MapFilters = {},
): Promise<WorkflowMapFigures> {
  const { workflow } = source;
  const scope = scopeOf(source, filters);
  const [{ now, transitions, times }, institutionName] = await Promise.all([
    scope === undefined
      ? lifecycleFigures(db, workflow.name, source.statusCounts ?? workflow.table, period)
      : narrowedFigures(db, source, period, scope),
    filters.institution === undefined ? null : companyName(db, filters.institution),
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
    businessLine: filters.businessLine ?? null,
    institution: filters.institution ?? null,
    institutionName,
    statuses,
    transitions,
  };
}

/** The map of the records `scope` leaves: read from them, their events and their stays. */
async function narrowedFigures(
  db: Database,
  { workflow }: WorkflowSource,
  period: Period,
  scope: SQL,
): Promise<LifecycleFigures> {
  // Events and stays name their record by id: those of the records the filters leave.
  const ofRecords = (entityId: PgColumn) =>
    inArray(entityId, db.select({ id: workflow.table.id }).from(workflow.table).where(scope));
  const [now, transitions, times] = await Promise.all([
    recordsPerStatus(db, workflow.table, scope),
    transitionsTaken(db, workflow.name, period, ofRecords(workflowEvents.entityId)),
    timeInStatus(db, workflow.name, period, ofRecords(workflowStays.entityId)),
  ]);
  return { now, transitions, times };
}

/** The name of the company narrowed to; null when no company has the id. */
async function companyName(db: Database, id: number): Promise<string | null> {
  const [company] = await db
    .select({ name: corporates.name })
    .from(corporates)
    .where(eq(corporates.id, id));
  return company?.name ?? null;
}

/**
 * The companies ever approved as institutions of the kind whose name holds `keyword`, by name:
 * those the map narrows to (one that stopped being one keeps its history, and stays findable).
 * A province has thousands, so the map's picker searches them as the analyst types, in the
 * list the database keeps of them (derived.institution_names), not among every company.
 */
export async function searchInstitutions(
  db: Database,
  kind: InstitutionKind,
  keyword: string | undefined,
  query: PageQuery,
): Promise<Page<WorkflowMapInstitution>> {
  const found = and(
    eq(institutionNames.kind, kind),
    keyword ? ilike(institutionNames.name, containsPattern(keyword)) : undefined,
  );
  return readPage(
    query,
    {
      total: db.select({ total: count() }).from(institutionNames).where(found),
      rows: (limit, offset) =>
        db
          .select({ id: institutionNames.corporateId, name: institutionNames.name })
          .from(institutionNames)
          .where(found)
          .orderBy(asc(institutionNames.name), asc(institutionNames.corporateId))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map((row) => ({ id: Number(row.id), name: row.name })),
  );
}

/** The records a state holds now, newest first, with when each entered it. */
export async function recordsInStatus(
  db: Database,
  source: WorkflowSource,
  status: number,
  filters: MapFilters,
  query: PageQuery,
): Promise<Page<WorkflowMapRecord>> {
  const { workflow, statusCounts } = source;
  const { table } = workflow;
  const scope = scopeOf(source, filters);
  const inStatus = and(eq(table.status, status), scope);
  // The stay under way: none for a record that never moved (a draft), hence the left join.
  const openStay = and(
    eq(workflowStays.entity, workflow.name),
    eq(workflowStays.entityId, table.id),
    isNull(workflowStays.leftAt),
  );
  return readPage(
    query,
    {
      // The whole lifecycle's: the count the database keeps, as the map shows it.
      total:
        scope === undefined && statusCounts
          ? db
              .select({ total: sql<number>`${statusCounts.total}::int` })
              .from(statusCounts)
              .where(eq(statusCounts.status, status))
          : db.select({ total: count() }).from(table).where(inStatus),
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

/**
 * The records that took a transition in the period, latest first, with their status now (null
 * for one deleted since, a withdrawn draft: it took the step all the same). The whole map's
 * count of the transition is their total, from the kept counts; narrowed, the events of the
 * records the filters leave are counted (a deleted record is in no business line).
 */
export async function recordsThatTook(
  db: Database,
  source: WorkflowSource,
  transition: TransitionWanted,
  period: Period,
  filters: MapFilters,
  query: PageQuery,
): Promise<Page<WorkflowMapRecord>> {
  const { workflow } = source;
  const { table } = workflow;
  const { fromCode, toCode, event } = transition;
  const scope = scopeOf(source, filters);
  const took: SQL = and(
    scope,
    eq(workflowEvents.entity, workflow.name),
    gte(workflowEvents.createdAt, period.from),
    lt(workflowEvents.createdAt, period.to),
    eq(workflowEvents.fromCode, fromCode),
    eq(workflowEvents.toCode, toCode),
    eq(workflowEvents.event, event),
  ) as SQL;
  const tookBy = sql`${table.id} = ${workflowEvents.entityId}`;
  return readPage(
    query,
    {
      total: scope
        ? db.select({ total: count() }).from(workflowEvents).innerJoin(table, tookBy).where(took)
        : timesTaken(db, workflow.name, period, transition),
      rows: (limit, offset) =>
        db
          .select({
            id: workflowEvents.entityId,
            status: table.status,
            at: workflowEvents.createdAt,
          })
          .from(workflowEvents)
          .leftJoin(table, tookBy)
          .where(took)
          .orderBy(desc(workflowEvents.createdAt), desc(workflowEvents.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map(presentRecord),
  );
}

/** How many times the whole lifecycle took the transition in the period, as the map counts it. */
async function timesTaken(
  db: Database,
  entity: string,
  period: Period,
  { fromCode, toCode, event }: TransitionWanted,
): Promise<number> {
  const taken = await transitionsTaken(db, entity, period);
  const step = taken.find(
    (one) => one.fromCode === fromCode && one.toCode === toCode && one.event === event,
  );
  return step?.times ?? 0;
}

function presentRecord(row: { id: unknown; status: unknown; at: Date | null }): WorkflowMapRecord {
  return {
    id: Number(row.id),
    status: row.status === null ? null : Number(row.status),
    at: row.at?.toISOString() ?? null,
  };
}
