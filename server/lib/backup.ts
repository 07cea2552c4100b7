/**
 * Logical backups, portable between PostgreSQL servers and versions, the embedded one and
 * any other (`npm run db:backup` and `npm run db:restore`). A backup is gzipped JSON lines:
 *
 *   {"kind":"header",...}                         format, version, the migrations applied
 *   {"kind":"file","id":...,"base64":...}         each upload's bytes (one line per file)
 *   {"kind":"table","name":...,"rows":N,...}      then N lines: that table's rows
 *   {"kind":"end",...}                            counts and sequence positions
 *
 * Rows are the database's own `row_to_json` text, turned back into rows by
 * `json_populate_recordset`: PostgreSQL converts both ways, so bigints, timestamps
 * (microseconds), arrays and JSON keep their exact values and JavaScript never parses
 * them. Tables come in foreign-key order, read in one repeatable-read snapshot.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { asc, getTableName, sql, type SQL } from 'drizzle-orm';
import type { FileStorage } from './files/storage';
import type { Database } from '../db/client';
import { files, membershipLevels } from '../db/schema';

const FORMAT = 'qds-backup';
const FORMAT_VERSION = 1;
/** Rows per fetch when reading and per insert when restoring. */
const BATCH_ROWS = 500;

interface Header {
  readonly kind: 'header';
  readonly format: string;
  readonly version: number;
  readonly createdAt: string;
  /** Hashes of the migrations applied, in order: a backup restores only into the same schema. */
  readonly migrations: readonly string[];
}
interface FileRecord {
  readonly kind: 'file';
  readonly id: string;
  readonly base64: string;
}
interface TableRecord {
  readonly kind: 'table';
  readonly name: string;
  readonly columns: readonly string[];
  readonly rows: number;
}
interface SequenceState {
  readonly name: string;
  /** Text: a bigint may exceed JavaScript's safe integers. */
  readonly value: string;
  readonly isCalled: boolean;
}
interface EndRecord {
  readonly kind: 'end';
  readonly tables: number;
  readonly rows: number;
  readonly files: number;
  readonly sequences: readonly SequenceState[];
}
type BackupRecord = Header | FileRecord | TableRecord | EndRecord;

export interface BackupSummary {
  readonly tables: number;
  readonly rows: number;
  readonly files: number;
  /** Uploads the database names but the storage does not hold (backup only). */
  readonly missingFiles: readonly string[];
}

