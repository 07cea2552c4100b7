/**
 * A sign-up's request to move to another date of the same course (DESIGN §3.6, `changedate`):
 * pending, then approved (the sign-up moves) or refused with a reason, decided by the
 * course's training institution. Coloured like an appeal (§3.2).
 */
import { and } from 'xstate';
import { statusWorkflowSetup, actorIs, type WorkflowEventBase } from './workflow';

export type DateChangeEvent = WorkflowEventBase<'APPROVE_CHANGE' | 'REFUSE_CHANGE'>;

const institution = actorIs('institution');

export const dateChangeWorkflow = statusWorkflowSetup<DateChangeEvent>().createMachine({
  id: 'dateChange',
  context: {},
  initial: 'pending',
  states: {
    pending: {
      meta: { code: 0, color: 'warning', label: 'status.dateChange.pending' },
      tags: ['awaitingReview'],
      on: {
        APPROVE_CHANGE: { target: 'approved', guard: institution },
        REFUSE_CHANGE: { target: 'refused', guard: and([institution, 'hasComment']) },
      },
    },
    approved: {
      meta: { code: 1, color: 'success', label: 'status.dateChange.approved' },
      tags: ['final'],
    },
    refused: {
      meta: { code: 2, color: 'error', label: 'status.dateChange.refused' },
      tags: ['final'],
    },
  },
});
