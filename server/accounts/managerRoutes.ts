/**
 * Platform staff accounts (`/managerManage`, issue 13): the super-admin lists, creates
 * (with a one-time password), changes, disables and enables them, and resets their
 * passwords. Every change is an admin action; one enabled super-admin always remains.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ManagerValues } from '@machines/validation';
import { actionRecorder, administer } from '../lib/adminAudit';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import type { PageQuery } from '../lib/paging';
import { pagedList, routeSchema } from '../lib/schemas';
import type { AccountChange } from './enable';
import {
  createManager,
  findManager,
  queryManagers,
  setManagerEnabled,
  updateManager,
  type ManagerFilters,
} from './managers';
import { newOneTimePassword, resetAccountPassword } from './resetPassword';
import {
  enableBodySchema,
  managerBodySchema,
  managerIdQuerySchema,
  managerQuerySchema,
  managerSchema,
  managerUpdateSchema,
  passwordResetSchema,
  resetBodySchema,
} from './schemas';

const tags = ['managers'];
const ACCOUNT_ID = { accountId: 'account' } as const;

function changeOf(request: FastifyRequest, now: Date): AccountChange {
  return { now, recordAction: actionRecorder(request) };
}

/** A one-time password and its hash, made before the transaction (scrypt is slow). */

export function registerManagerRoutes(
  app: FastifyInstance,
  { db, clock, passwords }: ServerContext,
) {
  app.get<{ Querystring: ManagerFilters & PageQuery }>(
    '/api/user/query-manager-page',
    {
      config: { permission: 'manager.list' },
      schema: routeSchema({
        tags,
        summary: 'Platform staff accounts by role, mobiles masked',
        querystring: managerQuerySchema,
        data: pagedList(managerSchema),
      }),
    },
    async (request) => ok(await queryManagers(db, request.query)),
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/user/query-manager-detail',
    {
      config: { permission: 'manager.list', references: { id: 'account' } },
      schema: routeSchema({
        tags,
        summary: 'One staff account whole, for its edit form',
        querystring: managerIdQuerySchema,
        data: managerSchema,
      }),
    },
    async (request) => ok(await findManager(db, request.query.id)),
  );

  app.post<{ Body: ManagerValues }>(
    '/api/user/create-manager',
    {
      config: { permission: 'manager.administer' },
      schema: routeSchema({
        tags,
        summary: 'Create a staff account with a role code 0000-0900',
        description:
          'The answer holds its one-time password, shown once; at its first sign-in the ' +
          'account must choose its own. A mobile or email another account has: 409.',
        body: managerBodySchema,
        data: passwordResetSchema,
      }),
    },
    async (request) => {
      const secret = await newOneTimePassword(passwords);
      return ok(
        await administer(db, request, (tx) =>
          createManager(tx, changeOf(request, clock.now()), request.body, secret),
        ),
      );
    },
  );

  app.post<{ Body: ManagerValues & { accountId: number } }>(
    '/api/user/update-manager',
    {
      config: { permission: 'manager.administer', references: ACCOUNT_ID },
      schema: routeSchema({
        tags,
        summary: "Change a staff account's name, mobile, email or role",
        description:
          'The login name follows the mobile. Taking the last enabled super-admin out of ' +
          'role 0000: 409 `error.lastSuperAdmin`.',
        body: managerUpdateSchema,
        data: managerSchema,
      }),
    },
    async (request) =>
      ok(
        await administer(db, request, (tx) =>
          updateManager(tx, changeOf(request, clock.now()), request.body),
        ),
      ),
  );

  app.put<{ Body: { accountId: number; enabled: boolean } }>(
    '/api/user/enable-manager',
    {
      config: { permission: 'manager.administer', references: ACCOUNT_ID },
      schema: routeSchema({
        tags,
        summary: 'Disable a staff account, or enable it again',
        description:
          'Its sessions end at their next call (514). The last enabled super-admin: 409 ' +
          '`error.lastSuperAdmin`.',
        body: enableBodySchema,
        data: managerSchema,
      }),
    },
    async (request) =>
      ok(
        await administer(db, request, (tx) =>
          setManagerEnabled(tx, changeOf(request, clock.now()), request.body),
        ),
      ),
  );

  app.put<{ Body: { accountId: number } }>(
    '/api/user/reset-managerpwd',
    {
      config: { permission: 'manager.administer', references: ACCOUNT_ID },
      schema: routeSchema({
        tags,
        summary: "Reset a staff account's password to a one-time password",
        description: 'As `reset-accountpwd`, for platform staff.',
        body: resetBodySchema,
        data: passwordResetSchema,
      }),
    },
    async (request) => {
      const secret = await newOneTimePassword(passwords);
      return ok(
        await administer(db, request, (tx) =>
          resetAccountPassword(tx, changeOf(request, clock.now()), {
            accountId: request.body.accountId,
            ...secret,
            scope: 'staff',
          }),
        ),
      );
    },
  );
}
