/**
 * The one review machine (convention §7.5): approve, reject or return one record or a
 * batch, with the comment the workflow asks for, a per-item result summary for batches
 * and the conflict message when someone else decided first. Which decisions exist and
 * which need a comment come from the workflow machine (`availableEvents`), not from here.
 */
import { assign, setup } from 'xstate';
import { injectedAction, injectedPromise } from './injected';
import type { RowId } from './list';
import type { Notice } from './notice';
import { noticeFromError } from './serviceError';

export interface ReviewItemResult {
  readonly id: RowId;
  readonly ok: boolean;
  /** The server's localized reason when the item was refused (conflict, illegal step). */
  readonly message?: string;
}

export interface ReviewRequest {
  readonly decision: string;
  readonly ids: readonly RowId[];
  readonly comment: string;
}

export interface ReviewContext {
  readonly decision: string | null;
  readonly ids: readonly RowId[];
  readonly commentRequired: boolean;
  readonly comment: string;
  readonly results: readonly ReviewItemResult[];
  readonly error: Notice | null;
}

export type ReviewEvent =
  | { type: 'DECIDE'; decision: string; ids: readonly RowId[]; commentRequired: boolean }
  | { type: 'COMMENT.CHANGED'; comment: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' };

const cleared: ReviewContext = {
  decision: null,
  ids: [],
  commentRequired: false,
  comment: '',
  results: [],
  error: null,
};

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
  },
  actors: {
    /** Sends the decision; answers one result per id (a batch never fails as a whole). */
    submitDecision: injectedPromise<readonly ReviewItemResult[], ReviewRequest>('submitDecision'),
  },
  actions: {
    /** Something changed on the server: the screen reloads what it shows. */
    decided: injectedAction(),
  },
  guards: {
    hasTargets: ({ event }) => event.type === 'DECIDE' && event.ids.length > 0,
    commentGiven: ({ context }) => !context.commentRequired || context.comment.trim() !== '',
  },
}).createMachine({
  id: 'review',
  context: cleared,
  initial: 'idle',
  states: {
    idle: {
      on: {
        DECIDE: {
          guard: 'hasTargets',
          target: 'composing',
          actions: assign(({ event }) => ({
            ...cleared,
            decision: event.decision,
            ids: event.ids,
            commentRequired: event.commentRequired,
          })),
        },
      },
    },
    composing: {
      on: {
        'COMMENT.CHANGED': { actions: assign({ comment: ({ event }) => event.comment }) },
        CONFIRM: { guard: 'commentGiven', target: 'submitting' },
        CANCEL: { target: 'idle', actions: assign(cleared) },
      },
    },
    submitting: {
      invoke: {
        src: 'submitDecision',
        input: ({ context }) => ({
          decision: context.decision ?? '',
          ids: context.ids,
          comment: context.comment.trim(),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.every((result) => result.ok),
            target: 'succeeded',
            actions: [assign({ results: ({ event }) => event.output }), 'decided'],
          },
          {
            target: 'partlyFailed',
            actions: [assign({ results: ({ event }) => event.output }), 'decided'],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => noticeFromError(event.error, 'error.hasError') }),
        },
      },
    },
    succeeded: {
      on: { DISMISS: { target: 'idle', actions: assign(cleared) } },
    },
    /** Some items were refused: the summary names each one and why. */
    partlyFailed: {
      on: { DISMISS: { target: 'idle', actions: assign(cleared) } },
    },
    failed: {
      on: {
        CONFIRM: { target: 'submitting', actions: assign({ error: null }) },
        CANCEL: { target: 'idle', actions: assign(cleared) },
      },
    },
  },
});

export type ReviewMachine = typeof reviewMachine;
