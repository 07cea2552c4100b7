/**
 * What the workflow map shows of one kind of record (issue 45): how many are in each status
 * now, how many times each transition was taken in a period, and how long records stayed in
 * each status they left in it (median and 90th percentile), from what triggers keep: the
 * records per status (derived.*_status_counts), the stays (derived.workflow_stays, migration
 * 0041), and per UTC day and month the transitions and a histogram of the stays' lengths
 * (0042, 0043). The whole map is one statement of indexed reads whose cost grows with the
 * months and the days at the period's ends, not with the records.
 */
import {
  and,
  count,
  eq,
  getTableName,
  gte,
  isNotNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  workflowEvents,
  workflowStayDays,
  workflowStayMonths,
  workflowStays,
  workflowTransitionDays,
  workflowTransitionMonths,
} from '../../db/schema';
import { prepared } from '../../db/prepared';
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

/** Whole UTC days `[first, end)`, `YYYY-MM-DD`. */
interface DayRange {
  readonly first: string;
  readonly end: string;
}

/**
 * The association's days start at any UTC offset: a period is read as whole UTC months (from
 * the per-month counts), the whole UTC days around them (per day), and the parts of a day at
 * either end (from the rows themselves).
 */
export interface SplitPeriod {
  /** Whole months, by their first days; none if none. */
  readonly months?: DayRange;
  /** Whole days outside those months: before them and after them (or the only ones). */
  readonly days: readonly DayRange[];
  /** What is left of the period at either end (or all of it). */
  readonly edges: readonly Period[];
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first moment of the month `ms` falls in (`after`: of the next month, unless `ms` starts one). */
function monthStart(ms: number, after: boolean): number {
  const at = new Date(ms);
  const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
  return after && start < ms ? Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1) : start;
}

export function splitPeriod({ from, to }: Period): SplitPeriod {
  const firstWhole = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const endWhole = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  if (firstWhole >= endWhole) return { days: [], edges: from < to ? [{ from, to }] : [] };
  const edges = [
    { from, to: new Date(firstWhole) },
    { from: new Date(endWhole), to },
  ].filter((edge) => edge.from < edge.to);
  const firstMonth = monthStart(firstWhole, true);
  const endMonth = monthStart(endWhole, false);
  if (firstMonth >= endMonth) {
    return { days: [{ first: utcDay(firstWhole), end: utcDay(endWhole) }], edges };
  }
  const days = [
    { first: utcDay(firstWhole), end: utcDay(firstMonth) },
    { first: utcDay(endMonth), end: utcDay(endWhole) },
  ].filter((range) => range.first < range.end);
  return { months: { first: utcDay(firstMonth), end: utcDay(endMonth) }, days, edges };
}

/** Any of the periods, on a moment column (false for none). */
const inAny = (column: AnyPgColumn, periods: readonly Period[]): SQL =>
  or(...periods.map(({ from, to }) => and(gte(column, from), lt(column, to)))) ?? sql`false`;

/**
 * The whole map's reads have one shape each: a month range, two day ranges and two part-days,
 * a range left unused being empty. So each figure's three tiers are one union, and the whole
 * map one statement (lifecycleFigures), prepared once (server/db/prepared.ts): analysts reload
 * the map all day, planning these short reads costs PostgreSQL more than running them (1.5 ms
 * against 0.6 on the large seed's real-name map), and under load the API's time went to
 * sending statements (docs/performance.md). The generic plan reads a long period's month rows
 * through the key and sorts them (0.5 ms for the real-name stays' 979 rows, against 0.3
 * planned for the values): still cheaper than planning each time.
 */
const at = {
  entity: sql.placeholder('entity'),
  firstMonth: sql.placeholder('firstMonth'),
  endMonth: sql.placeholder('endMonth'),
  firstDay: sql.placeholder('firstDay'),
  endDay: sql.placeholder('endDay'),
  laterFirstDay: sql.placeholder('laterFirstDay'),
  laterEndDay: sql.placeholder('laterEndDay'),
  edgeFrom: sql.placeholder('edgeFrom'),
  edgeTo: sql.placeholder('edgeTo'),
  laterEdgeFrom: sql.placeholder('laterEdgeFrom'),
  laterEdgeTo: sql.placeholder('laterEdgeTo'),
};

