/**
 * The bare-SQL reference of every endpoint bench/api.ts measures: a bare Fastify handler on a
 * plain node-postgres pool (the API's size, 10) that runs, for GET /target/<name>, exactly the
 * queries the API ran for that target's request (captured from the API itself:
 * bench/support/sqlCapture.ts), in the same steps, and answers the rows as they come. No
 * schema, hooks, access table, mapping, masking or workflow: what the API adds on top of its
 * SQL is the difference between the two figures.
 *
 * The plans come as JSON in the file BENCH_REFERENCE_PLANS names. Started like the API: PORT
 * and HOST from the environment, DATABASE_URL or the embedded server in DATA_DIR.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { CONNECTION_OPTIONS } from '../server/db/client';
import { attachEmbeddedPostgres } from '../server/db/embedded/cluster';
import type { CapturedQuery, QueryPlan } from './support/sqlCapture';

const POOL_SIZE = 10;
const IDLE_TIMEOUT_MS = 120_000;
const IDLE_POLL_MS = 100;
const TRANSACTION = /^\s*(begin|start transaction)\b/i;

const plansFile = process.env.BENCH_REFERENCE_PLANS;
if (!plansFile) throw new Error('sqlReference.ts needs BENCH_REFERENCE_PLANS (a JSON file)');
const plans = JSON.parse(readFileSync(plansFile, 'utf8')) as Record<string, QueryPlan>;

const config = loadConfig(process.env);
const embedded = config.databaseUrl
  ? undefined
  : // The API's own server, which runs beside this one.
    await attachEmbeddedPostgres({ dataDir: config.dataDir, command: 'bench SQL reference' });
const pool = new pg.Pool({
  connectionString: config.databaseUrl ?? embedded?.url,
  max: POOL_SIZE,
  // The API's own connection settings: the same plans.
  options: CONNECTION_OPTIONS,
});

const run = (client: pg.Pool | pg.PoolClient, query: CapturedQuery) =>
  client.query({
    text: query.text,
    values: [...query.values],
    ...(query.rowMode ? { rowMode: query.rowMode } : {}),
  });

/** The steps in order, each step's queries side by side; a transaction on one connection. */
async function replay(plan: QueryPlan): Promise<unknown[][]> {
  if (plan.flat().some((query) => TRANSACTION.test(query.text))) {
    const client = await pool.connect();
    try {
      const rows: unknown[][] = [];
      for (const query of plan.flat()) rows.push((await run(client, query)).rows);
      return rows;
    } finally {
      client.release();
    }
  }
  const rows: unknown[][] = [];
  for (const step of plan) {
    const results = await Promise.all(step.map((query) => run(pool, query)));
    rows.push(...results.map((result) => result.rows));
  }
  return rows;
}

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ status: 0 }));
/**
 * Answers once no other query of the database runs: a load run that ends leaves the queries
 * its last requests started running on, and the next run must not pay for them.
 */
app.get('/idle', async (_request, reply) => {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ busy: number }>(
      `select count(*)::int as busy from pg_stat_activity
       where state = 'active' and pid <> pg_backend_pid() and datname = current_database()`,
    );
    if (rows[0]?.busy === 0) return { status: 0 };
    await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
  }
  return reply.code(503).send({ status: 503, message: 'the database is still busy' });
});
app.get<{ Params: { target: string } }>('/target/:target', async (request, reply) => {
  const plan = plans[request.params.target];
  if (!plan) return reply.code(404).send({ status: 404, message: 'no such target' });
  return { status: 0, message: '', data: await replay(plan) };
});

await app.listen({ port: config.port, host: config.host });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => embedded?.stop())
    .then(() => process.exit(0));
});
