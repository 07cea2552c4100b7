/**
 * The register form (seed §2, §5): formik and `registerFormSchema` check what is typed;
 * this machine submits it and shows the server's answer — "Verification code error" on
 * the code, "already registered" on the mobile — until the field is edited. On success it
 * emits `registered` with the login name, and the screen goes to /login.
 */
import { assign, emit, setup } from 'xstate';
import { fieldFailure, withoutField } from './fieldFailure';
import { injectedPromise } from './injected';
import type { Notice } from './notice';

/** `POST /api/auth/register`. */
export interface RegisterRequest {
  readonly mobile: string;
  readonly smsCode: string;
  readonly password: string;
}

export interface RegisterContext {
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly error: Notice | null;
  /** The login name of the new account, once registered. */
  readonly userName: string | null;
}

export type RegisterEvent =
  { type: 'SUBMIT'; values: RegisterRequest } | { type: 'FIELD.CHANGED'; field: string };

export type RegisterEmitted = { type: 'registered'; userName: string };

const FIELDS = ['mobile', 'smsCode', 'password'] as const;

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    emitted: {} as RegisterEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** Answers the login name. */
    register: injectedPromise<{ userName: string }, RegisterRequest>('register'),
  },
}).createMachine({
  id: 'register',
  context: { fieldErrors: {}, error: null, userName: null },
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
      entry: assign({ fieldErrors: {}, error: null }),
      invoke: {
        src: 'register',
        input: ({ event }) =>
          event.type === 'SUBMIT' ? event.values : { mobile: '', smsCode: '', password: '' },
        onDone: {
          target: 'registered',
          actions: [
            assign({ userName: ({ event }) => event.output.userName }),
            emit(({ event }) => ({ type: 'registered', userName: event.output.userName })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => fieldFailure(event.error, FIELDS)),
        },
      },
    },
    registered: { type: 'final' },
  },
});

export type RegisterMachine = typeof registerMachine;
