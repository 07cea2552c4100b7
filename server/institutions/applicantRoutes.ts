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
  const what = kind === 'training' ? 'training-institution' : 'review-institution';

  registerApplicantCalls<ApplicationBody>(app, routes.area, {
    tags,
    fields: APPLICATION_FIELDS,
    bodySchema: applicationBodySchema,
    recordSchema: applicationSchema,
    save: {
      summary: `Create or update a draft ${what} application`,
      description:
        'Without `id`: a new draft (409 while the company has an open application of this ' +
        'kind). With `id` and `version`: changes a draft, returned or withdrawn application ' +
        '(stale version 409). Fields left out stay as they are; empty ones are cleared. ' +
        "Format errors, a line without this kind's role code, a file not the company's or a " +
        'person not verified on its roster: 400 with `fieldErrors`.',
      run: (actor, body) => saveDraft(context, actor, kind, body),
    },
    submit: {
      summary: `Save and submit a ${what} application`,
      description:
        'Saves like the draft call, then SUBMIT. Incomplete: 400 naming every missing or ' +
        'malformed field. Not submittable in its status: 409.',
      run: (actor, body) => submitApplication(context, actor, kind, body),
    },
    withdraw: {
      summary: `Withdraw a ${what} application awaiting review`,
      run: (actor, which) => withdrawApplication(context, actor, kind, which),
    },
    detail: {
      summary: `One ${what} application, its timeline and the actions open to the caller`,
      description:
        'For the owner company and the platform (drafts: the owner only); anyone else, or ' +
        'an id of the other kind: 404. The contact mobile is shown whole.',
      schema: detailSchema,
      load: (actor, id) => loadDetail(db, config, actor, kind, id),
    },
  });
}
