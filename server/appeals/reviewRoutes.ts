/** The platform's review of account appeals (DESIGN §9 corporateAppealCheck). */
import type { FastifyInstance } from 'fastify';
import { accountContactSchema } from '@machines/validation';
import { actorOf } from '../lib/access';
import { actionRecorder, administer } from '../lib/adminAudit';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import type { PageQuery } from '../lib/paging';
import { integer, object, pagedList, routeSchema } from '../lib/schemas';
import { validate } from '../lib/validation';
import { setAccountContact } from './accountContact';
import { decideAppeal, type AppealDecision } from './decisions';
import { loadAppealDetail } from './detail';
import { queryAppealPage, type AppealFilters } from './lists';
import {
  appealDetailSchema,
  appealPageQuerySchema,
  appealRowSchema,
  contactAnswerSchema,
  contactBodySchema,
  decisionBodySchema,
} from './schemas';

const tags = ['appeals'];

export function registerAppealReviewRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, config, clock } = context;

  app.get<{ Querystring: AppealFilters & PageQuery }>(
    '/api/corporate/query-corporateappeal-page',
    {
      config: { permission: 'appeal.review' },
      schema: routeSchema({
        tags,
        summary: 'Account appeals, newest first',
        description: 'Mobiles are masked. Filters: status, company name, credit code, dates.',
        querystring: appealPageQuerySchema,
        data: pagedList(appealRowSchema),
      }),
    },
    async (request) => ok(await queryAppealPage(db, config, request.query)),
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/corporate/query-corporateappeal-detail',
    {
      config: { permission: 'appeal.review', references: { id: 'appeal' } },
      schema: routeSchema({
        tags,
        summary: 'One appeal, the account it names, its timeline and the decisions open',
        querystring: object({ id: integer }),
        data: appealDetailSchema,
      }),
    },
    async (request) => ok(await loadAppealDetail(db, config, actorOf(request), request.query.id)),
  );

  app.post<{ Body: AppealDecision }>(
    '/api/corporate/update-corporateappeal',
    {
      config: { permission: 'appeal.review', references: { id: 'appeal' } },
      schema: routeSchema({
        tags,
        summary: 'Approve or reject an appeal',
        description:
          'REJECT needs a comment. APPROVE sets the mobile and email of the account the user ' +
          'name named to the appeal’s (logged as an admin action), signs that account out ' +
          'everywhere, tells it to reset its password and sends a reset code to the new ' +
          'mobile. 409: a step the workflow does not allow, a stale version, no account ' +
          '(`error.appealNoAccount`), a staff account, or a mobile or email another account has.',
        body: decisionBodySchema,
        data: appealRowSchema,
      }),
    },
    async (request) =>
      ok(
        await decideAppeal(
          context,
          { actor: actorOf(request), recordAction: actionRecorder(request), log: request.log },
          request.body,
        ),
      ),
  );

  app.post(
    '/api/user/set-mobile-email',
    {
      config: { permission: 'account.administer', references: { accountId: 'account' } },
      schema: routeSchema({
        tags: ['accounts'],
        summary: "Set a registered account's mobile and email",
        description:
          'An administrative change (admin action log). The account is signed out everywhere; ' +
          'its login name follows the mobile when it was the mobile. Staff accounts: 409 ' +
          '`error.staffAccountContact`. A mobile or email another account has: 409.',
        body: contactBodySchema,
        data: contactAnswerSchema,
      }),
    },
    async (request) => {
      const change = await validate(accountContactSchema, request.body);
      const now = clock.now();
      return ok(
        await administer(db, request, (tx) =>
          setAccountContact(tx, actionRecorder(request), change, now),
        ),
      );
    },
  );
}
