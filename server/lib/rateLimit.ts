/**
 * Per-IP rate limits, opted into per route with `config.rateLimit` (login, captcha). The
 * counters live in the database (rateLimitStore.ts), so every API process behind a load
 * balancer counts against the same limit; the account lockout backs them up.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError, HttpStatus } from './errors';
import { databaseRateLimitStore } from './rateLimitStore';

export async function registerRateLimit(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, (error) =>
      app.log.warn({ err: error }, 'could not delete stale rate-limit counters'),
    ),
    errorResponseBuilder: (_request, context) =>
      new AppError(HttpStatus.tooManyRequests, 'error.rateLimited', {
        data: { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
      }),
  });
}

export function perMinute(max: number) {
  return { max, timeWindow: 60_000 };
}

/**
 * Per signed-in account rather than per IP (a company's staff share one office address),
 * for work that costs the server far more than the request: certificate specimens. Routes
 * of one `group` share the count.
 */
export function perAccountPerMinute(max: number, group: string) {
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) =>
      `${group}:${request.actor ? `account-${request.actor.accountId}` : request.ip}`,
  };
}

/** Certificate specimens one account may have drawn a minute (PREVIEW_RATE_LIMIT). */
export const previewRateLimit = (config: Pick<Config, 'rateLimits'>) =>
  perAccountPerMinute(config.rateLimits.previewPerMinute, 'certificate-preview');
