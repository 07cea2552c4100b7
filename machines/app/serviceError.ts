import { keyNotice, textNotice, type Notice } from './notice';

/**
 * A failed call as the machines see it. The HTTP client in src/lib/api rejects with an
 * `ApiError` of this shape; machines cannot import it (machines/ stays free of src/).
 */
export interface ServiceError {
  /** The HTTP status; 0 when no response arrived (network failure, timeout). */
  readonly httpStatus: number;
  /** The envelope's `status` (equal to the HTTP status for server errors). */
  readonly status: number;
  /** The server's message, localized by `Accept-Language`; empty when there is none. */
  readonly message: string;
  /** Per-field messages of a 400 answer, keyed by field name. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** From `Retry-After`, when a 429 answer names one. */
  readonly retryAfterMs?: number;
  /** i18n key for failures the client itself detected (timeout, network, bad body). */
  readonly messageKey?: string;
}

export const HTTP_TOO_MANY_REQUESTS = 429;

export function isServiceError(value: unknown): value is ServiceError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ServiceError>;
  return (
    typeof candidate.httpStatus === 'number' &&
    typeof candidate.status === 'number' &&
    typeof candidate.message === 'string' &&
    typeof candidate.fieldErrors === 'object'
  );
}

/** What to show for a failure: the server's words first, then the client's reason. */
export function noticeFromError(error: unknown, fallbackKey: string): Notice {
  if (!isServiceError(error)) return keyNotice(fallbackKey);
  if (error.message) return textNotice(error.message);
  return keyNotice(error.messageKey ?? fallbackKey);
}
