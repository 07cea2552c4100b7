/**
 * Backup and restore (docs/security.md): `npm run db:backup` then `npm run db:restore`
 * into a new database gives back every table row for row, every sequence position and
 * every uploaded file, on the embedded server, on PostgreSQL and from one into the other; and a
 * restore never mixes a backup into a database that already holds rows unless told to.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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
import { createServerData, startServerProcess, type ServerData } from './support/serverProcess';
import { SuiteSummary } from '../../scripts/support/suiteSummary';

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
      const result = await db.execute<{ id: string; content: string }>(
        sql`select id::text as id, content from messages where id = ${HUGE_ID}::bigint`,
      );
      return result.rows;
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

  it.runIf(kind === 'embedded')(
    'backs up beside the running server, and restores only once it has stopped',
    async () => {
      const server = await startServerProcess(source);
      try {
        const outFile = join(folder, 'while-serving.jsonl.gz');
        const live = await runNpmScript('db:backup', source, ['--out', outFile]);
        expect(live.output).toMatch(/^Backed up \d+ tables .* run by process \d+ \(npm start\)/m);
        expect(live.code).toBe(0);
        summary.add('backups taken while the server ran', 1);

        const refused = await runNpmScript('db:restore', source, ['--in', backupFile, '--force']);
        expect(refused.output).toMatch(/in use by process \d+ \(npm start\): stop that first/);
        expect(refused.code).toBe(1);
        summary.add('restores refused while the server ran', 1);
      } finally {
        expect(await server.stop()).toBe(0);
      }
      // The refused restore wrote nothing: every table is as it was, but for the captcha
      // and rate-limit rows of the readiness probes.
      const probed = new Set(['captchas', 'rate_limits']);
      const tablesOf = (digest: Digest) =>
        Object.entries(digest.tables).filter(([table]) => !probed.has(table));
      expect(tablesOf(await withDatabase(source, digestOf))).toEqual(tablesOf(original));
    },
  );

  it.runIf(kind === 'embedded' && withPostgres)(
    'restores a backup of the embedded server into PostgreSQL 15 identically',
    async () => {
      await expectRestoredInto(await freshData('postgres'));
      summary.add('embedded → PostgreSQL round trips', 1);
    },
  );
});
