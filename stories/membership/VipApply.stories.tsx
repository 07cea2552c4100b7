import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { textNotice } from '@machines/app/notice';
import { MembershipCard } from '../../src/features/membership/MembershipCard';
import { VipApplyScreen } from '../../src/features/membership/VipApplyScreen';
import type { MyMembership } from '../../src/lib/api/membership';
import { serviceError, users } from '../support/fixtures';
import { shown, type ReviewCall } from '../support/storyKit';
import {
  loadedListArgs,
  reviewListWithStanding,
  standingLoadingStory,
} from '../support/reviewListStory';
import { body, rowWith } from '../support/listStories';
import {
  membership,
  ownRows,
  StoryLevels,
  StoryMyMembership,
  vipApplication,
} from './membershipFixtures';
import {
  stepIdleStory,
  stepPartlyFailedStory,
  stepSubmittingStory,
} from '../support/reviewDialogStories';

const PATH = pages.vipApply.path;

const VipApplyStory = reviewListWithStanding<MyMembership>({
  user: users.companyAdmin,
  path: PATH,
  screen: (loadStanding) => (
    <StoryLevels>
      <StoryMyMembership load={loadStanding}>
        <VipApplyScreen membership={<MembershipCard onRetry={() => undefined} />} />
      </StoryMyMembership>
    </StoryLevels>
  ),
});

const activeMembership: MyMembership = {
  membership: membership('active', { validTo: '2027-05-31' }),
  openApplicationId: 11,
  events: [],
};

const meta = {
  title: 'Membership/VipApply',
  component: VipApplyStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    ...loadedListArgs(ownRows),
    loadStanding: fn<() => Promise<MyMembership>>(() => Promise.resolve(activeMembership)),
  },
} satisfies Meta<typeof VipApplyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = rowWith;

export const Loading: Story = standingLoadingStory<MyMembership>();

/** A company that never applied: no membership, and the way to apply. */
export const Empty: Story = {
  parameters: { state: 'empty' },
  args: {
    state: 'empty',
    context: {},
    loadStanding: fn(() =>
      Promise.resolve<MyMembership>({ membership: null, openApplicationId: null, events: [] }),
    ),
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('本单位尚未成为协会会员。'));
    await expect(canvas.getByRole('link', { name: '申请入会' })).toHaveAttribute(
      'href',
      pages.vipcorporatation.path,
    );
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: {
    state: 'failed',
    context: { error: textNotice('请求超时，请稍后重试') },
    loadStanding: fn(() => Promise.reject<MyMembership>(serviceError(500, '服务器繁忙'))),
  },
  play: async ({ canvas, args }) => {
    await shown(await canvas.findByText('无法加载本单位的会员资格。'));
    const grid = canvas.getByRole('grid', { name: '本单位的入会申请' });
    await userEvent.click(within(grid).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(args.fetchPage).toHaveBeenCalledOnce());
  },
};

/** An active member with a returned renewal: continue it, or submit it as it is. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: '本单位会员资格' }));
    await shown(await card.findByText('有效'));
    await shown(card.getByText('2024-06-01 至 2027-05-31'));
    await expect(canvas.getByRole('link', { name: '继续填写' })).toHaveAttribute(
      'href',
      `${pages.vipcorporatation.path}?id=11`,
    );
    const returned = rowOf(canvas, '已退回');
    await shown(returned.getByRole('button', { name: '提交申请' }));
    await expect(rowOf(canvas, '已通过').queryByRole('button', { name: '编辑' })).toBeNull();
  },
};

/** An expired membership says so and how to renew. */
export const Expired: Story = {
  parameters: { state: 'loaded' },
  args: {
    loadStanding: fn(() =>
      Promise.resolve<MyMembership>({
        membership: membership('expired'),
        openApplicationId: null,
        events: [],
      }),
    ),
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText(/会员资格已于 2025-05-31 到期/));
  },
};

/** A disabled membership says so. */
export const Disabled: Story = {
  parameters: { state: 'loaded' },
  args: {
    loadStanding: fn(() =>
      Promise.resolve<MyMembership>({
        membership: membership('disabled'),
        openApplicationId: null,
        events: [],
      }),
    ),
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText(/会员资格已被平台停用/));
  },
};

/** Submitting a returned application from the list: asked first, then sent. */
export const SubmitConfirmed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, '已退回').getByRole('button', { name: '提交申请' }));
    const dialog = within(await body().findByRole('dialog', { name: '提交入会申请' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'SUBMIT',
        ids: [11],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('已提交，等待平台审核。'));
  },
};

/** An application awaiting review: withdraw it (asked first), no new one meanwhile. */
export const WithdrawAsked: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing'] },
  args: {
    context: { rows: [vipApplication('submitted', { id: 12 })], total: 1 },
    review: { state: 'composing', context: { decision: 'WITHDRAW', ids: [12] } },
  },
  play: async ({ canvas }) => {
    const dialog = within(await body().findByRole('dialog', { name: '撤回入会申请' }));
    await shown(dialog.getByText(/撤回后可修改并重新提交/));
    await expect(canvas.queryByRole('link', { name: '申请入会' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '继续填写' })).toBeNull();
  },
};

export const StepSubmitting: Story = stepSubmittingStory({
  id: 11,
  decision: 'SUBMIT',
  dialog: '提交入会申请',
  button: '提交申请',
});

/** An incomplete application refused by the server: its reason and a retry. */
export const StepFailed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(serviceError(400, '入会申请表：必填', { applicationFileId: '必填' })),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowOf(canvas, '已退回').getByRole('button', { name: '提交申请' }));
    const dialog = within(await body().findByRole('dialog', { name: '提交入会申请' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交申请' }));
    await shown(await dialog.findByText('入会申请表：必填'));
  },
};

export const StepPartlyFailed: Story = stepPartlyFailedStory({
  id: 12,
  decision: 'WITHDRAW',
  dialog: '撤回入会申请',
  text: '该申请已被审核，不能撤回',
});

export const Idle: Story = stepIdleStory('本单位的入会申请');

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText("Your company's membership"));
    await shown(canvas.getByRole('link', { name: 'Continue' }));
  },
};
