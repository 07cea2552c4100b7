/**
 * Registered accounts as the platform administers them (`accountManagement`, issue 13):
 * the list, a company's accounts, and disabling or enabling one (an admin action).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountKindFilter } from '@machines/contracts';
import { actionRecorder, administer } from '../lib/adminAudit';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { MAX_PAGE_SIZE, type PageQuery } from '../lib/paging';
import { pagedList, routeSchema } from '../lib/schemas';
import { setAccountEnabled, type AccountChange } from './enable';
import { deleteAccount } from './remove';
import { registerCompanyStaffRoutes } from './companyStaffRoutes';
import { registerManagerRoutes } from './managerRoutes';
import { oneTimePassword, resetAccountPassword } from './resetPassword';
import { queryAccounts, type AccountFilters } from './list';
import {
  accountQuerySchema,
  accountSchema,
  corporateAccountsQuerySchema,
  deleteAnswerSchema,
  deleteQuerySchema,
  enableBodySchema,
  passwordResetSchema,
  resetBodySchema,
} from './schemas';

const tags = ['accounts'];

function changeOf(request: FastifyRequest, now: Date): AccountChange {
  return { now, recordAction: actionRecorder(request) };
}

export function registerAccountRoutes(app: FastifyInstance, context: ServerContext) {
  registerRegisteredAccountRoutes(app, context);
  registerManagerRoutes(app, context);
  registerCompanyStaffRoutes(app, context);
}

function registerRegisteredAccountRoutes(
  app: FastifyInstance,
  { db, clock, passwords }: ServerContext,
) {
  app.get<{ Querystring: AccountFilters & PageQuery & { kind?: AccountKindFilter } }>(
    '/api/user/query-account-page',
    {
      config: { permission: 'account.list' },
      schema: routeSchema({
        tags,
        summary: 'Every registered account (companies, individuals, query users), newest first',
        description: 'Platform staff are managed on `managerManage`. Mobiles are masked.',
        querystring: accountQuerySchema,
        data: pagedList(accountSchema),
      }),
    },
    async (request) => ok(await queryAccounts(db, request.query)),
  );

  app.get<{ Querystring: { corporateId: number } }>(
    '/api/user/query-corporate-account',
    {
      config: { permission: 'account.list', references: { corporateId: 'corporate' } },
      schema: routeSchema({
        tags,
        summary: "A company's accounts, its main account first",
        querystring: corporateAccountsQuerySchema,
        data: { type: 'array', items: accountSchema },
      }),
    },
    async (request) => {
      const page = await queryAccounts(db, {
        corporateId: request.query.corporateId,
        pageIndex: 1,
        pageSize: MAX_PAGE_SIZE,
      });
      return ok([...page.list].sort((a, b) => Number(b.isAdmin) - Number(a.isAdmin)));
    },
  );

  app.put<{ Body: { accountId: number; enabled: boolean } }>(
    '/api/user/enable-user',
    {
      config: { permission: 'account.administer', references: { accountId: 'account' } },
      schema: routeSchema({
        tags,
        summary: 'Disable a registered account, or enable it again',
        description:
          'A disabled account cannot sign in; each of its sessions ends at its next call ' +
          '(514). Already in that state: 409. Staff accounts are not registered accounts: 404.',
        body: enableBodySchema,
        data: accountSchema,
      }),
    },
    async (request) =>
      ok(
        await administer(db, request, (tx) =>
          setAccountEnabled(tx, changeOf(request, clock.now()), request.body),
        ),
      ),
  );

  app.delete<{ Querystring: { accountId: number } }>(
    '/api/user/delete-user',
    {
      config: { permission: 'account.administer', references: { accountId: 'account' } },
      schema: routeSchema({
        tags,
        summary: 'Delete a registered account; its history stays',
        description:
          'Soft delete: the row and everything it did stay; it cannot sign in any more, its ' +
          'sessions end at their next call, and its mobile and email may register again. ' +
          'Staff accounts (their own page) and deleted ones: 404.',
        querystring: deleteQuerySchema,
        data: deleteAnswerSchema,
      }),
    },
    async (request) =>
      ok(
        await administer(db, request, (tx) =>
          deleteAccount(tx, changeOf(request, clock.now()), request.query),
        ),
      ),
  );

  app.put<{ Body: { accountId: number } }>(
    '/api/user/reset-accountpwd',
    {
      config: { permission: 'account.administer', references: { accountId: 'account' } },
      schema: routeSchema({
        tags,
        summary: "Reset a registered account's password to a one-time password",
        description:
          'The answer holds the one-time password, shown once: the server keeps its hash ' +
          'only. Every session of the account ends; signed in with it, the account may only ' +
          'set a new password (other calls: 403 `error.passwordChangeRequired`).',
        body: resetBodySchema,
        data: passwordResetSchema,
      }),
    },
    async (request) => {
      const password = oneTimePassword();
      const passwordHash = await passwords.hash(password);
      return ok(
        await administer(db, request, (tx) =>
          resetAccountPassword(tx, changeOf(request, clock.now()), {
            accountId: request.body.accountId,
            password,
            passwordHash,
            scope: 'registered',
          }),
        ),
      );
    },
  );
}
