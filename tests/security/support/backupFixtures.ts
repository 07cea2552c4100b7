/**
 * The backup suite's data and measures: the demo association plus rows that are easy to
 * get wrong (microsecond timestamps, bigints past 2^53, awkward text and arrays, a
 * sequence ahead of its table), and a digest of every table to compare databases by.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { seedDemoData } from '../../../server/seed/demo';
import { localFileStorage } from '../../../server/lib/files/storage';
import { testPasswords } from '../../server/support/passwords';
import { childEnvironment, PROJECT_ROOT, type ServerData } from './serverProcess';

/** Larger than Number.MAX_SAFE_INTEGER: JavaScript would round it to ...992. */
export const HUGE_ID = '9007199254740993';

export async function seedVariedData(db: Database, dataDir: string): Promise<void> {
  await seedDemoData(db, new Date(), localFileStorage(join(dataDir, 'files')), testPasswords);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into accounts
      (user_name, mobile, password_hash, name, introduction, available_roles, active_role,
       password_changed_at, created_at, updated_at)
      values ('13500000000', '13500000000', 'not-a-hash', ${'引号"反斜杠\\换行\n制表\t😀'},
        null, ${sql.raw(`array['2000', 'a,b', 'q"uote', 'back\\slash', null]::text[]`)}, '2000',
        '2024-02-29 12:34:56.123456+00', '1999-12-31 23:59:59.999999+08', now())`);
    await tx.execute(sql`insert into messages (id, recipient_account_id, title, content, created_at)
      overriding system value
      select ${HUGE_ID}::bigint, id, 'Ünïcödé ✓', ${'line one\r\nline two\\n not a break'},
        '2000-01-01 00:00:00.000001+00'
      from accounts where user_name = '13500000000'`);
    // Sequences run ahead of their tables after rolled-back inserts: that position must survive.
    await tx.execute(sql`select setval('messages_id_seq', nextval('messages_id_seq') + 41)`);
  });
}

export interface Digest {
  /** table name → row count and md5 of its rows as text, sorted. */
  readonly tables: Record<string, string>;
  /** sequence name → last_value and is_called. */
  readonly sequences: Record<string, string>;
  readonly migrations: readonly string[];
}

/** Every table and sequence of schema public, as text in one time zone (both kinds alike). */
export async function digestOf(db: Database): Promise<Digest> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    await tx.execute(sql`set local datestyle = 'ISO, MDY'`);
    const tables: Record<string, string> = {};
    const names = await rowsOf<{ name: string }>(
      tx,
      sql`select tablename::text as name from pg_tables where schemaname = 'public' order by 1`,
    );
    for (const { name } of names) {
      const [row] = await rowsOf<{ digest: string }>(
        tx,
        sql`select count(*) || ' ' || md5(coalesce(string_agg(t::text, E'\n' order by t::text), ''))
          as digest from ${sql.identifier(name)} t`,
      );
      tables[name] = row?.digest ?? '';
    }
    const sequences: Record<string, string> = {};
    const sequenceNames = await rowsOf<{ name: string }>(
      tx,
      sql`select sequencename::text as name from pg_sequences where schemaname = 'public' order by 1`,
    );
    for (const { name } of sequenceNames) {
      const [row] = await rowsOf<{ state: string }>(
        tx,
        sql`select last_value || ' ' || is_called as state from ${sql.identifier(name)}`,
      );
      sequences[name] = row?.state ?? '';
    }
    const migrations = await rowsOf<{ hash: string }>(
      tx,
      sql`select hash from drizzle.__drizzle_migrations order by created_at`,
    );
    return { tables, sequences, migrations: migrations.map(({ hash }) => hash) };
  });
}

/** The uploads in DATA_DIR/files: name → sha256 of the bytes. */
export function storedFiles(dataDir: string): Record<string, string> {
  const folder = join(dataDir, 'files');
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder)
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(join(folder, name)))
          .digest('hex'),
      ]),
  );
}

export interface CliResult {
  readonly code: number | null;
  readonly output: string;
}

/** `npm run <script> -- <args>` on the data's DATA_DIR and DATABASE_URL, as an operator runs it. */
export async function runNpmScript(
  script: 'db:backup' | 'db:restore',
  data: ServerData,
  args: readonly string[],
): Promise<CliResult> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: PROJECT_ROOT,
    env: childEnvironment({
      DATA_DIR: data.dataDir,
      ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

/** Opens the data's database, runs `work`, closes it again. */
export async function withDatabase<T>(
  data: ServerData,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const handle = await data.open();
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}
