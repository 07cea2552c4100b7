/**
 * The get-code button of every form that needs an SMS code (register, forgot password,
 * change mobile, the appeal form): send a code to the number, then count down until the
 * number may ask again (seed §2 "retry countdown"). The count comes from the server's
 * answer (`retryAfterSeconds`), also when it refuses with 429, so the button never offers
 * what the server would refuse. The timer is an XState delay: a story restored in
 * `countingDown` holds still, a running actor ticks once a second.
 */
import { assign, setup } from 'xstate';
import { injectedPromise } from './injected';
import type { Notice } from './notice';
import { HTTP_TOO_MANY_REQUESTS, isServiceError, noticeFromError } from './serviceError';

export type SmsCodePurpose = 'register' | 'reset' | 'appeal' | 'change-mobile';

/** `POST /api/auth/sms-code`. */
export interface SmsCodeRequest {
  readonly mobile: string;
  readonly purpose: SmsCodePurpose;
}

export interface SmsCodeSent {
  readonly retryAfterSeconds: number;
}

export interface SmsCodeContext {
  readonly purpose: SmsCodePurpose;
  /** Seconds left before another code may be asked for. */
  readonly remaining: number;
  /** A code went out (or the server says one did): the form may say so. */
  readonly sent: boolean;
  /** The server's message about the number (shown under the mobile field). */
  readonly mobileError: string | null;
  readonly error: Notice | null;
}

export interface SmsCodeInput {
  readonly purpose: SmsCodePurpose;
}

export type SmsCodeEvent = { type: 'SEND'; mobile: string } | { type: 'FIELD.CHANGED' };

/** When the server names no wait: its own interval between two codes to one number. */
export const DEFAULT_RESEND_SECONDS = 60;
const TICK_MS = 1000;

const retryAfterSeconds = (error: unknown) =>
  isServiceError(error) && error.retryAfterMs
    ? Math.ceil(error.retryAfterMs / 1000)
    : DEFAULT_RESEND_SECONDS;

export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    input: {} as SmsCodeInput,
    tags: {} as 'busy',
  },
  actors: {
    /** `POST /api/auth/sms-code`. */
    requestCode: injectedPromise<SmsCodeSent, SmsCodeRequest>('requestCode'),
  },
  guards: {
    rateLimited: (_, params: { error: unknown }) =>
      isServiceError(params.error) && params.error.httpStatus === HTTP_TOO_MANY_REQUESTS,
    moreToCount: ({ context }) => context.remaining > 1,
  },
  delays: { tick: TICK_MS },
}).createMachine({
  id: 'smsCode',
  context: ({ input }) => ({
    purpose: input.purpose,
    remaining: 0,
    sent: false,
    mobileError: null,
    error: null,
  }),
  initial: 'idle',
  on: {
    'FIELD.CHANGED': { actions: assign({ mobileError: null }) },
  },
  states: {
    idle: {
      on: { SEND: { target: 'sending' } },
    },
    sending: {
      tags: ['busy'],
      entry: assign({ mobileError: null, error: null }),
      invoke: {
        src: 'requestCode',
        input: ({ context, event }) => ({
          mobile: event.type === 'SEND' ? event.mobile : '',
          purpose: context.purpose,
        }),
        onDone: {
          target: 'countingDown',
          actions: assign({
            sent: true,
            remaining: ({ event }) => event.output.retryAfterSeconds || DEFAULT_RESEND_SECONDS,
          }),
        },
        onError: [
          {
            // Too soon, or too many today: the server says how long; count that down.
            guard: { type: 'rateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'countingDown',
            actions: assign({
              remaining: ({ event }) => retryAfterSeconds(event.error),
              error: ({ event }) => noticeFromError(event.error, 'error.rateLimited'),
            }),
          },
          {
            target: 'idle',
            actions: assign(({ event }) => {
              const mobileError = isServiceError(event.error)
                ? (event.error.fieldErrors.mobile ?? null)
                : null;
              return {
                mobileError,
                error: mobileError ? null : noticeFromError(event.error, 'sms.sendFailed'),
              };
            }),
          },
        ],
      },
    },
    countingDown: {
      after: {
        tick: [
          {
            guard: 'moreToCount',
            target: 'countingDown',
            reenter: true,
            actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
          },
          { target: 'idle', actions: assign({ remaining: 0, error: null }) },
        ],
      },
    },
  },
});

export type SmsCodeMachine = typeof smsCodeMachine;
