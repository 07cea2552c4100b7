/**
 * The rows of a large xlsx export, read in list order a thousand at a time. Read in one
 * query, 40k credit applications arrived in one result that drizzle mapped in one block of
 * the event loop (a deadline-day run: every other user's p99 over a second while the
 * platform exported); the ids first (one pass in the list's order, a number each), then the
 * rows by id a page at a time, other requests are answered between pages. All of it in one
 * read-only repeatable-read transaction: one snapshot, no row missed or read twice.
 */
import type { Database } from '../db/client';

export const EXPORT_PAGE_ROWS = 1_000;

export interface ExportSource<Row> {
  /** The matching ids in list order, the export's cap applied. */
  readonly ids: (db: Database) => Promise<readonly number[]>;
  /** The rows of these ids, in any order. */
  readonly rowsOf: (db: Database, ids: readonly number[]) => Promise<readonly Row[]>;
  readonly idOf: (row: Row) => number;
}

export function readExportRows<Row>(db: Database, source: ExportSource<Row>): Promise<Row[]> {
  return db.transaction(
    async (tx) => {
      const ids = await source.ids(tx);
      const rows: Row[] = [];
      for (let start = 0; start < ids.length; start += EXPORT_PAGE_ROWS) {
        const page = ids.slice(start, start + EXPORT_PAGE_ROWS);
        const byId = new Map((await source.rowsOf(tx, page)).map((row) => [source.idOf(row), row]));
        for (const id of page) {
          const row = byId.get(id);
          if (row !== undefined) rows.push(row);
        }
      }
      return rows;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
