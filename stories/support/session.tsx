/** The session actor of a story: restored in a given state, its two calls bound to fixtures. */
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { Notice } from '@machines/app/notice';
import {
  allowedPagesFor,
  initialSessionContext,
  sessionMachine,
  type SessionMachine,
} from '@machines/app/session';
import { readUserInfo } from '@machines/app/userInfo';
import { SessionContext } from '../../src/components/appActorContexts';
import { users, type UserFixture } from './fixtures';

export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** Where a signed-in session can be: working, or under one of the seed §8 dialogs. */
export type SignedInState = 'ready' | 'expired' | 'revoked';

export interface SessionCalls {
  /** `GET /api/user/userinfo`. */
  readonly fetchUserInfo?: () => Promise<unknown>;
  /** `POST /api/user/logout`. */
  readonly logout?: () => Promise<unknown>;
}

export function storySessionMachine({
  fetchUserInfo = () => Promise.resolve(users.companyAdmin),
  logout = () => Promise.resolve(null),
}: SessionCalls = {}) {
  return sessionMachine.provide({
    actors: {
      fetchUserInfo: fromPromise(() => fetchUserInfo()),
      logout: fromPromise(() => logout()),
    },
  });
}

/** The session of `user` as the session machine would hold it after loading the user. */
export function signedInSession(
  user: UserFixture,
  state: SignedInState = 'ready',
  revokedMessage = '',
): SessionSnapshot {
  const reading = readUserInfo(user);
  if (!reading.ok) throw new Error(`invalid user fixture: ${reading.errorKey}`);
  const role = reading.user.activeRole;
  return sessionMachine.resolveState({
    value: state === 'ready' ? { authenticated: 'ready' } : state,
    context: {
      ...initialSessionContext,
      user: reading.user,
      activeRole: role,
      allowedPages: allowedPagesFor(role),
      revokedMessage,
    },
  });
}

/** Nobody signed in; `error` is why loading the user failed (shown on the login form). */
export function anonymousSession(error: Notice | null = null): SessionSnapshot {
  return sessionMachine.resolveState({
    value: 'anonymous',
    context: { ...initialSessionContext, error },
  });
}

export function StorySession({
  snapshot,
  calls,
  children,
}: {
  snapshot: SessionSnapshot;
  calls?: SessionCalls;
  children: ReactNode;
}) {
  return (
    <SessionContext.Provider logic={storySessionMachine(calls)} options={{ snapshot }}>
      {children}
    </SessionContext.Provider>
  );
}

/** A decorator for stories that only read the session. */
export const withSession =
  (snapshot: SessionSnapshot): Decorator =>
  (Story) => (
    <StorySession snapshot={snapshot}>
      <Story />
    </StorySession>
  );
