/**
 * An applicant form's states on their way to the server, as story objects: the same on every
 * form the form machine drives (real-name, people, membership, institutions, credit,
 * projects, courses, training histories). A story file names its record, its buttons and what the
 * submitted form says, and exports each object under the state's name.
 */
import { expect, userEvent, type within } from 'storybook/test';
import { keyNotice } from '@machines/app/notice';
import { shown } from './storyKit';

type Canvas = ReturnType<typeof within>;

/** The draft button of every form (its name gains a spinner's label while it saves). */
const DRAFT_BUTTON = /保存草稿/;

export interface FormProgressOptions<TArgs extends object> {
  /** The args that open the form on a saved draft (`{ application: … }`). */
  readonly draft: TArgs;
  /** The form's submit button (`提交申请`); the draft button is `保存草稿` on every form. */
  readonly submitButton: string;
  /** A field's label (or its start) that is held while the draft is saved, where the story checks one. */
  readonly field?: RegExp;
  /**
   * What the submitted form says, and the button back to the list (which closes it), where
   * the form offers one.
   */
  readonly submitted: { readonly text: string | RegExp; readonly back?: string };
}

/** Saving a draft, submitting, and submitted: the buttons held, then what happens next. */
export function formProgressStories<TArgs extends object>({
  draft,
  submitButton,
  field,
  submitted,
}: FormProgressOptions<TArgs>) {
  const bothButtonsHeld = async (canvas: Canvas) => {
    await expect(canvas.getByRole('button', { name: DRAFT_BUTTON })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: submitButton })).toBeDisabled();
  };
  const submittedPlay = async ({
    canvas,
    args,
  }: {
    canvas: Canvas;
    args: { onClose: () => void };
  }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(submitted.text);
    if (submitted.back === undefined) return;
    await userEvent.click(canvas.getByRole('button', { name: submitted.back }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  };
  return {
    /** Saving a draft: both buttons and the fields wait for it. */
    savingDraft: {
      parameters: { state: 'savingDraft' },
      args: { state: 'savingDraft', ...draft },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await bothButtonsHeld(canvas);
        if (field) await expect(canvas.getByRole('textbox', { name: field })).toBeDisabled();
      },
    },
    /** Submitting: both buttons wait for it, and it shows its progress. */
    submitting: {
      parameters: { state: 'submitting' },
      args: { state: 'submitting', ...draft },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await bothButtonsHeld(canvas);
        await shown(canvas.getByRole('progressbar'));
      },
    },
    /** Submitted: what happens next, and the way back. */
    submitted: {
      parameters: { state: 'submitted' },
      args: { state: 'submitted', context: { notice: keyNotice('form.submitted') } },
      play: submittedPlay,
    },
  };
}
