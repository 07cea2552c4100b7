import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { CourseSession } from '@machines/contracts';
import { SessionMovesScreen } from '../../src/features/courses/SessionMovesScreen';
import { users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { decisionPartlyFailedStory } from '../support/reviewDialogStories';
import { shown } from '../support/storyKit';
import { reviewListMeta, type ReviewListStoryComponent } from '../support/reviewListStory';
import { SESSION_MOVE_REFUSAL, sessionRows, waitingMove } from './sessionFixtures';

/** `/trainingReview/trainDateCheck`: the platform decides institutions' session moves. */
const meta = {
  title: 'Courses/SessionMoves',
  ...reviewListMeta(
    { user: users.superAdmin, path: pages.trainDateCheck.path, screen: <SessionMovesScreen /> },
    sessionRows,
  ),
} satisfies Meta<ReviewListStoryComponent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('场次改期申请列表');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** The waiting move shows both spans and who will be told; decided ones are done. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '场次改期审核' }));
    const waiting = rowWith(canvas, '2030-07-06 – 2030-07-07');
    await expect(waiting.getByRole('checkbox')).toBeEnabled();
    await shown(waiting.getByText('2030-07-20 – 2030-07-21'));
    await shown(waiting.getByText('12/30'));
    await shown(waiting.getByRole('button', { name: '同意改期' }));
    const refused = rowWith(canvas, '2030-08-17 – 2030-08-18');
    await expect(refused.getByRole('checkbox')).toBeDisabled();
    await shown(refused.getByText(new RegExp(SESSION_MOVE_REFUSAL)));
  },
};

const pastDayMove: CourseSession = {
  ...waitingMove,
  proposedStartsOn: '2030-05-20',
  proposedEndsOn: '2030-05-21',
};

/** A move into a day already past: the machine's guard leaves only the refusal. */
export const PastDayOnlyRefused: Story = {
  parameters: { state: 'loaded' },
  args: {
    context: { rows: [pastDayMove], total: 1 },
  },
  play: async ({ canvas }) => {
    const row = rowWith(canvas, '2030-05-20 – 2030-05-21');
    await expect(row.queryByRole('button', { name: '同意改期' })).toBeNull();
    await shown(row.getByRole('button', { name: '拒绝改期' }));
  },
};

/** One move approved from its row, asked first. */
export const RowApproved: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    const row = rowWith(canvas, '2030-07-06 – 2030-07-07');
    await userEvent.click(row.getByRole('button', { name: '同意改期' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '同意改期' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith(
        expect.objectContaining({ decision: 'APPROVE_CHANGE', ids: [901] }),
      ),
    );
    await shown(await dialog.findByText('同意改期成功'));
  },
};

/** Refusing asks for the reason the institution will read. */
export const RefuseNeedsReason: Story = {
  parameters: { state: 'reviewMachine:composing' },
  play: async ({ canvas, args }) => {
    const row = rowWith(canvas, '2030-07-06 – 2030-07-07');
    await userEvent.click(row.getByRole('button', { name: '拒绝改期' }));
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: '拒绝改期' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox'), SESSION_MOVE_REFUSAL);
    await userEvent.click(dialog.getByRole('button', { name: '拒绝改期' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'REFUSE_CHANGE',
        ids: [901],
        comment: SESSION_MOVE_REFUSAL,
      }),
    );
  },
};

export const PartlyFailed: Story = decisionPartlyFailedStory();

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: 'Session moves' }));
    await shown(
      rowWith(canvas, '2030-07-06 – 2030-07-07').getByRole('button', {
        name: 'Approve the date change',
      }),
    );
  },
};
