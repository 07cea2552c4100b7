/**
 * The HTTP side of `npm run bench:deadline`: simulated users call the API through one undici
 * pool (keep-alive connections, the cheapest client Node has: the load generator shares the
 * two cores with the server), and every call is timed under its kind ("credit: submit",
 * "list: messages") in the stage that is running. A call is an error when it does not answer
 * 200 with the contract's `status: 0`, or does not answer at all.
 */
import { Pool } from 'undici';

export interface CallOptions {
  readonly token: string;
  /** JSON body; or `form` for a multipart upload. */
  readonly body?: unknown;
  readonly form?: FormData;
}

interface Envelope<T> {
  readonly status: number;
  readonly message?: string;
  readonly data: T;
}

/** Latencies (ms) and errors per kind of call, of one stage. */
export class StageRecord {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  /** The first few error answers, to say what failed. */
  readonly errorSamples: string[] = [];
  startedAt = performance.now();
  endedAt = 0;

  record(kind: string, milliseconds: number, error?: string) {
    const list = this.latencies.get(kind) ?? [];
    list.push(milliseconds);
    this.latencies.set(kind, list);
    if (error === undefined) return;
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (this.errorSamples.length < 10) this.errorSamples.push(`${kind}: ${error}`);
  }
}

/** Raised by a call that failed: the scenario stops its current flow and starts over. */
export class CallFailed extends Error {}

export class ScenarioClient {
  private readonly pool: Pool;
  /** Where calls are recorded now; the ramp swaps it at each stage. */
  stage = new StageRecord();

  constructor(baseUrl: string, connections: number) {
    this.pool = new Pool(baseUrl, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  }

  async json<T>(kind: string, method: 'GET' | 'POST' | 'PUT', path: string, options: CallOptions) {
    const headers: Record<string, string> = { 'access-token': options.token };
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const stage = this.stage;
    const started = performance.now();
    let failure: string | undefined;
    try {
      const response = await this.pool.request({
        method,
        path,
        headers,
        body: body instanceof FormData ? await encodeForm(body, headers) : body,
      });
      const text = await response.body.text();
      if (response.statusCode !== 200) failure = `${response.statusCode} ${text.slice(0, 160)}`;
      else {
        const envelope = JSON.parse(text) as Envelope<T>;
        if (envelope.status !== 0) failure = `status ${envelope.status} ${envelope.message ?? ''}`;
        else return envelope.data;
      }
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    } finally {
      stage.record(kind, performance.now() - started, failure);
    }
    throw new CallFailed(`${kind}: ${failure}`);
  }

  /** A binary answer (a certificate): only its status and length matter. */
  async bytes(kind: string, path: string, token: string): Promise<number> {
    const stage = this.stage;
    const started = performance.now();
    let failure: string | undefined;
    try {
      const response = await this.pool.request({
        method: 'GET',
        path,
        headers: { 'access-token': token },
      });
      const bytes = await response.body.arrayBuffer();
      if (response.statusCode === 200) return bytes.byteLength;
      failure = `${response.statusCode} ${Buffer.from(bytes).toString('utf8', 0, 160)}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    } finally {
      stage.record(kind, performance.now() - started, failure);
    }
    throw new CallFailed(`${kind}: ${failure}`);
  }

  close() {
    return this.pool.close();
  }
}

/** A FormData as the bytes and content type undici's pool sends (it takes no FormData itself). */
async function encodeForm(form: FormData, headers: Record<string, string>): Promise<Buffer> {
  const request = new Request('http://form.invalid/', { method: 'POST', body: form });
  headers['content-type'] = request.headers.get('content-type') ?? '';
  return Buffer.from(await request.arrayBuffer());
}
