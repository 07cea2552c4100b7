/**
 * `npm run bench:deadline` (issue 43): a deadline day against `npm start` on the large data
 * set. Simulated users of every role run the real flows (bench/support/deadlineScenarios.ts):
 * companies read their lists and messages, draft credit applications, upload their
 * materials and submit, declare projects and sign people up; the review institution decides
 * and the platform approves (issuing certificates), issues personnel certificates and
 * exports; the training institution approves sign-ups and records exams; trainees and
 * companies view certificates; the business desk reads issued certificates.
 *
 * Why not autocannon or artillery: autocannon repeats one request, and a deadline is
 * sequences whose next step needs the last answer (an id, a version). Artillery would bring
 * a second runtime of its own onto the two cores the server needs. Each user here is an
 * async loop over undici's pool, k6-style: a flow, a pause of BENCH_THINK_MS (±50 %)
 * between steps.
 *
 * The load ramps in stages (BENCH_STAGES users, BENCH_STAGE_SECONDS each, users added,
 * never removed) until a stage has an error or a page's call whose p99 exceeds its budget;
 * the knee is the last stage with every kind of call within budget, the pages' knee the
 * last with every call but the exports (downloads of up to 50k rows) within. Afterwards the server stops and every write it
 * acknowledged is looked up in the database (lost writes, budget 0).
 *
 * The run writes into the bench data (data/bench): new applications, files and sign-ups of
 * companies that had applied for nothing. Prints its tables, writes bench/results/deadline.json,
 * exits 1 when a write was lost or the first stage is already beyond budget.
 * BENCH_CPU_PROFILE=<folder> writes the server's CPU profile there.
 */
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { associationDay } from '../machines/workflows';
import { openDatabase } from '../server/db/client';
import { prepareBenchData } from './support/apiData';
import { printTable, writeResults, type TableRow } from './support/clientBenchReport';
import { prepareDeadline, type DeadlineCast } from './support/deadlineData';
import { companyScenario } from './support/deadlineCompany';
import { DeadlineQueues, type Scenario, type ScenarioContext } from './support/deadlineScenarios';
import {
  businessQueryScenario,
  platformScenario,
  reviewInstitutionScenario,
  traineeScenario,
  trainingInstitutionScenario,
} from './support/deadlineStaff';
import { kindBudgetMs, mixOf, summarise, type StageSummary } from './support/deadlineReport';
import { ScenarioClient, StageRecord } from './support/scenarioClient';
import { PROJECT_ROOT, startChildServer } from './support/serverProcess';
import { lostRows, WriteLedger, type StoredRow, type WorkflowTable } from './support/writeLedger';

const STAGES = (process.env.BENCH_STAGES ?? '20,50,100,200,400')
  .split(',')
  .map((users) => Number(users.trim()))
  .filter((users) => users > 0);
