/**
 * Suite 1, endpoint × role matrix (ASVS 8.2): every registered route, called by every
 * role code and by anonymous with a valid-shaped request made from its schema. A pair the
 * access table denies answers 401/403 and changes nothing; a pair it allows gets past
 * access control. Routes come from the server itself, so a new route is covered the
 * moment it exists, and docs/access-matrix.md pins who may call what.
 */
import { readFileSync } from 'node:fs';
import {
  OPERATOR_ROLE,
  PERMISSIONS,
  PLATFORM_ROLES,
  isPublicPermission,
  may,
  pages,
  permissions,
  rolesWith,
} from '@machines/access';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../server/lib/access';
import { ACCESS_MATRIX_FILE, renderAccessMatrix } from '../../scripts/accessMatrix';
import { testDatabases } from '../server/support/databases';
import { startTestServer, type TestServer } from '../server/support/testServer';
import { changedTables, fingerprint } from './support/fingerprint';
import { everyPrincipal, type Principal } from './support/principals';
import { injectOptions, routeName, shapeRequest } from './support/requests';
import { SuiteSummary } from '../../scripts/support/suiteSummary';

/** Set by a hook that runs only after access control has let a request through. */
const PASSED_ACCESS = 'x-test-passed-access';

function markRequestsThatPassAccess(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(PASSED_ACCESS, '1');
  });
}

const mayCall = (route: DeclaredRoute, principal: Principal) =>
  principal.role === undefined
    ? isPublicPermission(route.permission)
    : may(route.permission, principal.role);

describe.each(testDatabases)('endpoint × role matrix on %s', (kind) => {
  let server: TestServer;
  let principals: Principal[];
  let routes: readonly DeclaredRoute[];
  const summary = new SuiteSummary(`1-matrix-${kind}`, `Endpoint × role matrix (${kind})`);

  beforeAll(async () => {
    server = await startTestServer(kind, { extend: markRequestsThatPassAccess });
    principals = await everyPrincipal(server);
    routes = server.app.declaredRoutes;
  });

  afterAll(async () => {
    summary.write();
    await server.close();
  });

  async function callAs(route: DeclaredRoute, principal: Principal) {
    const token = await principal.newToken();
    return server.app.inject(injectOptions(route, shapeRequest(route), token));
  }

  it('knows the routes: every one declares a permission of the access table', () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(permissions).toHaveProperty(route.permission);
    summary.add('routes', routes.length);
    summary.add('principals (role codes + anonymous)', principals.length);
  });

  it('refuses every pair the access table denies, and changes nothing', async () => {
    const unauthorizedSuccesses: string[] = [];
    for (const route of routes) {
      const denied = principals.filter((principal) => !mayCall(route, principal));
      if (denied.length === 0) continue;
      const before = await fingerprint(server.db);
      for (const principal of denied) {
        const answer = await callAs(route, principal);
        const expected = principal.role === undefined ? 401 : 403;
        const { status } = answer.json<{ status: number }>();
        if (
          answer.statusCode !== expected ||
          status !== expected ||
          answer.headers[PASSED_ACCESS]
        ) {
          unauthorizedSuccesses.push(
            `${routeName(route)} as ${principal.name}: ${answer.statusCode}`,
          );
        }
        summary.add('denied pairs checked');
      }
      expect(changedTables(before, await fingerprint(server.db)), routeName(route)).toEqual([]);
    }
    summary.add('unauthorized successes', unauthorizedSuccesses.length);
    expect(unauthorizedSuccesses).toEqual([]);
  });

  it('lets every pair the access table allows past access control', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      for (const principal of principals.filter((candidate) => mayCall(route, candidate))) {
        const answer = await callAs(route, principal);
        if (!answer.headers[PASSED_ACCESS] || answer.statusCode >= 500) {
          refused.push(`${routeName(route)} as ${principal.name}: ${answer.statusCode}`);
        }
        summary.add('allowed pairs checked');
      }
    }
    expect(refused).toEqual([]);
  });

  it('keeps the access table within its invariants', () => {
    const platformStaff = new Set<string>([...PLATFORM_ROLES, OPERATOR_ROLE]);
    // Credit and project declarations are reviewed first by a review institution (DESIGN §3.3),
    // courses also by the experts of their line (§3.4), sign-ups by the course's training
    // institution (§3.5).
    const reviewers = new Set<string>([
      ...platformStaff,
      ...pages.creditCheck.audience,
      ...pages.courseCheck.audience,
      ...pages.entryTraining.audience,
    ]);
    for (const permission of PERMISSIONS) {
      const roles = rolesWith(permission);
      // Only signing in, and a load balancer's health probes, are open to anonymous callers.
      if (isPublicPermission(permission)) {
        expect(permission, permission).toMatch(/^(session\.|service\.health$)/);
      }
      // Reviewing is the platform's (and a review institution's); applying never the platform's.
      if (permission.endsWith('.review')) {
        expect(
          roles.filter((role) => !reviewers.has(role)),
          permission,
        ).toEqual([]);
      }
      if (permission.endsWith('.apply')) {
        expect(
          roles.filter((role) => platformStaff.has(role)),
          permission,
        ).toEqual([]);
      }
      summary.add('permission invariants checked');
    }
  });

  it('matches the approved matrix in docs/access-matrix.md (npm run docs:access)', () => {
    expect(readFileSync(ACCESS_MATRIX_FILE, 'utf8')).toBe(renderAccessMatrix(routes));
  });
});
