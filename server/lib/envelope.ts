/**
 * The answer envelope (DESIGN §5): `{ status, message, data }` with status 0 on success;
 * on failure the HTTP status repeats in `status` and forms may get `fieldErrors`.
 */
export interface SuccessEnvelope<T> {
  readonly status: 0;
  readonly message: '';
  readonly data: T;
}

export interface ErrorEnvelope {
  readonly status: number;
  readonly message: string;
  readonly data: Readonly<Record<string, unknown>> | null;
  readonly fieldErrors?: Readonly<Record<string, string>>;
}

export function ok<T>(data: T): SuccessEnvelope<T> {
  return { status: 0, message: '', data };
}
