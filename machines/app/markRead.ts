/**
 * Marking messages read in the message centre: some messages (one, or the selection) or
 * all of them. On success the screen reloads its list (`marked`), whose answer also tells
 * the bell the new unread count; a failure stays on screen until dismissed or retried.
 */
import { assign, setup } from 'xstate';
import { injectedAction, injectedPromise } from './injected';
import type { RowId } from './list';
import type { Notice } from './notice';
import { noticeFromError } from './serviceError';

/** Which messages: the given ids, or every unread message of the account. */
export type MarkReadTarget =
  { readonly kind: 'some'; readonly ids: readonly RowId[] } | { readonly kind: 'all' };

export interface MarkReadContext {
  readonly target: MarkReadTarget | null;
  readonly error: Notice | null;
}

export type MarkReadEvent =
  | { type: 'MARK'; ids: readonly RowId[] }
  | { type: 'MARK_ALL' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

export const markReadMachine = setup({
  types: {
    context: {} as MarkReadContext,
    events: {} as MarkReadEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** `POST /api/corporate/read-message` or `POST /api/corporate/read-all-message`. */
    markRead: injectedPromise<unknown, MarkReadTarget>('markRead'),
  },
  actions: {
    /** The messages changed on the server: reload what shows them. */
    marked: injectedAction(),
  },
  guards: {
    hasIds: ({ event }) => event.type === 'MARK' && event.ids.length > 0,
  },
}).createMachine({
  id: 'markRead',
  context: { target: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        MARK: {
          guard: 'hasIds',
          target: 'marking',
          actions: assign({
            target: ({ event }) => ({ kind: 'some', ids: event.ids }),
            error: null,
          }),
        },
        MARK_ALL: { target: 'marking', actions: assign({ target: { kind: 'all' }, error: null }) },
      },
    },
    marking: {
      tags: ['busy'],
      invoke: {
        src: 'markRead',
        input: ({ context }) => context.target ?? { kind: 'all' },
        onDone: { target: 'idle', actions: [assign({ target: null }), 'marked'] },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => noticeFromError(event.error, 'error.hasError') }),
        },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'marking', actions: assign({ error: null }) },
        DISMISS: { target: 'idle', actions: assign({ target: null, error: null }) },
      },
    },
  },
});

export type MarkReadMachine = typeof markReadMachine;
