/**
 * The bell's unread count: asks the message page for `unread` every poll interval while
 * the page is visible, pauses while it is hidden (no point polling a background tab) and
 * asks again at once when it comes back or on REFRESH. The message centre tells it the
 * count its own answers carry (UNREAD.KNOWN), so marking read clears the dot at once.
 *
 * Where visibility comes from is injected (`watchVisibility`): the app binds the
 * document's visibility, tests and stories their own source.
 */
import { assign, fromCallback, setup } from 'xstate';
import { injectedPromise } from './injected';

export interface UnreadMessagesContext {
  readonly unread: number;
  readonly pollIntervalMs: number;
}

export interface UnreadMessagesInput {
  /** 30 s by default; the end-to-end tests poll faster. */
  readonly pollIntervalMs?: number;
}

export type VisibilityEvent = { type: 'VISIBILITY.CHANGED'; visible: boolean };

export type UnreadMessagesEvent =
  VisibilityEvent | { type: 'REFRESH' } | { type: 'UNREAD.KNOWN'; unread: number };

export const UNREAD_POLL_INTERVAL_MS = 30_000;

/** No visibility source bound: the page counts as always visible. */
const alwaysVisible = fromCallback<VisibilityEvent>(() => undefined);

export const unreadMessagesMachine = setup({
  types: {
    context: {} as UnreadMessagesContext,
    events: {} as UnreadMessagesEvent,
    input: {} as UnreadMessagesInput | undefined,
  },
  actors: {
    /** `GET /api/corporate/query-message-page` → `data.unread`. */
    fetchUnreadCount: injectedPromise<number>('fetchUnreadCount'),
    /** Sends VISIBILITY.CHANGED whenever the page is hidden or shown again. */
    watchVisibility: alwaysVisible,
  },
  guards: {
    becameHidden: ({ event }) => event.type === 'VISIBILITY.CHANGED' && !event.visible,
    becameVisible: ({ event }) => event.type === 'VISIBILITY.CHANGED' && event.visible,
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
}).createMachine({
  id: 'unreadMessages',
  context: ({ input }) => ({
    unread: 0,
    pollIntervalMs: input?.pollIntervalMs ?? UNREAD_POLL_INTERVAL_MS,
  }),
  invoke: { src: 'watchVisibility' },
  on: {
    'UNREAD.KNOWN': { actions: assign({ unread: ({ event }) => Math.max(0, event.unread) }) },
  },
  initial: 'polling',
  states: {
    polling: {
      initial: 'fetching',
      on: {
        'VISIBILITY.CHANGED': { guard: 'becameHidden', target: 'paused' },
      },
      states: {
        fetching: {
          invoke: {
            src: 'fetchUnreadCount',
            onDone: { target: 'waiting', actions: assign({ unread: ({ event }) => event.output }) },
            // Keeps the last known count; the next poll tries again.
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          after: { pollInterval: { target: 'fetching' } },
          on: { REFRESH: { target: 'fetching' } },
        },
      },
    },
    paused: {
      on: {
        'VISIBILITY.CHANGED': { guard: 'becameVisible', target: 'polling' },
      },
    },
  },
});

export type UnreadMessagesMachine = typeof unreadMessagesMachine;
