/** The login screen around a login machine restored in a given state, calls bound to fixtures. */
import { MemoryRouter } from 'react-router-dom';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  loginMachine,
  type Captcha,
  type LoginContext as LoginMachineContext,
  type LoginMachine,
  type LoginRequest,
} from '@machines/app/login';
import type { Notice } from '@machines/app/notice';
import { LoginContext } from '../../src/features/auth/loginActor';
import { LoginScreen } from '../../src/features/auth/LoginScreen';
import { anonymousSession, StorySession } from './session';

export type LoginState = SnapshotFrom<LoginMachine>['value'];

export interface LoginStoryProps {
  /** The login machine's state; omitted, it starts afresh and loads the fixture captcha. */
  readonly state?: LoginState;
  /** What the restored state holds besides the defaults (no captcha, no messages). */
  readonly context?: Partial<LoginMachineContext>;
  /** Why the session could not load the user after the last login. */
  readonly sessionError?: Notice;
  /** `GET /api/auth/captcha`. */
  readonly fetchCaptcha: () => Promise<Captcha>;
  /** `POST /api/auth/login`; resolves with the token. */
  readonly login: (request: LoginRequest) => Promise<string>;
}

const initialContext: LoginMachineContext = {
  captcha: null,
  remembered: { userName: '', remember: false },
  error: null,
  fieldErrors: {},
  lockedForMs: 0,
};

/** A restored state starts nothing: no captcha request, no lock timer. */
export function LoginStory({ state, context, sessionError, fetchCaptcha, login }: LoginStoryProps) {
  const machine = loginMachine.provide({
    actors: {
      fetchCaptcha: fromPromise(() => fetchCaptcha()),
      login: fromPromise(({ input }) => login(input)),
    },
  });
  const snapshot =
    state === undefined
      ? undefined
      : machine.resolveState({ value: state, context: { ...initialContext, ...context } });
  return (
    <MemoryRouter initialEntries={['/login']}>
      <StorySession snapshot={anonymousSession(sessionError ?? null)}>
        <LoginContext.Provider logic={machine} options={snapshot ? { snapshot } : { input: {} }}>
          <LoginScreen />
        </LoginContext.Provider>
      </StorySession>
    </MemoryRouter>
  );
}
