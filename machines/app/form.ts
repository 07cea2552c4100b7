/**
 * The one form machine (convention §7.5), behind every form: real-name application,
 * register, password reset, appeal, compose, each account settings section. formik holds
 * the values and runs the shared yup schema; this machine owns what happens around it:
 * saving a draft, submitting, the server's field errors (under their fields until edited),
 * and whether leaving the page would lose input. Input is never dropped on failure: the
 * values stay in formik. A submitted form reopens on the next edit (account sections);
 * one-shot forms show their success screen instead and never send it. An application
 * (a reviewer gets it, and it cannot be changed meanwhile) asks first, as its list does.
 */
import { assign, emit, setup } from 'xstate';
import { fieldFailure, withoutField } from './fieldFailure';
import { injectedPromise } from './injected';
import { keyNotice, type Notice } from './notice';
import { isServiceError, noticeFromError } from './serviceError';

export type FormValues = Readonly<Record<string, unknown>>;
type RecordId = string | number;

export interface FormInput {
  /** The saved record's id when a draft is reopened. */
  readonly recordId?: RecordId | null;
  /**
   * The fields the form shows. A server message about one of them goes under it; any
   * other refusal is one message above the form. Without: every field message is kept,
   * and the summary above the form too.
   */
  readonly fields?: readonly string[];
  /** What to say once submitted (an i18n key); "submitted" by default. */
  readonly submittedKey?: string;
  /** Ask this before submitting (i18n keys); without it the form submits at once. */
  readonly confirm?: SubmitQuestion | null;
}

/** The question an application's submission asks first: its list asks the same. */
export interface SubmitQuestion {
  readonly titleKey: string;
  readonly questionKey: string;
}

export interface FormContext {
  /** The saved record's id once a draft exists, so later saves update it. */
  readonly recordId: RecordId | null;
  readonly fields: readonly string[] | null;
  readonly submittedKey: string;
  readonly confirm: SubmitQuestion | null;
  /** The values of the submission under way (or asked about), for the `submitted` event. */
  readonly sent: FormValues;
  /** Unsaved changes: leaving the page asks first. */
  readonly dirty: boolean;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly error: Notice | null;
  readonly notice: Notice | null;
  /** The server's answer to the last submission, for what it alone knows (a new password). */
  readonly answer: unknown;
}

export interface FormRequest {
  readonly recordId: RecordId | null;
  readonly values: FormValues;
}

export type FormEvent =
  /** An edit; with the field's name, its server message goes too. */
  | { type: 'CHANGED'; field?: string }
  | { type: 'SAVE_DRAFT'; values: FormValues }
  | { type: 'SUBMIT'; values: FormValues }
  /** The submission's question answered: send it, or keep editing. */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RESET'; recordId?: RecordId | null };

/** What was submitted and the server's answer (a new profile, the new account's name). */
export type FormEmitted = { type: 'submitted'; values: FormValues; answer: unknown };

const DEFAULT_SUBMITTED_KEY = 'form.submitted';

/** The record a save or submission answered with, when it names one. */
const answeredId = (answer: unknown, current: RecordId | null): RecordId | null => {
  if (typeof answer !== 'object' || answer === null || !('id' in answer)) return current;
  const { id } = answer;
  return typeof id === 'string' || typeof id === 'number' ? id : current;
};

const failure = (error: unknown, fields: readonly string[] | null) =>
  fields
    ? fieldFailure(error, fields)
    : {
        fieldErrors: isServiceError(error) ? error.fieldErrors : {},
        error: noticeFromError(error, 'error.hasError'),
      };

/** A form's context before any edit (stories restore states on top of it). */
export function initialFormContext(input?: FormInput): FormContext {
  return {
    recordId: input?.recordId ?? null,
    fields: input?.fields ?? null,
    submittedKey: input?.submittedKey ?? DEFAULT_SUBMITTED_KEY,
    confirm: input?.confirm ?? null,
    sent: {},
    dirty: false,
    fieldErrors: {},
    error: null,
    notice: null,
    answer: null,
  };
}

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput | undefined,
    emitted: {} as FormEmitted,
    tags: {} as 'busy',
  },
  guards: {
    asksFirst: ({ context }) => context.confirm !== null,
  },
  actors: {
    /** Stores the values as a draft; answers the record's id. */
    saveDraft: injectedPromise<{ id: RecordId }, FormRequest>('saveDraft'),
    /** Submits the values; answers whatever the call answers (a record's `id` is kept). */
    submit: injectedPromise<unknown, FormRequest>('submit'),
  },
  actions: {
    send: assign({ sent: ({ event }) => (event.type === 'SUBMIT' ? event.values : {}) }),
    edited: assign(({ context, event }) =>
      event.type === 'CHANGED'
        ? {
            dirty: true,
            notice: null,
            fieldErrors: event.field
              ? withoutField(context.fieldErrors, event.field)
              : context.fieldErrors,
          }
        : {},
    ),
    refused: assign(({ context }, params: { error: unknown }) =>
      failure(params.error, context.fields),
    ),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => initialFormContext(input),
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
        CHANGED: { actions: 'edited' },
        SAVE_DRAFT: { target: 'savingDraft' },
        SUBMIT: [
          { guard: 'asksFirst', target: 'confirming', actions: 'send' },
          { target: 'submitting', actions: 'send' },
        ],
      },
    },
    /** The submission's question is open; the values wait in `sent`, still in formik too. */
    confirming: {
      on: {
        CONFIRM: { target: 'submitting' },
        CANCEL: { target: 'editing' },
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
            notice: keyNotice('form.draftSaved'),
          }),
        },
        onError: {
          target: 'editing',
          actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ fieldErrors: {}, error: null, notice: null }),
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ recordId: context.recordId, values: context.sent }),
        onDone: {
          target: 'submitted',
          actions: [
            assign({
              recordId: ({ context, event }) => answeredId(event.output, context.recordId),
              dirty: false,
              notice: ({ context }) => keyNotice(context.submittedKey),
              answer: ({ event }) => event.output,
            }),
            emit(({ context, event }) => ({
              type: 'submitted',
              values: context.sent,
              answer: event.output,
            })),
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The success message shows until the next edit. */
    submitted: {
      on: {
        CHANGED: { target: 'editing', actions: 'edited' },
        SUBMIT: [
          { guard: 'asksFirst', target: 'confirming', actions: 'send' },
          { target: 'submitting', actions: 'send' },
        ],
      },
    },
  },
});

export type FormMachine = typeof formMachine;