const STAGE_SECONDS = Number(process.env.BENCH_STAGE_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const DATA_DIR = resolve(process.env.BENCH_DATA_DIR ?? join(PROJECT_ROOT, 'data', 'bench'));

const log = (line: string) => console.log(`[bench:deadline] ${line}`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface User {
  readonly scenario: Scenario;
  readonly token: string;
}

/** The users of the largest stage, in the order they join: each stage takes the first n. */
function usersOf(
  cast: DeadlineCast,
  companyTokens: readonly string[],
  sessions: (
    actor: 'reviewInstitution' | 'trainingInstitution' | 'reviewer' | 'trainee' | 'businessQuery',
    count: number,
  ) => string[],
): User[][] {
  const stages: User[][] = [];
  const joined: User[] = [];
  const counts = {
    company: 0,
    reviewInstitution: 0,
    trainingInstitution: 0,
    platform: 0,
    trainee: 0,
    businessQuery: 0,
  };
  const tokens = {
    reviewInstitution: sessions('reviewInstitution', 64),
    trainingInstitution: sessions('trainingInstitution', 64),
    platform: sessions('reviewer', 64),
    trainee: sessions('trainee', 64),
    businessQuery: sessions('businessQuery', 64),
  };
  for (const users of STAGES) {
    const mix = mixOf(users);
    for (const [role, wanted] of Object.entries(mix) as [keyof typeof counts, number][]) {
      while (counts[role] < wanted) {
        const index = counts[role];
        counts[role] += 1;
        if (role === 'company') {
          const company = cast.companies[index];
          const token = companyTokens[index];
          if (!company || !token) throw new Error('Fewer companies than the stage needs');
          joined.push({ scenario: companyScenario(company), token });
          continue;
        }
        const token = tokens[role][index % tokens[role].length] ?? '';
        const scenario = {
          reviewInstitution: reviewInstitutionScenario,
          trainingInstitution: trainingInstitutionScenario,
          platform: platformScenario,
          trainee: traineeScenario,
          businessQuery: businessQueryScenario,
        }[role];
        joined.push({ scenario, token });
      }
    }
    stages.push([...joined]);
  }
  return stages;
}

async function verifyLedger(ledger: WriteLedger) {
  const database = await openDatabase(
    { dataDir: DATA_DIR, databaseUrl: undefined },
    { command: 'npm run bench:deadline', embedded: 'own' },
  );
  try {
    const lost: Record<string, number[] | string[]> = {};
    for (const [table, acknowledged] of ledger.rows) {
      const ids = [...acknowledged.keys()];
      const stored: StoredRow[] = [];
      for (let start = 0; start < ids.length; start += 5000) {
        const chunk = ids.slice(start, start + 5000);
        const rows = (
          await database.db.execute(
            sql`select id::int as id, version, status from ${sql.identifier(table satisfies WorkflowTable)} where id in ${chunk}`,
          )
        ).rows as { id: number; version: number; status: number }[];
        stored.push(
          ...rows.map((row) => ({
            id: Number(row.id),
            version: Number(row.version),
            status: Number(row.status),
          })),
        );
      }
      lost[table] = lostRows(acknowledged, stored);
    }
    const fileIds = [...ledger.files];
    const found = new Set<string>();
    for (let start = 0; start < fileIds.length; start += 5000) {
      const chunk = fileIds.slice(start, start + 5000);
      const rows = (await database.db.execute(sql`select id from files where id in ${chunk}`))
        .rows as { id: string }[];
      for (const row of rows) found.add(row.id);
    }
    lost.files = fileIds.filter((id) => !found.has(id));
    return lost;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  log(`preparing the large data set in ${DATA_DIR} (seeded when missing)`);
  await prepareBenchData({ name: 'embedded', dataDir: DATA_DIR }, (line) => log(`  ${line}`));
  const largest = Math.max(...STAGES);
  const { cast, companyTokens, sessions } = await prepareDeadline(
    DATA_DIR,
    mixOf(largest).company,
    associationDay(new Date()),
  );
  log(
    `${cast.companies.length} companies, ${cast.examinable.length} exams to record, stages ${STAGES.join(', ')} users × ${STAGE_SECONDS} s, think ${THINK_MS} ms`,
  );
  const stages = usersOf(cast, companyTokens, sessions);

  const server = await startChildServer({
    script: 'scripts/start.mjs',
    env: { APP_MODE: 'production', DATA_DIR, SKIP_CLIENT_BUILD: '1', LOG_LEVEL: 'warn' },
    readyPath: '/api/auth/captcha',
    // BENCH_CPU_PROFILE=<folder>: the server's CPU profile of the run, to see what a knee costs.
    nodeArguments: process.env.BENCH_CPU_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
      : [],
  });
  const client = new ScenarioClient(server.baseUrl, largest);
  const ledger = new WriteLedger();
  const queues = new DeadlineQueues(cast);
  let running = true;
  const context: ScenarioContext = {
    client,
    ledger,
    queues,
    cast,
    running: () => running,
    thinkMs: THINK_MS,
  };
  const loops: Promise<void>[] = [];
  const summaries: StageSummary[] = [];
  try {
    for (const [index, users] of stages.entries()) {
      for (const user of users.slice(loops.length)) loops.push(user.scenario(context, user.token));
      client.stage = new StageRecord();
      await sleep(STAGE_SECONDS * 1000);
      client.stage.endedAt = performance.now();
      const summary = summarise(users.length, client.stage);
      summaries.push(summary);
      log(
        `${users.length} users: ${summary.requestsPerSecond} req/s, ${summary.errors} errors, worst p99 ${summary.worstP99.kind} ${summary.worstP99.ms} ms: ${summary.withinBudget ? 'within budget' : 'BEYOND BUDGET'}`,
      );
      for (const sample of client.stage.errorSamples) log(`  error: ${sample}`);
      if (!summary.interactiveWithinBudget || index === stages.length - 1) break;
    }
  } finally {
    running = false;
    await Promise.allSettled(loops);
    await client.close();
    await server.stop();
  }
  const lost = await verifyLedger(ledger);
  const lostCount = Object.values(lost).reduce((sum, ids) => sum + ids.length, 0);
  report(summaries, ledger, lost, lostCount);
}

/** The last stage within a budget, or "below" the first stage when none was. */
function kneeRow(
  figure: string,
  knee: StageSummary | undefined,
  summaries: readonly StageSummary[],
): TableRow {
  return {
    figure,
    measured: knee
      ? `${knee.users} users (${knee.requestsPerSecond} req/s)`
      : `below ${summaries[0]?.users ?? 0} users`,
    budget: 'reported',
    pass: knee !== undefined,
  };
}

function report(
  summaries: readonly StageSummary[],
  ledger: WriteLedger,
  lost: Record<string, unknown[]>,
  lostCount: number,
) {
  const knee = [...summaries].reverse().find((summary) => summary.withinBudget);
  const interactiveKnee = [...summaries]
    .reverse()
    .find((summary) => summary.interactiveWithinBudget);
  printTable(
    'Deadline day: the ramp',
    summaries.map((summary) => ({
      figure: `${summary.users} users`,
      measured: `${summary.requestsPerSecond} req/s, ${summary.errors} errors, worst p99 ${summary.worstP99.ms} ms (${summary.worstP99.kind})`,
      budget: '0 errors, p99 within each kind’s budget',
      pass: summary.withinBudget,
    })),
  );
  const shown = interactiveKnee ?? summaries[0];
  if (shown) {
    printTable(
      `Per kind of call at ${shown.users} users`,
      shown.kinds.map((kind) => ({
        figure: kind.kind,
        measured: `${kind.count} calls, p50 ${kind.p50} ms, p99 ${kind.p99} ms, ${kind.errors} errors`,
        budget: `p99 ≤ ${kindBudgetMs(kind.kind)} ms, 0 errors`,
        pass: kind.withinBudget,
      })),
    );
  }
  const rows: TableRow[] = [
    kneeRow('the knee: users within every budget', knee, summaries),
    kneeRow('the knee of the pages (every call but the exports)', interactiveKnee, summaries),
    {
      figure: 'acknowledged writes',
      measured: String(ledger.acknowledged),
      budget: 'reported',
    },
    {
      figure: 'lost writes',
      measured: `${lostCount}${lostCount > 0 ? ` ${JSON.stringify(lost)}` : ''}`,
      budget: '0',
      pass: lostCount === 0,
    },
  ];
  printTable('Deadline day', rows);
  log(
    `results: ${writeResults('deadline', { stages: STAGES, stageSeconds: STAGE_SECONDS, thinkMs: THINK_MS, summaries, acknowledged: ledger.acknowledged, lost })}`,
  );
  if (rows.some((row) => row.pass === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
