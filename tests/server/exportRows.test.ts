/**
 * A large export's rows (server/lib/exportRows.ts): the ids in list order first, then their
 * rows a page of EXPORT_PAGE_ROWS at a time, put back in list order, in one read-only
 * repeatable-read snapshot.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PAGE_ROWS, readExportRows } from '../../server/lib/exportRows';
import { testDatabases } from './support/databases';
import { startTestServer, type TestServer } from './support/testServer';

describe.each(testDatabases)('export rows (%s)', (databaseKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databaseKind);
  });
  afterAll(() => server.close());

  it('reads the rows of the ids a page at a time, in the ids’ order', async () => {
    // List order is not id order: newest first, say.
    const ids = Array.from({ length: EXPORT_PAGE_ROWS * 2 + 5 }, (_, index) => 5000 - index);
    const pages: number[] = [];
    const rows = await readExportRows(server.db, {
      ids: async () => ids,
      rowsOf: async (_tx, page) => {
        pages.push(page.length);
        // The database answers in its own order, and a row deleted meanwhile is not there.
        return [...page]
          .filter((id) => id !== 4990)
          .reverse()
          .map((id) => ({ id, label: `#${id}` }));
      },
      idOf: (row) => row.id,
    });
    expect(pages).toEqual([EXPORT_PAGE_ROWS, EXPORT_PAGE_ROWS, 5]);
    expect(rows.map((row) => row.id)).toEqual(ids.filter((id) => id !== 4990));
  });

  it('reads in one read-only repeatable-read snapshot', async () => {
    const [seen] = await readExportRows(server.db, {
      ids: async () => [1],
      rowsOf: async (tx) =>
        (
          await tx.execute(
            sql`select 1 as id, current_setting('transaction_isolation') as isolation,
                       current_setting('transaction_read_only') as read_only`,
          )
        ).rows as { id: number; isolation: string; read_only: string }[],
      idOf: (row) => Number(row.id),
    });
    expect(seen).toMatchObject({ isolation: 'repeatable read', read_only: 'on' });
  });
});
