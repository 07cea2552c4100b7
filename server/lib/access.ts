/**
 * Access control of the API (DESIGN §7.6). Every /api route names a permission from the
 * shared access table; the app refuses to start when one does not. Before the body is
 * even read, the session behind the `access-token` header is resolved and the table asked
 * whether the active role may use the route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isPermission,
  isPublicPermission,
  isRoleCode,
  may,
  type Permission,
  type RoleCode,
} from '@machines/access';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import { AppError, HttpStatus } from './errors';
import { resolveSession } from './sessions';

/** The authenticated account behind a request. */
export interface Actor {
  readonly accountId: number;
  readonly sessionId: number;
  readonly activeRole: RoleCode;
  readonly availableRoles: readonly RoleCode[];
  readonly corporateId: number | null;
  readonly isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
  interface FastifyRequest {
    /** Set on every route whose permission is not public. */
    actor: Actor | null;
  }
}

export const ACCESS_TOKEN_HEADER = 'access-token';

/** The OpenAPI document and its UI are generated routes with no data behind them. */
const isGuardedPath = (url: string) =>
  (url === '/api' || url.startsWith('/api/')) && !url.startsWith('/api/docs');

export function installAccessControl(app: FastifyInstance, db: Database, clock: Clock): void {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (isGuardedPath(route.url) && !isPermission(route.config?.permission)) {
      const methods = [route.method].flat().join(',');
      throw new Error(`Route ${methods} ${route.url} must declare config.permission`);
    }
  });

  app.addHook('onRequest', async (request) => {
    // Unknown paths (the not-found handler) and static files carry no permission.
    const permission = request.routeOptions.config.permission;
    if (permission === undefined || isPublicPermission(permission)) return;
    const actor = await authenticate(request, db, clock.now());
    if (!may(permission, actor.activeRole)) {
      throw new AppError(HttpStatus.forbidden, 'error.forbidden');
    }
    request.actor = actor;
  });
}

async function authenticate(request: FastifyRequest, db: Database, now: Date): Promise<Actor> {
  const token = request.headers[ACCESS_TOKEN_HEADER];
  if (typeof token !== 'string' || token === '') {
    throw new AppError(HttpStatus.unauthenticated, 'error.unauthenticated');
  }
  const lookup = await resolveSession(db, token, now);
  switch (lookup.outcome) {
    case 'expired':
      throw new AppError(HttpStatus.unauthenticated, 'error.sessionExpired');
    case 'revoked':
      throw new AppError(HttpStatus.sessionRevoked, 'error.sessionRevoked');
    case 'disabled':
      throw new AppError(HttpStatus.accountDisabled, 'error.accountDisabled');
  }
  const { account } = lookup;
  if (!isRoleCode(account.activeRole)) {
    throw new AppError(HttpStatus.forbidden, 'error.forbidden');
  }
  return {
    accountId: account.accountId,
    sessionId: account.sessionId,
    activeRole: account.activeRole,
    availableRoles: account.availableRoles.filter(isRoleCode),
    corporateId: account.corporateId,
    isAdmin: account.isAdmin,
  };
}

/** The actor of a route whose permission is not public (the hook above guarantees one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(HttpStatus.unauthenticated, 'error.unauthenticated');
  return request.actor;
}
