/**
 * Refusals the API answers with. They carry i18n keys, not text: the error handler
 * renders them in the request's language (DESIGN §5, convention §7.7).
 */
export const HttpStatus = {
  badRequest: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
  /** The session was revoked or replaced (logout, another sign-in policy). */
  sessionRevoked: 512,
  /** The database cannot be reached, or the server is too busy: try again shortly. */
  serviceUnavailable: 503,
  accountDisabled: 514,
} as const;

/** A parameter that is itself a message, rendered in the answer's language (a status label). */
export interface LocalizedParam {
  readonly key: string;
}

export type MessageParams = Readonly<Record<string, string | number | LocalizedParam>>;

export interface MessageRef {
  readonly key: string;
  readonly params?: MessageParams;
}

export interface AppErrorOptions {
  readonly params?: MessageParams;
  /** The field the message is about: the rendered message starts with its label. */
  readonly field?: string;
  /**
   * Where the field's label lives when `field.<name>` is not it (a catalogue's `name` is
   * "名称", not a person's "姓名"): an i18n key prefix, the label being `<prefix>.<field>`.
   */
  readonly labels?: string;
  /** Per-field messages, shown by forms under their fields. */
  readonly fieldErrors?: Readonly<Record<string, MessageRef>>;
  /** Machine-readable details, e.g. `retryAfterSeconds`. */
  readonly data?: Readonly<Record<string, unknown>>;
}

export class AppError extends Error {
  readonly params: MessageParams | undefined;
  readonly field: string | undefined;
  readonly labels: string | undefined;
  readonly fieldErrors: Readonly<Record<string, MessageRef>> | undefined;
  readonly data: Readonly<Record<string, unknown>> | undefined;

  constructor(
    readonly httpStatus: number,
    readonly key: string,
    options: AppErrorOptions = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.params = options.params;
    this.field = options.field;
    this.labels = options.labels;
    this.fieldErrors = options.fieldErrors;
    this.data = options.data;
  }
}
