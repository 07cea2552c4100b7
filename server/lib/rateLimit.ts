/**
 * Per-IP rate limits, opted into per route with `config.rateLimit` (login, captcha). The
 * counters live in each process's memory: behind a load balancer every process counts
 * on its own, which the account lockout (kept in the database) backs up.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError, HttpStatus } from './errors';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(HttpStatus.tooManyRequests, 'error.rateLimited', {
        data: { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
      }),
  });
}

export function perMinute(max: number) {
  return { max, timeWindow: 60_000 };
}
