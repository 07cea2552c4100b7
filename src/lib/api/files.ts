/**
 * /api/files: uploads (multipart field `file`) and reading a stored file. Uploads go
 * through XMLHttpRequest, the one browser API that reports upload progress; they carry
 * the same `access-token` and `Accept-Language` headers as the ky client and answer the
 * same envelope, and a dead session is reported the same way (DESIGN §7.8).
 */
import { currentLanguage } from '../i18n';
import { readToken } from '../storage';
import { ApiError } from './ApiError';
import type { BlobAnswer } from './client';
import { readEnvelope } from './envelope';
import { publishApiEvent, type ApiEvent } from './events';
import { api } from './http';

/** `POST /api/files` → data. */
export interface UploadedFile {
  readonly id: string;
  readonly url: string;
  readonly name: string;
  readonly type: string;
  readonly size?: number;
}

export interface UploadOptions {
  /** 0-100, as the bytes go out. */
  readonly onProgress?: (percent: number) => void;
  readonly signal?: AbortSignal;
  /** Form fields sent with the file (an import's `mode`). */
  readonly fields?: Readonly<Record<string, string>>;
}

/** The part of XMLHttpRequest an upload uses (tests hand in a fake). */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  getAllResponseHeaders(): string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
  timeout: number;
}

export interface UploaderDeps {
  readonly baseUrl?: string;
  /** Under the base URL; `files` by default. */
  readonly path?: string;
  readonly getToken: () => string | undefined;
  readonly getLanguage: () => string;
  readonly emit: (event: ApiEvent) => void;
  readonly createRequest?: () => UploadRequest;
}

/** Large files on slow links need longer than the 10 s of ordinary calls. */
export const UPLOAD_TIMEOUT_MS = 120_000;
const HTTP_UNAUTHORIZED = 401;
const SESSION_REVOKED_STATUSES: readonly number[] = [512, 514];

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const networkError = (key: 'error.network' | 'error.timeout') =>
  new ApiError({ httpStatus: 0, status: -1, message: '', messageKey: key });

export function createUploader(deps: UploaderDeps) {
  const createRequest =
    deps.createRequest ?? (() => new XMLHttpRequest() as unknown as UploadRequest);
  const url = `${deps.baseUrl ?? '/api'}/${deps.path ?? 'files'}`;

  return function uploadFile<Answer = UploadedFile>(
    file: Blob,
    fileName: string,
    options: UploadOptions = {},
  ): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      const request = createRequest();
      const fail = (error: ApiError) => {
        if (error.httpStatus === HTTP_UNAUTHORIZED) deps.emit({ type: 'SESSION.EXPIRED' });
        else if (SESSION_REVOKED_STATUSES.includes(error.status)) {
          deps.emit({ type: 'SESSION.REVOKED', message: error.message });
        }
        reject(error);
      };

      request.open('POST', url);
      request.timeout = UPLOAD_TIMEOUT_MS;
      const token = deps.getToken();
      if (token) request.setRequestHeader('access-token', token);
      request.setRequestHeader('Accept-Language', deps.getLanguage());

      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          options.onProgress?.(Math.round((event.loaded / event.total) * 100));
        }
      };
      request.onload = () => {
        if (request.status < 200 || request.status > 599) {
          fail(networkError('error.network'));
          return;
        }
        const response = new Response(request.responseText, {
          status: request.status,
          headers: headersOf(request.getAllResponseHeaders()),
        });
        readEnvelope<Answer>(response).then(resolve, (error: unknown) =>
          fail(error instanceof ApiError ? error : networkError('error.network')),
        );
      };
      request.onerror = () => fail(networkError('error.network'));
      request.ontimeout = () => fail(networkError('error.timeout'));
      request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));

      if (options.signal?.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal?.addEventListener('abort', () => request.abort(), { once: true });

      const body = new FormData();
      for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
      body.append('file', file, fileName);
      request.send(body);
    });
  };
}

/** The app's uploader: the token from the cookie, the language on screen. */
export const uploadFile = createUploader({
  getToken: readToken,
  getLanguage: currentLanguage,
  emit: publishApiEvent,
});

/**
 * A stored file's bytes, read with the access token (an `<img src>` could not send it);
 * the caller makes an object URL of them. Shown in place, so failures are quiet.
 */
export async function fetchFile(id: string): Promise<Blob> {
  const answer: BlobAnswer = await api.blob(`files/${encodeURIComponent(id)}`, {
    quiet: true,
    background: true,
  });
  return answer.blob;
}
