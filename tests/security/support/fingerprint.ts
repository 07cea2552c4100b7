/**
 * "Nothing changed": how many rows of each table committed transactions have inserted,
 * updated (to something else) or deleted, read before and after a refused call. Row
 * triggers keep the count in a table of their own, in the writing transaction: a write
 * rolled back takes its count with it, so only what stayed is counted. One small query
 * per look, where digesting every table's rows took a query per table over all its rows
 * (the fuzz suite looks twice per refused write: thousands of looks).
 *
 * Tables a request touches by design whatever its outcome are left out: sessions (last
 * seen), captchas (single use), login logs and rate-limit counters.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';

const TOUCHED_BY_EVERY_REQUEST = new Set(['sessions', 'captchas', 'login_logs', 'rate_limits']);
const JOURNAL = 'test_row_changes';

export type Fingerprint = Readonly<Record<string, string>>;

/** The databases whose tables count their changes already. */
const watched = new WeakSet<Database>();

/** Installs the counting triggers on every table of `db` (once). */
async function watchChanges(db: Database): Promise<void> {
  if (watched.has(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`create table if not exists ${JOURNAL} (
        table_name text primary key,
        changes bigint not null
      )`),
    );
    await tx.execute(
      sql.raw(`create or replace function ${JOURNAL}_count() returns trigger
        language plpgsql as $$
        begin
          insert into ${JOURNAL} values (tg_table_name, 1)
            on conflict (table_name) do update set changes = ${JOURNAL}.changes + 1;
          return null;
        end $$`),
    );
    const { rows } = await tx.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const tables = (rows as { table_name: string }[])
      .map((row) => row.table_name)
      .filter((name) => name !== JOURNAL && !TOUCHED_BY_EVERY_REQUEST.has(name));
    for (const table of tables) {
      // An update that leaves the row as it was changes nothing.
      await tx.execute(
        sql.raw(`create or replace trigger ${JOURNAL}_write after insert or delete on "${table}"
          for each row execute function ${JOURNAL}_count()`),
      );
      await tx.execute(
        sql.raw(`create or replace trigger ${JOURNAL}_update after update on "${table}"
          for each row when (old.* is distinct from new.*) execute function ${JOURNAL}_count()`),
      );
    }
  });
  watched.add(db);
}

/** Per table, how many row changes have been committed since the watch began. */
export async function fingerprint(db: Database): Promise<Fingerprint> {
  await watchChanges(db);
  const { rows } = await db.execute(sql.raw(`select table_name, changes from ${JOURNAL}`));
  return Object.fromEntries(
    (rows as { table_name: string; changes: string | number }[]).map((row) => [
      row.table_name,
      String(row.changes),
    ]),
  );
}

/** The tables whose count differs: empty when nothing changed. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
