/**
 * "Nothing changed": a digest of every table's rows, taken before and after a refused
 * call. Tables a request touches by design whatever its outcome are left out: sessions
 * (last seen), captchas (single use), login logs and rate-limit counters.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

const TOUCHED_BY_EVERY_REQUEST = new Set(['sessions', 'captchas', 'login_logs', 'rate_limits']);

export type Fingerprint = Readonly<Record<string, string>>;

async function tableNames(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        order by table_name`,
  );
  return rows.map((row) => row.table_name).filter((name) => !TOUCHED_BY_EVERY_REQUEST.has(name));
}

/** Row count and an order-independent digest of each table. */
export async function fingerprint(db: Database): Promise<Fingerprint> {
  const digests: Record<string, string> = {};
  for (const table of await tableNames(db)) {
    const [row] = await rowsOf<{ count: string | number; digest: string | null }>(
      db,
      sql.raw(`select count(*) as count,
        md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as digest
        from "${table}" t`),
    );
    digests[table] = `${String(row?.count)}:${row?.digest ?? ''}`;
  }
  return digests;
}

/** The tables whose digest differs: empty when nothing changed. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