type TierValues = { [Name in keyof typeof at]: string };

const NO_DAY = '1970-01-01';
const NO_MOMENT = new Date(0).toISOString();

/** The placeholders' values for a split period (an absent range: empty). */
function tierValues(entity: string, { months, days, edges }: SplitPeriod): TierValues {
  const [day, laterDay] = days;
  const [edge, laterEdge] = edges;
  return {
    entity,
    firstMonth: months?.first ?? NO_DAY,
    endMonth: months?.end ?? NO_DAY,
    firstDay: day?.first ?? NO_DAY,
    endDay: day?.end ?? NO_DAY,
    laterFirstDay: laterDay?.first ?? NO_DAY,
    laterEndDay: laterDay?.end ?? NO_DAY,
    edgeFrom: edge?.from.toISOString() ?? NO_MOMENT,
    edgeTo: edge?.to.toISOString() ?? NO_MOMENT,
    laterEdgeFrom: laterEdge?.from.toISOString() ?? NO_MOMENT,
    laterEdgeTo: laterEdge?.to.toISOString() ?? NO_MOMENT,
  };
}

const inMonths = (column: AnyPgColumn) => and(gte(column, at.firstMonth), lt(column, at.endMonth));
const inDays = (column: AnyPgColumn) =>
  or(
    and(gte(column, at.firstDay), lt(column, at.endDay)),
    and(gte(column, at.laterFirstDay), lt(column, at.laterEndDay)),
  );
const inEdges = (column: AnyPgColumn) =>
  or(
    and(gte(column, at.edgeFrom), lt(column, at.edgeTo)),
    and(gte(column, at.laterEdgeFrom), lt(column, at.laterEdgeTo)),
  );

/** A read with values for its placeholders, as drizzle's selects and prepared statements take them. */
interface Executable<Row> {
  execute(values: Record<string, unknown>): Promise<readonly Row[]>;
}

/** How a figure kept in tiers is read (transitions, stays), and what is made of its rows. */
interface TieredFigure<Row, Figure> {
  /** The prepared statement's name. */
  readonly name: string;
  /** The kept months, the kept days and the recorded rows of the part-days, as one union. */
  readonly tiers: (db: Database) => { prepare(name: string): Executable<Row> };
  /** The recorded rows (events, stays) `within` a condition. */
  readonly recorded: (db: Database, within: SQL | undefined) => Executable<Row>;
  /** When a recorded row happened. */
  readonly recordedAt: AnyPgColumn;
  readonly figure: (rows: readonly Row[]) => Figure;
}

/**
 * A figure over a period from its tiers, prepared once, or, where `narrower` picks some
 * records, from the recorded rows of the whole period (the kept counts are not by record).
 */
function tieredFigure<Row, Figure>({
  name,
  tiers,
  recorded,
  recordedAt,
  figure,
}: TieredFigure<Row, Figure>) {
  const preparedTiers = prepared((db) => tiers(db).prepare(name));
  return async (db: Database, entity: string, period: Period, narrower?: SQL): Promise<Figure> =>
    figure(
      narrower
        ? await recorded(db, and(inAny(recordedAt, [period]), narrower)).execute({ entity })
        : await preparedTiers(db).execute(tierValues(entity, splitPeriod(period))),
    );
}

/**
 * A value under its field's name. The whole map reads its figures' rows as JSON, keyed by the
 * names the statement gives its columns: every read names each field as its row does.
 */
const named = <Value>(value: SQLWrapper, name: string) => sql<Value>`${value}`.as(name);

