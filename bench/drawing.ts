/**
 * `npm run bench:drawing` (issue 40): does drawing certificates slow anyone else down?
 * Against `npm start` on a fresh demo data folder (test mode, for the scripted sign-in):
 * the public captcha's p99 idle, then while 10 certificate specimens draw without pause
 * (specimens are never cached: each one is a full drawing in the CPU pool). Budget: the
 * captcha's p99 under drawing ≤ 2× its idle p99, same run; a repeat view of an issued
 * certificate (a cached file) within 2× a static file of the same size (bench/staticFileServer.ts),
 * in requests/s and p99, same run.
 * Prints the table, writes bench/results/drawing.json, exits 1 when a budget is missed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureLoad, type LoadResult } from './support/apiLoad';
import { printTable, writeResults, type TableRow } from './support/clientBenchReport';
import { startChildServer, type ChildServer } from './support/serverProcess';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const DRAWING_AT_ONCE = 10;
const BUDGET = { captchaUnderDrawing: 2, repeatViewOfStatic: 2 };
const SUPER_ADMIN = '13900000000';
const COMPANY = '13900002000';
const PASSWORD = 'Demo1234';

const log = (line: string) => console.log(`[bench:drawing] ${line}`);

async function signIn(server: ChildServer, userName: string): Promise<string> {
  const get = async <T>(path: string) =>
    ((await (await fetch(`${server.baseUrl}${path}`)).json()) as { data: T }).data;
  const { captchaId } = await get<{ captchaId: string }>('/api/auth/captcha');
  const { answer } = await get<{ answer: string }>(`/api/test/captcha/${captchaId}`);
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: PASSWORD, captchaId, captchaCode: answer }),
  });
  return ((await response.json()) as { data: string }).data;
}

async function api<T>(server: ChildServer, token: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'access-token': token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** A specimen request of the first designed personnel certificate level. */
async function specimenRequest(server: ChildServer, token: string) {
  const levels = await api<{ list: { id: number }[] }>(
    server,
    token,
    '/api/qualification/CertificateLevels',
    { pageSize: 10 },
  );
  for (const { id } of levels.list) {
    const template = await api<{ backgroundFileId: string | null; points: unknown[] }>(
      server,
      token,
      `/api/qualification/certificate-template/${id}`,
    );
    if (template.backgroundFileId) {
      return { id, backgroundFileId: template.backgroundFileId, points: template.points };
    }
  }
  throw new Error('The demo has no designed certificate level');
}

/** Keeps `count` specimens drawing, one after another each, until `stop` resolves. */
async function drawWithoutPause(
  server: ChildServer,
  token: string,
  body: unknown,
  count: number,
  stop: Promise<unknown>,
): Promise<number> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  let drawn = 0;
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (!stopped) {
        const response = await fetch(
          `${server.baseUrl}/api/qualification/preview-certificate-template`,
          {
            method: 'POST',
            headers: { 'access-token': token, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
        );
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`A specimen answered ${response.status}`);
        drawn += 1;
      }
    }),
  );
  return drawn;
}

