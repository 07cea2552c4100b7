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
import { companyOf } from '../lib/access';
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

  registerListCall<OwnHistoryQuery>(app, {
    url: apiUrl(trainingHistoryArea.lists.own),
    permission: 'trainingHistory.apply',
    tags,
    summary: "My company's declarations of one kind, newest first",
    querystring: ownPageQuerySchema,
    row: historySchema,
    page: (actor, query) => queryOwnPage(db, config, companyOf(actor), query),
  });

  registerApplicantCalls<HistoryBody>(app, trainingHistoryArea, {
    tags,
    fields: HISTORY_FIELDS,
    bodySchema: historyBodySchema,
    recordSchema: historySchema,
    save: {
      summary: 'Create or update a draft declaration',
      description:
        'Without `id`: a new draft of the `kind` named (its training name required). With ' +
        '`id` and `version`: changes a draft, returned or withdrawn declaration (stale ' +
        'version 409). Fields left out stay as they are; empty ones are cleared. A trainee ' +
        'not verified on the roster, a proof not the company’s, a training not over by ' +
        'today: 400 with `fieldErrors`.',
      run: (actor, body) => saveDraft(context, actor, body),
    },
    submit: {
      summary: 'Save and submit a declaration to the platform',
      description:
        'Saves like the draft call, then SUBMIT. Incomplete: 400 naming every missing ' +
        'field (the proof included; a cultivation also its content). Not submittable: 409.',
      run: (actor, body) => submitHistory(context, actor, body),
    },
    withdraw: {
      summary: 'Withdraw a declaration the platform has not decided on',
      run: (actor, which) => withdrawHistory(context, actor, which),
    },
    remove: {
      summary: 'Delete a draft declaration',
      description: 'Drafts only (never submitted): else 409.',
      run: (actor, which) => deleteHistory(context, actor, which),
    },
    detail: {
      summary: 'One declaration, its timeline and the actions open to the caller',
      description: 'For its company and the platform (drafts: the company only); anyone else: 404.',
      schema: detailSchema,
      load: (actor, id) => loadDetail(db, config, actor, id),
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
