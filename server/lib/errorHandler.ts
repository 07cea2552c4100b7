/**
 * Every refusal leaves as the error envelope, in the request's language, with the HTTP
 * status repeated in `status` — Fastify's own errors (malformed JSON, body too large,
 * schema mismatch) included. Internal details go to the log, never to the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable, isDataException } from './dbErrors';
import type { ErrorEnvelope } from './envelope';
import { AppError, HttpStatus } from './errors';
import { fieldLabel, languageOf, t, type Language } from './i18n';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Where the labels of the route's body fields live when `field.<name>` is not what its
     * form calls them (a session move's `comment` is its reason, not a review comment): a
     * body that fails the route's schema is named with them.
     */
    labels?: string;
  }
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError =
      error instanceof AppError
        ? error
        : fromFastifyError(error, request.routeOptions.config.labels);
    if (appError.httpStatus === HttpStatus.internal) {
      request.log.error({ err: error }, 'request failed');
    } else if (appError.key === 'error.databaseUnavailable') {
      // One line per call while it is away, not a stack trace each.
      request.log.warn(
        { reason: error.message.split('\n').at(-1) },
        'the database cannot be reached',
      );
    }
    return sendError(request, reply, appError);
  });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const language = languageOf(request.headers['accept-language']);
  const retryAfter = error.data?.retryAfterSeconds;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  return reply.code(error.httpStatus).send(renderError(language, error));
}

export function renderError(language: Language, error: AppError): ErrorEnvelope {
  const text = t(language, error.key, error.params);
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors ?? {}).map(([field, ref]) => [
      field,
      t(language, ref.key, ref.params),
    ]),
  );
  return {
    status: error.httpStatus,
    message: error.field ? `${fieldLabel(language, error.field, error.labels)}: ${text}` : text,
    data: error.data ?? null,
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
  };
}

/** How long a client should wait before trying again while the database is away. */
const DATABASE_RETRY_SECONDS = 5;

function fromFastifyError(error: FastifyError, labels: string | undefined): AppError {
  if (error.validation) return fromSchemaValidation(error.validation, labels);
  if (isDatabaseUnreachable(error)) {
    return new AppError(HttpStatus.serviceUnavailable, 'error.databaseUnavailable', {
      data: { retryAfterSeconds: DATABASE_RETRY_SECONDS },
    });
  }
  if (isDataException(error)) return new AppError(HttpStatus.badRequest, 'error.badRequest');
  const status = error.statusCode ?? HttpStatus.internal;
  if (status === HttpStatus.payloadTooLarge) {
    return new AppError(HttpStatus.payloadTooLarge, 'error.payloadTooLarge');
  }
  if (status === HttpStatus.notFound) return new AppError(HttpStatus.notFound, 'error.notFound');
  if (status === HttpStatus.tooManyRequests) {
    return new AppError(HttpStatus.tooManyRequests, 'error.rateLimited');
  }
  // Malformed JSON, unsupported content types and the like: the client sent nonsense.
  if (status >= 400 && status < 500) return new AppError(HttpStatus.badRequest, 'error.badRequest');
  return new AppError(HttpStatus.internal, 'error.internal');
}

/**
 * A request that does not match a route's JSON Schema names the first offending field, and
 * what is wrong with it as a form would: missing, too long (with the limit), or invalid.
 */
function fromSchemaValidation(
  failures: NonNullable<FastifyError['validation']>,
  labels: string | undefined,
): AppError {
  const [first] = failures;
  const missing = first?.params.missingProperty;
  const field =
    typeof missing === 'string'
      ? missing
      : (first?.instancePath.split('/').filter(Boolean)[0] ?? '');
  const { key, params } = schemaFailureMessage(first);
  return new AppError(HttpStatus.badRequest, key, {
    ...(params ? { params } : {}),
    ...(field
      ? {
          field,
          ...(labels ? { labels } : {}),
          fieldErrors: { [field]: { key, ...(params ? { params } : {}) } },
        }
      : {}),
  });
}

function schemaFailureMessage(
  failure: NonNullable<FastifyError['validation']>[number] | undefined,
): {
  key: string;
  params?: { max: number };
} {
  if (failure?.keyword === 'required') return { key: 'validation.required' };
  const limit = failure?.params.limit;
  if (failure?.keyword === 'maxLength' && typeof limit === 'number') {
    return { key: 'validation.tooLongMax', params: { max: limit } };
  }
  return { key: 'validation.invalid' };
}
