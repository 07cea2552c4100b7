/** Credit applications (issue 14): the company applies, its review institution and the platform decide. */
import type { WorkflowArea } from './area';
import { qualificationReviewQueues } from './qualificationQueues';

export const creditArea = {
  kind: 'creditApplication',
  lifecycle: {
    family: 'qualification',
    listPage: 'platCreditCheck',
    byBusinessLine: true,
    byInstitution: 'review',
  },
  permissions: { apply: 'credit.apply', read: 'credit.read' },
  lists: {
    own: 'credit-category/query-my-corporatecredit-page',
    institution: 'credit-category/query-check-corporatecredit-page',
    platform: 'credit-category/query-plat-corporatecredit-page',
  },
  applicant: {
    save: 'credit-category/create-corporatecredit',
    submit: 'credit-category/submit-corporatecredit',
    withdraw: 'credit-category/withdraw-corporatecredit',
    remove: { path: 'credit-category/delete-corporatecredit', method: 'DELETE' },
    detail: 'credit-category/query-corporatecredit-detail',
  },
  decisions: {
    method: 'POST',
    decide: 'credit-category/update-corporatecredit-status',
    decideBatch: 'credit-category/muliti-update-corporatecredit-status',
  },
  queues: qualificationReviewQueues(
    {
      name: 'creditInstitution',
      permission: 'credit.institutionReview',
      page: 'creditCheck',
      recordPage: 'creditCheckSpecify',
    },
    {
      name: 'creditPlatform',
      permission: 'credit.platformReview',
      page: 'platCreditCheck',
      recordPage: 'platCreditCheckSpecify',
    },
  ),
} as const satisfies WorkflowArea;
