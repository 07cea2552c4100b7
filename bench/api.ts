/**
 * `npm run bench:api`: the API under load on the large data set (server/db/seed/largeSeed.ts),
 * on the embedded PostgreSQL of the default set-up (BENCH_DATA_DIR, default data/bench) and,
 * when BENCH_DATABASE_URL is set, on that server. Against the real server as `npm start`
 * runs it (production mode, request logs off), with autocannon: a warm-up, then
 * BENCH_SECONDS (10) per target. Prints a table and writes bench/results/api.json; exits 1
 * when a budget is missed.
 *
 * References, started the same way: a bare Fastify hello world (bench/helloServer.ts), the
 * same after three trivial queries (the floor of any signed-in request's round trips), and
 * the physical reference of the signed-in list (bench/listReference.ts): a bare handler on
 * a plain pool running exactly the list's SQL.
 *
 * Budgets: the signed-in list (status filter, page 1) at ≥ 60% of its reference's
 * requests/s and p99 ≤ 50 ms at 50 connections; userinfo p99 ≤ 50 ms; page 5000 ≤ 30 ms
 * median (one connection); the personnel lists (the platform's people to verify, a
 * company's roster), the membership lists (applications to review, memberships) and the
 * training-institution applications to review p99 ≤ 50 ms at 50 connections; `npm start` to ready ≤ 3 s on the existing data folder; server
 * RSS under load ≤ 300 MB. Reported: the list and userinfo with one API process per core
 * (WORKERS=auto), against the default of one.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { prepareBenchData, type BenchDatabase, type PreparedData } from './support/apiData';
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
  listShareOfReference: 0.6,
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
  /** The platform's personnel verification list (userCheck): pending people of every company. */
  peopleReview: '/api/corporate/query-applyuser-page?status=1&pageIndex=1&pageSize=10',
  /** The platform's membership review (membershipCheck): pending applications. */
  vipReview: '/api/corporate/query-vipapply-page?status=1&pageIndex=1&pageSize=10',
  /** The memberships, soonest to end first. */
  members: '/api/corporate/query-corporatevip-page?pageIndex=1&pageSize=10',
  /** The platform's training-institution review (trainCredictCheck): pending applications. */
  trainingReview: '/api/audit/query-traincorporate-page?status=1&pageIndex=1&pageSize=10',
  /** The platform's credit review (platCreditCheck): what institutions approved. */
  creditReview:
    '/api/credit-category/query-plat-corporatecredit-page?status=3&pageIndex=1&pageSize=10',
  /** The platform's project review (platProjectCheck): what institutions approved. */
  projectReview: '/api/corporate/query-applyproject-page?status=3&pageIndex=1&pageSize=10',
  /** The platform's training declaration review (trainHistoryCheck): every sent one, latest first. */
  historyReview: '/api/corporate/query-check-corporatetrainhistory-page?pageIndex=1&pageSize=10',
  /** The platform's course review (courseCheck): courses waiting for review. */
  courseReview: '/api/course/query-applycourseInfo-page?status=1&pageIndex=1&pageSize=10',
  /** The platform's personnel certificate review (usercerditCheck): waiting first. */
  certificateReview: '/api/train/query-entryusercerdit-page?pageIndex=1&pageSize=10',
  /** The dashboard: the reviewer's to-do list and charts (counts over every queue). */
  backlog: '/api/blacklog/plat-list',
  charts: '/api/dashboard/charts',
};
/** Read by the super-administrator: the catalogues' lists, POSTs at the seed's paths. */
const CATALOGUE_PATHS = {
  creditTypes: '/api/qualification/CreditTypes',
  courseLevels: '/api/qualification/CouserLevels',
};
/** Read by the super-administrator: the credit categories (GET, with material counts). */
const SUPER_ADMIN_PATHS = {
  creditCategories: '/api/credit-category/query-credit-page?pageIndex=1&pageSize=10',
  /** courseManage: every institution's courses, drafts too, newest first. */
  allCourses: '/api/course/query-all-course-page?pageIndex=1&pageSize=10',
  /** The SMS outbox on /loginLog (ours): promised messages, those waiting first. */
  smsOutbox: '/api/log/sms-outbox?pageIndex=1&pageSize=10',
  /** trainDateCheck (ours): sessions whose move was asked, those waiting first. */
  sessionMoves: '/api/train/query-traindate-page?pageIndex=1&pageSize=10',
};
const FIRST_PAGE = { pageIndex: 1, pageSize: 10 };
/** Read by the business-query account (01000): the issued certificates, latest first. */
const QUERY_PATHS = {
  certificates: '/api/credit-category/query-business-credit-page?pageIndex=1&pageSize=10',
  /** The issued personnel certificates (businessPerson), latest first. */
  personnelCertificates: '/api/train/query-business-person-page?pageIndex=1&pageSize=10',
};
/** Read by the demo training institution (shuxin as 2010): POSTs at the seed's paths. */
const INSTITUTION_PATHS = {
  /** Trainees asking to move to another session (/entryTraining/dateChanges), waiting first. */
  dateChanges: '/api/train/changedatelist',
};
/** Read as a large-seed company with a verified person (COMPANY_USER_NAME): its own lists. */
const COMPANY_PATHS = {
  roster: '/api/user/query-userstaff-page?pageIndex=1&pageSize=10',
  /** Its credit applications (/creditApply): categories, people and materials joined. */
  creditApplications: '/api/credit-category/query-my-corporatecredit-page?pageIndex=1&pageSize=10',
  /** Its project declarations (/projectApply), newest first. */
  projects: '/api/corporate/query-my-applyproject-page?pageIndex=1&pageSize=10',
  /** Its past training declarations (/historyList), newest first. */
  trainingHistories:
    '/api/corporate/query-corporatetrainhistory-list?kind=history&pageIndex=1&pageSize=10',
  /** Its people's training sign-ups (/newApply), newest first. */
  signUps: '/api/train/query-applycourse-page?pageIndex=1&pageSize=10',
  /** The courses open for sign-up (/traningSignUp), with their sessions' free places. */
  openCourses: '/api/course/query-courseInfo-page?pageIndex=1&pageSize=10',
  /** Its people's trainings with their hours (/trainingRecords), the latest session first. */
  trainingRecords: '/api/v2/query-train-record?pageIndex=1&pageSize=10',
  /** Its whole roster, each with the latest training and hours per year (/personalRecords). */
  traineeSummaries: '/api/v2/query-train-record-last?pageIndex=1&pageSize=10',
  /** Its accounts, the main one first (/corporateUser). */
  companyAccounts: '/api/user/corporateUser?pageIndex=1&pageSize=10',
  /** The courses it may apply to now, for the course picker (/newApply). */
  applicableCourses: '/api/train/applycourselist',
};

