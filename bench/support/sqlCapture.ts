/**
 * Each benchmarked endpoint's SQL, learnt from the API itself: the API runs once with
 * captureSql.mjs preloaded, each target is requested a few times (caches warm, as under
 * load) and then once tagged, and the tagged request's queries are read back in the order
 * they ran, grouped into the steps the reference replays (bench/sqlReference.ts, grouping
 * in querySteps.ts).
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { groupInSteps, type CaptureLine, type QueryPlan } from './querySteps';
import { startChildServer, type ChildServer } from './serverProcess';

export type { CapturedQuery, QueryPlan } from './querySteps';

export const CAPTURE_HEADER = 'x-bench-capture';
const WARM_REQUESTS = 2;

export interface CaptureRequest {
  readonly name: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly json?: unknown;
}

/** Starts the API with the capture preloaded; `capture` then learns each request's plan. */
export async function startCapturingApi(env: Record<string, string>) {
  const file = join(tmpdir(), `bench-sql-${process.pid}-${Date.now()}.jsonl`);
  const api = await startChildServer({
    script: 'scripts/start.mjs',
    env: { ...env, BENCH_SQL_CAPTURE: file },
    nodeArguments: ['--import', './bench/support/captureSql.mjs'],
    readyPath: '/api/auth/captcha',
  });
  return {
    api,
    capture: (request: CaptureRequest) => capturePlan(api, file, request),
    stop: async () => {
      await api.stop();
      rmSync(file, { force: true });
    },
  };
}

async function capturePlan(
  api: ChildServer,
  file: string,
  request: CaptureRequest,
): Promise<QueryPlan> {
  for (let warm = 0; warm < WARM_REQUESTS; warm += 1) await send(api, request, {});
  const tag = `${request.name}-${Date.now()}`;
  await send(api, request, { [CAPTURE_HEADER]: tag });
  // Work the handler started without awaiting (a session's last-seen update) may end after
  // the answer: it is part of the request's cost, so give it a moment to be written.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as CaptureLine)
    .filter((line) => line.tag === tag);
  if (lines.length === 0) throw new Error(`${request.path} ran no query: nothing to refer to`);
  return groupInSteps(lines);
}

async function send(
  api: ChildServer,
  request: CaptureRequest,
  extra: Record<string, string>,
): Promise<void> {
  const response = await fetch(`${api.baseUrl}${request.path}`, {
    headers: { ...request.headers, ...extra, 'content-type': 'application/json' },
    ...(request.json === undefined ? {} : { method: 'POST', body: JSON.stringify(request.json) }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${request.path} answered ${response.status}`);
}
