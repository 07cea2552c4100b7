/** A member company's own real-name applications (DESIGN §9 /realnameApply/history). */
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '@machines/areas/area';
import { realnameArea } from '@machines/areas/realname';
import { companyOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { registerListCall } from '../lib/listRoute';
import { registerApplicantCalls } from '../lib/workflow/applicantCalls';
import { saveDraft, submitApplication, withdrawApplication } from './applicantActions';
import { loadDetail } from './detail';
import type { ApplicationBody } from './fields';
import { queryOwnPage, type OwnPageQuery } from './lists';
import { applicationBodySchema, detailSchema, ownPageQuerySchema, rowSchema } from './schemas';

const tags = ['realname'];

const APPLICATION_FIELDS = { licenceFileId: 'file' } as const;

export function registerApplicantRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, config } = context;

  registerListCall<OwnPageQuery>(app, {
    url: apiUrl(realnameArea.lists.own),
    permission: 'realname.apply',
    tags,
    summary: "My company's real-name applications, newest first",
    querystring: ownPageQuerySchema,
    row: rowSchema,
    page: (actor, query) => queryOwnPage(db, config, companyOf(actor), query),
  });

  registerApplicantCalls<ApplicationBody>(app, realnameArea, {
    tags,
    fields: APPLICATION_FIELDS,
    bodySchema: applicationBodySchema,
    recordSchema: rowSchema,
    save: {
      summary: 'Create or update a draft',
      description:
        'Without `id`: a new draft (409 `error.realnameOpenExists` while the company has an ' +
        'open application). With `id` and `version`: changes a draft, returned or withdrawn ' +
        'application of the company (stale version 409). Fields left out stay as they are; ' +
        'empty ones are cleared. Format errors: 400 with `fieldErrors`.',
      run: (actor, body) => saveDraft(context, actor, body),
    },
    submit: {
      summary: 'Save and submit for review',
      description:
        'Saves like save-realcorporate, then SUBMIT. Incomplete: 400 with `fieldErrors` ' +
        'naming every missing or malformed field; the licence must be a file of the company. ' +
        'Not submittable in its status: 409.',
      run: (actor, body) => submitApplication(context, actor, body),
    },
    withdraw: {
      summary: 'Withdraw a submission',
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
