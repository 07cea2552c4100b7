import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { CreditApplyScreen } from '../../src/features/credit/CreditApplyScreen';
import { serviceError, users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { shown, type ReviewCall } from '../support/storyKit';
import { reviewListMeta, type ReviewListStoryComponent } from '../support/reviewListStory';
import { creditApplication, ownCreditRows } from './creditFixtures';
import {
  stepIdleStory,
  stepPartlyFailedStory,
  stepSubmittingStory,
  stepSucceededStory,
} from '../support/reviewDialogStories';

const PATH = pages.creditApply.path;
const GRID = '本单位的资信申请';

const meta = {
  title: 'Credit/CreditApply',
  ...reviewListMeta(
    { user: users.companyAdmin, path: PATH, screen: <CreditApplyScreen /> },
    ownCreditRows,
  ),
} satisfies Meta<ReviewListStoryComponent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(GRID);
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Each row offers what its status allows: a draft its form, materials and deletion. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '新建申请' })).toHaveAttribute(
      'href',
      pages.creditEdit.path,
    );
    const draft = rowWith(canvas, '草稿');
    for (const name of ['编辑', '申报材料', '提交申请', '删除']) {
      await shown(draft.getByRole('button', { name }));
    }
    const returned = rowWith(canvas, '机构退回');
    await shown(returned.getByRole('button', { name: '提交申请' }));
    await expect(returned.queryByRole('button', { name: '删除' })).toBeNull();
    await shown(rowWith(canvas, '待机构评审').getByRole('button', { name: '撤回' }));
    const approved = rowWith(canvas, '2025-1-000123');
    await expect(approved.queryByRole('button', { name: '编辑' })).toBeNull();
  },
};

/** Deleting a draft is asked first, then done, and the list reloads. */
export const DeleteConfirmed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '草稿').getByRole('button', { name: '删除' }));
    const dialog = within(await body().findByRole('dialog', { name: '删除草稿' }));
    await shown(dialog.getByText(/删除后无法恢复/));
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'DELETE',
        ids: [805],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('草稿已删除'));
  },
};

/** A submission awaiting its institution: withdrawing it is asked first. */
export const WithdrawAsked: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing'] },
  args: {
    context: { rows: [creditApplication('submitted', { id: 803 })], total: 1 },
    review: { state: 'composing', context: { decision: 'WITHDRAW', ids: [803] } },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '撤回资信申请' }));
    await shown(dialog.getByText(/撤回后申请回到草稿/));
  },
};

export const StepSubmitting: Story = stepSubmittingStory({
  id: 804,
  decision: 'SUBMIT',
  dialog: '提交资信申请',
  button: '提交申请',
});

/** Submitting from the list with a material missing: the server's reason, and a retry. */
export const StepFailed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(
        serviceError(400, '还有 1 项必需材料未上传', { 'materials.72': '请上传此材料' }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '机构退回').getByRole('button', { name: '提交申请' }));
    const dialog = within(await body().findByRole('dialog', { name: '提交资信申请' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交申请' }));
    await shown(await dialog.findByText('还有 1 项必需材料未上传'));
  },
};

export const StepPartlyFailed: Story = stepPartlyFailedStory({
  id: 803,
  decision: 'WITHDRAW',
  dialog: '撤回资信申请',
  text: '评审机构已开始审核，不能撤回',
});

export const StepSucceeded: Story = stepSucceededStory({
  id: 804,
  decision: 'SUBMIT',
  dialog: '提交资信申请',
  text: '已提交，等待评审机构初审',
});

export const Idle: Story = stepIdleStory(GRID);

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('link', { name: 'New application' }));
    await shown(canvas.getByRole('grid', { name: 'Your company’s credit applications' }));
  },
};
