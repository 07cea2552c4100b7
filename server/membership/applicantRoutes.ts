/** A member company's membership and its VIP applications (`/vipApply`, `/vipcorporatation`). */
import type { FastifyInstance } from 'fastify';
import { membershipArea } from '@machines/areas/membership';
import { actorOf, companyOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { routeSchema } from '../lib/schemas';
import { registerApplicantCalls } from '../lib/workflow/applicantCalls';
import { saveDraft, submitApplication, withdrawApplication } from './applicantActions';
import { loadDetail } from './detail';
import type { ApplicationBody } from './fields';
import { listOfferedLevels } from './levels';
import { queryOwnPage, type OwnPageQuery } from './lists';
import { myMembership } from './memberships';
import {
  applicationBodySchema,
  applicationSchema,
  detailSchema,
  levelSchema,
  myMembershipSchema,
  ownPageQuerySchema,
} from './schemas';
import { APPLICANT_CALL_TEXTS } from './callTexts';

const tags = ['membership'];
const APPLICATION_FIELDS = {
  applicationFileId: 'file',
  supportingFileId: 'file',
} as const;

export function registerApplicantRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, config } = context;

  app.get(
    '/api/corporate/query-viplevel-list',
    {
      config: { permission: 'membership.read' },
      schema: routeSchema({
        tags,
        summary: 'The membership levels applicants may choose, lowest first',
        data: { type: 'array', items: levelSchema },
      }),
    },
    async () => ok(await listOfferedLevels(db)),
  );

  app.get(
    '/api/corporate/query-my-vip',
    {
      config: { permission: 'membership.apply' },
      schema: routeSchema({
        tags,
        summary: "My company's membership (null when none) and its open application",
        data: myMembershipSchema,
      }),
    },
    async (request) => ok(await myMembership(db, companyOf(actorOf(request)))),
  );

  registerApplicantCalls<ApplicationBody, OwnPageQuery>(app, membershipArea, {
    tags,
    fields: APPLICATION_FIELDS,
    schemas: { body: applicationBodySchema, record: applicationSchema, detail: detailSchema },
    texts: APPLICANT_CALL_TEXTS,
    ownList: {
      querystring: ownPageQuerySchema,
      page: (company, query) => queryOwnPage(db, config, company, query),
    },
    steps: {
      save: (actor, body) => saveDraft(context, actor, body),
      submit: (actor, body) => submitApplication(context, actor, body),
      withdraw: (actor, which) => withdrawApplication(context, actor, which),
      detail: (actor, id) => loadDetail(db, config, actor, id),
    },
  });
}
