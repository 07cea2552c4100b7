/**
 * Load runs of the API benchmark: autocannon against one URL, a warm-up that is thrown
 * away and then the measured run; and the server's resident memory sampled meanwhile.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadSettings {
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** A JSON body makes it a POST (the seed's lists under /api/qualification are POSTs). */
  readonly json?: unknown;
  readonly connections: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly latencyMs: { readonly p50: number; readonly p99: number; readonly average: number };
  readonly requests: number;
  /** Answers other than 2xx, connection errors and timeouts: any makes the run invalid. */
  readonly failures: number;
}

function run(settings: LoadSettings, seconds: number) {
  const post =
    settings.json === undefined
      ? {}
      : {
          method: 'POST' as const,
          body: JSON.stringify(settings.json),
          headers: { ...settings.headers, 'content-type': 'application/json' },
        };
  return autocannon({
    url: settings.url,
    headers: { ...settings.headers },
    ...post,
    connections: settings.connections,
    duration: seconds,
  });
}

export async function measureLoad(settings: LoadSettings): Promise<LoadResult> {
  await run(settings, settings.warmupSeconds);
  const result = await run(settings, settings.seconds);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
    },
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export interface MemorySampler {
  /** Stops sampling; answers the highest VmRSS seen, in MB. */
  stop(): number;
}

/** Reads /proc/<pid>/status every `everyMs` (Linux). */
export function sampleResidentMemory(pid: number, everyMs = 200): MemorySampler {
  let highestKb = 0;
  const sample = () => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0);
    highestKb = Math.max(highestKb, kb);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(highestKb / 1024);
    },
  };
}
