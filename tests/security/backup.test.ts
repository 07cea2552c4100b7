/**
 * Backup and restore (docs/security.md): `npm run db:backup` then `npm run db:restore`
 * into a new database gives back every table row for row, every sequence position and
 * every uploaded file, on PGlite, on PostgreSQL and from PGlite into PostgreSQL; and a
 * restore never mixes a backup into a database that already holds rows unless told to.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type DatabaseKind } from '../server/support/databases';
import {
  HUGE_ID,
  digestOf,
  runNpmScript,
  seedVariedData,
  storedFiles,
  withDatabase,
  type Digest,
} from './support/backupFixtures';
import { createServerData, type ServerData } from './support/serverProcess';
import { SuiteSummary } from './support/summary';

const withPostgres = testDatabases.includes('postgres');

describe.each(testDatabases)('backup and restore (%s)', (kind) => {
  const summary = new SuiteSummary(`8-backup-${kind}`, `Backup and restore (${kind})`);
  const folder = mkdtempSync(join(tmpdir(), 'qds-backup-'));
  const backupFile = join(folder, 'backup.jsonl.gz');
  const made: ServerData[] = [];
  let source: ServerData;
  let original: Digest;

  const freshData = async (of: DatabaseKind = kind) => {
    const data = await createServerData(of);
    made.push(data);
    return data;
  };

  beforeAll(async () => {
    source = await freshData();
    original = await withDatabase(source, async (db) => {
      await seedVariedData(db, source.dataDir);
      return digestOf(db);
    });
    const backup = await runNpmScript('db:backup', source, ['--out', backupFile]);
    expect(backup.output).toMatch(/^Backed up \d+ tables/m);
    expect(backup.code).toBe(0);
  });
  afterAll(async () => {
    for (const data of made) await data.dispose();
    rmSync(folder, { recursive: true, force: true });
    summary.write();
  });

  /** Restores the backup into `target` and holds it to the source, table by table. */
  async function expectRestoredInto(target: ServerData, args: readonly string[] = []) {
    const restore = await runNpmScript('db:restore', target, ['--in', backupFile, ...args]);
    expect(restore.output).toMatch(/^Restored \d+ tables/m);
    expect(restore.code).toBe(0);
    const restored = await withDatabase(target, digestOf);
    expect(restored).toEqual(original);
    expect(storedFiles(target.dataDir)).toMatchObject(storedFiles(source.dataDir));
    summary.add('tables compared row for row', Object.keys(restored.tables).length);
    summary.add('sequences compared', Object.keys(restored.sequences).length);
  }

  it('restores into a new database: every table, sequence and file identical', async () => {
    expect(Object.keys(original.tables).length).toBeGreaterThan(5);
    expect(Object.keys(storedFiles(source.dataDir)).length).toBeGreaterThan(0);
    const target = await freshData();
    await expectRestoredInto(target);
    const [huge] = await withDatabase(target, async (db) => {
      const result = await db.execute(
        sql`select id::text as id, content from messages where id = ${HUGE_ID}::bigint`,
      );
      return (result as unknown as { rows: { id: string; content: string }[] }).rows;
    });
    expect(huge).toEqual({ id: HUGE_ID, content: 'line one\r\nline two\\n not a break' });
    summary.add('round trips', 1);
  });

  it('refuses a database that holds rows, and leaves it as it was', async () => {
    const target = await freshData();
    const seeded = await withDatabase(target, async (db) => {
      await seedVariedData(db, target.dataDir);
      return digestOf(db);
    });
    const refused = await runNpmScript('db:restore', target, ['--in', backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/The database is not empty/);
    expect(await withDatabase(target, digestOf)).toEqual(seeded);
    summary.add('restores refused into a non-empty database', 1);

    // --force replaces everything it held with the backup.
    await expectRestoredInto(target, ['--force']);
    summary.add('forced restores over existing data', 1);
  });

  it.runIf(kind === 'pglite')(
    'will not open PGlite while another process has it open',
    async () => {
      const outFile = join(folder, 'while-open.jsonl.gz');
      const refused = await withDatabase(source, () =>
        runNpmScript('db:backup', source, ['--out', outFile]),
      );
      expect(refused.output).toMatch(/postmaster\.pid exists/);
      expect(refused.code).toBe(1);
      expect(existsSync(outFile)).toBe(false);
      summary.add('backups refused while PGlite was open elsewhere', 1);
    },
  );

  it.runIf(kind === 'pglite' && withPostgres)(
    'restores a PGlite backup into PostgreSQL identically',
    async () => {
      await expectRestoredInto(await freshData('postgres'));
      summary.add('PGlite → PostgreSQL round trips', 1);
    },
  );
});
