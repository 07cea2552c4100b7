/**
 * The login form's life (seed §2, §5, §8): captcha → ready → submitting → success |
 * failed | locked. The form itself (formik + loginSchema) sends SUBMIT with its values;
 * the machine adds the captcha id, shows the server's answer and refreshes the captcha
 * after every failure, because the server spends a captcha on each attempt.
 *
 * "Remember password": only the user name and the remember flag are kept (injected
 * `rememberLogin`); the password is never stored by the app. The password field carries
 * `autocomplete="current-password"`, so the browser's password manager, which keeps
 * secrets encrypted, offers to remember and fill it.
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import { injectedAction, injectedPromise } from './injected';
import type { Notice } from './notice';
import { HTTP_TOO_MANY_REQUESTS, isServiceError, noticeFromError } from './serviceError';

export interface Captcha {
  readonly captchaId: string;
  /** SVG markup; shown through an <img> data URL, never injected as HTML. */
  readonly svg: string;
}

export interface LoginValues {
  readonly userName: string;
  readonly password: string;
  readonly captchaCode: string;
  readonly remember: boolean;
}

export type LoginField = 'userName' | 'password' | 'captchaCode';

/** `POST /api/auth/login`. */
export interface LoginRequest {
  readonly userName: string;
  readonly password: string;
  readonly captchaId: string;
  readonly captchaCode: string;
}

export interface RememberedLogin {
  readonly userName: string;
  readonly remember: boolean;
}

export interface LoginContext {
  readonly captcha: Captcha | null;
  /** Pre-fills the form; updated with what was submitted. */
  readonly remembered: RememberedLogin;
  /** The form-level message (wrong credentials, lock, captcha unavailable). */
  readonly error: Notice | null;
  /** Server messages per field (e.g. wrong captcha), shown under the field. */
  readonly fieldErrors: Readonly<Partial<Record<LoginField, string>>>;
  readonly lockedForMs: number;
}

export interface LoginInput {
  readonly remembered?: RememberedLogin;
  /** A captcha the page came with (the server draws one into the prerendered /login). */
  readonly captcha?: Captcha;
}

export type LoginEvent =
  | { type: 'SUBMIT'; values: LoginValues }
  | { type: 'REFRESH_CAPTCHA' }
  /** The user edited a field: its server message no longer applies. */
  | { type: 'FIELD.CHANGED'; field: LoginField };

export type LoginEmitted = { type: 'loggedIn'; token: string };

/** How long the form stays locked when a 429 answer names no `Retry-After`. */
export const DEFAULT_LOCK_MS = 60_000;

const LOGIN_FIELDS: readonly string[] = ['userName', 'password', 'captchaCode'];

function fieldErrorsOf(error: unknown): LoginContext['fieldErrors'] {
  if (!isServiceError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).filter(([field]) => LOGIN_FIELDS.includes(field)),
  );
}

/** Field messages stand on their own; otherwise the form shows the general message. */
function failureNotice(error: unknown): Notice | null {
  return Object.keys(fieldErrorsOf(error)).length > 0
    ? null
    : noticeFromError(error, 'error.hasError');
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    emitted: {} as LoginEmitted,
  },
  actors: {
    /** `GET /api/auth/captcha`. */
    fetchCaptcha: injectedPromise<Captcha>('fetchCaptcha'),
    /** `POST /api/auth/login`; resolves with the access token. */
    login: injectedPromise<string, LoginRequest>('login'),
  },
  actions: {
    /** Keeps the user name and the remember flag, or forgets them (see top comment). */
    rememberLogin: injectedAction<RememberedLogin>(),
  },
  guards: {
    hasCaptcha: ({ context }) => context.captcha !== null,
    isLocked: (_, params: { error: unknown }) =>
      isServiceError(params.error) && params.error.httpStatus === HTTP_TOO_MANY_REQUESTS,
  },
  delays: {
    lockDuration: ({ context }) => context.lockedForMs,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    captcha: input.captcha ?? null,
    remembered: input.remembered ?? { userName: '', remember: false },
    error: null,
    fieldErrors: {},
    lockedForMs: 0,
  }),
  initial: 'loadingCaptcha',
  on: {
    'FIELD.CHANGED': {
      actions: assign({
        fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }),
      }),
    },
  },
  states: {
    loadingCaptcha: {
      // A page that came with a captcha needs none fetched (the fetch never starts).
      always: { guard: 'hasCaptcha', target: 'ready' },
      invoke: {
        src: 'fetchCaptcha',
        onDone: { target: 'ready', actions: assign({ captcha: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({
            captcha: null,
            error: ({ event }) => noticeFromError(event.error, 'login.captchaUnavailable'),
          }),
        },
      },
    },
    ready: {
      on: {
        SUBMIT: { guard: 'hasCaptcha', target: 'submitting' },
        REFRESH_CAPTCHA: { target: 'loadingCaptcha', actions: assign({ captcha: null }) },
      },
    },
    submitting: {
      entry: assign(({ event }) => {
        assertEvent(event, 'SUBMIT');
        const { userName, remember } = event.values;
        return { remembered: { userName, remember }, error: null, fieldErrors: {} };
      }),
      invoke: {
        src: 'login',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          const { userName, password, captchaCode } = event.values;
          return { userName, password, captchaCode, captchaId: context.captcha?.captchaId ?? '' };
        },
        onDone: {
          target: 'success',
          actions: [
            { type: 'rememberLogin', params: ({ context }) => context.remembered },
            emit(({ event }) => ({ type: 'loggedIn', token: event.output })),
          ],
        },
        onError: [
          {
            guard: { type: 'isLocked', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: assign(({ event }) => ({
              captcha: null,
              error: noticeFromError(event.error, 'error.rateLimited'),
              lockedForMs:
                (isServiceError(event.error) && event.error.retryAfterMs) || DEFAULT_LOCK_MS,
            })),
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({
              captcha: null,
              error: failureNotice(event.error),
              fieldErrors: fieldErrorsOf(event.error),
            })),
          },
        ],
      },
    },
    /** Shows what went wrong while a fresh captcha loads; the user may try again. */
    failed: {
      invoke: {
        src: 'fetchCaptcha',
        onDone: { actions: assign({ captcha: ({ event }) => event.output }) },
        onError: {
          actions: assign({
            error: ({ event }) => noticeFromError(event.error, 'login.captchaUnavailable'),
          }),
        },
      },
      on: {
        SUBMIT: { guard: 'hasCaptcha', target: 'submitting' },
        REFRESH_CAPTCHA: { target: 'failed', reenter: true, actions: assign({ captcha: null }) },
      },
    },
    /** Too many attempts (429): the server's message, no submitting until the time passes. */
    locked: {
      after: {
        lockDuration: {
          target: 'loadingCaptcha',
          actions: assign({ error: null, lockedForMs: 0 }),
        },
      },
    },
    success: { type: 'final' },
  },
});

export type LoginMachine = typeof loginMachine;