const transitionFields = (
  fromCode: AnyPgColumn,
  toCode: AnyPgColumn,
  event: AnyPgColumn,
  times: SQL,
) => ({
  fromCode: named<number>(fromCode, 'fromCode'),
  toCode: named<number>(toCode, 'toCode'),
  event: named<string>(event, 'event'),
  times: named<string | number>(times, 'times'),
});

/** The kept transition counts of a tier (days or months) in its ranges, by transition. */
function summedTransitions(
  db: Database,
  counts: typeof workflowTransitionDays | typeof workflowTransitionMonths,
) {
  const within = 'day' in counts ? inDays(counts.day) : inMonths(counts.month);
  return db
    .select(
      transitionFields(counts.fromCode, counts.toCode, counts.event, sql`sum(${counts.times})`),
    )
    .from(counts)
    .where(and(eq(counts.entity, at.entity), within))
    .groupBy(counts.fromCode, counts.toCode, counts.event);
}

/** The events of the part-days, or of a whole period narrowed to some records. */
const eventsTaken = (db: Database, within: SQL | undefined) =>
  db
    .select(
      transitionFields(
        workflowEvents.fromCode,
        workflowEvents.toCode,
        workflowEvents.event,
        sql`count(*)`,
      ),
    )
    .from(workflowEvents)
    .where(and(eq(workflowEvents.entity, at.entity), within))
    .groupBy(workflowEvents.fromCode, workflowEvents.toCode, workflowEvents.event);

/** The transitions' three tiers, side by side. */
const transitionTiers = (db: Database) =>
  unionAll(
    summedTransitions(db, workflowTransitionMonths),
    summedTransitions(db, workflowTransitionDays),
    eventsTaken(db, inEdges(workflowEvents.createdAt)),
  );

/**
 * The transitions taken in the period, by from, to and event. The whole map reads the kept
 * counts per month and per day (derived.workflow_transition_months, _days) and the events of
 * the part-days; a condition on `workflow_events.entity_id` narrows them to some records,
 * then the events of the whole period are counted (its index: entity, created_at).
 */
export const transitionsTaken = tieredFigure({
  name: 'map_transitions',
  tiers: transitionTiers,
  recorded: eventsTaken,
  recordedAt: workflowEvents.createdAt,
  figure: transitionsOf,
});

interface TransitionRow {
  readonly fromCode: number;
  readonly toCode: number;
  readonly event: string;
  readonly times: string | number;
}

