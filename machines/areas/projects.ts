/** Project declarations (issue 14): the company declares, an institution and the platform review. */
import type { WorkflowArea } from './area';
import { qualificationReviewQueues } from './qualificationQueues';

export const projectArea = {
  kind: 'projectApplication',
  lifecycle: { family: 'qualification', listPage: 'platProjectCheck' },
  permissions: { apply: 'project.apply', read: 'project.read' },
  lists: {
    own: 'corporate/query-my-applyproject-page',
    institution: 'corporate/query-check-applyproject-page',
    platform: 'corporate/query-applyproject-page',
  },
  applicant: {
    save: 'corporate/create-applyproject',
    submit: 'corporate/submit-applyproject',
    withdraw: 'corporate/withdraw-applyproject',
    remove: { path: 'train/delete-project', method: 'DELETE' },
    detail: 'corporate/query-applyproject-detail',
  },
  decisions: {
    method: 'POST',
    decide: 'audit/update-corporateproject-status',
    decideBatch: 'audit/muliti-update-corporateproject-status',
  },
  queues: qualificationReviewQueues(
    {
      name: 'projectInstitution',
      permission: 'project.institutionReview',
      page: 'projectCheck',
      recordPage: 'projectCheck',
    },
    {
      name: 'projectPlatform',
      permission: 'project.platformReview',
      page: 'platProjectCheck',
      recordPage: 'platProjectCheck',
    },
  ),
} as const satisfies WorkflowArea;
