/**
 * Generic application status 0-6 (DESIGN §3.1): real-name certification, membership,
 * institution qualification and training history declarations.
 */
import { and } from 'xstate';
import { statusWorkflowSetup, actorIs, type WorkflowEventBase } from './workflow';

export type ApplicationEvent = WorkflowEventBase<
  'SUBMIT' | 'WITHDRAW' | 'APPROVE' | 'REJECT' | 'RETURN' | 'REVOKE' | 'RESTORE'
>;

const applicant = actorIs('applicant');
const reviewer = actorIs('platform');

export const applicationWorkflow = statusWorkflowSetup<ApplicationEvent>().createMachine({
  id: 'application',
  context: {},
  initial: 'draft',
  states: {
    draft: {
      meta: { code: 0, color: 'default', label: 'status.application.draft' },
      // Nobody has seen a draft: areas that offer it (training history) let it be deleted.
      tags: ['editable', 'deletable'],
      on: { SUBMIT: { target: 'submitted', guard: applicant } },
    },
    submitted: {
      meta: { code: 1, color: 'warning', label: 'status.application.submitted' },
      tags: ['awaitingReview'],
      on: {
        WITHDRAW: { target: 'withdrawn', guard: applicant },
        APPROVE: { target: 'approved', guard: reviewer },
        REJECT: { target: 'rejected', guard: and([reviewer, 'hasComment']) },
        RETURN: { target: 'returned', guard: and([reviewer, 'hasComment']) },
      },
    },
    approved: {
      meta: { code: 2, color: 'success', label: 'status.application.approved' },
      on: { REVOKE: { target: 'revoked', guard: reviewer } },
    },
    rejected: {
      meta: { code: 3, color: 'error', label: 'status.application.rejected' },
      tags: ['final'],
    },
    returned: {
      meta: { code: 4, color: 'secondary', label: 'status.application.returned' },
      tags: ['editable'],
      on: { SUBMIT: { target: 'submitted', guard: applicant } },
    },
    withdrawn: {
      meta: { code: 5, color: 'default', label: 'status.application.withdrawn' },
      tags: ['editable'],
      on: { SUBMIT: { target: 'submitted', guard: applicant } },
    },
    revoked: {
      meta: { code: 6, color: 'error', label: 'status.application.revoked' },
      on: { RESTORE: { target: 'approved', guard: reviewer } },
    },
  },
});