/** The tiers' rows summed by transition, in order. */
function transitionsOf(rows: readonly TransitionRow[]): TransitionTaken[] {
  const taken = new Map<string, TransitionTaken>();
  for (const row of rows) {
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

const stayFields = (code: AnyPgColumn, bucket: SQLWrapper, stays: SQL) => ({
  code: named<number>(code, 'code'),
  bucket: named<number>(bucket, 'bucket'),
  stays: named<string | number>(stays, 'stays'),
});

/** The kept stay histograms of a tier (days or months) in its ranges, by status and bucket. */
function summedStays(db: Database, counts: typeof workflowStayDays | typeof workflowStayMonths) {
  const within = 'day' in counts ? inDays(counts.day) : inMonths(counts.month);
  return db
    .select(stayFields(counts.code, counts.bucket, sql`sum(${counts.stays})`))
    .from(counts)
    .where(and(eq(counts.entity, at.entity), within))
    .groupBy(counts.code, counts.bucket);
}

/** The ended stays of the part-days, or of a whole period narrowed to some records, bucketed. */
function staysEnded(db: Database, within: SQL | undefined) {
  const seconds = sql`extract(epoch from ${workflowStays.leftAt} - ${workflowStays.enteredAt})`;
  const bucket = sql<number>`derived.stay_bucket(${seconds}::double precision)`;
  return db
    .select(stayFields(workflowStays.code, bucket, sql`count(*)`))
    .from(workflowStays)
    .where(and(eq(workflowStays.entity, at.entity), isNotNull(workflowStays.leftAt), within))
    .groupBy(workflowStays.code, bucket);
}

/** The stays' three tiers, side by side. */
const stayTiers = (db: Database) =>
  unionAll(
    summedStays(db, workflowStayMonths),
    summedStays(db, workflowStayDays),
    staysEnded(db, inEdges(workflowStays.leftAt)),
  );

/**
 * How long records stayed in each status, over the stays that ended in the period (a stay
 * still under way has no length yet): median and 90th percentile, in seconds, from the
 * stays' length buckets: the kept histograms per month and per day
 * (derived.workflow_stay_months, _days) and the stays of the part-days, or, narrowed by a
 * condition on `workflow_stays.entity_id`, the stays of the whole period bucketed alike.
 */
export const timeInStatus = tieredFigure({
  name: 'map_stays',
  tiers: stayTiers,
  recorded: staysEnded,
  recordedAt: workflowStays.leftAt,
  figure: timesOf,
});

interface StayRow {
  readonly code: number;
  readonly bucket: number;
  readonly stays: string | number;
}

/** Each status's stays from the tiers' buckets: how many, the median and the 90th percentile. */
function timesOf(rows: readonly StayRow[]): TimeInStatus[] {
  const byCode = new Map<number, StayBucket[]>();
  for (const row of rows) {
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

/** Where a lifecycle's records per status are read from: the counts kept of its table, or the table. */
export type StatusSource = StatusCounts | WorkflowTable;

function statusRows(db: Database, source: StatusSource) {
  if ('total' in source) {
    return db
      .select({
        code: named<number>(source.status, 'code'),
        records: named<string | number>(source.total, 'records'),
      })
      .from(source)
      .where(ne(source.total, 0));
  }
  return db
    .select({
      code: named<number>(source.status, 'code'),
      records: named<string | number>(sql`count(*)`, 'records'),
    })
    .from(source)
    .groupBy(source.status);
}

/** A read's rows as one JSON array. */
const asJson = <Row>(rows: SQLWrapper) =>
  sql<Row[]>`(select coalesce(json_agg(r), '[]') from (${rows}) as r)`;

/** What the map shows of a whole lifecycle over a period. */
export interface LifecycleFigures {
  readonly now: StatusNow[];
  readonly transitions: TransitionTaken[];
  readonly times: TimeInStatus[];
}

function wholeMapStatement(name: string, status: StatusSource) {
  return prepared((db) =>
    db
      .select({
        now: asJson<{ code: number; records: string | number }>(statusRows(db, status)),
        transitions: asJson<TransitionRow>(transitionTiers(db)),
        stays: asJson<StayRow>(stayTiers(db)),
      })
      // One row: the three figures' reads are its columns.
      .from(sql`(values (0)) as whole_map`)
      .prepare(name),
  );
}

/** By the table the records per status are read from: the rest takes the entity as a value. */
const wholeMapStatements = new WeakMap<StatusSource, ReturnType<typeof wholeMapStatement>>();

/**
 * The whole map of a lifecycle (`entity`, its records per status read from `status`) in one
 * statement: each figure's reads as a JSON column of one row. A map request is then one round
 * trip, not seven: under load the API's time went to sending statements (a profile of the
 * real-name map: 43 % of it in the socket writes of the statements, docs/performance.md).
 */
export async function lifecycleFigures(
  db: Database,
  entity: string,
  status: StatusSource,
  period: Period,
): Promise<LifecycleFigures> {
  let statement = wholeMapStatements.get(status);
  if (statement === undefined) {
    statement = wholeMapStatement(`map_whole_${getTableName(status)}`, status);
    wholeMapStatements.set(status, statement);
  }
  // One row always: its source is one row of values.
  const [row] = await statement(db).execute(tierValues(entity, splitPeriod(period)));
  if (row === undefined) throw new Error('the whole map statement answered no row');
  return {
    now: row.now
      .map((one) => ({ code: Number(one.code), records: Number(one.records) }))
      .sort((a, b) => a.code - b.code),
    transitions: transitionsOf(row.transitions),
    times: timesOf(row.stays),
  };
}
