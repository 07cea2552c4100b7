import type { ServiceError } from '@machines/app/serviceError';

interface ApiErrorFields {
  readonly httpStatus: number;
  readonly status: number;
  readonly message: string;
  readonly fieldErrors?: Readonly<Record<string, string>>;
  readonly retryAfterMs?: number;
  readonly messageKey?: string;
}

/** Every failed call rejects with this (DESIGN §5 envelope, seed §8). */
export class ApiError extends Error implements ServiceError {
  readonly httpStatus: number;
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly retryAfterMs?: number;
  readonly messageKey?: string;

  constructor(fields: ApiErrorFields) {
    super(fields.message);
    this.name = 'ApiError';
    this.httpStatus = fields.httpStatus;
    this.status = fields.status;
    this.fieldErrors = fields.fieldErrors ?? {};
    if (fields.retryAfterMs !== undefined) this.retryAfterMs = fields.retryAfterMs;
    if (fields.messageKey !== undefined) this.messageKey = fields.messageKey;
  }
}
