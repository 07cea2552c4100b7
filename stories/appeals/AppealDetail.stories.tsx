import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { serviceError, users } from '../support/fixtures';
import { AppealDetailContext, appealDetailLoaderOf } from '../../src/features/appeals/appealActors';
import { ReviewDialog } from '../../src/components/ReviewDialog';
import {
  AppealDetailContent,
  AppealDetailDialog,
} from '../../src/features/appeals/AppealDetailDialog';
import type { CorporateAppealDetail } from '../../src/lib/api/appeals';
import { AppFrame, ReviewFrame, shown, StoryRouter, type ReviewCall } from '../support/storyKit';
import {
  appealDetail,
  appealFileSource,
  namedAccount,
  REJECT_REASON,
  waitingResetCode,
} from './appealFixtures';
import { reasonUnderHeading } from '../support/decisionStories';

interface DetailStoryProps {
  readonly detail: CorporateAppealDetail;
  /** `GET /api/corporate/query-corporateappeal-detail`; by default it answers `detail`. */
  readonly load?: () => Promise<CorporateAppealDetail>;
  readonly submitDecision: ReviewCall;
  readonly onClose: () => void;
  readonly onReload: () => void;
}

/** One appeal's dialog, as the reviewer opens it from the list (which holds the review dialog). */
function DetailStory({ detail, load, submitDecision, onClose, onReload }: DetailStoryProps) {
  const [loader] = useState(() =>
    appealDetailLoaderOf(() => (load ? load() : Promise.resolve(detail))),
  );
  const path = pages.corporateAppealCheck.path;
  return (
    <AppFrame user={users.operator} files={appealFileSource}>
      <StoryRouter path={path} url={`${path}?id=${detail.appeal.id}`}>
        <ReviewFrame submitDecision={submitDecision}>
          <AppealDetailDialog onClose={onClose}>
            <AppealDetailContext.Provider
              logic={loader}
              options={{ input: { id: detail.appeal.id } }}
            >
              <AppealDetailContent onReload={onReload} />
            </AppealDetailContext.Provider>
          </AppealDetailDialog>
          <ReviewDialog />
        </ReviewFrame>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Appeals/AppealDetail',
  component: DetailStory,
  parameters: { machine: 'appealWorkflow' },
  args: {
    detail: appealDetail('pending'),
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
    onClose: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof DetailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: '账号申诉详情' }));

/** Pending: the account's contact now and as asked, both images, approve and reject. */
export const Pending: Story = {
  parameters: { state: 'pending' },
  play: async ({ args }) => {
    const view = await dialog();
    await shown(await view.findByText('待审核'));
    await shown(view.getByText(namedAccount.name));
    await expect(view.getAllByText('13900002001', { selector: 'dd' })).toHaveLength(3);
    await expect(view.getAllByText('13700002001', { selector: 'dd' })).toHaveLength(2);
    await shown(view.getByText(/手机号和邮箱将更换为申诉中填写的/));
    // The account signs in with its mobile: the reviewer is told the login name moves too.
    await shown(view.getByText(/登录名将由 13900002001 改为 13700002001/));
    const actions = within(view.getByRole('group', { name: '审核操作' }));
    await userEvent.click(actions.getByRole('button', { name: '通过' }));
    const decision = within(await within(document.body).findByRole('dialog', { name: /通过/ }));
    await userEvent.click(decision.getByRole('button', { name: '通过' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'APPROVE',
        ids: [31],
        comment: '',
      }),
    );
  },
};

/** Both images open in the viewer, which zooms and rotates. */
export const Images: Story = {
  parameters: { state: 'pending' },
  play: async () => {
    const view = await dialog();
    await userEvent.click(await view.findByRole('button', { name: '预览 账号归属证明.png' }));
    const viewer = within(
      await within(document.body).findByRole('dialog', { name: '账号归属证明.png' }),
    );
    await shown(viewer.getByRole('button', { name: '放大' }));
    await userEvent.click(viewer.getByRole('button', { name: '放大' }));
    await shown(viewer.getByText('125%'));
    await userEvent.click(viewer.getByRole('button', { name: '向右旋转' }));
    await expect(viewer.getByRole('button', { name: '还原' })).toBeEnabled();
  },
};

