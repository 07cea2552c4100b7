/** Training history and cultivation declarations (issue 16): the company declares, the platform decides. */
import type { WorkflowArea } from './area';

export const trainingHistoryArea = {
  kind: 'trainingHistory',
  lifecycle: { family: 'application', listPage: 'trainHistoryCheck', statusFilter: 'status' },
  permissions: { apply: 'trainingHistory.apply', read: 'trainingHistory.read' },
  lists: {
    own: 'corporate/query-corporatetrainhistory-list',
    review: 'corporate/query-check-corporatetrainhistory-page',
  },
  applicant: {
    save: 'corporate/create-corporatetrain-history',
    submit: 'corporate/submit-corporatetrain-history',
    withdraw: 'corporate/withdraw-corporatetrain-history',
    remove: { path: 'corporate/delete-corporatetrain-history', method: 'DELETE' },
    detail: 'corporate/query-corporatetrainhistory-detail',
  },
  decisions: {
    method: 'POST',
    decide: 'audit/update-corporatetrainhistory-status',
    decideBatch: 'audit/muliti-update-corporatetrainhistory-status',
  },
} as const satisfies WorkflowArea;
