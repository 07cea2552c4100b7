/**
 * The account's own sessions (DESIGN §9): the list of signed-in devices, this one marked,
 * and "sign out other sessions" after a confirmation. Reloads after signing out, so the
 * list shows what the server now holds.
 */
import { assign, setup } from 'xstate';
import { injectedPromise } from './injected';
import { keyNotice, type Notice } from './notice';
import { noticeFromError } from './serviceError';

/** One session as the list shows it (machines/contracts OwnSession). */
export interface SessionItem {
  readonly id: number;
  readonly userAgent: string | null;
  readonly ip: string | null;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  readonly current: boolean;
}

export interface OwnSessionsContext {
  readonly sessions: readonly SessionItem[];
  readonly error: Notice | null;
  readonly notice: Notice | null;
}

export type OwnSessionsEvent =
  { type: 'REFRESH' } | { type: 'SIGN_OUT_OTHERS' } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export const ownSessionsMachine = setup({
  types: {
    context: {} as OwnSessionsContext,
    events: {} as OwnSessionsEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** `GET /api/user/sessions`. */
    loadSessions: injectedPromise<readonly SessionItem[]>('loadSessions'),
    /** `POST /api/user/revoke-other-sessions`; answers how many ended. */
    signOutOthers: injectedPromise<{ revoked: number }>('signOutOthers'),
  },
  guards: {
    hasOthers: ({ context }) => context.sessions.some((session) => !session.current),
  },
}).createMachine({
  id: 'ownSessions',
  context: { sessions: [], error: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSessions',
        onDone: {
          target: 'ready',
          actions: assign({ sessions: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => noticeFromError(event.error, 'error.hasError') }),
        },
      },
    },
    ready: {
      on: {
        REFRESH: { target: 'loading', actions: assign({ notice: null }) },
        SIGN_OUT_OTHERS: {
          guard: 'hasOthers',
          target: 'confirming',
          actions: assign({ notice: null }),
        },
      },
    },
    failed: {
      on: { REFRESH: { target: 'loading' } },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'signingOut' },
        CANCEL: { target: 'ready' },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        src: 'signOutOthers',
        onDone: {
          target: 'loading',
          actions: assign({
            notice: ({ event }) =>
              keyNotice('accountSetting.sessions.signedOut', { count: event.output.revoked }),
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => noticeFromError(event.error, 'error.hasError') }),
        },
      },
    },
  },
});

export type OwnSessionsMachine = typeof ownSessionsMachine;
