/**
 * Paged lists prepared by shape. A list's SQL text depends only on which of its filters a
 * request sets (and on a variant such as its sort), never on their values: each such shape
 * is built with drizzle once and prepared (a named statement, parsed once per connection),
 * and every request after that only fills in its values. Building the query per request was
 * the largest piece of the API's CPU on a list page (a profile at 50 connections: drizzle
 * 17 %, node-postgres 3 %), and what kept the lists' p99 above their bare SQL's.
 *
 * The builders see the shape, not the values: they compare columns with the placeholders
 * they are handed, so one statement serves every value of its shape.
 */
import { and, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PageReads } from './paging';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';

/**
 * For each filter of a list, the condition it adds, comparing with its value: a placeholder
 * in a prepared statement, the value itself in one built once (an export's).
 */
export type FilterConditions<Filters> = {
  readonly [Key in keyof Filters]-?: (value: SQLWrapper, db: Database) => SQL;
};

/** The conditions of the filters set, their values bound in: for a statement built once. */
export function boundConditions<Filters extends object>(
  db: Database,
  conditions: FilterConditions<Filters>,
  filters: Filters,
): SQL | undefined {
  return and(
    ...(Object.keys(conditions) as (keyof Filters)[]).map((filter) => {
      const value = filters[filter];
      return value === undefined ? undefined : conditions[filter](sql`${value}`, db);
    }),
  );
}

/** The shape of a request: the filters it sets, and the list's variant (its sort). */
export interface PageShape<Filters, Variant> {
  readonly has: (filter: keyof Filters) => boolean;
  readonly variant: Variant;
}

/** A drizzle query that can be prepared under a name, as select builders can. */
export interface Preparable<Row> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
}

export interface PageStatements<Filters, Variant, Row> {
  /** The count of every match: `where` holds the shape's filters. */
  readonly total: (
    db: Database,
    where: SQL | undefined,
    shape: PageShape<Filters, Variant>,
  ) => Preparable<{ total: number }>;
  /** The page's rows: end with `.limit(page.limit).offset(page.offset)`. */
  readonly rows: (
    db: Database,
    where: SQL | undefined,
    page: { readonly limit: Placeholder; readonly offset: Placeholder },
    shape: PageShape<Filters, Variant>,
  ) => Preparable<Row>;
}

/** What one request of a list asks: its filters' values (unset ones undefined), its variant. */
export interface PageRequest<Filters, Variant> {
  readonly filters: Filters;
  readonly variant?: Variant;
}

interface ShapeStatements<Row> {
  readonly total: ReturnType<Preparable<{ total: number }>['prepare']>;
  readonly rows: ReturnType<Preparable<Row>['prepare']>;
}

const PAGE_PLACEHOLDERS = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * The shapes one list prepares. Past them a shape is built per request and sent unnamed
 * (parsed each time, as before statements were prepared): a client walking every
 * combination of a list's filters and sorts cannot make each connection hold hundreds of
 * statements. The usual shapes come first and stay prepared.
 */
export const MAX_PREPARED_SHAPES = 24;

/**
 * A list whose statements are prepared per shape. `name` names its statements (with the
 * shape's number: PostgreSQL keeps statement names to 63 bytes), so it is unique per list.
 * Filters whose value is undefined are not set; blank text is the caller's to drop.
 */
export function preparedPage<Filters extends object, Row, Variant = undefined>(
  name: string,
  conditions: FilterConditions<Filters>,
  statements: PageStatements<Filters, Variant, Row>,
): (db: Database, request: PageRequest<Filters, Variant>) => PageReads<Row> {
  const filterNames = Object.keys(conditions) as (keyof Filters & string)[];
  // By shape key, shared by every database handle of the process.
  const byShape = new Map<string, (db: Database) => ShapeStatements<Row>>();

  /** The shape's two statements, named `statementName` (unnamed when it is ''). */
  const build = (
    db: Database,
    set: (keyof Filters & string)[],
    variant: Variant,
    statementName: string,
  ): ShapeStatements<Row> => {
    const shape: PageShape<Filters, Variant> = {
      has: (filter) => set.includes(filter as keyof Filters & string),
      variant,
    };
    const where = and(...set.map((filter) => conditions[filter](sql.placeholder(filter), db)));
    return {
      total: statements.total(db, where, shape).prepare(statementName && `${statementName}_total`),
      rows: statements.rows(db, where, PAGE_PLACEHOLDERS, shape).prepare(statementName),
    };
  };

  const statementsOf = (set: (keyof Filters & string)[], variant: Variant) => {
    const key = `${set.join(',')}|${JSON.stringify(variant) ?? ''}`;
    let statementsFor = byShape.get(key);
    if (statementsFor === undefined) {
      if (byShape.size >= MAX_PREPARED_SHAPES) return (db: Database) => build(db, set, variant, '');
      const statementName = `${name}_${byShape.size}`;
      statementsFor = prepared((db) => build(db, set, variant, statementName));
      byShape.set(key, statementsFor);
    }
    return statementsFor;
  };

  return (db, { filters, variant }) => {
    const values: Record<string, unknown> = {};
    const set = filterNames.filter((filter) => {
      const value = filters[filter];
      if (value === undefined) return false;
      values[filter] = value;
      return true;
    });
    const { total, rows } = statementsOf(set, variant as Variant)(db);
    return {
      total: total.execute(values),
      rows: (limit, offset) => rows.execute({ ...values, limit, offset }),
    };
  };
}
