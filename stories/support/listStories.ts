/**
 * The list-machine states every list screen shows the same way, as story objects, and the
 * helpers their plays share: a story file spreads them into its own stories.
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
