/**
 * The bell's unread count: asks the message page for `unread` every 30 s while the page
 * is visible, pauses while the document is hidden (no point polling a background tab)
 * and asks again at once when it comes back or on REFRESH (e.g. after marking read).
 */
import { assign, setup } from 'xstate';
import { injectedPromise } from './injected';

export interface UnreadMessagesContext {
  readonly unread: number;
}

export type UnreadMessagesEvent =
  { type: 'VISIBILITY.CHANGED'; visible: boolean } | { type: 'REFRESH' };

export const UNREAD_POLL_INTERVAL_MS = 30_000;

export const unreadMessagesMachine = setup({
  types: {
    context: {} as UnreadMessagesContext,
    events: {} as UnreadMessagesEvent,
  },
  actors: {
    /** `GET /api/corporate/query-message-page` → `data.unread`. */
    fetchUnreadCount: injectedPromise<number>('fetchUnreadCount'),
  },
  guards: {
    becameHidden: ({ event }) => event.type === 'VISIBILITY.CHANGED' && !event.visible,
    becameVisible: ({ event }) => event.type === 'VISIBILITY.CHANGED' && event.visible,
  },
  delays: {
    pollInterval: UNREAD_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'unreadMessages',
  context: { unread: 0 },
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
