/**
 * `npm run bench:api`: the API under load on the large data set (server/db/seed/largeSeed.ts),
 * on PGlite (BENCH_DATA_DIR, default data/bench) and, when BENCH_DATABASE_URL is set, on
 * PostgreSQL. Against the real server (server/main.ts, production mode, request logs off)
 * and a bare Fastify hello world started the same way (bench/helloServer.ts), with
 * autocannon: a warm-up, then BENCH_SECONDS (10) per target. Prints a table and writes
 * bench/results/api.json; exits 1 when a budget is missed.
 *
 * A second reference, hello world after three trivial queries on the same database, is the
 * floor of any endpoint making the round trips an authenticated page makes.
 *
 * Budgets: the authenticated paged list (status filter, page 1) at ≥ 40% of hello world's
 * requests/s and p99 ≤ 50 ms at 50 connections; page 5000 ≤ 30 ms median (one connection);
 * `npm start` to ready ≤ 3 s on the existing data folder; server RSS under load ≤ 300 MB.
 */
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import {
  prepareBenchData,
  REVIEWER_USER_NAME,
  type BenchDatabase,
  type PreparedData,
} from './support/apiData';
import { measureLoad, sampleResidentMemory, type LoadResult } from './support/apiLoad';
import { measureStartup } from './support/apiStartup';
import { printTable, writeResults, type TableRow } from './support/clientBenchReport';
import { PROJECT_ROOT, startChildServer, type ChildServer } from './support/serverProcess';

const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  startups: 3,
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
};

const BUDGET = {
  listShareOfHello: 0.4,
  p99Ms: 50,
  deepPageMedianMs: 30,
  startupMs: 3000,
  rssMb: 300,
};

/** What an authenticated list page costs in queries: its session, the page, the total. */
const ROUND_TRIPS = 3;
const REVIEW_PAGE = '/api/corporate/query-realcorporate-page';
const PATHS = {
  userInfo: '/api/user/userinfo',
  listPage1: `${REVIEW_PAGE}?status=1&pageIndex=1&pageSize=10`,
  page5000: `${REVIEW_PAGE}?pageIndex=5000&pageSize=10`,
  /** Reported without a budget: a contains-search cannot use a b-tree index. */
  nameSearch: `${REVIEW_PAGE}?companyName=${encodeURIComponent('第4242')}&pageIndex=1&pageSize=10`,
};

interface DatabaseResults {
  readonly database: BenchDatabase['name'];
  readonly data: Omit<PreparedData, 'reviewerToken'>;
  readonly startupMs: readonly number[];
  readonly hello: LoadResult;
  readonly helloQueries: LoadResult;
  readonly userInfo: LoadResult;
  readonly listPage1: LoadResult;
  readonly page5000: LoadResult;
  readonly nameSearch: LoadResult;
  readonly rssMb: number;
}

const log = (line: string) => console.log(`[bench:api] ${line}`);

function targets(): BenchDatabase[] {
  const benchDir = resolve(process.env.BENCH_DATA_DIR ?? join(PROJECT_ROOT, 'data', 'bench'));
  const postgresUrl = process.env.BENCH_DATABASE_URL?.trim();
  return [
    ...(process.env.BENCH_PGLITE === '0' ? [] : [{ name: 'PGlite' as const, dataDir: benchDir }]),
    ...(postgresUrl
      ? [
          {
            name: 'PostgreSQL' as const,
            dataDir: join(benchDir, 'postgres'),
            databaseUrl: postgresUrl,
          },
        ]
      : []),
  ];
}

async function benchDatabase(target: BenchDatabase): Promise<DatabaseResults> {
  log(`${target.name}: preparing the large data set (seeded when missing)`);
  const { reviewerToken, ...data } = await prepareBenchData(target, (line) => log(`  ${line}`));
  const serverEnv = {
    APP_MODE: 'production',
    LOG_LEVEL: settings.logLevel,
    DATA_DIR: target.dataDir,
    SKIP_CLIENT_BUILD: '1',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  };

  const startupMs: number[] = [];
  for (let run = 0; run < settings.startups; run += 1) {
    startupMs.push(await measureStartup(serverEnv));
    log(`${target.name}: npm start ready in ${startupMs.at(-1)} ms`);
  }

  const hello = await loadHello({});
  log(`${target.name}: hello world ${hello.requestsPerSecond} req/s`);
  // PGlite: opened by this server while the API is not running.
  const helloQueries = await loadHello({ ...serverEnv, HELLO_QUERIES: String(ROUND_TRIPS) });
  log(`${target.name}: hello + ${ROUND_TRIPS} queries ${helloQueries.requestsPerSecond} req/s`);

  const api = await startChildServer({
    // What `npm start` runs: the compiled server.
    script: 'scripts/start.mjs',
    env: serverEnv,
    readyPath: '/api/auth/captcha',
  });
  try {
    await checkAnswers(api, reviewerToken);
    const memory = sampleResidentMemory(api.pid);
    const signedIn = { 'access-token': reviewerToken };
    const userInfo = await load(api, PATHS.userInfo, settings.connections, signedIn);
    const listPage1 = await load(api, PATHS.listPage1, settings.connections, signedIn);
    const page5000 = await load(api, PATHS.page5000, 1, signedIn);
    const nameSearch = await load(api, PATHS.nameSearch, 1, signedIn);
    const rssMb = memory.stop();
    log(`${target.name}: load runs done, RSS peak ${rssMb} MB`);
    return {
      database: target.name,
      data,
      startupMs,
      hello,
      helloQueries,
      userInfo,
      listPage1,
      page5000,
      nameSearch,
      rssMb,
    };
  } finally {
    await api.stop();
  }
}

