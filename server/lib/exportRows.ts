/**
 * The rows of a large xlsx export, through a cursor, a thousand at a time. Read in one
 * result, 40k credit applications arrived in one block that drizzle mapped while holding the
 * event loop (a deadline-day run: every other user's p99 over a second while the platform
 * exported); read as ids first and then rows by id a page at a time, the same export cost
 * forty joins and drizzle's mapping of every column of every row (2.3 s). Now one statement,
 * the export's own columns only, named and read as plain rows, fetched a page at a time so
 * other requests are answered between pages; all in one read-only repeatable-read
 * transaction: one snapshot, no row missed or read twice.
 */
import { sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';

export const EXPORT_PAGE_ROWS = 1_000;

/** A row as PostgreSQL sends it: bigint and numeric as strings, integers and float8 as numbers. */
export type RawRow = Record<string, unknown>;

/**
 * `select` names each column (`.as('name')`), orders the rows and applies the export's cap;
 * `shape` turns each raw row into what the sheet's columns read.
 */
export function readExportRows<Row>(
  db: Database,
  select: SQLWrapper,
  shape: (raw: RawRow) => Row,
): Promise<Row[]> {
  return db.transaction(
    async (tx) => {
      // Every row is read: plan for the whole result, not a cursor's usual first tenth.
      await tx.execute(sql`set local cursor_tuple_fraction = 1`);
      await tx.execute(sql`declare export_rows no scroll cursor for ${select}`);
      const rows: Row[] = [];
      for (;;) {
        const page = await tx.execute(
          sql`fetch forward ${sql.raw(String(EXPORT_PAGE_ROWS))} from export_rows`,
        );
        for (const raw of page.rows) rows.push(shape(raw));
        if (page.rows.length < EXPORT_PAGE_ROWS) return rows;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * A timestamp as milliseconds since the epoch: PostgreSQL's own text for it
 * ("2026-05-16 04:01:11.034+00") is not the ISO 8601 that `Date` is sure to read.
 */
function epochMs(column: SQLWrapper): SQL<number | null> {
  return sql<number | null>`(extract(epoch from ${column}) * 1000)::float8`;
}

/**
 * A plain row's value as the column's own type, or null: a column of a left-joined table is
 * null where nothing joined, whatever its own constraint.
 */
export type PlainValue<C extends Column> = C['_']['data'] | null;

export type PlainRow<Columns extends Record<string, Column>> = {
  readonly [Key in keyof Columns]: PlainValue<Columns[Key]>;
};

const readAsIs = (value: unknown) => value ?? null;
const readNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
const readMoment = (value: unknown) =>
  value === null || value === undefined ? null : new Date(Number(value));

/**
 * Columns to select for a cursor, each named by its key (`fields`), and `read`, which turns
 * a plain row of them back into the columns' types: a bigint id arrives as text, a
 * timestamp as epoch milliseconds (`epochMs`).
 */
export function plainColumns<Columns extends Record<string, Column>>(columns: Columns) {
  const entries = Object.entries(columns).map(([key, column]) => {
    const moment = column.columnType === 'PgTimestamp';
    return {
      key,
      field: (moment ? epochMs(column) : sql`${column}`).as(key),
      read: moment ? readMoment : column.dataType === 'number' ? readNumber : readAsIs,
    };
  });
  return {
    fields: Object.fromEntries(entries.map(({ key, field }) => [key, field])) as {
      readonly [Key in keyof Columns]: SQL.Aliased<PlainValue<Columns[Key]>>;
    },
    read: (raw: RawRow) => {
      const row: Record<string, unknown> = {};
      for (const { key, read } of entries) row[key] = read(raw[key]);
      return row as PlainRow<Columns>;
    },
  };
}