/** No account has the user name: approving is impossible, the reviewer is told why. */
export const NoAccount: Story = {
  parameters: { state: 'pending' },
  args: { detail: appealDetail('pending', { account: null, userName: '13800009999' }) },
  play: async () => {
    const view = await dialog();
    await shown(await view.findByText('没有对应的账号'));
    await shown(view.getByText(/没有登录名为“13800009999”的账号/));
    const approve = view.getByRole('button', { name: '通过' });
    await expect(approve).toBeDisabled();
    await expect(view.getByRole('button', { name: '驳回' })).toBeEnabled();
    // The disabled button says why on hover.
    if (approve.parentElement) await userEvent.hover(approve.parentElement);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      '没有对应的账号',
    );
  },
};

/** Another appeal about the same account waits: approving this one rejects it, as said. */
export const OtherPendingAppeals: Story = {
  parameters: { state: 'pending' },
  args: { detail: appealDetail('pending', { otherPendingAppeals: 1 }) },
  play: async () => {
    const view = await dialog();
    await shown(
      await view.findByText('该账号另有 1 份待审核的申诉：通过本申诉后，它们将自动驳回。'),
    );
  },
};

/** The account belongs to another company than the one appealing: a warning to check. */
export const OtherCompany: Story = {
  parameters: { state: 'pending' },
  args: {
    detail: appealDetail('pending', {
      account: { ...namedAccount, companyName: '四川岷江数据服务有限公司' },
    }),
  },
  play: async () => {
    const view = await dialog();
    await shown(await view.findByText(/四川岷江数据服务有限公司/, { selector: 'div' }));
  },
};

/** Approved: no steps left; the reset code the approval promised went out. */
export const Approved: Story = {
  parameters: { state: 'approved' },
  args: { detail: appealDetail('approved') },
  play: async () => {
    const view = await dialog();
    await expect((await view.findAllByText('已通过')).length).toBeGreaterThan(0);
    await expect(view.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
    await shown(view.getByText('已发送'));
    await shown(view.getByText(/发送至 13700002001/));
  },
};

/**
 * Approved within the minute of the appeal's own code: the reset code waits in the outbox,
 * and the reviewer reads when it is tried again and why.
 */
export const ApprovedCodeWaiting: Story = {
  parameters: { state: 'approved' },
  args: { detail: appealDetail('approved', { resetCode: waitingResetCode }) },
  play: async () => {
    const view = await dialog();
    await shown(await view.findByText('等待发送'));
    await shown(view.getByText(/自动重试：该号码 1 分钟内已收到过验证码/));
  },
};

/** Given up after a day: the reviewer reads why, and what the appellant does instead. */
export const ApprovedCodeFailed: Story = {
  parameters: { state: 'approved' },
  args: {
    detail: appealDetail('approved', {
      resetCode: {
        ...waitingResetCode,
        state: 'failed',
        nextAttemptAt: null,
        lastError: 'smsDelivery.reason.gateway',
      },
    }),
  },
  globals: { language: 'en' },
  play: async () => {
    const view = within(
      await within(document.body).findByRole('dialog', { name: 'Account appeal' }),
    );
    await shown(await view.findByText('Not sent'));
    await shown(view.getByText(/the appellant asks for a code on the password reset page/));
  },
};

export const Rejected: Story = {
  parameters: { state: 'rejected' },
  args: { detail: appealDetail('rejected') },
  play: async () => {
    const view = await dialog();
    await reasonUnderHeading(view, '未通过原因', REJECT_REASON);
    await expect(view.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { load: () => new Promise<CorporateAppealDetail>(() => undefined) },
  play: async () => {
    const view = await dialog();
    await expect(view.getByLabelText('加载中…')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { load: () => Promise.reject(serviceError(503, '服务暂时不可用，请稍后重试')) },
  play: async ({ args }) => {
    const view = await dialog();
    await shown(await view.findByText('服务暂时不可用，请稍后重试'));
    await userEvent.click(view.getByRole('button', { name: '重试' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  parameters: { state: 'pending' },
  globals: { language: 'en' },
  play: async () => {
    const view = within(
      await within(document.body).findByRole('dialog', { name: 'Account appeal' }),
    );
    await shown(await view.findByText('Requested mobile'));
  },
};
