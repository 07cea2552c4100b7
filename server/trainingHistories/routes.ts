/**
 * Training history declarations (issue 16, `/historyList`, `/historyApply`,
 * `/cultivateList`, `/cultivateApply`): a member company declares training its verified
 * people took elsewhere, or cultivation it gave them in house; the platform reviews
 * (`trainHistoryCheck`, ours). Seed paths: `corporate/create-corporatetrain-history` (save a
 * draft) and `corporate/query-corporatetrainhistory-list`; the rest are ours, named alike.
 */
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '@machines/areas/area';
import { trainingHistoryArea } from '@machines/areas/trainingHistories';
import { trainingHistoryStatusCounts } from '../db/schema';
import type { ServerContext } from '../lib/context';
import { DECISION_EVENTS } from '../lib/workflow/applicantSteps';
import { registerApplicantCalls } from '../lib/workflow/applicantCalls';
import { registerDecisionRoutes } from '../lib/workflow/decisionRoutes';
import { deleteHistory, saveDraft, submitHistory, withdrawHistory } from './actions';
import { decide } from './decisions';
import { loadDetail } from './detail';
import type { HistoryBody } from './fields';
import {
  queryOwnPage,
  queryReviewPage,
  type HistoryReviewQuery,
  type OwnHistoryQuery,
} from './lists';
import {
  detailSchema,
  historyBodySchema,
  historySchema,
  ownPageQuerySchema,
  reviewQuerySchema,
} from './schemas';
import { addWorkflowSource } from '../lib/workflow/workflowSources';
import { registerListCall } from '../lib/listRoute';
import { trainingHistoryEntity } from './entity';
import { historyInReach } from './access';
import { historyProofRule } from './attachmentRules';
import { APPLICANT_CALL_TEXTS } from './callTexts';

const tags = ['training history'];
const HISTORY_FIELDS = { personId: 'person', proofFileId: 'file' } as const;

export function registerTrainingHistoryRoutes(app: FastifyInstance, context: ServerContext) {
  context.fileAccess.addAttachmentRule(historyProofRule);
  addWorkflowSource(app, {
    lifecycle: 'trainingHistory',
    workflow: trainingHistoryEntity,
    statusCounts: trainingHistoryStatusCounts,
    timeline: {
      kind: 'trainingHistory',
      permission: 'trainingHistory.read',
      assertInReach: (actor, id) => historyInReach(context.db, actor, id),
    },
  });
  const { db, config } = context;

  registerApplicantCalls<HistoryBody, OwnHistoryQuery>(app, trainingHistoryArea, {
    tags,
    fields: HISTORY_FIELDS,
    schemas: { body: historyBodySchema, record: historySchema, detail: detailSchema },
    texts: APPLICANT_CALL_TEXTS,
    ownList: {
      querystring: ownPageQuerySchema,
      page: (company, query) => queryOwnPage(db, config, company, query),
    },
    steps: {
      save: (actor, body) => saveDraft(context, actor, body),
      submit: (actor, body) => submitHistory(context, actor, body),
      withdraw: (actor, which) => withdrawHistory(context, actor, which),
      remove: (actor, which) => deleteHistory(context, actor, which),
      detail: (actor, id) => loadDetail(db, config, actor, id),
    },
  });

  registerListCall<HistoryReviewQuery>(app, {
    url: apiUrl(trainingHistoryArea.lists.review),
    permission: 'trainingHistory.review',
    tags,
    summary: "Every company's declarations that were sent, the latest first",
    querystring: reviewQuerySchema,
    row: historySchema,
    page: (_actor, query) => queryReviewPage(db, config, query),
  });

  registerDecisionRoutes(app, {
    tags,
    permission: 'trainingHistory.review',
    kind: trainingHistoryArea.kind,
    events: DECISION_EVENTS,
    recordSchema: historySchema,
    single: {
      url: apiUrl(trainingHistoryArea.decisions.decide),
      summary: 'Decide on a training history declaration',
      description:
        'REJECT and RETURN need a comment. A step the workflow does not allow from the ' +
        'current status, or a stale version: 409; a draft or an unknown id: 404.',
    },
    batch: {
      url: apiUrl(trainingHistoryArea.decisions.decideBatch),
      summary: 'Decide on several training history declarations',
    },
    decide: (actor, decision) => decide(context, actor, decision),
  });
}
