/** Account appeal status 0-2 (DESIGN §3.2): the forgot-account procedure. */
import { and } from 'xstate';
import { statusWorkflowSetup, actorIs, type WorkflowEventBase } from './workflow';

export type AppealEvent = WorkflowEventBase<'APPROVE' | 'REJECT'>;

const reviewer = actorIs('platform');

export const appealWorkflow = statusWorkflowSetup<AppealEvent>().createMachine({
  id: 'appeal',
  context: {},
  initial: 'pending',
  states: {
    pending: {
      meta: { code: 0, color: 'warning', label: 'status.appeal.pending' },
      tags: ['awaitingReview'],
      on: {
        APPROVE: { target: 'approved', guard: reviewer },
        REJECT: { target: 'rejected', guard: and([reviewer, 'hasComment']) },
      },
    },
    approved: {
      meta: { code: 1, color: 'success', label: 'status.appeal.approved' },
      tags: ['final'],
    },
    rejected: {
      meta: { code: 2, color: 'error', label: 'status.appeal.rejected' },
      tags: ['final'],
    },
  },
});
