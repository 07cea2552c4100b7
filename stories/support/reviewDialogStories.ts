/**
 * The review dialog's states as story objects, the same on every screen that decides: a
 * review list's dialog (`decision*Story`, the list's review machine, ids 1 and 2) and a
 * record's own review page (`recordReviewStories`: its decision on its way, made, refused
 * for one stale record, and a call that fails). A story file spreads them into its own.
 */
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ListRow } from '@machines/app/list';
import { textNotice } from '@machines/app/notice';
import type { ServiceError } from '@machines/app/serviceError';
import { body } from './listStories';
import type { ReviewCall } from './storyKit';

const STALE = '数据已被他人修改，请刷新后重试';

/** Visible once a dialog's fade-in has finished. */
const shown = (element: HTMLElement | null) => waitFor(() => expect(element).toBeVisible());

type Canvas = ReturnType<typeof within>;
type ReviewArgs = { readonly submitDecision: (...args: never[]) => unknown };

// ---------------------------------------------------------------- a review list's dialog

/** A review list's decision on its way: its dialog shows the progress. */
export function decisionSubmittingStory(ids: readonly number[] = [1]) {
  return {
    parameters: { state: 'reviewMachine:submitting' },
    args: {
      review: {
        state: 'submitting',
        context: { decision: 'APPROVE', ids: [...ids], commentRequired: false },
      },
    },
    play: async () => {
      await shown(within(await body().findByRole('dialog')).getByRole('progressbar'));
    },
  };
}

/** A decision made: its dialog offers to close. */
export function decisionSucceededStory() {
  return {
    parameters: { state: 'reviewMachine:succeeded' },
    args: {
      review: {
        state: 'succeeded',
        context: { decision: 'APPROVE', ids: [1], results: [{ id: 1, ok: true }] },
      },
    },
    play: async () => {
      await shown(within(await body().findByRole('dialog')).getByRole('button', { name: '关闭' }));
    },
  };
}

/** A batch where someone decided one item first: that item is named with its reason. */
export function decisionPartlyFailedStory() {
  return {
    parameters: { state: 'reviewMachine:partlyFailed' },
    args: {
      review: {
        state: 'partlyFailed',
        context: {
          decision: 'APPROVE',
          ids: [1, 2],
          results: [
            { id: 1, ok: true },
            { id: 2, ok: false, message: STALE },
          ],
        },
      },
    },
    play: async () => {
      await shown(within(await body().findByRole('dialog')).getByText(STALE));
    },
  };
}

/** The decision was refused or never reached the server: the reason, and a retry. */
export function decisionFailedStory(reason = '网络连接失败') {
  return {
    parameters: { state: 'reviewMachine:failed' },
    args: {
      review: {
        state: 'failed',
        context: { decision: 'APPROVE', ids: [1], error: textNotice(reason) },
      },
    },
    play: async () => {
      const dialog = within(await body().findByRole('dialog'));
      await shown(dialog.getByText(reason));
      await expect(dialog.getByRole('button', { name: '重试' })).toBeEnabled();
    },
  };
}

/** A decision a reviewer explains, taken from a record opened in the list's dialog. */
export interface ExplainedDecision {
  /** The address that opens record 1 in the list's dialog. */
  readonly url: string;
  /** The record dialog's title. */
  readonly detail: string;
  readonly decision: string;
  /** The button that opens the decision's dialog, and the dialog's confirming button. */
  readonly button: string;
  readonly comment: string;
}

/**
 * A decision that needs a reason, taken from the record's dialog: the confirming button
 * waits for the reason, then one call with the record and the reason.
 */
export function decisionWithReasonStory({
  url,
  detail,
  decision,
  button,
  comment,
}: ExplainedDecision) {
  return {
    parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
    args: { url },
    play: async ({ args }: { args: ReviewArgs }) => {
      const record = within(await body().findByRole('dialog', { name: detail }));
      await userEvent.click(await record.findByRole('button', { name: button }));
      const dialog = within(await body().findByRole('dialog', { name: new RegExp(button) }));
      const confirm = dialog.getByRole('button', { name: button });
      await expect(confirm).toBeDisabled();
      await userEvent.type(dialog.getByRole('textbox', { name: /^审核意见/ }), comment);
      await userEvent.click(confirm);
      await waitFor(() =>
        expect(args.submitDecision).toHaveBeenCalledWith({ decision, ids: [1], comment }),
      );
    },
  };
}

// ---------------------------------------------------------------- one record's step on a list

/** A step on one record of a list (an applicant's submit, an admin's disable), in its dialog. */
export interface ListStep {
  readonly id: number;
  /** The step's event (SUBMIT, WITHDRAW, DISABLE…). */
  readonly decision: string;
  /** The dialog's title. */
  readonly dialog: string;
  /** What the dialog says: the refusal's reason, or what happens next. */
  readonly text: string;
  /** The list's rows, when the story shows its own (the record in the step's status). */
  readonly rows?: readonly ListRow[];
}

