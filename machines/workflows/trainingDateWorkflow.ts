/**
 * Training date status 0-5 (DESIGN §3.6): one scheduled session of a course. A refused
 * change request returns to `changed` when the date had already moved once, else to
 * `scheduled`; the row's `wasRescheduled` flag carries that memory into the snapshot.
 * A move is asked, and approved, only while the session has not begun and into a day still
 * ahead: people already in the room, or sent to a day that has passed, cannot follow it
 * (`moveIsAhead`, read off the session's first day, the asked one and the step's day).
 */
import { and, assign, not, setup } from 'xstate';
import {
  actorIs,
  workflowGuards,
  type StatusMeta,
  type StatusTag,
  type WorkflowEventBase,
} from './workflow';

export type TrainingDateEvent = WorkflowEventBase<
  'START' | 'FINISH' | 'REQUEST_CHANGE' | 'APPROVE_CHANGE' | 'REFUSE_CHANGE' | 'CANCEL'
>;

export interface TrainingDateContext {
  readonly wasRescheduled: boolean;
  /** The session's first day as scheduled now (YYYY-MM-DD). */
  readonly startsOn: string | null;
  /** The first day the move asks for; null when none is asked. */
  readonly proposedStartsOn: string | null;
  /** The day of the step, China time. */
  readonly today: string | null;
}

/** Whether, on the step's day, the session has not begun and the asked day is ahead. */
export const moveIsAhead = ({
  startsOn,
  proposedStartsOn,
  today,
}: Partial<TrainingDateContext>): boolean =>
  Boolean(startsOn && proposedStartsOn && today && startsOn > today && proposedStartsOn > today);

const institution = actorIs('institution');
const institutionOrSystem = actorIs('institution', 'system');
const platform = actorIs('platform');

const start = { START: { target: 'inProgress', guard: institutionOrSystem } } as const;
const requestChange = {
  REQUEST_CHANGE: {
    target: 'changeRequested',
    guard: and([institution, 'hasComment', 'moveIsAhead']),
  },
} as const;
const cancel = {
  CANCEL: { target: 'cancelled', guard: and([institution, 'hasComment']) },
} as const;

export const trainingDateWorkflow = setup({
  types: {
    context: {} as TrainingDateContext,
    input: {} as Partial<TrainingDateContext> | undefined,
    events: {} as TrainingDateEvent,
    meta: {} as StatusMeta,
    tags: {} as StatusTag,
  },
  guards: {
    ...workflowGuards,
    wasRescheduled: ({ context }) => context.wasRescheduled,
    moveIsAhead: ({ context }) => moveIsAhead(context),
  },
}).createMachine({
  id: 'trainingDate',
  context: ({ input }) => ({
    wasRescheduled: input?.wasRescheduled ?? false,
    startsOn: input?.startsOn ?? null,
    proposedStartsOn: input?.proposedStartsOn ?? null,
    today: input?.today ?? null,
  }),
  initial: 'scheduled',
  states: {
    scheduled: {
      meta: { code: 0, color: 'info', label: 'status.trainingDate.scheduled' },
      on: { ...start, ...requestChange, ...cancel },
    },
    inProgress: {
      meta: { code: 1, color: 'warning', label: 'status.trainingDate.inProgress' },
      on: { FINISH: { target: 'finished', guard: institutionOrSystem } },
    },
    finished: {
      meta: { code: 2, color: 'success', label: 'status.trainingDate.finished' },
      tags: ['final'],
    },
    changeRequested: {
      meta: { code: 3, color: 'secondary', label: 'status.trainingDate.changeRequested' },
      tags: ['awaitingReview'],
      on: {
        APPROVE_CHANGE: {
          target: 'changed',
          guard: and([platform, 'moveIsAhead']),
          actions: assign({ wasRescheduled: true }),
        },
        REFUSE_CHANGE: [
          { target: 'changed', guard: and([platform, 'hasComment', 'wasRescheduled']) },
          { target: 'scheduled', guard: and([platform, 'hasComment', not('wasRescheduled')]) },
        ],
        ...cancel,
      },
    },
    changed: {
      meta: { code: 4, color: 'info', label: 'status.trainingDate.changed' },
      on: { ...start, ...requestChange, ...cancel },
    },
    cancelled: {
      meta: { code: 5, color: 'default', label: 'status.trainingDate.cancelled' },
      tags: ['final'],
    },
  },
});
