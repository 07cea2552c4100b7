import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { DateChangesScreen } from '../../src/features/signUps/DateChangesScreen';
import { users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { decisionPartlyFailedStory } from '../support/reviewDialogStories';
import { shown } from '../support/storyKit';
import { reviewListMeta, type ReviewListStoryComponent } from '../support/reviewListStory';
import { DATE_CHANGE_REFUSAL, dateChangeRows } from './signUpFixtures';

/** `/entryTraining/dateChanges`: trainees asking to move, decided one by one or at once. */
const meta = {
  title: 'Sign-ups/DateChanges',
  ...reviewListMeta(
    { user: users.companyAdmin, path: pages.dateChangeList.path, screen: <DateChangesScreen /> },
    dateChangeRows,
  ),
} satisfies Meta<ReviewListStoryComponent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('改期申请列表');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Waiting requests may be selected and decided on their row; decided ones are done. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '改期申请' }));
    const waiting = rowWith(canvas, '刘洋');
    await expect(waiting.getByRole('checkbox')).toBeEnabled();
    await shown(waiting.getByText('2030-03-10 → 2030-04-07'));
    await shown(waiting.getByRole('button', { name: '同意改期' }));
    await shown(rowWith(canvas, '吴磊').getByText('个人报名'));
    const refused = rowWith(canvas, '许静');
    await expect(refused.getByRole('checkbox')).toBeDisabled();
    await shown(refused.getByText(new RegExp(DATE_CHANGE_REFUSAL)));
    await expect(refused.queryByRole('button', { name: '同意改期' })).toBeNull();
    await shown(rowWith(canvas, '蒋涛').getByText('已同意'));
  },
};

/** One request approved from its row, asked first. */
export const RowApproved: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '刘洋').getByRole('button', { name: '同意改期' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '同意改期' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith(
        expect.objectContaining({ decision: 'APPROVE_CHANGE', ids: [501] }),
      ),
    );
    await shown(await dialog.findByText('同意改期成功'));
  },
};

/** Refusing several at once asks for the reason the applicants will read. */
export const BatchRefuseNeedsReason: Story = {
  parameters: { state: 'reviewMachine:composing' },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '刘洋').getByRole('checkbox'));
    await userEvent.click(rowWith(canvas, '吴磊').getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '批量拒绝改期' }));
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: '拒绝改期' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox'), DATE_CHANGE_REFUSAL);
    await userEvent.click(dialog.getByRole('button', { name: '拒绝改期' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'REFUSE_CHANGE',
        ids: [501, 502],
        comment: DATE_CHANGE_REFUSAL,
      }),
    );
  },
};

export const PartlyFailed: Story = decisionPartlyFailedStory();

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: 'Date changes' }));
    await shown(canvas.getByRole('button', { name: 'Refuse selected moves' }));
    await shown(rowWith(canvas, '刘洋').getByRole('button', { name: 'Approve the date change' }));
  },
};
