/**
 * One section of the account settings (profile, password, mobile, email): formik and the
 * section's schema check what is typed; this machine saves it, shows the server's answer
 * under its fields until they are edited, and says so when it is saved. A saved section
 * stays open for the next change. `saved` is emitted with the answer (the new profile).
 */
import { assign, emit, setup } from 'xstate';
import { fieldFailure, withoutField } from './fieldFailure';
import { injectedPromise } from './injected';
import { keyNotice, type Notice } from './notice';

export type AccountFormValues = Readonly<Record<string, unknown>>;

export interface AccountFormInput {
  /** The fields of the section: server messages about others go above the form. */
  readonly fields: readonly string[];
  /** What to say once saved (an i18n key). */
  readonly savedKey: string;
}

export interface AccountFormContext extends AccountFormInput {
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly error: Notice | null;
  readonly notice: Notice | null;
}

export type AccountFormEvent =
  { type: 'SUBMIT'; values: AccountFormValues } | { type: 'FIELD.CHANGED'; field: string };

export type AccountFormEmitted = { type: 'saved'; answer: unknown };

export const accountFormMachine = setup({
  types: {
    context: {} as AccountFormContext,
    events: {} as AccountFormEvent,
    input: {} as AccountFormInput,
    emitted: {} as AccountFormEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** The section's call; answers what `saved` carries. */
    save: injectedPromise<unknown, AccountFormValues>('save'),
  },
  actions: {
    /** The user edited a field: its server message and the success message go. */
    clearField: assign(({ context, event }) =>
      event.type === 'FIELD.CHANGED'
        ? { fieldErrors: withoutField(context.fieldErrors, event.field), notice: null }
        : {},
    ),
  },
}).createMachine({
  id: 'accountForm',
  context: ({ input }) => ({ ...input, fieldErrors: {}, error: null, notice: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: { target: 'submitting' },
        'FIELD.CHANGED': { actions: 'clearField' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ fieldErrors: {}, error: null, notice: null }),
      invoke: {
        src: 'save',
        input: ({ event }) => (event.type === 'SUBMIT' ? event.values : {}),
        onDone: {
          target: 'saved',
          actions: [
            assign({ notice: ({ context }) => keyNotice(context.savedKey) }),
            emit(({ event }) => ({ type: 'saved', answer: event.output })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => fieldFailure(event.error, context.fields)),
        },
      },
    },
    /** The success message shows until the next edit. */
    saved: {
      on: {
        SUBMIT: { target: 'submitting' },
        'FIELD.CHANGED': { target: 'editing', actions: 'clearField' },
      },
    },
  },
});

export type AccountFormMachine = typeof accountFormMachine;
