/**
 * A large export's rows (server/lib/exportRows.ts): one statement read through a cursor a
 * page of EXPORT_PAGE_ROWS at a time, in the statement's order, in one read-only
 * repeatable-read snapshot; timestamps read as epoch milliseconds.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { realnameApplications } from '../../server/db/schema';
import { EXPORT_PAGE_ROWS, plainColumns, readExportRows } from '../../server/lib/exportRows';
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

  it('reads named columns back in their own types: bigint ids, moments, nulls', async () => {
    const columns = {
      id: realnameApplications.id,
      companyName: realnameApplications.companyName,
      status: realnameApplications.status,
      submittedAt: realnameApplications.submittedAt,
      decidedAt: realnameApplications.decidedAt,
    };
    const plain = plainColumns(columns);
    const order = asc(realnameApplications.id);
    const read = await readExportRows(
      server.db,
      server.db.select(plain.fields).from(realnameApplications).orderBy(order),
      plain.read,
    );
    // What drizzle itself reads of the same columns.
    const mapped = await server.db.select(columns).from(realnameApplications).orderBy(order);
    expect(read.length).toBeGreaterThan(2);
    expect(read).toEqual(mapped);
    expect(read.some((row) => row.decidedAt === null)).toBe(true);
    expect(read.every((row) => typeof row.id === 'number')).toBe(true);
    expect(read.find((row) => row.submittedAt)?.submittedAt).toBeInstanceOf(Date);
  });
});