/** Writes a backup of `db` and the files it names to `outFile` (replaced only when complete). */
export async function writeBackup(
  db: Database,
  storage: FileStorage,
  outFile: string,
): Promise<BackupSummary> {
  const partial = `${outFile}.partial`;
  const gzip = createGzip();
  // Owner-only: a backup holds password hashes and personal data.
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  // A write error surfaces through `drain` or the awaits below; never as an unhandled rejection.
  written.catch(() => undefined);
  const writeLine = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  try {
    const summary = await db.transaction((tx) => writeSnapshot(tx, storage, writeLine), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    gzip.end();
    await written;
    await syncToDisk(partial);
    renameSync(partial, outFile);
    return summary;
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    rmSync(partial, { force: true });
    throw error;
  }
}

async function writeSnapshot(
  tx: Database,
  storage: FileStorage,
  writeLine: (line: string) => Promise<void>,
): Promise<BackupSummary> {
  const record = (value: BackupRecord) => writeLine(JSON.stringify(value));
  await record({
    kind: 'header',
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    migrations: await appliedMigrations(tx),
  });

  const missingFiles: string[] = [];
  const fileRows = await tx.select({ id: files.id }).from(files).orderBy(asc(files.id));
  for (const { id } of fileRows) {
    const bytes = await readStored(storage, id);
    if (bytes) await record({ kind: 'file', id, base64: bytes.toString('base64') });
    else missingFiles.push(id);
  }

  let rows = 0;
  const tables = await describeTables(tx);
  for (const table of tables) {
    const [counted] = await query<{ count: number }>(
      tx,
      sql`select count(*)::int as count from ${sql.identifier(table.name)}`,
    );
    const count = counted?.count ?? 0;
    await record({ kind: 'table', name: table.name, columns: table.columns, rows: count });
    await forEachRowJson(tx, table, async (json) => writeLine(frameRow(json)));
    rows += count;
  }

  const fileCount = fileRows.length - missingFiles.length;
  const sequences = await sequenceStates(tx);
  await record({ kind: 'end', tables: tables.length, rows, files: fileCount, sequences });
  return { tables: tables.length, rows, files: fileCount, missingFiles };
}

/** Streams a table's rows through a cursor, in primary-key order, as JSON text. */
async function forEachRowJson(tx: Database, table: Table, visit: (json: string) => Promise<void>) {
  const order = table.primaryKey.length
    ? sql` order by ${sql.join(
        table.primaryKey.map((column) => sql.identifier(column)),
        sql`, `,
      )}`
    : sql``;
  await tx.execute(sql`declare qds_backup_rows no scroll cursor for
    select row_to_json(t)::text as json from ${sql.identifier(table.name)} t${order}`);
  for (;;) {
    const batch = await query<{ json: string }>(
      tx,
      sql`fetch forward ${sql.raw(String(BATCH_ROWS))} from qds_backup_rows`,
    );
    for (const { json } of batch) await visit(json);
    if (batch.length < BATCH_ROWS) break;
  }
  await tx.execute(sql`close qds_backup_rows`);
}

/**
 * One row per line. A `json` column keeps its text verbatim, raw line breaks included;
 * such a row is written as a JSON string instead, which restores to the same text.
 */
function frameRow(json: string): string {
  return json.includes('\n') ? JSON.stringify(json) : json;
}

function unframeRow(line: string): string {
  return line.startsWith('"') ? (JSON.parse(line) as string) : line;
}

export interface RestoreOptions {
  /** Empty a database that holds rows first, instead of refusing. */
  readonly force?: boolean;
}

/**
 * Restores a backup into `db`, which must be migrated to the same migrations, and empty
 * unless `force`. The rows go in within one transaction: all of them or none. Files are
 * written to `storage` first (an aborted restore may leave some there; they are unused).
 */
export async function restoreBackup(
  db: Database,
  storage: FileStorage,
  inFile: string,
  options: RestoreOptions = {},
): Promise<BackupSummary> {
  const reader = new LineReader(inFile);
  try {
    const header = parseRecord(await reader.next());
    if (header.kind !== 'header' || header.format !== FORMAT) {
      throw new Error(`${inFile} is not a backup of this application.`);
    }
    if (header.version !== FORMAT_VERSION) {
      throw new Error(`Backup format ${header.version} is not supported (${FORMAT_VERSION} is).`);
    }
    await assertSameMigrations(db, header.migrations);
    if (!options.force) await assertEmpty(db);

    let next = parseRecord(await reader.next());
    let fileCount = 0;
    while (next.kind === 'file') {
      await putFile(storage, next);
      fileCount += 1;
      next = parseRecord(await reader.next());
    }
    const firstTable = next;
    const rows = await db.transaction((tx) =>
      restoreTables(tx, reader, firstTable, { force: options.force ?? false, fileCount }),
    );
    return { ...rows, files: fileCount, missingFiles: [] };
  } finally {
    reader.close();
  }
}

/** Inserts the tables' rows, from `first` (the record after the files) to the end record. */
async function restoreTables(
  tx: Database,
  reader: LineReader,
  first: BackupRecord,
  { force, fileCount }: { force: boolean; fileCount: number },
): Promise<{ tables: number; rows: number }> {
  const tables = await describeTables(tx);
  if (force) await emptyTables(tx, tables);
  else {
    await assertEmpty(tx);
    // The migrations' starting rows give way to the backup's (which may have changed them).
    await emptyTables(
      tx,
      tables.filter((table) => FILLED_BY_MIGRATIONS.has(table.name)),
    );
  }
  let record = first;
  let rows = 0;
  const restored = new Set<string>();
  while (record.kind === 'table') {
    const tableRecord = record;
    assertSameColumns(
      tableRecord,
      tables.find((table) => table.name === tableRecord.name),
    );
    await insertRows(tx, tableRecord, reader);
    restored.add(tableRecord.name);
    rows += tableRecord.rows;
    record = parseRecord(await reader.next());
  }
  if (record.kind !== 'end') throw new Error(`Unexpected "${record.kind}" record.`);
  if (restored.size !== tables.length || record.rows !== rows || record.files !== fileCount) {
    throw new Error('The backup is incomplete: its counts do not match what it holds.');
  }
  for (const sequence of record.sequences) {
    await tx.execute(sql`select setval(format('%I', ${sequence.name}::text)::regclass,
      ${sequence.value}::bigint, ${sequence.isCalled})`);
  }
  return { tables: tables.length, rows };
}

async function insertRows(tx: Database, table: TableRecord, reader: LineReader) {
  const name = sql.identifier(table.name);
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    // OVERRIDING SYSTEM VALUE: ids are GENERATED ALWAYS AS IDENTITY, and must stay the same.
    await tx.execute(sql`insert into ${name} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${name}, ${`[${batch.join(',')}]`}::json)`);
    batch = [];
  };
  for (let index = 0; index < table.rows; index += 1) {
    batch.push(unframeRow(await reader.next()));
    if (batch.length === BATCH_ROWS) await flush();
  }
  await flush();
}

function assertSameColumns(record: TableRecord, table: Table | undefined) {
  if (!table) throw new Error(`This database has no table "${record.name}".`);
  const expected = [...table.columns].sort().join(', ');
  if ([...record.columns].sort().join(', ') !== expected) {
    throw new Error(`Table "${record.name}" differs: this database has columns ${expected}.`);
  }
}

