/**
 * Access control of the API (DESIGN §7.6). Every /api route names a permission from the
 * shared access table; the app refuses to start when one does not. Before the body is
 * even read, the session behind the `access-token` header is resolved and the table asked
 * whether the active role may use the route.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
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
import type { EntityKind } from '@machines/access/entityKinds';

/** The kinds of record a request can name by id: declared beside the areas' descriptors. */
export type { EntityKind };

/** The authenticated account behind a request. */
export interface Actor {
  readonly accountId: number;
  readonly sessionId: number;
  readonly activeRole: RoleCode;
  readonly availableRoles: readonly RoleCode[];
  readonly corporateId: number | null;
  readonly isAdmin: boolean;
  /** Signed in with a one-time password: only PASSWORD_CHANGE_PERMISSIONS are open. */
  readonly mustChangePassword: boolean;
}

/**
 * What an account signed in with a one-time password may do: read who it is, choose its
 * own password (the one-time one is the old password), or sign out. Everything else is
 * refused with 403 `error.passwordChangeRequired`, whatever the client shows.
 */
export const PASSWORD_CHANGE_PERMISSIONS: ReadonlySet<Permission> = new Set([
  'account.read',
  'account.changePassword',
  'account.logout',
]);

/** Field paths as the schema nests them: `id`, `licenceFileId`, `items[].id`. */
export type EntityReferences = Readonly<Record<string, EntityKind>>;

/** An API route as it was registered: what the security suites enumerate. */
export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly permission: Permission;
  readonly references: EntityReferences;
  readonly schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    references?: EntityReferences;
  }
  interface FastifyRequest {
    /** Set on every route whose permission is not public. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order. */
    readonly declaredRoutes: readonly DeclaredRoute[];
  }
}

export const ACCESS_TOKEN_HEADER = 'access-token';

/** The OpenAPI document and its UI are generated routes with no data behind them. */
const isGuardedPath = (url: string) =>
  (url === '/api' || url.startsWith('/api/')) && !url.startsWith('/api/docs');

export function installAccessControl(app: FastifyInstance, db: Database, clock: Clock): void {
  app.decorateRequest('actor', null);
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);

  app.addHook('onRoute', (route) => {
    if (!isGuardedPath(route.url)) return;
    const permission = route.config?.permission;
    const methods = [route.method].flat();
    if (!isPermission(permission)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} must declare config.permission`);
    }
    // HEAD twins of GET routes are Fastify's own; they answer like their GET.
    for (const method of methods.filter((name) => name !== 'HEAD')) {
      declaredRoutes.push({
        method,
        url: route.url,
        permission,
        references: route.config?.references ?? {},
        schema: route.schema,
      });
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
    if (actor.mustChangePassword && !PASSWORD_CHANGE_PERMISSIONS.has(permission)) {
      throw new AppError(HttpStatus.forbidden, 'error.passwordChangeRequired');
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
    mustChangePassword: account.mustChangePassword,
  };
}

/** The actor of a route whose permission is not public (the hook above guarantees one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(HttpStatus.unauthenticated, 'error.unauthenticated');
  return request.actor;
}

/** The company the actor acts for: a platform account acts for none (403). */
export function companyOf(actor: Actor): number {
  if (actor.corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
  return actor.corporateId;
}
