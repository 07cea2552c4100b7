/** A member company's institution applications (`/institutionApply`), both kinds. */
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '@machines/areas/area';
import { institutionAreas } from '@machines/areas/institutions';
import { actorOf, companyOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { routeSchema } from '../lib/schemas';
import { registerApplicantCalls } from '../lib/workflow/applicantCalls';
import { registerListCall } from '../lib/listRoute';
import { saveDraft, submitApplication, withdrawApplication } from './applicantActions';
import { loadDetail } from './detail';
import { applicantCallTexts } from './callTexts';
import type { ApplicationBody } from './fields';
import type { KindRoutes } from './kinds';
import { myInstitutions, queryOwnPage, type OwnPageQuery } from './lists';
import {
  applicationBodySchema,
  applicationSchema,
  detailSchema,
  myInstitutionsSchema,
  ownPageQuerySchema,
} from './schemas';

const tags = ['institutions'];
const APPLICATION_FIELDS = {
  qualificationFileId: 'file',
  supportingFileId: 'file',
  personIds: 'person',
} as const;

export function registerOwnRoutes(app: FastifyInstance, { db, config }: ServerContext) {
  app.get(
    '/api/corporate/query-my-institution',
    {
      config: { permission: 'institution.apply' },
      schema: routeSchema({
        tags,
        summary: 'The institution roles my company holds and its open applications',
        data: myInstitutionsSchema,
      }),
    },
    async (request) => ok(await myInstitutions(db, companyOf(actorOf(request)))),
  );

  registerListCall<OwnPageQuery>(app, {
    url: apiUrl(institutionAreas.training.lists.own),
    permission: 'institution.apply',
    tags,
    summary: "My company's institution applications of both kinds, newest first",
    querystring: ownPageQuerySchema,
    row: applicationSchema,
    page: (actor, query) => queryOwnPage(db, config, companyOf(actor), query),
  });
}

export function registerApplicantRoutes(
  app: FastifyInstance,
  context: ServerContext,
  routes: KindRoutes,
) {
  const { db, config } = context;
  const { kind } = routes;

  registerApplicantCalls<ApplicationBody>(app, routes.area, {
    tags,
    fields: APPLICATION_FIELDS,
    schemas: { body: applicationBodySchema, record: applicationSchema, detail: detailSchema },
    texts: applicantCallTexts(kind),
    steps: {
      save: (actor, body) => saveDraft(context, actor, kind, body),
      submit: (actor, body) => submitApplication(context, actor, kind, body),
      withdraw: (actor, which) => withdrawApplication(context, actor, kind, which),
      detail: (actor, id) => loadDetail(db, config, actor, kind, id),
    },
  });
}
