import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { initialListQuery } from '@machines/app/listQuery';
import { InstitutionReviewScreen } from '../../src/features/institutions/InstitutionReviewScreen';
import { users } from '../support/fixtures';
import { shown } from '../support/storyKit';
import {
  batchApproveStory,
  body,
  emptyStory,
  failedStory,
  loadingStory,
  rowWith,
} from '../support/listStories';
import {
  decisionFailedStory,
  decisionPartlyFailedStory,
  decisionSubmittingStory,
} from '../support/reviewDialogStories';
import { reviewListMeta, type ReviewListStoryComponent } from '../support/reviewListStory';
import { reviewRows } from './institutionFixtures';

const PATH = pages.trainCredictCheck.path;

/** `trainCredictCheck`; `enterpriseCredictCheck` is the same screen of the other kind. */
const meta = {
  title: 'Institutions/InstitutionReview',
  ...reviewListMeta(
    { user: users.superAdmin, path: PATH, screen: <InstitutionReviewScreen kind="training" /> },
    reviewRows,
  ),
} satisfies Meta<ReviewListStoryComponent>;

export default meta;
type Story = StoryObj<typeof meta>;
const rowOf = rowWith;

export const Loading: Story = loadingStory('培训机构申请列表');

export const Empty: Story = emptyStory();

export const Failed: Story = failedStory();

/** Lines and role codes, mobiles masked; only pending applications can be selected. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    const pending = rowOf(canvas, '四川岷江');
    await shown(await pending.findByText('第 0 条线'));
    await shown(pending.getByText('2010'));
    await shown(pending.getByText('139****2004'));
    await expect(pending.getByRole('checkbox')).toBeEnabled();
    await expect(rowOf(canvas, '蓉城信息').getByRole('checkbox')).toBeDisabled();
    await expect(rowOf(canvas, '蓉城信息').getByText('已撤销')).toBeTruthy();
  },
};

/** Two applications approved at once: one call with both. */
export const BatchApprove: Story = batchApproveStory('四川岷江', '成都锦城');

/** Rejecting in a batch asks for the reason first. */
export const BatchRejectComposing: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing'] },
  play: async ({ canvas }) => {
    await userEvent.click(rowOf(canvas, '四川岷江').getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '批量驳回' }));
    const dialog = within(await body().findByRole('dialog', { name: /驳回/ }));
    await expect(dialog.getByRole('button', { name: '驳回' })).toBeDisabled();
  },
};

export const DecisionSubmitting: Story = decisionSubmittingStory([1, 2]);

export const DecisionPartlyFailed: Story = decisionPartlyFailedStory();

export const DecisionFailed: Story = decisionFailedStory();

/** Choosing a line asks the server for the first page of it; the view opens the page. */
export const FilterByLine: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '业务条线' }));
    await userEvent.click(await body().findByRole('option', { name: '第 5 条线' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { businessLine: '5' } }),
      ),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'Training-institution applications' }));
    await shown(await canvas.findAllByText('Line 0').then((found) => found[0] ?? null));
  },
};