const captchaLoad = (server: ChildServer) =>
  measureLoad({
    url: `${server.baseUrl}/api/auth/captcha`,
    connections: CONNECTIONS,
    warmupSeconds: 2,
    seconds: SECONDS,
  });

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qds-bench-drawing-'));
  const server = await startChildServer({
    script: 'scripts/start.mjs',
    env: {
      APP_MODE: 'test',
      DATA_DIR: dataDir,
      SKIP_CLIENT_BUILD: '1',
      LOG_LEVEL: 'warn',
      CAPTCHA_RATE_LIMIT: '10000000',
      PREVIEW_RATE_LIMIT: '10000000',
    },
    readyPath: '/api/auth/captcha',
  });
  try {
    const admin = await signIn(server, SUPER_ADMIN);
    const specimen = await specimenRequest(server, admin);
    log(`captcha idle, ${CONNECTIONS} connections, ${SECONDS} s`);
    const idle = await captchaLoad(server);
    log(`captcha while ${DRAWING_AT_ONCE} specimens draw`);
    let finish: (value: LoadResult) => void = () => undefined;
    const finished = new Promise<LoadResult>((resolve) => (finish = resolve));
    const drawing = drawWithoutPause(server, admin, specimen, DRAWING_AT_ONCE, finished);
    // Let the pool fill before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const underDrawing = await captchaLoad(server);
    finish(underDrawing);
    const drawn = await drawing;
    const ratio = underDrawing.latencyMs.p99 / Math.max(1, idle.latencyMs.p99);
    const company = await signIn(server, COMPANY);
    const { repeat, staticFile, bytes } = await repeatView(server, company);
    const slower = Math.max(
      staticFile.requestsPerSecond / Math.max(1, repeat.requestsPerSecond),
      repeat.latencyMs.p99 / Math.max(1, staticFile.latencyMs.p99),
    );

    const rows: TableRow[] = [
      { figure: 'captcha idle: p99', measured: `${idle.latencyMs.p99} ms`, budget: 'reference' },
      {
        figure: `captcha while ${DRAWING_AT_ONCE} specimens draw: p99`,
        measured: `${underDrawing.latencyMs.p99} ms (${ratio.toFixed(2)}×)`,
        budget: `≤ ${BUDGET.captchaUnderDrawing}× idle`,
        pass: ratio <= BUDGET.captchaUnderDrawing && underDrawing.failures === 0,
      },
      {
        figure: 'specimens drawn meanwhile',
        measured: `${drawn} (${(drawn / (SECONDS + 2)).toFixed(1)}/s)`,
        budget: 'reported',
      },
      {
        figure: `a static file of the certificate's size (${Math.round(bytes / 1024)} KB)`,
        measured: `${staticFile.requestsPerSecond} req/s, p99 ${staticFile.latencyMs.p99} ms`,
        budget: 'reference',
      },
      {
        figure: 'repeat view of a certificate (cached file)',
        measured: `${repeat.requestsPerSecond} req/s, p99 ${repeat.latencyMs.p99} ms (${slower.toFixed(2)}× the file)`,
        budget: `≤ ${BUDGET.repeatViewOfStatic}× a static file`,
        pass: slower <= BUDGET.repeatViewOfStatic && repeat.failures === 0 && repeat.requests > 0,
      },
    ];
    printTable('Certificate drawing', rows);
    log(
      `results: ${writeResults('drawing', { idle, underDrawing, drawn, repeat, staticFile, budget: BUDGET })}`,
    );
    if (rows.some((row) => row.pass === false)) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * An issued certificate viewed again and again (its drawing is cached, so each is a file
 * read), and a static file of the same bytes served bare, at the same load.
 */
async function repeatView(server: ChildServer, token: string) {
  const own = await api<{ list: { id: number; status: number }[] }>(
    server,
    token,
    '/api/credit-category/query-my-corporatecredit-page?pageIndex=1&pageSize=50',
  );
  const approved = own.list.find((row) => row.status === 6);
  if (!approved) throw new Error('The demo company has no approved application');
  const url = `${server.baseUrl}/api/credit-category/compay-ecert/${approved.id}`;
  const headers = { 'access-token': token };
  const picture = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
  const folder = mkdtempSync(join(tmpdir(), 'qds-bench-static-'));
  const file = join(folder, 'certificate.png');
  writeFileSync(file, picture);
  const load = (target: string, extra: Record<string, string>) =>
    measureLoad({
      url: target,
      headers: extra,
      connections: CONNECTIONS,
      warmupSeconds: 1,
      seconds: 4,
    });
  const reference = await startChildServer({
    script: 'bench/staticFileServer.ts',
    env: { STATIC_FILE: file },
    readyPath: '/',
  });
  try {
    const staticFile = await load(`${reference.baseUrl}/file`, {});
    const repeat = await load(url, headers);
    return { repeat, staticFile, bytes: picture.length };
  } finally {
    await reference.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