async function loadHello(env: Record<string, string>): Promise<LoadResult> {
  const server = await startChildServer({ script: 'bench/helloServer.ts', env, readyPath: '/' });
  return load(server, '/', settings.connections).finally(server.stop);
}

async function load(
  server: ChildServer,
  path: string,
  connections: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await measureLoad({
    ...settings,
    url: `${server.baseUrl}${path}`,
    headers,
    connections,
  });
  if (result.failures > 0) log(`  GET ${path}: ${result.failures} of ${result.requests} failed`);
  return result;
}

/** Each measured URL answers a full page, so the runs time real work rather than refusals. */
async function checkAnswers(api: ChildServer, token: string): Promise<void> {
  for (const path of Object.values(PATHS)) {
    const response = await fetch(`${api.baseUrl}${path}`, { headers: { 'access-token': token } });
    const body = (await response.json()) as {
      status: number;
      message: string;
      data: { list?: unknown[]; total?: number };
    };
    if (response.status !== 200 || body.status !== 0) {
      throw new Error(`GET ${path} as ${REVIEWER_USER_NAME}: ${response.status} ${body.message}`);
    }
    const { list, total } = body.data;
    if (list && list.length === 0) throw new Error(`GET ${path}: an empty page (total ${total})`);
    if (total !== undefined) log(`  GET ${path}: ${list?.length} rows of ${total}`);
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** Failed requests (errors, timeouts after 10 s, non-2xx) void a run: its figures fail. */
const failed = (result: LoadResult) =>
  result.failures > 0 ? ` (${result.failures}/${result.requests} failed)` : '';
const perSecond = (result: LoadResult) => `${result.requestsPerSecond} req/s${failed(result)}`;
const latency = (result: LoadResult, value: number) => `${ms(value)}${failed(result)}`;
const within = (result: LoadResult, value: number, budget: number) =>
  result.failures === 0 && value <= budget;

function tableRows(results: DatabaseResults): TableRow[] {
  const { database: db, hello, helloQueries, userInfo, listPage1, page5000, nameSearch } = results;
  const shareOf = (result: LoadResult) =>
    `${((result.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)}% of hello`;
  const share = listPage1.requestsPerSecond / hello.requestsPerSecond;
  const startup = median(results.startupMs);
  const at = `${settings.connections} conn`;
  return [
    { figure: `${db}: hello world (${at})`, measured: perSecond(hello), budget: 'reference' },
    {
      figure: `${db}: hello + ${ROUND_TRIPS} × select 1 (${at})`,
      measured: `${perSecond(helloQueries)} = ${shareOf(helloQueries)}`,
      budget: 'reference',
    },
    {
      figure: `${db}: userinfo (${at})`,
      measured: `${perSecond(userInfo)} = ${shareOf(userInfo)}`,
      budget: 'reported',
    },
    {
      figure: `${db}: userinfo p99`,
      measured: latency(userInfo, userInfo.latencyMs.p99),
      budget: `≤ ${BUDGET.p99Ms} ms`,
      pass: within(userInfo, userInfo.latencyMs.p99, BUDGET.p99Ms),
    },
    {
      figure: `${db}: list status=1 page 1 (${at})`,
      measured: `${perSecond(listPage1)} = ${shareOf(listPage1)}`,
      budget: `≥ ${BUDGET.listShareOfHello * 100}% of hello`,
      pass: listPage1.failures === 0 && share >= BUDGET.listShareOfHello,
    },
    {
      figure: `${db}: list status=1 page 1 p99`,
      measured: latency(listPage1, listPage1.latencyMs.p99),
      budget: `≤ ${BUDGET.p99Ms} ms`,
      pass: within(listPage1, listPage1.latencyMs.p99, BUDGET.p99Ms),
    },
    {
      figure: `${db}: list page 5000 median (1 conn)`,
      measured: latency(page5000, page5000.latencyMs.p50),
      budget: `≤ ${BUDGET.deepPageMedianMs} ms`,
      pass: within(page5000, page5000.latencyMs.p50, BUDGET.deepPageMedianMs),
    },
    {
      figure: `${db}: list name contains median (1 conn)`,
      measured: latency(nameSearch, nameSearch.latencyMs.p50),
      budget: 'reported',
    },
    {
      figure: `${db}: npm start to ready (median of ${results.startupMs.length})`,
      measured: `${startup} ms`,
      budget: `≤ ${BUDGET.startupMs} ms`,
      pass: startup <= BUDGET.startupMs,
    },
    {
      figure: `${db}: server RSS peak under load`,
      measured: `${results.rssMb} MB`,
      budget: `≤ ${BUDGET.rssMb} MB`,
      pass: results.rssMb <= BUDGET.rssMb,
    },
  ];
}

async function main(): Promise<void> {
  const machine = { cpus: cpus().length, loadAverage: loadavg().map((value) => value.toFixed(2)) };
  log(`${machine.cpus} CPUs, load average ${machine.loadAverage.join(' ')}`);
  const results: DatabaseResults[] = [];
  for (const target of targets()) results.push(await benchDatabase(target));
  const rows = results.flatMap(tableRows);
  printTable('API benchmark (large data set)', rows);
  const path = writeResults('api', {
    measuredAt: new Date().toISOString(),
    machine,
    settings,
    budget: BUDGET,
    paths: PATHS,
    results,
    rows,
  });
  log(`results written to ${path}`);
  if (rows.some((row) => row.pass === false)) process.exitCode = 1;
}

await main();