async function assertSameMigrations(db: Database, fromBackup: readonly string[]) {
  const here = await appliedMigrations(db);
  if (here.join() === fromBackup.join()) return;
  throw new Error(
    `The backup was taken at migration level ${fromBackup.length}, this database is at ` +
      `${here.length}. Restore it with the version of the application that took it, then upgrade.`,
  );
}

/**
 * Tables a migration fills with starting rows (the membership levels): a new database is
 * still empty with them, and a restore replaces them.
 */
const FILLED_BY_MIGRATIONS: ReadonlySet<string> = new Set([getTableName(membershipLevels)]);

async function assertEmpty(db: Database) {
  for (const table of await describeTables(db)) {
    if (FILLED_BY_MIGRATIONS.has(table.name)) continue;
    const [row] = await query<{ any: boolean }>(
      db,
      sql`select exists (select from ${sql.identifier(table.name)}) as any`,
    );
    if (row?.any) {
      throw new Error(
        `The database is not empty (table "${table.name}" has rows). ` +
          'Restore into a new database, or pass --force to replace everything in it.',
      );
    }
  }
}

async function emptyTables(tx: Database, tables: readonly Table[]) {
  if (tables.length === 0) return;
  const names = sql.join(
    tables.map((table) => sql.identifier(table.name)),
    sql`, `,
  );
  await tx.execute(sql`truncate table ${names} restart identity cascade`);
}

async function putFile(storage: FileStorage, record: FileRecord) {
  const existing = await storage.get(record.id);
  if (existing) {
    // Keys are random and written once: the same key holds the same upload.
    existing.destroy();
    return;
  }
  await storage.put(record.id, Buffer.from(record.base64, 'base64'));
}

async function readStored(storage: FileStorage, id: string): Promise<Buffer | null> {
  const stream = await storage.get(id);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Table {
  readonly name: string;
  /** Stored columns (generated ones are recomputed), in table order. */
  readonly columns: readonly string[];
  readonly primaryKey: readonly string[];
}

/** The application's tables (schema public), parents before the tables that refer to them. */
async function describeTables(db: Database): Promise<Table[]> {
  const tables = await query<Table>(
    db,
    sql`select c.relname::text as name,
      array(select a.attname::text from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum) as columns,
      array(select a.attname::text from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = c.oid and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)) as "primaryKey"
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
    order by c.relname`,
  );
  const references = await query<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname::text as child, parent.relname::text as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    where k.contype = 'f' and child.relnamespace = 'public'::regnamespace
      and parent.relnamespace = 'public'::regnamespace and child.oid <> parent.oid`,
  );
  return inReferenceOrder(tables, references);
}

function inReferenceOrder(
  tables: readonly Table[],
  references: readonly { child: string; parent: string }[],
): Table[] {
  const ordered: Table[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.find(
      (table) =>
        !placed.has(table.name) &&
        references.every(({ child, parent }) => child !== table.name || placed.has(parent)),
    );
    if (!ready) throw new Error('The tables refer to each other in a cycle: no insert order.');
    ordered.push(ready);
    placed.add(ready.name);
  }
  return ordered;
}

async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await query<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => row.hash);
}

async function sequenceStates(db: Database): Promise<SequenceState[]> {
  const names = await query<{ name: string }>(
    db,
    sql`select c.relname::text as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'S' order by 1`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [state] = await query<{ value: string; isCalled: boolean }>(
      db,
      sql`select last_value::text as value, is_called as "isCalled" from ${sql.identifier(name)}`,
    );
    if (state) states.push({ name, ...state });
  }
  return states;
}

/** Rows of a raw query, typed by the caller. */
async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  return (await db.execute(statement)).rows as T[];
}

function parseRecord(line: string): BackupRecord {
  try {
    return JSON.parse(line) as BackupRecord;
  } catch {
    throw new Error('The backup is damaged: a record is not valid JSON.');
  }
}

async function syncToDisk(path: string) {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The lines of a gzipped file, one at a time; a backup that ends early is an error. */
class LineReader {
  private readonly source;
  private readonly lines: AsyncIterator<string>;

  constructor(path: string) {
    this.source = createReadStream(path);
    const gunzip = createGunzip();
    this.source.on('error', (error) => gunzip.destroy(error));
    this.lines = splitLines(this.source.pipe(gunzip).setEncoding('utf8'));
  }

  async next(): Promise<string> {
    const { value, done } = await this.lines.next();
    if (done) throw new Error('The backup ends early: it is incomplete or was cut off.');
    return value;
  }

  close() {
    this.source.destroy();
  }
}

async function* splitLines(text: AsyncIterable<string>): AsyncGenerator<string> {
  let carry = '';
  for await (const chunk of text) {
    const lines = (carry + chunk).split('\n');
    carry = lines.pop() ?? '';
    yield* lines;
  }
  if (carry) yield carry;
}
