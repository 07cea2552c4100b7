/**
 * A sign-up's request to move to another date of the same course (DESIGN §3.6, `changedate`):
 * pending, then approved (the sign-up moves) or refused with a reason, decided by the
 * course's training institution. Coloured like an appeal (§3.2).
 */
import { and, setup } from 'xstate';
import {
  workflowGuards,
  type StatusMeta,
  type StatusTag,
  type WorkflowEventBase,
} from './workflow';

export type DateChangeEvent = WorkflowEventBase<'APPROVE_CHANGE' | 'REFUSE_CHANGE'>;

const institution = { type: 'actorIs', params: { parties: ['institution'] } } as const;

export const dateChangeWorkflow = setup({
  types: {
    context: {} as Record<string, never>,
    events: {} as DateChangeEvent,
    meta: {} as StatusMeta,
    tags: {} as StatusTag,
  },
  guards: workflowGuards,
}).createMachine({
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
