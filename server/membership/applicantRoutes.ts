/** A member company's membership and its VIP applications (`/vipApply`, `/vipcorporatation`). */
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '@machines/areas/area';
import { membershipArea } from '@machines/areas/membership';
import { actorOf, companyOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { routeSchema } from '../lib/schemas';
import { registerApplicantCalls } from '../lib/workflow/applicantCalls';
import { registerListCall } from '../lib/listRoute';
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

  registerListCall<OwnPageQuery>(app, {
    url: apiUrl(membershipArea.lists.own),
    permission: 'membership.apply',
    tags,
    summary: "My company's membership applications, newest first",
    querystring: ownPageQuerySchema,
    row: applicationSchema,
    page: (actor, query) => queryOwnPage(db, config, companyOf(actor), query),
  });

  registerApplicantCalls<ApplicationBody>(app, membershipArea, {
    tags,
    fields: APPLICATION_FIELDS,
    bodySchema: applicationBodySchema,
    recordSchema: applicationSchema,
    save: {
      summary: 'Create or update a draft',
      description:
        'Without `id`: a new draft (409 `error.vipOpenExists` while the company has an open ' +
        'application). With `id` and `version`: changes a draft, returned or withdrawn ' +
        'application of the company (stale version 409). Fields left out stay as they are; ' +
        'empty ones are cleared. Format errors, a level not offered or a file not the ' +
        "company's: 400 with `fieldErrors`.",
      run: (actor, body) => saveDraft(context, actor, body),
    },
    submit: {
      summary: 'Save and submit for review',
      description:
        'Saves like save-vipapply, then SUBMIT. Incomplete: 400 naming every missing or ' +
        'malformed field (level, profile, contact and the signed application form are ' +
        'required). Not submittable in its status: 409.',
      run: (actor, body) => submitApplication(context, actor, body),
    },
    withdraw: {
      summary: 'Withdraw a submission awaiting review',
      run: (actor, which) => withdrawApplication(context, actor, which),
    },
    detail: {
      summary: 'One application, its timeline and the actions open to the caller',
      description:
        'For the owner company and the platform (drafts: the owner only); anyone else 404. ' +
        'The contact mobile is shown whole.',
      schema: detailSchema,
      load: (actor, id) => loadDetail(db, config, actor, id),
    },
  });
}
