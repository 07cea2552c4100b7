/**
 * `npm run bench:explain -- "<sql>" ["<sql>" …]`: EXPLAIN (ANALYZE, BUFFERS) of each statement
 * on the benchmark's database (BENCH_DATA_DIR's embedded PostgreSQL, default data/bench, as
 * `npm run seed:large` and `npm run bench:api` leave it; or BENCH_DATABASE_URL), so an index
 * or a derived count is chosen from the plan on the large data set, not guessed.
 */
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { PROJECT_ROOT } from './support/serverProcess';

async function main(statements: readonly string[]): Promise<void> {
  if (statements.length === 0) {
    console.error('Give the statements to explain, each as one argument.');
    process.exitCode = 2;
    return;
  }
  const dataDir = resolve(process.env.BENCH_DATA_DIR ?? join(PROJECT_ROOT, 'data', 'bench'));
  const databaseUrl = process.env.BENCH_DATABASE_URL?.trim();
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config, { command: 'bench:explain', embedded: 'own' });
  try {
    for (const statement of statements) {
      const plan = await database.db.execute(sql.raw(`explain (analyze, buffers) ${statement}`));
      console.log(`\n${statement}\n`);
      for (const row of plan.rows) console.log(String(Object.values(row)[0]));
    }
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
