/**
 * The session (seed §4): no token → logged in → role info loaded → pages allowed for the
 * role ("routes generated"). Storage and page reloads are injected actions, the stored
 * token check an injected guard and the two calls injected actors, so the machine stays
 * pure; src/app binds them.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { canOpenPage, PAGE_IDS, type PageId } from '../access/pages';
import type { RoleCode } from '../access/roles';
import { injectedAction, injectedPromise } from './injected';
import { keyNotice, type Notice } from './notice';
import { isServiceError, noticeFromError } from './serviceError';
import { readUserInfo, type UserInfo } from './userInfo';

export interface SessionContext {
  readonly user: UserInfo | null;
  readonly activeRole: RoleCode | null;
  /** The pages the active role may open: what the router, menu and guards read. */
  readonly allowedPages: readonly PageId[];
  /** Why the last attempt to load the user failed; the login page shows it. */
  readonly error: Notice | null;
  /** The server's reason when the session was revoked (512) or the account disabled (514). */
  readonly revokedMessage: string;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; token: string }
  | { type: 'LOGOUT' }
  | { type: 'USER.RELOAD' }
  /** The account chose its own password in place of the platform's one-time one. */
  | { type: 'PASSWORD.CHANGED' }
  | { type: 'SESSION.EXPIRED' }
  | { type: 'SESSION.REVOKED'; message?: string }
  /** Answers the "login timed out" confirm or the "logged out" alert. */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export function allowedPagesFor(role: RoleCode): PageId[] {
  return PAGE_IDS.filter((id) => canOpenPage(id, role));
}

const signedOut = { user: null, activeRole: null, allowedPages: [] } as const;

export const initialSessionContext: SessionContext = {
  ...signedOut,
  error: null,
  revokedMessage: '',
};

/** The session of a valid user info answer; callers check validity first. */
function sessionOf(raw: unknown): Partial<SessionContext> {
  const reading = readUserInfo(raw);
  if (!reading.ok) return signedOut;
  const role = reading.user.activeRole;
  return { user: reading.user, activeRole: role, allowedPages: allowedPagesFor(role), error: null };
}

function readingError(raw: unknown): Notice {
  const reading = readUserInfo(raw);
  return keyNotice(reading.ok ? 'error.hasError' : reading.errorKey);
}

const isValidUserInfo = ({ event }: { event: { output: unknown } }) =>
  readUserInfo(event.output).ok;

const failureNotice = ({ event }: { event: { error: unknown } }) =>
  noticeFromError(event.error, 'error.hasError');

