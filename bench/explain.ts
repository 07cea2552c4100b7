/**
 * `npm run bench:explain -- "<sql>" ["<sql>" …]`: EXPLAIN (ANALYZE, BUFFERS) of each statement
 * on the benchmark's database (BENCH_DATA_DIR's embedded PostgreSQL, default data/bench, as
 * `npm run seed:large` and `npm run bench:api` leave it; or BENCH_DATABASE_URL), so an index
 * or a derived count is chosen from the plan on the large data set, not guessed.
 *
 * `npm run bench:explain -- --target <name> [--target <name> …]`: the same for every query a
 * bench:api target runs, with the values it ran them with (bench/results/api-queries.json,
 * written by the last `npm run bench:api`, or `BENCH_CHECK=1 npm run bench:api` alone).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { CONNECTION_OPTIONS, openDatabase } from '../server/db/client';
import type { CapturedQuery, QueryPlan } from './support/querySteps';
import { PROJECT_ROOT } from './support/serverProcess';

const QUERIES_FILE = join(PROJECT_ROOT, 'bench', 'results', 'api-queries.json');

/** The statements the arguments name: SQL as given, or each `--target`'s captured queries. */
function statementsOf(args: readonly string[]): CapturedQuery[] {
  const statements: CapturedQuery[] = [];
  let plans: Record<string, QueryPlan> | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg !== '--target') {
      statements.push({ text: arg, values: [] });
      continue;
    }
    const name = args[(index += 1)] ?? '';
    plans ??= JSON.parse(readFileSync(QUERIES_FILE, 'utf8')) as Record<string, QueryPlan>;
    const plan = plans[name];
    if (!plan) throw new Error(`${QUERIES_FILE} has no target ${name}: run bench:api first`);
    statements.push(...plan.flat());
  }
  return statements;
}

async function main(args: readonly string[]): Promise<void> {
  const statements = statementsOf(args);
  if (statements.length === 0) {
    console.error('Give the statements to explain, each as one argument, or --target <name>.');
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
  const client = new pg.Client({ connectionString: database.url, options: CONNECTION_OPTIONS });
  await client.connect();
  try {
    for (const statement of statements) {
      const plan = await client.query<Record<string, string>>(
        `explain (analyze, buffers) ${statement.text}`,
        [...statement.values],
      );
      console.log(`\n${statement.text}\n${JSON.stringify(statement.values)}\n`);
      for (const row of plan.rows) console.log(String(Object.values(row)[0]));
    }
  } finally {
    await client.end();
    await database.close();
  }
}

await main(process.argv.slice(2));
