/** Real-name certification (DESIGN §9): the company applies, the platform decides. */
import type { WorkflowArea } from './area';

export const realnameArea = {
  kind: 'realnameApplication',
  lifecycle: { family: 'application', listPage: 'realCertification' },
  permissions: { apply: 'realname.apply', read: 'realname.read' },
  lists: {
    own: 'corporate/query-my-realcorporate-page',
    review: 'corporate/query-realcorporate-page',
  },
  applicant: {
    save: 'corporate/save-realcorporate',
    submit: 'corporate/submit-realcorporate',
    withdraw: 'corporate/withdraw-realcorporate',
    detail: 'corporate/query-realcorporate-detail',
  },
  decisions: {
    method: 'POST',
    decide: 'audit/update-realcorporate-status',
    decideBatch: 'audit/muliti-update-realcorporate-status',
  },
  queues: {
    realname: {
      list: 'plat',
      permission: 'realname.review',
      page: 'realCertification',
      awaiting: { family: 'application', state: 'submitted' },
      record: { page: 'realnameDetailHistory', param: 'id' },
    },
  },
} as const satisfies WorkflowArea;