interface DatabaseResults {
  readonly database: BenchDatabase['name'];
  readonly data: Omit<
    PreparedData,
    | 'reviewerToken'
    | 'superAdminToken'
    | 'companyToken'
    | 'queryToken'
    | 'institutionToken'
    | 'creditCourseId'
  >;
  readonly startupMs: readonly number[];
  readonly hello: LoadResult;
  readonly helloQueries: LoadResult;
  readonly listReference: LoadResult;
  readonly userInfo: LoadResult;
  readonly listPage1: LoadResult;
  readonly workers: number;
  readonly userInfoWorkers: LoadResult;
  readonly listPage1Workers: LoadResult;
  readonly page5000: LoadResult;
  readonly nameSearch: LoadResult;
  readonly peopleReview: LoadResult;
  readonly roster: LoadResult;
  readonly creditApplications: LoadResult;
  readonly projects: LoadResult;
  readonly trainingHistories: LoadResult;
  readonly signUps: LoadResult;
  readonly openCourses: LoadResult;
  readonly trainingRecords: LoadResult;
  readonly traineeSummaries: LoadResult;
  readonly creditReview: LoadResult;
  readonly projectReview: LoadResult;
  readonly historyReview: LoadResult;
  readonly courseReview: LoadResult;
  readonly certificateReview: LoadResult;
  readonly certificates: LoadResult;
  readonly personnelCertificates: LoadResult;
  readonly dateChanges: LoadResult;
  readonly vipReview: LoadResult;
  readonly members: LoadResult;
  readonly trainingReview: LoadResult;
  readonly creditTypes: LoadResult;
  readonly courseLevels: LoadResult;
  readonly creditCategories: LoadResult;
  readonly allCourses: LoadResult;
  readonly smsOutbox: LoadResult;
  readonly sessionMoves: LoadResult;
  readonly creditUsers: LoadResult;
  readonly companyAccounts: LoadResult;
  readonly applicableCourses: LoadResult;
  readonly backlog: LoadResult;
  readonly charts: LoadResult;
  readonly rssMb: number;
}

