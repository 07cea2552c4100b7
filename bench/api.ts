/**
 * `npm run bench:api`: every list and detail endpoint (bench/targets.ts) under load on the
 * large data set (server/seed/largeSeed.ts), each beside its own bare-SQL reference, on
 * the embedded PostgreSQL of the default set-up (BENCH_DATA_DIR, default data/bench) and,
 * when BENCH_DATABASE_URL is set, on that server. Against the real server as `npm start` runs
 * it (production mode, request logs off), with autocannon: a warm-up, then BENCH_SECONDS (10)
 * per target at BENCH_CONNECTIONS (50). Prints a table and writes bench/results/api.json;
 * exits 1 when a budget is missed.
 *
 * How each reference is made: the API runs once with its SQL captured
 * (bench/support/sqlCapture.ts); each target's request is checked (200, a full page) and its
 * queries recorded; bench/sqlReference.ts then replays exactly those queries, in the same
 * steps, from a bare Fastify handler on a plain pool. Each target is measured right after its
 * reference, both servers up, on the same database. A target outside a budget on that run is
 * measured twice more (API first, then reference first again) and judged on the median of its
 * three ratios; the table prints all three.
 *
 * Budgets: each target at ≥ 60 % of its reference's requests/s and p99 ≤ 1.5 × the
 * reference's, and the reference itself (its SQL) at ≥ 100 requests/s; `npm start` to ready
 * ≤ 3 s on the existing data folder; the API's RSS under load ≤ 300 MB. Reported: a bare Fastify hello world and the same after three trivial
 * queries (the floor of any signed-in request), and the userinfo and real-name list with one
 * API process per core (WORKERS=auto).
 *
 * Each target's queries, with their values, are written to bench/results/api-queries.json
 * (`npm run bench:explain -- --target <name>` explains them on the large data set).
 * BENCH_ONLY=name,name measures those targets (and the lists their details read rows from);
 * BENCH_CHECK=1 checks and captures the targets, writes their queries, and stops.
 * BENCH_CPU_PROFILE=<folder> writes the API's CPU profiles there (one per process).
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { prepareBenchData, type BenchDatabase, type PreparedData } from './support/apiData';
import { measureLoad, sampleResidentMemory, type LoadResult } from './support/apiLoad';
import { measureStartup } from './support/apiStartup';
import { printTable, RESULTS_DIR, writeResults, type TableRow } from './support/clientBenchReport';
import { PROJECT_ROOT, startChildServer, type ChildServer } from './support/serverProcess';
import { startCapturingApi, type QueryPlan } from './support/sqlCapture';
import { BENCH_TARGETS, type BenchTarget } from './targets';

const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  startups: 3,
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
};

const BUDGET = {
  shareOfReference: 0.6,
  /** A reference slower than this is SQL that needs an index or a derived count. */
  referenceRequestsPerSecond: 100,
  p99OfReference: 1.5,
  startupMs: 3000,
  rssMb: 300,
};

/** What an authenticated list page costs in queries: its session, the page, the total. */
const ROUND_TRIPS = 3;
const WORKER_TARGETS = ['userInfo', 'realnameReview'];

/** A target ready to load: its path with the ids filled in, and what its SQL is. */
interface PreparedTarget {
  readonly target: BenchTarget;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly plan: QueryPlan;
}

/** One measurement of a target: its reference's load run and the API's, back to back. */
interface PairRun {
  readonly api: LoadResult;
  readonly reference: LoadResult;
  readonly order: 'reference first' | 'API first';
}

interface TargetResult {
  readonly name: string;
  readonly label: string;
  readonly queries: number;
  readonly steps: number;
  /** An issue's own ceiling on the API's p99 (BenchTarget.p99Ms), besides the ratio. */
  readonly p99Ms?: number;
  /** One run, or three when the first was outside a budget: judged on the median ratio. */
  readonly runs: readonly PairRun[];
}

/** A target that could not be measured: it failed, or answered nothing to time. */
interface BrokenTarget {
  readonly name: string;
  readonly label: string;
  readonly reason: string;
}

interface DatabaseResults {
  readonly database: BenchDatabase['name'];
  readonly data: Pick<PreparedData, 'counts' | 'seededInMs'>;
  readonly startupMs: readonly number[];
  readonly hello: LoadResult;
  readonly helloQueries: LoadResult;
  readonly targets: readonly TargetResult[];
  readonly broken: readonly BrokenTarget[];
  readonly workers: number;
  readonly perCore: readonly { readonly name: string; readonly api: LoadResult }[];
  readonly rssMb: number;
}

