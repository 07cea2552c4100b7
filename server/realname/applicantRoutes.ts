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
import { APPLICANT_CALL_TEXTS } from './callTexts';

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
    schemas: { body: applicationBodySchema, record: rowSchema, detail: detailSchema },
    texts: APPLICANT_CALL_TEXTS,
    steps: {
      save: (actor, body) => saveDraft(context, actor, body),
      submit: (actor, body) => submitApplication(context, actor, body),
      withdraw: (actor, which) => withdrawApplication(context, actor, which),
      detail: (actor, id) => loadDetail(db, config, actor, id),
    },
  });
}