const log = (line: string) => console.log(`[bench:api] ${line}`);

function targets(): BenchDatabase[] {
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

async function benchDatabase(target: BenchDatabase): Promise<DatabaseResults> {
  log(`${target.name}: preparing the large data set (seeded when missing)`);
  const {
    reviewerToken,
    superAdminToken,
    companyToken,
    queryToken,
    institutionToken,
    creditCourseId,
    ...data
  } = await prepareBenchData(target, (line) => log(`  ${line}`));
  const superAdminPaths = {
    ...SUPER_ADMIN_PATHS,
    creditUsers: `/api/course/query-creditUser-list?courseId=${creditCourseId}&pageIndex=1&pageSize=10`,
  };
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

  const signedIn = { 'access-token': reviewerToken };
  // Each reference starts the embedded database for itself while the API is not running.
  const hello = await loadReference('bench/helloServer.ts', {});
  log(`${target.name}: hello world ${hello.requestsPerSecond} req/s`);
  const helloQueries = await loadReference('bench/helloServer.ts', {
    ...serverEnv,
    HELLO_QUERIES: String(ROUND_TRIPS),
  });
  log(`${target.name}: hello + ${ROUND_TRIPS} queries ${helloQueries.requestsPerSecond} req/s`);
  const reference = await startChildServer({
    script: 'bench/listReference.ts',
    env: serverEnv,
    readyPath: '/ready',
  });
  const referenceIds = await idsOf(reference, '/', signedIn);
  const listReference = await load(reference, '/', settings.connections, signedIn).finally(
    reference.stop,
  );
  log(`${target.name}: list reference ${listReference.requestsPerSecond} req/s`);

  const api = await startApi(serverEnv);
  let measured: Omit<DatabaseResults, 'userInfoWorkers' | 'listPage1Workers' | 'workers'>;
  try {
    await checkAnswers(api, PATHS, reviewerToken);
    await checkAnswers(api, COMPANY_PATHS, companyToken);
    await checkAnswers(api, CATALOGUE_PATHS, superAdminToken, FIRST_PAGE);
    await checkAnswers(api, superAdminPaths, superAdminToken);
    await checkAnswers(api, QUERY_PATHS, queryToken);
    await checkAnswers(api, INSTITUTION_PATHS, institutionToken, FIRST_PAGE);
    const apiIds = await idsOf(api, PATHS.listPage1, signedIn);
    if (apiIds.join() !== referenceIds.join()) {
      throw new Error(`The list reference answers ${referenceIds} where the API answers ${apiIds}`);
    }
    const memory = sampleResidentMemory(api.pid);
    const userInfo = await load(api, PATHS.userInfo, settings.connections, signedIn);
    const listPage1 = await load(api, PATHS.listPage1, settings.connections, signedIn);
    const page5000 = await load(api, PATHS.page5000, 1, signedIn);
    const nameSearch = await load(api, PATHS.nameSearch, 1, signedIn);
    const peopleReview = await load(api, PATHS.peopleReview, settings.connections, signedIn);
    const asCompany = { 'access-token': companyToken };
    const roster = await load(api, COMPANY_PATHS.roster, settings.connections, asCompany);
    const creditApplications = await load(
      api,
      COMPANY_PATHS.creditApplications,
      settings.connections,
      asCompany,
    );
    const projects = await load(api, COMPANY_PATHS.projects, settings.connections, asCompany);
    const trainingHistories = await load(
      api,
      COMPANY_PATHS.trainingHistories,
      settings.connections,
      asCompany,
    );
    const signUps = await load(api, COMPANY_PATHS.signUps, settings.connections, asCompany);
    const openCourses = await load(api, COMPANY_PATHS.openCourses, settings.connections, asCompany);
    const trainingRecords = await load(
      api,
      COMPANY_PATHS.trainingRecords,
      settings.connections,
      asCompany,
    );
    const traineeSummaries = await load(
      api,
      COMPANY_PATHS.traineeSummaries,
      settings.connections,
      asCompany,
    );
    const creditReview = await load(api, PATHS.creditReview, settings.connections, signedIn);
    const projectReview = await load(api, PATHS.projectReview, settings.connections, signedIn);
    const historyReview = await load(api, PATHS.historyReview, settings.connections, signedIn);
    const courseReview = await load(api, PATHS.courseReview, settings.connections, signedIn);
    const certificateReview = await load(
      api,
      PATHS.certificateReview,
      settings.connections,
      signedIn,
    );
    const certificates = await load(api, QUERY_PATHS.certificates, settings.connections, {
      'access-token': queryToken,
    });
    const personnelCertificates = await load(
      api,
      QUERY_PATHS.personnelCertificates,
      settings.connections,
      { 'access-token': queryToken },
    );
    const dateChanges = await load(
      api,
      INSTITUTION_PATHS.dateChanges,
      settings.connections,
      { 'access-token': institutionToken },
      FIRST_PAGE,
    );
    const vipReview = await load(api, PATHS.vipReview, settings.connections, signedIn);
    const members = await load(api, PATHS.members, settings.connections, signedIn);
    const trainingReview = await load(api, PATHS.trainingReview, settings.connections, signedIn);
    const backlog = await load(api, PATHS.backlog, settings.connections, signedIn);
    const charts = await load(api, PATHS.charts, settings.connections, signedIn);
    const asSuperAdmin = { 'access-token': superAdminToken };
    const listOf = (path: string) =>
      load(api, path, settings.connections, asSuperAdmin, FIRST_PAGE);
    const creditTypes = await listOf(CATALOGUE_PATHS.creditTypes);
    const courseLevels = await listOf(CATALOGUE_PATHS.courseLevels);
    const creditCategories = await load(
      api,
      SUPER_ADMIN_PATHS.creditCategories,
      settings.connections,
      asSuperAdmin,
    );
    const allCourses = await load(
      api,
      SUPER_ADMIN_PATHS.allCourses,
      settings.connections,
      asSuperAdmin,
    );
    const smsOutbox = await load(
      api,
      SUPER_ADMIN_PATHS.smsOutbox,
      settings.connections,
      asSuperAdmin,
    );
    const sessionMoves = await load(
      api,
      SUPER_ADMIN_PATHS.sessionMoves,
      settings.connections,
      asSuperAdmin,
    );
    const creditUsers = await load(
      api,
      superAdminPaths.creditUsers,
      settings.connections,
      asSuperAdmin,
    );
    const companyAccounts = await load(
      api,
      COMPANY_PATHS.companyAccounts,
      settings.connections,
      asCompany,
    );
    const applicableCourses = await load(
      api,
      COMPANY_PATHS.applicableCourses,
      settings.connections,
      asCompany,
    );
    const rssMb = memory.stop();
    log(`${target.name}: load runs done, RSS peak ${rssMb} MB`);
    measured = {
      database: target.name,
      data,
      startupMs,
      hello,
      helloQueries,
      listReference,
      userInfo,
      listPage1,
      page5000,
      nameSearch,
      peopleReview,
      roster,
      creditApplications,
      projects,
      trainingHistories,
      signUps,
      openCourses,
      trainingRecords,
      traineeSummaries,
      creditReview,
      projectReview,
      historyReview,
      courseReview,
      certificateReview,
      certificates,
      personnelCertificates,
      dateChanges,
      vipReview,
      members,
      trainingReview,
      creditTypes,
      courseLevels,
      creditCategories,
      allCourses,
      smsOutbox,
      sessionMoves,
      creditUsers,
      companyAccounts,
      applicableCourses,
      backlog,
      charts,
      rssMb,
    };
  } finally {
    await api.stop();
  }

  const workers = availableParallelism();
  const perCore = await startApi({ ...serverEnv, WORKERS: 'auto' });
  try {
    const userInfoWorkers = await load(perCore, PATHS.userInfo, settings.connections, signedIn);
    const listPage1Workers = await load(perCore, PATHS.listPage1, settings.connections, signedIn);
    log(`${target.name}: ${workers} workers: list ${listPage1Workers.requestsPerSecond} req/s`);
    return { ...measured, workers, userInfoWorkers, listPage1Workers };
  } finally {
    await perCore.stop();
  }
}

/** What `npm start` runs: the compiled server. */
function startApi(env: Record<string, string>): Promise<ChildServer> {
  return startChildServer({ script: 'scripts/start.mjs', env, readyPath: '/api/auth/captcha' });
}

async function loadReference(script: string, env: Record<string, string>): Promise<LoadResult> {
  const server = await startChildServer({ script, env, readyPath: '/' });
  return load(server, '/', settings.connections).finally(server.stop);
}

/** The ids of a list answer, in order (the reference answers rows as arrays, id first). */
async function idsOf(server: ChildServer, path: string, headers: Record<string, string>) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers });
  const body = (await response.json()) as { data: { list: (unknown[] | { id: unknown })[] } };
  return body.data.list.map((row) => (Array.isArray(row) ? row[0] : row.id));
}

