/**
 * Training and review institution applications (issue 12): a company applies for either
 * kind, the platform decides. The seed names the training calls under `train/` and the
 * review calls under `audit/` (DESIGN §9); the applicant's calls the seed does not list are
 * ours, named alike. Everything else is the same code.
 */
import type { InstitutionKind } from '../access/roles';
import type { WorkflowArea } from './area';

const permissions = { apply: 'institution.apply', read: 'institution.read' } as const;
const SUBMITTED = { family: 'application', state: 'submitted' } as const;
/** The company's applications of both kinds are one list. */
const own = 'corporate/query-my-institutionapply-page';
/** One lifecycle for both kinds, narrowed by business line. */
const lifecycle = {
  family: 'application',
  listPage: 'trainCredictCheck',
  statusFilter: 'status',
  byBusinessLine: true,
} as const;

export const institutionAreas = {
  training: {
    kind: 'institutionApplication',
    lifecycle,
    permissions,
    lists: { own, review: 'audit/query-traincorporate-page' },
    applicant: {
      save: 'train/create-traincorporate',
      submit: 'train/submit-traincorporate',
      withdraw: 'train/withdraw-traincorporate',
      detail: 'train/query-corporatetrain',
    },
    decisions: {
      method: 'POST',
      decide: 'train/update-traincorporatestatus',
      decideBatch: 'train/muliti-update-traincorporatestatus',
    },
    queues: {
      trainingInstitution: {
        list: 'train',
        permission: 'institution.reviewTraining',
        page: 'trainCredictCheck',
        awaiting: SUBMITTED,
        record: { page: 'trainCredictSpecify', param: 'id' },
      },
    },
  },
  review: {
    kind: 'institutionApplication',
    lifecycle,
    permissions,
    lists: { own, review: 'audit/query-auditcorporate-page' },
    applicant: {
      save: 'audit/create-auditcorporate',
      submit: 'audit/submit-auditcorporate',
      withdraw: 'audit/withdraw-auditcorporate',
      detail: 'audit/query-auditcorporate-detail',
    },
    decisions: {
      method: 'POST',
      decide: 'audit/update-auditcorporate-status',
      decideBatch: 'audit/muliti-update-auditcorporate-status',
    },
    queues: {
      reviewInstitution: {
        list: 'audit',
        permission: 'institution.reviewReview',
        page: 'enterpriseCredictCheck',
        awaiting: SUBMITTED,
        record: { page: 'enterpriseCredictSpecify', param: 'id' },
      },
    },
  },
} as const satisfies Record<InstitutionKind, WorkflowArea>;
