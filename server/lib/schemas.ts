/**
 * JSON Schema pieces for route declarations: they drive the OpenAPI document and the
 * response serialisers. Business rules are checked with the shared yup schemas
 * (validation.ts), so body schemas here state shapes and types, not requirements.
 */
import type { FastifySchema } from 'fastify';

type JsonSchema = Readonly<Record<string, unknown>>;

export const ERROR_ENVELOPE_ID = 'ErrorEnvelope';

export const errorEnvelopeSchema = {
  $id: ERROR_ENVELOPE_ID,
  type: 'object',
  description:
    'A refusal. `status` repeats the HTTP status: 400 validation, 401 no or expired session, ' +
    '403 forbidden, 404 not found, 409 conflict, 413 too large, 429 rate limited or locked, ' +
    '500 internal, 512 session revoked, 514 account disabled.',
  required: ['status', 'message', 'data'],
  properties: {
    status: { type: 'integer' },
    message: { type: 'string', description: "In the request's language." },
    data: { type: 'object', nullable: true, additionalProperties: true },
    fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export const string = (description?: string): JsonSchema => ({
  type: 'string',
  ...(description ? { description } : {}),
});
export const nullableString = { type: 'string', nullable: true } as const;
export const boolean = { type: 'boolean' } as const;
/** Bounded, so a huge number is refused as the field's error rather than by the database. */
export const integer = {
  type: 'integer',
  minimum: -Number.MAX_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
} as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
export const nullableDateTime = { ...dateTime, nullable: true } as const;
/** A filter's day: YYYY-MM-DD, the day included. */
export const isoDate = { type: 'string', format: 'date', description: 'YYYY-MM-DD, inclusive' };

/** Every property is required unless `required` says otherwise. */
export function object(properties: Record<string, JsonSchema>, required?: string[]): JsonSchema {
  const requiredProperties = required ?? Object.keys(properties);
  return {
    type: 'object',
    properties,
    ...(requiredProperties.length > 0 ? { required: requiredProperties } : {}),
  };
}

export const stringArray = { type: 'array', items: { type: 'string' } } as const;

export function pagedList(item: JsonSchema, extra: Record<string, JsonSchema> = {}): JsonSchema {
  return object({
    list: { type: 'array', items: item },
    total: integer,
    pageIndex: integer,
    pageSize: integer,
    ...extra,
  });
}

interface RouteDoc {
  readonly tags: string[];
  readonly summary: string;
  readonly description?: string;
  readonly body?: JsonSchema;
  readonly querystring?: JsonSchema;
  readonly params?: JsonSchema;
  /** Schema of `data` in the success envelope. */
  readonly data: JsonSchema;
}

/** A route's schema: request parts, the success envelope, and the error envelope. */
export function routeSchema({ data, ...doc }: RouteDoc): FastifySchema {
  const errorEnvelope = { $ref: `${ERROR_ENVELOPE_ID}#` };
  return {
    ...doc,
    response: {
      200: object({
        status: { type: 'integer', enum: [0] },
        message: string(),
        data,
      }),
      '4xx': errorEnvelope,
      '5xx': errorEnvelope,
    },
  };
}

interface BinaryRouteDoc extends Omit<RouteDoc, 'data'> {
  /** The media types the success answer may have. */
  readonly produces: readonly string[];
}

/** A route answering bytes (a stored file, a spreadsheet); refusals still use the envelope. */
export function binaryRouteSchema({ produces, ...doc }: BinaryRouteDoc): FastifySchema {
  const errorEnvelope = { $ref: `${ERROR_ENVELOPE_ID}#` };
  const bytes = { schema: { type: 'string', format: 'binary' } };
  return {
    ...doc,
    response: {
      200: {
        description: 'The bytes.',
        content: Object.fromEntries(produces.map((mediaType) => [mediaType, bytes])),
      },
      '4xx': errorEnvelope,
      '5xx': errorEnvelope,
    },
  };
}

/** How a promised SMS stands (`SmsDelivery`): the reviewer's detail, the operator's outbox. */
export const smsDeliveryProperties = {
  state: { type: 'string', enum: ['pending', 'sent', 'failed'] },
  attempts: integer,
  nextAttemptAt: { ...nullableString, description: 'ISO; when a waiting message is tried next' },
  sentAt: nullableString,
  lastError: { ...nullableString, description: 'Why the last try did not send it: an i18n key' },
} as const;
