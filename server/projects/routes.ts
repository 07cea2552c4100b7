/**
 * Project declarations (issue 14): a member company declares projects it carried out; the
 * review institution each names reviews first, the platform second (DESIGN §3.3). Seed
 * paths: `corporate/query-applyproject-page` (the platform's list),
 * `audit/update-corporateproject-status` (+ `muliti-`), `train/delete-project`; the rest
 * are ours, named alike.
 */
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '@machines/areas/area';
import { projectArea } from '@machines/areas/projects';
import { actorOf, companyOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { anyReviewInstitutions } from '../lib/reviewInstitutions';
import { routeSchema } from '../lib/schemas';
import { registerApplicantCalls } from '../lib/workflow/applicantCalls';
import { registerDecisionRoutes } from '../lib/workflow/decisionRoutes';
import { TWO_LEVEL_DECISION_EVENTS } from '../lib/workflow/twoLevelDecision';
import { deleteProject, saveDraft, submitProject, withdrawProject } from './actions';
import { decide } from './decisions';
import { loadDetail } from './detail';
import type { ProjectBody } from './fields';
import {
  queryInstitutionPage,
  queryOwnPage,
  queryPlatformPage,
  type OwnPageQuery,
  type ReviewQuery,
} from './lists';
import {
  detailSchema,
  institutionOptionSchema,
  ownPageQuerySchema,
  projectBodySchema,
  projectSchema,
  reviewQuerySchema,
} from './schemas';
import { addWorkflowSource } from '../lib/workflow/workflowSources';
import { registerListCall } from '../lib/listRoute';
import { projectEntity } from './entity';
import { projectInReach } from './access';
import { projectAttachmentRule } from './attachmentRules';
import { APPLICANT_CALL_TEXTS } from './callTexts';

const tags = ['project declarations'];
const PROJECT_FIELDS = {
  managerId: 'person',
  institutionId: 'corporate',
  contractFileId: 'file',
  acceptanceFileId: 'file',
} as const;

export function registerProjectRoutes(app: FastifyInstance, context: ServerContext) {
  context.fileAccess.addAttachmentRule(projectAttachmentRule);
  addWorkflowSource(app, {
    lifecycle: 'project',
    workflow: projectEntity,
    timeline: {
      kind: 'projectApplication',
      permission: 'project.read',
      assertInReach: (actor, id) => projectInReach(context.db, actor, id),
    },
  });
  const { db, config } = context;

  app.get(
    '/api/corporate/query-project-institutions',
    {
      config: { permission: 'project.apply' },
      schema: routeSchema({
        tags,
        summary: 'The review institutions a declaration may name (never the caller)',
        data: { type: 'array', items: institutionOptionSchema },
      }),
    },
    async (request) => ok(await anyReviewInstitutions(db, companyOf(actorOf(request)))),
  );

  registerApplicantCalls<ProjectBody, OwnPageQuery>(app, projectArea, {
    tags,
    fields: PROJECT_FIELDS,
    schemas: { body: projectBodySchema, record: projectSchema, detail: detailSchema },
    texts: APPLICANT_CALL_TEXTS,
    ownList: {
      querystring: ownPageQuerySchema,
      page: (company, query) => queryOwnPage(db, config, company, query),
    },
    steps: {
      save: (actor, body) => saveDraft(context, actor, body),
      submit: (actor, body) => submitProject(context, actor, body),
      withdraw: (actor, which) => withdrawProject(context, actor, which),
      remove: (actor, which) => deleteProject(context, actor, which),
      detail: (actor, id) => loadDetail(db, config, actor, id),
    },
  });

  registerListCall<ReviewQuery>(app, {
    url: apiUrl(projectArea.lists.institution),
    permission: 'project.institutionReview',
    tags,
    summary: 'The project declarations sent to my institution (drafts never), latest first',
    querystring: reviewQuerySchema,
    row: projectSchema,
    page: (actor, query) => queryInstitutionPage(db, config, companyOf(actor), query),
  });

  registerListCall<ReviewQuery>(app, {
    url: apiUrl(projectArea.lists.platform),
    permission: 'project.platformReview',
    tags,
    summary: 'Project declarations an institution approved, and all that followed',
    querystring: reviewQuerySchema,
    row: projectSchema,
    page: (_actor, query) => queryPlatformPage(db, config, query),
  });

  registerDecisionRoutes(app, {
    tags,
    permission: 'project.review',
    kind: projectArea.kind,
    events: TWO_LEVEL_DECISION_EVENTS,
    recordSchema: projectSchema,
    single: {
      url: apiUrl(projectArea.decisions.decide),
      summary: 'Decide on a project declaration (its institution first, then the platform)',
      description:
        'The institution the declaration names sends INSTITUTION_*, the platform ' +
        'PLATFORM_* and REVOKE; returns, rejections and revocations need a comment. A step ' +
        'the workflow does not allow the caller, or a stale version: 409; a declaration ' +
        'not the caller’s to review: 404.',
    },
    batch: {
      url: apiUrl(projectArea.decisions.decideBatch),
      summary: 'Decide on several project declarations',
    },
    decide: (actor, decision) => decide(context, actor, decision),
  });
}
