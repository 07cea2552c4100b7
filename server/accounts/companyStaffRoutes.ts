/**
 * A company's accounts (issue 17): `user/corporateUser` and `user/user-detail` at the
 * seed's paths, and our calls for the main account to add a staff login and to disable or
 * enable one (`/corporateUser`).
 */
import type { FastifyInstance } from 'fastify';
import type { CompanyStaffValues } from '@machines/validation';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { pageQueryProperties } from '../lib/paging';
import { boolean, dateTime, integer, object, pagedList, routeSchema } from '../lib/schemas';
import {
  createCompanyAccount,
  loadAccountDetail,
  queryCompanyAccounts,
  setCompanyAccountEnabled,
  type CompanyAccountQuery,
} from './companyStaff';
import { newOneTimePassword } from './resetPassword';
import {
  accountSchema,
  companyStaffBodySchema,
  enableBodySchema,
  passwordResetSchema,
} from './schemas';

const tags = ['accounts'];

const detailSchema = object({
  ...(accountSchema.properties as Record<string, never>),
  userName: { type: 'string', description: 'Whole' },
  mobile: { type: 'string', description: 'Whole' },
  mustChangePassword: boolean,
  lastSignInAt: { ...dateTime, nullable: true },
});

export function registerCompanyStaffRoutes(
  app: FastifyInstance,
  { db, clock, passwords }: ServerContext,
) {
  app.get<{ Querystring: CompanyAccountQuery }>(
    '/api/user/corporateUser',
    {
      config: { permission: 'companyAccount.read', references: { corporateId: 'corporate' } },
      schema: routeSchema({
        tags,
        summary: "A company's accounts: its main account first, then the newest staff login",
        description:
          'A company reads its own (`corporateId` left out; another company’s: 404); ' +
          'platform staff name the company (`corporateId`, else 400). Mobiles are masked.',
        querystring: object(
          {
            ...pageQueryProperties,
            corporateId: integer,
            keyword: { type: 'string', maxLength: 100 },
            enabled: boolean,
          },
          [],
        ),
        data: pagedList(accountSchema),
      }),
    },
    async (request) => ok(await queryCompanyAccounts(db, actorOf(request), request.query)),
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/user/user-detail',
    {
      config: { permission: 'companyAccount.read', references: { id: 'account' } },
      schema: routeSchema({
        tags,
        summary: 'One registered account whole, and when it last signed in',
        description:
          'For its own company and platform staff; another company’s account, or a ' +
          'platform staff account: 404.',
        querystring: object({ id: integer }),
        data: detailSchema,
      }),
    },
    async (request) => ok(await loadAccountDetail(db, actorOf(request), request.query.id)),
  );

  app.post<{ Body: CompanyStaffValues }>(
    '/api/user/create-corporateUser',
    {
      config: { permission: 'companyAccount.manage' },
      schema: routeSchema({
        tags,
        summary: 'Add a staff login to my company (its main account only)',
        description:
          'With the company’s roles, active as member company; the answer holds its ' +
          'one-time password, shown once. Not the main account: 403; a mobile or email ' +
          'another account has: 409 naming the field.',
        body: companyStaffBodySchema,
        data: passwordResetSchema,
      }),
    },
    async (request) => {
      const secret = await newOneTimePassword(passwords);
      const actor = actorOf(request);
      return ok(
        await db.transaction((tx) =>
          createCompanyAccount(tx, actor, request.body, { ...secret, now: clock.now() }),
        ),
      );
    },
  );

  app.put<{ Body: { accountId: number; enabled: boolean } }>(
    '/api/user/enable-corporateUser',
    {
      config: { permission: 'companyAccount.manage', references: { accountId: 'account' } },
      schema: routeSchema({
        tags,
        summary: 'Disable a staff login of my company, or enable it again',
        description:
          'The main account only (else 403). Its sessions end at their next call (514). ' +
          'The main account itself, or already so: 409; another company’s: 404.',
        body: enableBodySchema,
        data: accountSchema,
      }),
    },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        await db.transaction((tx) =>
          setCompanyAccountEnabled(tx, actor, request.body, clock.now()),
        ),
      );
    },
  );
}
