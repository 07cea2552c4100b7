/** Membership applications (DESIGN §9): a certified company applies, the platform decides. */
import type { WorkflowArea } from './area';

export const membershipArea = {
  kind: 'vipApplication',
  lifecycle: { family: 'application', listPage: 'membershipCheck', statusFilter: 'status' },
  permissions: { apply: 'membership.apply', read: 'membership.read' },
  lists: { own: 'corporate/query-my-vipapply-page', review: 'corporate/query-vipapply-page' },
  applicant: {
    save: 'corporate/save-vipapply',
    submit: 'corporate/submit-vipapply',
    withdraw: 'corporate/withdraw-vipapply',
    detail: 'corporate/query-vipapply-detail',
  },
  decisions: {
    method: 'POST',
    decide: 'audit/update-corporatevip-status',
    decideBatch: 'audit/muliti-update-corporatevip-status',
  },
  queues: {
    membership: {
      list: 'vip',
      permission: 'membership.review',
      page: 'membershipCheck',
      awaiting: { family: 'application', state: 'submitted' },
      record: { page: 'membershipCheck', param: 'application' },
    },
  },
} as const satisfies WorkflowArea;
