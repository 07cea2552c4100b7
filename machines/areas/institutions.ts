/**
 * Training and review institution applications (issue 12): a company applies for either
 * kind, the platform decides. The seed names the training calls under `train/` and the
 * review calls under `audit/` (DESIGN §9); the applicant's calls the seed does not list are
 * ours, named alike. Everything else is the same code.
 */
import type { InstitutionKind } from '../access/roles';
import type { BacklogQueueDefinition } from '../access/backlogQueue';
import type { DecisionCallPaths, SeparateStepPaths, WorkflowArea } from './area';

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

/** What one kind has of its own: its reviewers' list, the company's steps, the decisions, the queue. */
interface KindCalls<Queue extends string> {
  readonly review: string;
  readonly applicant: SeparateStepPaths;
  readonly decisions: Pick<DecisionCallPaths, 'decide' | 'decideBatch'>;
  readonly queue: { readonly name: Queue } & Omit<BacklogQueueDefinition, 'awaiting'>;
}

function institutionKind<const Queue extends string>({
  review,
  applicant,
  decisions,
  queue,
}: KindCalls<Queue>) {
  const { name, ...definition } = queue;
  const queues = { [name]: { ...definition, awaiting: SUBMITTED } };
  return {
    kind: 'institutionApplication',
    lifecycle,
    permissions,
    lists: { own, review },
    applicant,
    decisions: { method: 'POST', ...decisions },
    queues: queues as Record<Queue, BacklogQueueDefinition>,
  } as const satisfies WorkflowArea;
}

export const institutionAreas = {
  training: institutionKind({
    review: 'audit/query-traincorporate-page',
    applicant: {
      save: 'train/create-traincorporate',
      submit: 'train/submit-traincorporate',
      withdraw: 'train/withdraw-traincorporate',
      detail: 'train/query-corporatetrain',
    },
    decisions: {
      decide: 'train/update-traincorporatestatus',
      decideBatch: 'train/muliti-update-traincorporatestatus',
    },
    queue: {
      name: 'trainingInstitution',
      list: 'train',
      permission: 'institution.reviewTraining',
      page: 'trainCredictCheck',
      record: { page: 'trainCredictSpecify', param: 'id' },
    },
  }),
  review: institutionKind({
    review: 'audit/query-auditcorporate-page',
    applicant: {
      save: 'audit/create-auditcorporate',
      submit: 'audit/submit-auditcorporate',
      withdraw: 'audit/withdraw-auditcorporate',
      detail: 'audit/query-auditcorporate-detail',
    },
    decisions: {
      decide: 'audit/update-auditcorporate-status',
      decideBatch: 'audit/muliti-update-auditcorporate-status',
    },
    queue: {
      name: 'reviewInstitution',
      list: 'audit',
      permission: 'institution.reviewReview',
      page: 'enterpriseCredictCheck',
      record: { page: 'enterpriseCredictSpecify', param: 'id' },
    },
  }),
} satisfies Record<InstitutionKind, WorkflowArea>;
