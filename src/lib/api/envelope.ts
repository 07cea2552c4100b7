import { ApiError } from './ApiError';

/** `{ status, message, data }`, status 0 on success (DESIGN §5). */
export interface Envelope {
  readonly status: number;
  readonly message: string;
  readonly data?: unknown;
  readonly fieldErrors?: unknown;
}

export function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const { status, message } = body as Record<string, unknown>;
  return typeof status === 'number' && (message === undefined || typeof message === 'string');
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** `Retry-After` in seconds or as an HTTP date. */
function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The `data` of a successful answer, or the ApiError describing the failure. */
export async function readEnvelope<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isEnvelope(body) && response.ok && body.status === 0) return body.data as T;
  // A success whose body never arrived whole (the page was left while it was being read):
  // as good as no answer — nothing was refused, so a session must not end over it.
  if (response.ok && !isEnvelope(body)) {
    throw new ApiError({
      httpStatus: 0,
      status: 0,
      message: '',
      fieldErrors: {},
      messageKey: 'error.network',
    });
  }

  const envelope = isEnvelope(body) ? body : undefined;
  const message = envelope?.message ?? '';
  throw new ApiError({
    httpStatus: response.status,
    status: envelope && envelope.status !== 0 ? envelope.status : response.status,
    message,
    fieldErrors: stringRecord(envelope?.fieldErrors),
    retryAfterMs: retryAfterMs(response),
    // "show the message (or 'Error')" (seed §8)
    messageKey: message ? undefined : 'error.generic',
  });
}
