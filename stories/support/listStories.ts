/**
 * The list-machine states every list screen shows the same way, a review list's batch
 * approval, as story objects, and the helpers their plays share: a story file spreads them
 * into its own stories. The review dialog's outcomes are in reviewDialogStories.ts.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { textNotice } from '@machines/app/notice';

type Canvas = ReturnType<typeof within>;
type ListArgs = { readonly fetchPage: (...args: never[]) => unknown };

/** The row of the grid whose text contains `text`. */
export function rowWith(canvas: Canvas, text: string) {
  const row = canvas
    .getAllByRole('row')
    .find((candidate: HTMLElement) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return within(row);
}

/** Everything rendered, dialogs in portals included. */
export const body = () => within(document.body);

/** The grid named `gridName` shows it is busy; nothing is asked for meanwhile. */
export function loadingStory(gridName: string) {
  return {
    parameters: { state: 'loading' },
    args: { state: 'loading', context: {} },
    play: async ({ canvas, args }: { canvas: Canvas; args: ListArgs }) => {
      const grid = canvas.getByRole('grid', { name: gridName });
      await expect(grid.closest('[data-state]')).toHaveAttribute('aria-busy', 'true');
      await expect(args.fetchPage).not.toHaveBeenCalled();
    },
  };
}

/** Nothing matches: the grid says so. */
export function emptyStory() {
  return {
    parameters: { state: 'empty' },
    args: { state: 'empty', context: {} },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await waitFor(() => expect(canvas.getByText('暂无数据')).toBeVisible());
    },
  };
}

/** The page failed: the reason, and loading again asks once more. */
export function failedStory() {
  return {
    parameters: { state: 'failed' },
    args: { state: 'failed', context: { error: textNotice('请求超时，请稍后重试') } },
    play: async ({ canvas, args }: { canvas: Canvas; args: ListArgs }) => {
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent('请求超时，请稍后重试');
      await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
      await waitFor(() => expect(args.fetchPage).toHaveBeenCalledOnce());
    },
  };
}

type ReviewArgs = { readonly submitDecision: (...args: never[]) => unknown };

/** How a list's batch approval reads: the generic family's by default. */
export interface BatchApproval {
  readonly decision: string;
  /** The toolbar's button. */
  readonly button: string;
  /** The review dialog's title for two rows. */
  readonly dialog: string;
  /** The dialog's confirming button. */
  readonly confirm: string;
}

const APPROVE: BatchApproval = {
  decision: 'APPROVE',
  button: '批量通过',
  dialog: '批量通过（2 项）',
  confirm: '通过',
};

/** The institution's approval in the two-level qualification family. */
export const INSTITUTION_APPROVE: BatchApproval = {
  decision: 'INSTITUTION_APPROVE',
  button: '批量初审通过',
  dialog: '批量机构初审通过（2 项）',
  confirm: '机构初审通过',
};

/** The rows holding `first` and `second` approved at once: one call with both (ids 1, 2). */
export function batchApproveStory(first: string, second: string, approval = APPROVE) {
  return {
    parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
    play: async ({ canvas, args }: { canvas: Canvas; args: ReviewArgs }) => {
      await userEvent.click(rowWith(canvas, first).getByRole('checkbox'));
      await userEvent.click(rowWith(canvas, second).getByRole('checkbox'));
      await userEvent.click(canvas.getByRole('button', { name: approval.button }));
      const dialog = within(await body().findByRole('dialog', { name: approval.dialog }));
      await userEvent.click(dialog.getByRole('button', { name: approval.confirm }));
      await waitFor(() =>
        expect(args.submitDecision).toHaveBeenCalledWith({
          decision: approval.decision,
          ids: [1, 2],
          comment: '',
        }),
      );
    },
  };
}
