/** A member company's own real-name applications (DESIGN §9 /realnameApply/history). */
import type { FastifyInstance } from 'fastify';
import { realnameArea } from '@machines/areas/realname';
import type { ServerContext } from '../lib/context';
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

  registerApplicantCalls<ApplicationBody, OwnPageQuery>(app, realnameArea, {
    tags,
    fields: APPLICATION_FIELDS,
    schemas: { body: applicationBodySchema, record: rowSchema, detail: detailSchema },
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
