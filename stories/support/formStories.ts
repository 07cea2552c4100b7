/**
 * An applicant form's states on their way to the server, as story objects: the same on every
 * form the form machine drives (real-name, membership, institutions, credit, projects,
 * courses, training histories). A story file names its record, its buttons and what the
 * submitted form says, and exports each object under the state's name.
 */
import { expect, userEvent, type within } from 'storybook/test';
import { keyNotice } from '@machines/app/notice';
import { shown } from './storyKit';

type Canvas = ReturnType<typeof within>;

export interface FormProgressOptions<TArgs extends object> {
  /** The args that open the form on a saved draft (`{ application: … }`). */
  readonly draft: TArgs;
  /** The form's submit button (`提交申请`); the draft button is `保存草稿` on every form. */
  readonly submitButton: string;
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
  submitted,
}: FormProgressOptions<TArgs>) {
  const submittedPlay = async ({
    canvas,
    args,
  }: {
    canvas: Canvas;
    args: { onClose: () => void };
  }) => {
    await shown(canvas.getByText(submitted.text));
    if (submitted.back === undefined) return;
    await userEvent.click(canvas.getByRole('button', { name: submitted.back }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  };
  return {
    /** Saving a draft: the submit button waits for it. */
    savingDraft: {
      parameters: { state: 'savingDraft' },
      args: { state: 'savingDraft', ...draft },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(canvas.getByRole('button', { name: submitButton })).toBeDisabled();
      },
    },
    /** Submitting: the draft button waits for it. */
    submitting: {
      parameters: { state: 'submitting' },
      args: { state: 'submitting', ...draft },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(canvas.getByRole('button', { name: '保存草稿' })).toBeDisabled();
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
