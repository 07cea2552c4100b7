/** The signed-in account: who it is, its active role, signing out, its settings. */
import type { FastifyInstance } from 'fastify';
import { switchRoleSchema } from '@machines/validation';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import {
  boolean,
  integer,
  nullableString,
  object,
  routeSchema,
  string,
  stringArray,
} from '../lib/schemas';
import { revokeSession } from '../lib/sessions';
import { validate } from '../lib/validation';
import { registerAccountSettingsRoutes } from './accountSettingsRoutes';
import { assertMaySwitchRoles, switchActiveRole } from './switchRole';
import { loadUserInfo } from './userInfo';

const tags = ['user'];

export function registerUserRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, clock, config } = context;
  app.get(
    '/api/user/userinfo',
    {
      config: { permission: 'account.read' },
      schema: routeSchema({
        tags,
        summary: 'The signed-in account',
        description: '`roles` holds the active role only; `env` names the deployment mode.',
        data: object({
          roles: stringArray,
          availableRoles: stringArray,
          isAdmin: boolean,
          name: string(),
          avatar: nullableString,
          introduction: nullableString,
          userName: string(),
          corporateType: { ...integer, nullable: true },
          isTraining: boolean,
          isReview: boolean,
          mustChangePassword: {
            ...boolean,
            description: 'Signed in with a one-time password: only a new password may be set',
          },
          env: { type: 'string', enum: ['production', 'test'] },
        }),
      }),
    },
    async (request) => ok(await loadUserInfo(db, actorOf(request), config)),
  );

  app.put(
    '/api/user/update-usertype',
    {
      config: { permission: 'account.switchRole' },
      schema: routeSchema({
        tags,
        summary: 'Switch the active role',
        description:
          'Only accounts with the admin flag may switch (else 403 "no permission to switch"), ' +
          'and only to one of their available roles (else 400).',
        body: object({ role: string('A role code, e.g. 2010') }, []),
        data: object({ roles: stringArray }),
      }),
    },
    async (request) => {
      const actor = actorOf(request);
      // Before the body: a non-admin gets "no permission to switch" whatever it sends.
      assertMaySwitchRoles(actor);
      const { role } = await validate(switchRoleSchema, request.body);
      return ok({ roles: [await switchActiveRole(db, actor, role, clock.now())] });
    },
  );

  app.post(
    '/api/user/logout',
    {
      config: { permission: 'account.logout' },
      schema: routeSchema({
        tags,
        summary: 'Sign out: revokes this session',
        data: { type: 'null' },
      }),
    },
    async (request) => {
      await revokeSession(db, actorOf(request).sessionId, 'logout', clock.now());
      return ok(null);
    },
  );

  registerAccountSettingsRoutes(app, context);
}