const log = (line: string) => console.log(`[bench:api] ${line}`);

function databases(): BenchDatabase[] {
  const benchDir = resolve(process.env.BENCH_DATA_DIR ?? join(PROJECT_ROOT, 'data', 'bench'));
  const postgresUrl = process.env.BENCH_DATABASE_URL?.trim();
  return [
    ...(process.env.BENCH_EMBEDDED === '0'
      ? []
      : [{ name: 'embedded' as const, dataDir: benchDir }]),
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

/** The targets BENCH_ONLY names, with the lists their rows come from; all by default. */
function chosenTargets(): readonly BenchTarget[] {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  if (!only) return BENCH_TARGETS;
  const wanted = new Set<string>();
  const want = (name: string) => {
    const target = BENCH_TARGETS.find((candidate) => candidate.name === name);
    if (!target) throw new Error(`BENCH_ONLY names ${name}, which bench/targets.ts lacks`);
    wanted.add(name);
    if (target.rowFrom) want(target.rowFrom);
  };
  only.forEach(want);
  return BENCH_TARGETS.filter((target) => wanted.has(target.name));
}

async function benchDatabase(database: BenchDatabase): Promise<DatabaseResults | null> {
  log(`${database.name}: preparing the large data set (seeded when missing)`);
  const { tokens, ids, ...data } = await prepareBenchData(database, (line) => log(`  ${line}`));
  const serverEnv = {
    APP_MODE: 'production',
    LOG_LEVEL: settings.logLevel,
    DATA_DIR: database.dataDir,
    SKIP_CLIENT_BUILD: '1',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  };

  const capturing = await startCapturingApi(serverEnv);
  const prepared: PreparedTarget[] = [];
  const broken: BrokenTarget[] = [];
  try {
    const firstRows = new Map<string, Record<string, unknown>>();
    for (const target of chosenTargets()) {
      try {
        const headers = { 'access-token': tokens[target.as] };
        const path = fillPath(target, ids, firstRows);
        const firstRow = await checkAnswer(capturing.api, target, path, headers);
        if (firstRow) firstRows.set(target.name, firstRow);
        const plan = await capturing.capture({
          name: target.name,
          path,
          headers,
          json: target.body,
        });
        prepared.push({ target, path, headers, plan });
        log(`  ${target.name}: ${plan.flat().length} queries in ${plan.length} steps`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        broken.push({ name: target.name, label: target.label, reason });
        log(`  ${target.name}: ${reason}`);
      }
    }
  } finally {
    await capturing.stop();
  }
  // Each target's queries with their values, for `npm run bench:explain -- --target <name>`.
  // Merged into the last run's, so a BENCH_ONLY run keeps the other targets' queries.
  const queriesPath = writeResults('api-queries', {
    ...earlierResults('api-queries'),
    ...Object.fromEntries(prepared.map(({ target, plan }) => [target.name, plan])),
  });
  log(`${database.name}: each target's queries written to ${queriesPath}`);
  if (process.env.BENCH_CHECK === '1') {
    for (const { name, reason } of broken) log(`BROKEN ${name}: ${reason}`);
    if (broken.length > 0) process.exitCode = 1;
    return null;
  }

  const startupMs: number[] = [];
  for (let run = 0; run < settings.startups; run += 1) {
    startupMs.push(await measureStartup(serverEnv));
    log(`${database.name}: npm start ready in ${startupMs.at(-1)} ms`);
  }
  const hello = await loadReference('bench/helloServer.ts', {});
  log(`${database.name}: hello world ${hello.requestsPerSecond} req/s`);
  const helloQueries = await loadReference('bench/helloServer.ts', {
    ...serverEnv,
    HELLO_QUERIES: String(ROUND_TRIPS),
  });
  log(`${database.name}: hello + ${ROUND_TRIPS} queries ${helloQueries.requestsPerSecond} req/s`);

  const api = await startApi(serverEnv);
  const memory = sampleResidentMemory(api.pid);
  const reference = await startChildServer({
    script: 'bench/sqlReference.ts',
    env: { ...serverEnv, BENCH_REFERENCE_PLANS: queriesPath },
    readyPath: '/ready',
  });
  const targets: TargetResult[] = [];
  try {
    for (const { target, path, headers, plan } of prepared) {
      await keepSessionsAlive(api, Object.values(tokens));
      const measure = (order: PairRun['order']) =>
        measurePair(order, {
          reference: () => load(reference, `/target/${target.name}`, {}),
          api: () => load(api, path, headers, target.body),
          settle: () => untilIdle(reference),
        });
      const firstRun = await measure('reference first');
      const runs = [firstRun];
      logRun(target.name, firstRun);
      if (!withinBudget(firstRun, target.p99Ms)) {
        // p99 on a 2-core machine shared by the database, the load tool and both servers
        // swings by half between back-to-back runs of a small list: one run cannot decide a
        // 1.5× budget. Two more runs, the first in the other order, and the median decides.
        log(`  ${target.name}: outside a budget, measured twice more`);
        for (const order of ['API first', 'reference first'] as const) {
          const run = await measure(order);
          runs.push(run);
          logRun(target.name, run);
        }
      }
      targets.push({
        name: target.name,
        label: target.label,
        queries: plan.flat().length,
        steps: plan.length,
        ...(target.p99Ms === undefined ? {} : { p99Ms: target.p99Ms }),
        runs,
      });
    }
  } finally {
    await reference.stop();
    await api.stop();
  }
  const rssMb = memory.stop();
  log(`${database.name}: load runs done, RSS peak ${rssMb} MB`);

  const workers = availableParallelism();
  const perCoreApi = await startApi({ ...serverEnv, WORKERS: 'auto' });
  const perCore: { name: string; api: LoadResult }[] = [];
  try {
    for (const { target, path, headers } of prepared) {
      if (!WORKER_TARGETS.includes(target.name)) continue;
      perCore.push({ name: target.name, api: await load(perCoreApi, path, headers) });
    }
  } finally {
    await perCoreApi.stop();
  }
  return {
    database: database.name,
    data,
    startupMs,
    hello,
    helloQueries,
    targets,
    broken,
    workers,
    perCore,
    rssMb,
  };
}

/** `{field}` from the prepared ids, or from the first row of the list the target names. */
function fillPath(
  target: BenchTarget,
  ids: Readonly<Record<string, number>>,
  firstRows: ReadonlyMap<string, Record<string, unknown>>,
): string {
  return target.path.replace(/\{([A-Za-z]+)\}/g, (_, field: string) => {
    if (field in ids) return String(ids[field]);
    const row = target.rowFrom ? firstRows.get(target.rowFrom) : undefined;
    const value = row?.[field];
    if (value === undefined || value === null) {
      throw new Error(`no ${field} in the first row of ${target.rowFrom ?? '(no list named)'}`);
    }
    return String(value);
  });
}

/** What the last run wrote to bench/results/<name>.json, or nothing. */
function earlierResults(name: string): Record<string, unknown> {
  const path = join(RESULTS_DIR, `${name}.json`);
  return existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>)
    : {};
}

/** Waits until the database runs no query left over from the last load run. */
async function untilIdle(reference: ChildServer): Promise<void> {
  const response = await fetch(`${reference.baseUrl}/idle`);
  if (!response.ok) log('  the database stayed busy after the run: the next figures are suspect');
}

/** Both load runs of one measurement, in the order given, the database idle after each. */
async function measurePair(
  order: PairRun['order'],
  runs: {
    readonly reference: () => Promise<LoadResult>;
    readonly api: () => Promise<LoadResult>;
    readonly settle: () => Promise<void>;
  },
): Promise<PairRun> {
  const first = order === 'reference first' ? runs.reference : runs.api;
  const second = order === 'reference first' ? runs.api : runs.reference;
  const firstResult = await first();
  await runs.settle();
  const secondResult = await second();
  await runs.settle();
  return order === 'reference first'
    ? { order, reference: firstResult, api: secondResult }
    : { order, api: firstResult, reference: secondResult };
}

function logRun(name: string, { api, reference, order }: PairRun): void {
  log(
    `  ${name}: ${api.requestsPerSecond} req/s, p99 ${api.latencyMs.p99} ms ` +
      `(reference ${reference.requestsPerSecond} req/s, p99 ${reference.latencyMs.p99} ms; ${order})`,
  );
}

/** What `npm start` runs: the compiled server. */
function startApi(env: Record<string, string>): Promise<ChildServer> {
  const profiles = process.env.BENCH_CPU_PROFILE;
  return startChildServer({
    script: 'scripts/start.mjs',
    env,
    readyPath: '/api/auth/captcha',
    nodeArguments: profiles ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : [],
  });
}

async function loadReference(script: string, env: Record<string, string>): Promise<LoadResult> {
  const server = await startChildServer({ script, env, readyPath: '/' });
  return load(server, '/', {}).finally(server.stop);
}

async function load(
  server: ChildServer,
  path: string,
  headers: Readonly<Record<string, string>>,
  json?: unknown,
): Promise<LoadResult> {
  const result = await measureLoad({
    ...settings,
    url: `${server.baseUrl}${path}`,
    headers,
    ...(json === undefined ? {} : { json }),
  });
  const method = json === undefined ? 'GET' : 'POST';
  if (result.failures > 0) {
    log(`  ${method} ${path}: ${result.failures} of ${result.requests} failed`);
  }
  return result;
}

/**
 * Each target answers 200 and, for a list, a full page, so the runs time real work rather
 * than refusals. Answers the list's first row (or the detail itself), for the details after it.
 */
/**
 * Each reader's session used once: a full run takes longer than a session may sit idle (30
 * minutes), and the readers of the last targets signed in at its start. A session that has
 * gone fails the run here, not as a target answering nothing but 401s.
 */
async function keepSessionsAlive(api: ChildServer, tokens: readonly string[]): Promise<void> {
  for (const token of tokens) {
    const response = await fetch(`${api.baseUrl}/api/user/userinfo`, {
      headers: { 'access-token': token },
    });
    const body = (await response.json()) as { status: number; message: string };
    if (response.status !== 200 || body.status !== 0) {
      throw new Error(`a reader's session ended: ${response.status} ${body.message}`);
    }
  }
}

async function checkAnswer(
  api: ChildServer,
  target: BenchTarget,
  path: string,
  headers: Readonly<Record<string, string>>,
): Promise<Record<string, unknown> | undefined> {
  const method = target.body === undefined ? 'GET' : 'POST';
  const response = await fetch(`${api.baseUrl}${path}`, {
    headers: { ...headers, 'content-type': 'application/json' },
    ...(target.body === undefined ? {} : { method, body: JSON.stringify(target.body) }),
  });
  const body = (await response.json()) as { status: number; message: string; data: unknown };
  if (response.status !== 200 || body.status !== 0) {
    throw new Error(`${method} ${path}: ${response.status} ${body.message}`);
  }
  const data = body.data as { list?: Record<string, unknown>[]; total?: number } | unknown[];
  const list = Array.isArray(data) ? data : data?.list;
  if (list) {
    if (list.length === 0) throw new Error(`${method} ${path}: an empty list`);
    const total = Array.isArray(data) ? list.length : data.total;
    log(`  ${method} ${path}: ${list.length} rows of ${total ?? list.length}`);
    return list[0] as Record<string, unknown>;
  }
  return (data ?? undefined) as Record<string, unknown> | undefined;
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
/** A run that completed no request, or any failed one, passes nothing. */
const valid = (result: LoadResult) => result.requests > 0 && result.failures === 0;

const shareOfReference = ({ api, reference }: PairRun) =>
  api.requestsPerSecond / Math.max(reference.requestsPerSecond, 1);
const p99OfReference = ({ api, reference }: PairRun) =>
  api.latencyMs.p99 / Math.max(reference.latencyMs.p99, 1);

function withinBudget(run: PairRun, p99Ms = Infinity): boolean {
  return (
    run.api.latencyMs.p99 <= p99Ms &&
    valid(run.api) &&
    valid(run.reference) &&
    shareOfReference(run) >= BUDGET.shareOfReference &&
    run.reference.requestsPerSecond >= BUDGET.referenceRequestsPerSecond &&
    p99OfReference(run) <= BUDGET.p99OfReference
  );
}

/** The run whose ratio is the median of the target's runs (its only run, most often). */
function medianRun(runs: readonly PairRun[], ratio: (run: PairRun) => number): PairRun {
  const [first, ...others] = runs;
  if (!first) throw new Error('a target with no run');
  const sorted = [first, ...others].sort((a, b) => ratio(a) - ratio(b));
  return sorted[Math.floor(sorted.length / 2)] ?? first;
}

/** ", median of 0.91, 1.62, 1.20" when the target was measured more than once. */
function allRatios(runs: readonly PairRun[], ratio: (run: PairRun) => number): string {
  if (runs.length === 1) return '';
  return `, median of ${runs.map((run) => ratio(run).toFixed(2)).join(', ')}`;
}

function targetRows(db: string, result: TargetResult): TableRow[] {
  const { runs } = result;
  const byShare = medianRun(runs, shareOfReference);
  const byP99 = medianRun(runs, p99OfReference);
  const everyRunValid = runs.every((run) => valid(run.api) && valid(run.reference));
  const queries = `${result.queries} queries in ${result.steps} steps`;
  return [
    {
      figure: `${db}: ${result.label} (${settings.connections} conn, ${queries})`,
      measured:
        `${perSecond(byShare.api)} = ${(shareOfReference(byShare) * 100).toFixed(1)}% of ` +
        `${perSecond(byShare.reference)}${allRatios(runs, shareOfReference)}`,
      budget: `≥ ${BUDGET.shareOfReference * 100}% of its reference, which ≥ ${BUDGET.referenceRequestsPerSecond} req/s`,
      pass:
        everyRunValid &&
        shareOfReference(byShare) >= BUDGET.shareOfReference &&
        byShare.reference.requestsPerSecond >= BUDGET.referenceRequestsPerSecond,
    },
    {
      figure: `${db}: ${result.label} p99`,
      measured:
        `${ms(byP99.api.latencyMs.p99)} = ${p99OfReference(byP99).toFixed(2)} × ` +
        `${ms(byP99.reference.latencyMs.p99)}${allRatios(runs, p99OfReference)}`,
      budget: `≤ ${BUDGET.p99OfReference} × its reference`,
      pass: everyRunValid && p99OfReference(byP99) <= BUDGET.p99OfReference,
    },
    ...(result.p99Ms === undefined ? [] : [ownCeilingRow(db, result, result.p99Ms)]),
  ];
}

/** The target's own p99 ceiling, judged on the median of its runs' p99. */
function ownCeilingRow(db: string, result: TargetResult, p99Ms: number): TableRow {
  const p99s = result.runs.map((run) => run.api.latencyMs.p99);
  const p99 = median(p99s);
  return {
    figure: `${db}: ${result.label} p99, its own ceiling`,
    measured: `${ms(p99)}${p99s.length > 1 ? `, median of ${p99s.map(ms).join(', ')}` : ''}`,
    budget: `≤ ${ms(p99Ms)}`,
    pass: result.runs.every((run) => valid(run.api)) && p99 <= p99Ms,
  };
}

function tableRows(results: DatabaseResults): TableRow[] {
  const { database: db, hello, helloQueries, workers } = results;
  const at = `${settings.connections} conn`;
  const startup = median(results.startupMs);
  const shareOfHello = (result: LoadResult) =>
    `${((result.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)}% of hello`;
  return [
    { figure: `${db}: hello world (${at})`, measured: perSecond(hello), budget: 'reference' },
    {
      figure: `${db}: hello + ${ROUND_TRIPS} × select 1 (${at})`,
      measured: `${perSecond(helloQueries)} = ${shareOfHello(helloQueries)}`,
      budget: 'reference',
    },
    ...results.targets.flatMap((result) => targetRows(db, result)),
    ...results.broken.map(({ label, reason }) => ({
      figure: `${db}: ${label}`,
      measured: reason,
      budget: 'a full answer',
      pass: false,
    })),
    ...results.perCore.map(({ name, api }) => ({
      figure: `${db}: ${workers} API processes (WORKERS=auto): ${name} (${at})`,
      measured: `${perSecond(api)}, p99 ${ms(api.latencyMs.p99)}`,
      budget: 'reported',
    })),
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
  for (const database of databases()) {
    const result = await benchDatabase(database);
    if (result) results.push(result);
  }
  if (results.length === 0) return;
  const rows = results.flatMap(tableRows);
  printTable('API benchmark (large data set)', rows);
  const path = writeResults('api', {
    measuredAt: new Date().toISOString(),
    machine,
    settings,
    budget: BUDGET,
    targets: BENCH_TARGETS.map(({ name, path: targetPath }) => ({ name, path: targetPath })),
    results,
    rows,
  });
  log(`results written to ${path}`);
  if (rows.some((row) => row.pass === false)) process.exitCode = 1;
}

await main();