async function load(
  server: ChildServer,
  path: string,
  connections: number,
  headers: Record<string, string> = {},
  json?: unknown,
): Promise<LoadResult> {
  const result = await measureLoad({
    ...settings,
    url: `${server.baseUrl}${path}`,
    headers,
    connections,
    ...(json === undefined ? {} : { json }),
  });
  const method = json === undefined ? 'GET' : 'POST';
  if (result.failures > 0)
    log(`  ${method} ${path}: ${result.failures} of ${result.requests} failed`);
  return result;
}

/**
 * Each measured URL answers a full page, so the runs time real work rather than refusals;
 * with `json`, each is a POST of it.
 */
async function checkAnswers(
  api: ChildServer,
  paths: Readonly<Record<string, string>>,
  token: string,
  json?: unknown,
): Promise<void> {
  for (const path of Object.values(paths)) {
    const response = await fetch(`${api.baseUrl}${path}`, {
      headers: { 'access-token': token, 'content-type': 'application/json' },
      ...(json === undefined ? {} : { method: 'POST', body: JSON.stringify(json) }),
    });
    const body = (await response.json()) as {
      status: number;
      message: string;
      data: { list?: unknown[]; total?: number };
    };
    if (response.status !== 200 || body.status !== 0) {
      throw new Error(`GET ${path}: ${response.status} ${body.message}`);
    }
    const { list, total } = body.data;
    if (list && list.length === 0) throw new Error(`GET ${path}: an empty page (total ${total})`);
    const method = json === undefined ? 'GET' : 'POST';
    if (total !== undefined) log(`  ${method} ${path}: ${list?.length} rows of ${total}`);
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
/** A run that completed no request (each took longer than the run) passes nothing. */
const within = (result: LoadResult, value: number, budget: number) =>
  result.requests > 0 && result.failures === 0 && value <= budget;

/** The areas' reads, each held to the p99 budget, as the report names them. */
const AREA_READS = [
  ['peopleReview', 'people to verify, status=1 page 1'],
  ['roster', "a company's roster page 1"],
  ['creditApplications', "a company's credit applications page 1"],
  ['projects', "a company's project declarations page 1"],
  ['trainingHistories', "a company's past training declarations page 1"],
  ['signUps', "a company's training sign-ups page 1"],
  ['openCourses', 'courses open for sign-up page 1'],
  ['trainingRecords', "a company's people's training records page 1"],
  ['traineeSummaries', "a company's roster with hours per year page 1"],
  ['creditReview', 'credit applications at the platform, status=3 page 1'],
  ['projectReview', 'project declarations at the platform, status=3 page 1'],
  ['historyReview', 'training declarations at the platform page 1'],
  ['courseReview', 'courses waiting for review at the platform, status=1 page 1'],
  ['certificateReview', 'personnel certificates to review at the platform page 1'],
  ['certificates', 'issued certificates (business query) page 1'],
  ['personnelCertificates', 'issued personnel certificates (business query) page 1'],
  ['dateChanges', "a training institution's date change requests page 1"],
  ['vipReview', 'membership applications, status=1 page 1'],
  ['members', 'memberships page 1'],
  ['trainingReview', 'training-institution applications, status=1 page 1'],
  ['creditTypes', 'credit types page 1'],
  ['courseLevels', 'course levels page 1'],
  ['creditCategories', 'credit categories page 1'],
  ['allCourses', 'every institution’s courses (courseManage) page 1'],
  ['smsOutbox', 'the SMS outbox (loginLog, ours) page 1'],
  ['sessionMoves', 'session moves asked (trainDateCheck, ours) page 1'],
  ['creditUsers', 'who earned a course’s credit hours (course/query-creditUser-list) page 1'],
  ['companyAccounts', "a company's accounts (user/corporateUser) page 1"],
  ['applicableCourses', 'the courses a company may apply to (train/applycourselist)'],
  ['backlog', "the reviewer's to-do list (blacklog/plat-list)"],
  ['charts', "the reviewer's dashboard charts"],
] as const satisfies readonly (readonly [keyof DatabaseResults, string])[];

function tableRows(results: DatabaseResults): TableRow[] {
  const { database: db, hello, helloQueries, listReference, userInfo, listPage1 } = results;
  const { page5000, nameSearch, workers, userInfoWorkers, listPage1Workers } = results;
  const shareOf = (result: LoadResult) =>
    `${((result.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)}% of hello`;
  const ofReference = (result: LoadResult) =>
    `${((result.requestsPerSecond / listReference.requestsPerSecond) * 100).toFixed(1)}% of its reference`;
  const share = listPage1.requestsPerSecond / listReference.requestsPerSecond;
  const startup = median(results.startupMs);
  const at = `${settings.connections} conn`;
  const p99Row = (label: string, result: LoadResult): TableRow => ({
    figure: `${db}: ${label} p99 (${at})`,
    measured: `${latency(result, result.latencyMs.p99)}, ${perSecond(result)}`,
    budget: `≤ ${BUDGET.p99Ms} ms`,
    pass: within(result, result.latencyMs.p99, BUDGET.p99Ms),
  });
  return [
    { figure: `${db}: hello world (${at})`, measured: perSecond(hello), budget: 'reference' },
    {
      figure: `${db}: hello + ${ROUND_TRIPS} × select 1 (${at})`,
      measured: `${perSecond(helloQueries)} = ${shareOf(helloQueries)}`,
      budget: 'reference',
    },
    {
      figure: `${db}: list reference: bare handler, plain pool, the list's SQL (${at})`,
      measured: `${perSecond(listReference)}, p99 ${ms(listReference.latencyMs.p99)}`,
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
      measured: `${perSecond(listPage1)} = ${ofReference(listPage1)}`,
      budget: `≥ ${BUDGET.listShareOfReference * 100}% of its reference`,
      pass: listPage1.failures === 0 && share >= BUDGET.listShareOfReference,
    },
    {
      figure: `${db}: list status=1 page 1 p99`,
      measured: latency(listPage1, listPage1.latencyMs.p99),
      budget: `≤ ${BUDGET.p99Ms} ms`,
      pass: within(listPage1, listPage1.latencyMs.p99, BUDGET.p99Ms),
    },
    {
      figure: `${db}: ${workers} API processes (WORKERS=auto): userinfo (${at})`,
      measured: `${perSecond(userInfoWorkers)}, p99 ${ms(userInfoWorkers.latencyMs.p99)}`,
      budget: 'reported',
    },
    {
      figure: `${db}: ${workers} API processes (WORKERS=auto): list page 1 (${at})`,
      measured: `${perSecond(listPage1Workers)} = ${ofReference(listPage1Workers)}, p99 ${ms(listPage1Workers.latencyMs.p99)}`,
      budget: 'reported',
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
    ...AREA_READS.map(([key, label]) => p99Row(label, results[key])),
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
    paths: { ...PATHS, ...COMPANY_PATHS },
    results,
    rows,
  });
  log(`results written to ${path}`);
  if (rows.some((row) => row.pass === false)) process.exitCode = 1;
}

await main();
