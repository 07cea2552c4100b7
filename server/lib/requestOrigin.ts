import type { FastifyRequest } from 'fastify';

const MAX_USER_AGENT_LENGTH = 512;

/** Where a request came from, as sessions and the login log record it. */
export function requestOrigin(request: FastifyRequest) {
  return {
    ip: request.ip || null,
    userAgent: request.headers['user-agent']?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
  };
}
