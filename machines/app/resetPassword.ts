/**
 * "Forgot password" (seed §2, §5): formik and `resetPasswordFormSchema` check what is
 * typed; this machine submits it, shows the server's answer under its field until the
 * field is edited, and ends on the success message with the way back to /login.
 */
import { assign, setup } from 'xstate';
import { fieldFailure, withoutField } from './fieldFailure';
import { injectedPromise } from './injected';
import type { Notice } from './notice';

/** `POST /api/auth/reset-password`. */
export interface ResetPasswordRequest {
  readonly mobile: string;
  readonly smsCode: string;
  readonly password: string;
}

export interface ResetPasswordContext {
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly error: Notice | null;
  /** The number whose password was reset: the login page is filled with it. */
  readonly mobile: string | null;
}

export type ResetPasswordEvent =
  { type: 'SUBMIT'; values: ResetPasswordRequest } | { type: 'FIELD.CHANGED'; field: string };

const FIELDS = ['mobile', 'smsCode', 'password'] as const;

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    tags: {} as 'busy',
  },
  actors: {
    resetPassword: injectedPromise<unknown, ResetPasswordRequest>('resetPassword'),
  },
}).createMachine({
  id: 'resetPassword',
  context: { fieldErrors: {}, error: null, mobile: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: { target: 'submitting' },
        'FIELD.CHANGED': {
          actions: assign({
            fieldErrors: ({ context, event }) => withoutField(context.fieldErrors, event.field),
          }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign(({ event }) => ({
        fieldErrors: {},
        error: null,
        mobile: event.type === 'SUBMIT' ? event.values.mobile : null,
      })),
      invoke: {
        src: 'resetPassword',
        input: ({ event }) =>
          event.type === 'SUBMIT' ? event.values : { mobile: '', smsCode: '', password: '' },
        onDone: { target: 'done' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => fieldFailure(event.error, FIELDS)),
        },
      },
    },
    done: { type: 'final' },
  },
});

export type ResetPasswordMachine = typeof resetPasswordMachine;
