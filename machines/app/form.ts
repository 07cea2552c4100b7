/**
 * The one form machine (convention §7.5). formik holds the values and runs the shared
 * yup schema; this machine owns what happens around it: saving a draft, submitting,
 * the server's field errors (shown on their fields), and whether leaving the page would
 * lose input. Input is never dropped on failure: the values stay in formik.
 */
import { assign, setup } from 'xstate';
import { injectedPromise } from './injected';
import type { Notice } from './notice';
import { isServiceError, noticeFromError } from './serviceError';

export type FormValues = Readonly<Record<string, unknown>>;

export interface FormContext {
  /** The saved record's id once a draft exists, so later saves update it. */
  readonly recordId: string | number | null;
  /** Unsaved changes: leaving the page asks first. */
  readonly dirty: boolean;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly error: Notice | null;
  readonly notice: Notice | null;
}

export interface FormInput {
  readonly recordId?: string | number | null;
}

export interface FormRequest {
  readonly recordId: string | number | null;
  readonly values: FormValues;
}

export type FormEvent =
  | { type: 'CHANGED' }
  | { type: 'SAVE_DRAFT'; values: FormValues }
  | { type: 'SUBMIT'; values: FormValues }
  | { type: 'RESET'; recordId?: string | number | null };

const failure = (error: unknown) => ({
  fieldErrors: isServiceError(error) ? error.fieldErrors : {},
  error: noticeFromError(error, 'error.hasError'),
});

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput | undefined,
    tags: {} as 'busy',
  },
  actors: {
    /** Stores the values as a draft; answers the record's id. */
    saveDraft: injectedPromise<{ id: string | number }, FormRequest>('saveDraft'),
    /** Submits the values; answers the record's id. */
    submit: injectedPromise<{ id: string | number }, FormRequest>('submit'),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    recordId: input?.recordId ?? null,
    dirty: false,
    fieldErrors: {},
    error: null,
    notice: null,
  }),
  initial: 'editing',
  on: {
    RESET: {
      target: '.editing',
      actions: assign(({ event, context }) => ({
        recordId: event.recordId === undefined ? context.recordId : event.recordId,
        dirty: false,
        fieldErrors: {},
        error: null,
        notice: null,
      })),
    },
  },
  states: {
    editing: {
      on: {
        CHANGED: { actions: assign({ dirty: true, notice: null }) },
        SAVE_DRAFT: { target: 'savingDraft' },
        SUBMIT: { target: 'submitting' },
      },
    },
    savingDraft: {
      tags: ['busy'],
      invoke: {
        src: 'saveDraft',
        input: ({ context, event }) => ({
          recordId: context.recordId,
          values: event.type === 'SAVE_DRAFT' ? event.values : {},
        }),
        onDone: {
          target: 'editing',
          actions: assign({
            recordId: ({ event }) => event.output.id,
            dirty: false,
            fieldErrors: {},
            error: null,
            notice: { key: 'form.draftSaved' },
          }),
        },
        onError: { target: 'editing', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submit',
        input: ({ context, event }) => ({
          recordId: context.recordId,
          values: event.type === 'SUBMIT' ? event.values : {},
        }),
        onDone: {
          target: 'submitted',
          actions: assign({
            recordId: ({ event }) => event.output.id,
            dirty: false,
            fieldErrors: {},
            error: null,
            notice: { key: 'form.submitted' },
          }),
        },
        onError: { target: 'editing', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    submitted: {},
  },
});

export type FormMachine = typeof formMachine;
