/**
 * The one HTTP client (seed §7, DESIGN §5): base /api, 10 s timeout, `access-token` and
 * `Accept-Language` headers, a `t` cache-buster on GETs, answers unwrapped from the
 * envelope. Failures reject with ApiError and are reported as ApiEvents; the client
 * itself never shows anything.
 */
import ky, { TimeoutError } from 'ky';
import { ApiError } from './ApiError';
import { readEnvelope } from './envelope';
import type { ApiEvent } from './events';

export const API_TIMEOUT_MS = 10_000;
const HTTP_UNAUTHORIZED = 401;
/** Session revoked or replaced, account disabled. */
const SESSION_REVOKED_STATUSES: readonly number[] = [512, 514];

export interface ApiClientDeps {
  /** Defaults to `/api` on this origin. */
  readonly baseUrl?: string;
  readonly getToken: () => string | undefined;
  readonly getLanguage: () => string;
  readonly emit: (event: ApiEvent) => void;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

export type SearchParams = Readonly<Record<string, string | number | boolean>>;

export interface CallOptions {
  readonly searchParams?: SearchParams;
  readonly json?: unknown;
  /** The caller shows failures itself (a form, the session): no toast. */
  readonly quiet?: boolean;
  /** Polling and other background reads: no loading overlay. */
  readonly background?: boolean;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** A file the server sent: its bytes and the name `Content-Disposition` gives it. */
export interface BlobAnswer {
  readonly blob: Blob;
  readonly fileName: string | undefined;
}

/** `attachment; filename*=UTF-8''…` (preferred) or `filename="…"`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1];
  return plain?.trim() || undefined;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const timedOut = error instanceof TimeoutError;
  return new ApiError({
    httpStatus: 0,
    status: -1,
    message: '',
    messageKey: timedOut ? 'error.timeout' : 'error.network',
  });
}

export function createApiClient(deps: ApiClientDeps) {
  const now = deps.now ?? Date.now;
  const http = ky.create({
    prefixUrl: deps.baseUrl ?? '/api',
    timeout: API_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = deps.getToken();
          if (token) request.headers.set('access-token', token);
          request.headers.set('Accept-Language', deps.getLanguage());
        },
      ],
    },
  });

  function report(error: ApiError, options: CallOptions): void {
    if (error.httpStatus === HTTP_UNAUTHORIZED) {
      deps.emit({ type: 'SESSION.EXPIRED' });
    } else if (SESSION_REVOKED_STATUSES.includes(error.status)) {
      deps.emit({ type: 'SESSION.REVOKED', message: error.message });
    } else if (!options.quiet) {
      deps.emit({ type: 'REQUEST.FAILED', error });
    }
  }

  /** Runs one request with the shared tracking and failure reporting; `read` takes the answer. */
  async function run<T>(
    method: Method,
    path: string,
    options: CallOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const searchParams =
      method === 'get' ? { ...options.searchParams, t: now() } : options.searchParams;
    const tracked = !options.background;
    if (tracked) deps.emit({ type: 'REQUEST.STARTED' });
    try {
      const response = await http(path, { method, json: options.json, searchParams });
      return await read(response);
    } catch (error) {
      const apiError = toApiError(error);
      report(apiError, options);
      throw apiError;
    } finally {
      if (tracked) deps.emit({ type: 'REQUEST.SETTLED' });
    }
  }

  function call<T>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
    return run(method, path, options, (response) => readEnvelope<T>(response));
  }

  /**
   * A file answer (download, image): its bytes, or the envelope's failure. A POST when the
   * picture is drawn from what the request carries (a certificate preview).
   */
  function blob(
    path: string,
    options: CallOptions = {},
    method: 'get' | 'post' = 'get',
  ): Promise<BlobAnswer> {
    return run(method, path, options, async (response) => {
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || type.includes('application/json')) {
        await readEnvelope<unknown>(response);
        // A 200 envelope where a file was expected: nothing to save.
        throw new ApiError({
          httpStatus: response.status,
          status: -1,
          message: '',
          messageKey: 'error.generic',
        });
      }
      return {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition')),
      };
    });
  }

  return {
    get: <T>(path: string, options?: CallOptions) => call<T>('get', path, options),
    post: <T>(path: string, options?: CallOptions) => call<T>('post', path, options),
    put: <T>(path: string, options?: CallOptions) => call<T>('put', path, options),
    delete: <T>(path: string, options?: CallOptions) => call<T>('delete', path, options),
    blob,
  };
}