function userOf(raw: unknown): UserInfo {
  const reading = readUserInfo(raw);
  if (!reading.ok) throw new Error('userOf: user info was not checked');
  return reading.user;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    /** `pending`: not known yet; `signedIn`: the app shows, maybe under a session dialog. */
    tags: {} as 'pending' | 'signedIn',
  },
  actors: {
    /** `GET /api/user/userinfo`; resolves with the raw `data`, checked here. */
    fetchUserInfo: injectedPromise<unknown>('fetchUserInfo'),
    /** `POST /api/user/logout`: revokes the session server-side. */
    logout: injectedPromise<unknown>('logout'),
  },
  actions: {
    storeToken: injectedAction<{ token: string }>(),
    /** Keeps roles, company type and the user info in session storage (seed §3). */
    storeUserInfo: injectedAction<{ user: UserInfo }>(),
    /** Removes the token, the stored roles and the user info. */
    clearSession: injectedAction(),
    /** Reloads the page; the guard then sends the now anonymous visitor to /login. */
    reloadApp: injectedAction(),
  },
  guards: {
    /** Is an access token stored? Unbound, there is none and the session starts anonymous. */
    hasStoredToken: () => false,
    mustChangePassword: ({ context }) => context.user?.mustChangePassword === true,
    /** Did the server itself answer (and so refuse the session), rather than no answer arrive? */
    serverAnswered: ({ event }) =>
      'error' in event && isServiceError(event.error) && event.error.httpStatus !== 0,
  },
}).createMachine({
  id: 'session',
  context: initialSessionContext,
  initial: 'checking',
  states: {
    checking: {
      tags: 'pending',
      always: [{ guard: 'hasStoredToken', target: 'loadingUser' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        LOGGED_IN: {
          target: 'loadingUser',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            assign({ error: null }),
          ],
        },
      },
    },
    loadingUser: {
      tags: 'pending',
      invoke: {
        src: 'fetchUserInfo',
        onDone: [
          {
            guard: isValidUserInfo,
            target: 'authenticated',
            actions: [
              assign(({ event }) => sessionOf(event.output)),
              { type: 'storeUserInfo', params: ({ event }) => ({ user: userOf(event.output) }) },
            ],
          },
          {
            target: 'anonymous',
            actions: [
              assign(({ event }) => ({ error: readingError(event.output) })),
              'clearSession',
            ],
          },
        ],
        onError: [
          {
            guard: 'serverAnswered',
            target: 'anonymous',
            actions: [assign({ error: failureNotice }), 'clearSession'],
          },
          // No answer at all (offline, timed out, or cut off because the page is being left
          // for another): the token may well be good, so it stays for the next page load.
          { target: 'anonymous', actions: assign({ error: failureNotice }) },
        ],
      },
    },
    authenticated: {
      tags: 'signedIn',
      initial: 'ready',
      on: {
        LOGOUT: { target: 'loggingOut' },
        'SESSION.EXPIRED': { target: 'expired' },
        'SESSION.REVOKED': {
          target: 'revoked',
          actions: assign({ revokedMessage: ({ event }) => event.message ?? '' }),
        },
      },
      states: {
        ready: {
          always: { guard: 'mustChangePassword', target: 'passwordChangeRequired' },
          on: { 'USER.RELOAD': { target: 'refreshing' } },
        },
        /**
         * Signed in with a one-time password the platform set (issue 13): the app offers
         * nothing but choosing a new password, as the server allows nothing else.
         */
        passwordChangeRequired: {
          on: { 'PASSWORD.CHANGED': { target: 'refreshing' } },
        },
        /** Re-reads the user (after a profile change) without leaving the app. */
        refreshing: {
          invoke: {
            src: 'fetchUserInfo',
            onDone: [
              {
                guard: isValidUserInfo,
                target: 'ready',
                actions: [
                  assign(({ event }) => sessionOf(event.output)),
                  {
                    type: 'storeUserInfo',
                    params: ({ event }) => ({ user: userOf(event.output) }),
                  },
                ],
              },
              {
                target: '#session.anonymous',
                actions: [
                  assign(({ event }) => ({ ...signedOut, error: readingError(event.output) })),
                  'clearSession',
                ],
              },
            ],
            // A dead session raises SESSION.EXPIRED/REVOKED on its own; any other failure
            // keeps the user we already know.
            onError: { target: 'ready' },
          },
        },
      },
    },
    loggingOut: {
      tags: 'pending',
      invoke: {
        src: 'logout',
        // Signed out locally whatever the server answers.
        onDone: { target: 'anonymous', actions: [assign(signedOut), 'clearSession'] },
        onError: { target: 'anonymous', actions: [assign(signedOut), 'clearSession'] },
      },
    },
    /** HTTP 401: "login timed out", confirm to log in again (seed §8). */
    expired: {
      tags: 'signedIn',
      on: {
        CONFIRM: { target: 'reloading' },
        CANCEL: { target: 'authenticated' },
        'SESSION.REVOKED': {
          target: 'revoked',
          actions: assign({ revokedMessage: ({ event }) => event.message ?? '' }),
        },
      },
    },
    /** 512/514: "logged out, log in again" with the server's reason (seed §8). */
    revoked: {
      tags: 'signedIn',
      on: { CONFIRM: { target: 'reloading' } },
    },
    reloading: {
      type: 'final',
      tags: 'signedIn',
      entry: ['clearSession', 'reloadApp'],
    },
  },
});

export type SessionMachine = typeof sessionMachine;

export type SessionStatus = 'pending' | 'anonymous' | 'signedIn';

/** Signed in with a one-time password: a new password comes before any page. */
export const mustChangePassword = (snapshot: SnapshotFrom<SessionMachine>): boolean =>
  snapshot.matches({ authenticated: 'passwordChangeRequired' });

/** What the route guards need to know (seed §2 session rules). */
export function sessionStatus(snapshot: SnapshotFrom<SessionMachine>): SessionStatus {
  if (snapshot.hasTag('signedIn')) return 'signedIn';
  if (snapshot.hasTag('pending')) return 'pending';
  return 'anonymous';
}
