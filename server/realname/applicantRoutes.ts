/** A member company's own real-name applications (DESIGN §9 /realnameApply/history). */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { AppError, HttpStatus } from '../lib/errors';
import { integer, object, pagedList, routeSchema } from '../lib/schemas';
import { saveDraft, submitApplication, withdrawApplication } from './applicantActions';
import { loadDetail } from './detail';
import type { ApplicationBody } from './fields';
import { queryOwnPage, type OwnPageQuery } from './lists';
import {
  applicationBodySchema,
  detailSchema,
  ownPageQuerySchema,
  rowSchema,
  versionedIdSchema,
} from './schemas';

const tags = ['realname'];

const APPLICATION_ID = { id: 'realnameApplication' } as const;
const APPLICATION_FIELDS = { ...APPLICATION_ID, licenceFileId: 'file' } as const;

export function registerApplicantRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, config } = context;

  app.get<{ Querystring: OwnPageQuery }>(
    '/api/corporate/query-my-realcorporate-page',
    {
      config: { permission: 'realname.apply' },
      schema: routeSchema({
        tags,
        summary: "My company's real-name applications, newest first",
        querystring: ownPageQuerySchema,
        data: pagedList(rowSchema),
      }),
    },
    async (request) => {
      const { corporateId } = actorOf(request);
      if (corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
      return ok(await queryOwnPage(db, config, corporateId, request.query));
    },
  );

  app.post<{ Body: ApplicationBody }>(
    '/api/corporate/save-realcorporate',
    {
      config: { permission: 'realname.apply', references: APPLICATION_FIELDS },
      schema: routeSchema({
        tags,
        summary: 'Create or update a draft',
        description:
          'Without `id`: a new draft (409 `error.realnameOpenExists` while the company has an ' +
          'open application). With `id` and `version`: changes a draft, returned or withdrawn ' +
          'application of the company (stale version 409). Fields left out stay as they are; ' +
          'empty ones are cleared. Format errors: 400 with `fieldErrors`.',
        body: applicationBodySchema,
        data: rowSchema,
      }),
    },
    async (request) => ok(await saveDraft(context, actorOf(request), request.body)),
  );

  app.post<{ Body: ApplicationBody }>(
    '/api/corporate/submit-realcorporate',
    {
      config: { permission: 'realname.apply', references: APPLICATION_FIELDS },
      schema: routeSchema({
        tags,
        summary: 'Save and submit for review',
        description:
          'Saves like save-realcorporate, then SUBMIT. Incomplete: 400 with `fieldErrors` ' +
          'naming every missing or malformed field; the licence must be a file of the company. ' +
          'Not submittable in its status: 409.',
        body: applicationBodySchema,
        data: rowSchema,
      }),
    },
    async (request) => ok(await submitApplication(context, actorOf(request), request.body)),
  );

  app.post<{ Body: { id: number; version: number } }>(
    '/api/corporate/withdraw-realcorporate',
    {
      config: { permission: 'realname.apply', references: APPLICATION_ID },
      schema: routeSchema({
        tags,
        summary: 'Withdraw a submission',
        body: versionedIdSchema,
        data: rowSchema,
      }),
    },
    async (request) => ok(await withdrawApplication(context, actorOf(request), request.body)),
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/corporate/query-realcorporate-detail',
    {
      config: { permission: 'realname.read', references: APPLICATION_ID },
      schema: routeSchema({
        tags,
        summary: 'One application, its timeline and the actions open to the caller',
        description:
          'For the owner company and the platform (drafts: the owner only); anyone else 404. ' +
          'The contact mobile is shown whole.',
        querystring: object({ id: integer }),
        data: detailSchema,
      }),
    },
    async (request) => ok(await loadDetail(db, config, actorOf(request), request.query.id)),
  );
}
