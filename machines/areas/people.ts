/** A company's roster (issue 12): the company declares its people, the platform verifies them. */
import type { WorkflowArea } from './area';

export const peopleArea = {
  kind: 'person',
  lifecycle: { family: 'application', listPage: 'userCheck', statusFilter: 'status' },
  permissions: { apply: 'people.manage', read: 'people.read' },
  // The company's roster, and the people of every company declared to the platform.
  lists: { own: 'user/query-userstaff-page', review: 'corporate/query-applyuser-page' },
  applicant: {
    save: 'user/save-userstaff',
    submit: 'user/declare-userstaff',
    withdraw: 'user/withdraw-userstaff',
    // The seed's: a POST, and it takes a verified person off the roster too.
    remove: { path: 'user/delete-userstaff', method: 'POST' },
    detail: 'user/query-userstaff-detail',
  },
  decisions: {
    method: 'POST',
    decide: 'audit/update-corporateuser-status',
    decideBatch: 'audit/muliti-update-corporateuser-status',
  },
  queues: {
    people: {
      list: 'plat',
      permission: 'people.review',
      page: 'userCheck',
      awaiting: { family: 'application', state: 'submitted' },
      record: { page: 'userCheck', param: 'person' },
    },
  },
} as const satisfies WorkflowArea;
