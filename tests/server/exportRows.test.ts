/**
 * A large export's rows (server/lib/exportRows.ts): one statement read through a cursor a
 * page of EXPORT_PAGE_ROWS at a time, in the statement's order, in one read-only
 * repeatable-read snapshot; timestamps read as epoch milliseconds.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_PAGE_ROWS,
  epochMs,
  isoFromEpoch,
  readExportRows,
} from '../../server/lib/exportRows';
import { testDatabases } from './support/databases';
import { startTestServer, type TestServer } from './support/testServer';

describe.each(testDatabases)('export rows (%s)', (databaseKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databaseKind);
  });
  afterAll(() => server.close());

  it('reads every row across pages, in the statement’s order, each shaped', async () => {
    const total = EXPORT_PAGE_ROWS * 2 + 5;
    // List order is not id order: newest first, say.
    const rows = await readExportRows(
      server.db,
      sql`select n as id, 'row ' || n as label from generate_series(1, ${total}) n order by n desc`,
      (raw) => ({ id: Number(raw.id), label: String(raw.label) }),
    );
    expect(rows).toHaveLength(total);
    expect(rows.map((row) => row.id)).toEqual(
      Array.from({ length: total }, (_, index) => total - index),
    );
    expect(rows[EXPORT_PAGE_ROWS]).toEqual({
      id: total - EXPORT_PAGE_ROWS,
      label: `row ${total - EXPORT_PAGE_ROWS}`,
    });
  });

  it('ends on a page that is exactly full, and on no rows at all', async () => {
    const full = await readExportRows(
      server.db,
      sql`select n from generate_series(1, ${EXPORT_PAGE_ROWS}) n order by n`,
      (raw) => Number(raw.n),
    );
    expect(full).toHaveLength(EXPORT_PAGE_ROWS);
    const none = await readExportRows(server.db, sql`select 1 as n where false`, (raw) => raw);
    expect(none).toEqual([]);
  });

  it('reads in one read-only repeatable-read snapshot', async () => {
    const [seen] = await readExportRows(
      server.db,
      sql`select current_setting('transaction_isolation') as isolation,
                 current_setting('transaction_read_only') as read_only`,
      (raw) => raw,
    );
    expect(seen).toEqual({ isolation: 'repeatable read', read_only: 'on' });
  });

  it('reads a timestamp as epoch milliseconds, ISO 8601 again, and null as null', async () => {
    const [seen] = await readExportRows(
      server.db,
      sql`select ${epochMs(sql`timestamptz '2026-05-16 12:01:11.034+08'`)} as at,
                 ${epochMs(sql`null::timestamptz`)} as never`,
      (raw) => ({ at: isoFromEpoch(raw.at), never: isoFromEpoch(raw.never) }),
    );
    expect(seen).toEqual({ at: '2026-05-16T04:01:11.034Z', never: null });
  });
});