const listOf = (rows: readonly ListRow[] | undefined) =>
  rows === undefined ? {} : { context: { rows: [...rows], total: rows.length } };

/** The step on its way: the dialog's confirming button waits for the answer. */
export function stepSubmittingStory({
  id,
  decision,
  dialog,
  button,
}: Pick<ListStep, 'id' | 'decision' | 'dialog'> & { readonly button: string }) {
  return {
    parameters: { state: 'reviewMachine:submitting' },
    args: { review: { state: 'submitting', context: { decision, ids: [id] } } },
    play: async () => {
      const open = within(await body().findByRole('dialog', { name: dialog }));
      await expect(open.getByRole('button', { name: button })).toBeDisabled();
    },
  };
}

/** The step refused for its record (someone decided first): the dialog names the reason. */
export function stepPartlyFailedStory({ id, decision, dialog, text, rows }: ListStep) {
  return {
    parameters: { state: 'reviewMachine:partlyFailed' },
    args: {
      ...listOf(rows),
      review: {
        state: 'partlyFailed',
        context: { decision, ids: [id], results: [{ id, ok: false, message: text }] },
      },
    },
    play: async () => {
      await shown(within(await body().findByRole('dialog', { name: dialog })).getByText(text));
    },
  };
}

/** The step taken: the dialog says what happens next. */
export function stepSucceededStory({ id, decision, dialog, text, rows }: ListStep) {
  return {
    parameters: { state: 'reviewMachine:succeeded' },
    args: {
      ...listOf(rows),
      review: { state: 'succeeded', context: { decision, ids: [id], results: [{ id, ok: true }] } },
    },
    play: async () => {
      await shown(within(await body().findByRole('dialog', { name: dialog })).getByText(text));
    },
  };
}

/** No step under way: the list alone, no dialog over it. */
export function stepIdleStory(gridName: string) {
  return {
    parameters: { state: 'reviewMachine:idle' },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await shown(canvas.getByRole('grid', { name: gridName }));
    },
  };
}

// ---------------------------------------------------------------- a record's review page

/** The decision a record's review page is shown making: its event and its button's name. */
export interface RecordDecision {
  /** The record's id, as the page's review machine sends it. */
  readonly id: number;
  readonly decision: string;
  /** The button that opens the dialog, and the dialog's title and confirming button. */
  readonly button: string;
}

/** A call the server never answered, as the HTTP client rejects it. */
const unreachable: ServiceError = {
  httpStatus: 0,
  status: 0,
  message: '网络连接失败',
  fieldErrors: {},
};

/**
 * The review dialog's states on a record's own page, for a decision that needs no comment:
 * `submitting` (its button disabled), `succeeded` (one call with the record, and the
 * dialog says so), `partlyFailed` (someone decided first) and `failed` (the call fails:
 * the reason, and a retry).
 */
export function recordReviewStories({ id, decision, button }: RecordDecision) {
  const decide = async (canvas: Canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: button }));
    const dialog = within(await body().findByRole('dialog', { name: button }));
    await userEvent.click(dialog.getByRole('button', { name: button }));
    return dialog;
  };
  return {
    submitting: {
      parameters: { state: 'submitting' },
      args: {
        review: { state: 'submitting', context: { decision, ids: [id], commentRequired: false } },
      },
      play: async () => {
        const dialog = within(await body().findByRole('dialog'));
        await expect(dialog.getByRole('button', { name: button })).toBeDisabled();
      },
    },
    succeeded: {
      parameters: { states: ['composing', 'succeeded'] },
      play: async ({ canvas, args }: { canvas: Canvas; args: ReviewArgs }) => {
        const dialog = await decide(canvas);
        await waitFor(() =>
          expect(args.submitDecision).toHaveBeenCalledWith({ decision, ids: [id], comment: '' }),
        );
        await shown(await dialog.findByText(`${button}成功`));
      },
    },
    partlyFailed: {
      parameters: { state: 'partlyFailed' },
      args: {
        review: {
          state: 'partlyFailed',
          context: { decision, ids: [id], results: [{ id, ok: false, message: STALE }] },
        },
      },
      play: async () => {
        await shown(within(await body().findByRole('dialog')).getByText(STALE));
      },
    },
    failed: {
      parameters: { state: 'failed' },
      args: { submitDecision: fn<ReviewCall>(() => Promise.reject(unreachable)) },
      play: async ({ canvas }: { canvas: Canvas }) => {
        const dialog = await decide(canvas);
        await shown(await dialog.findByText(unreachable.message));
        await expect(dialog.getByRole('button', { name: '重试' })).toBeEnabled();
      },
    },
  };
}
