import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { statusFamilies, type Party } from '@machines/workflows';
import type { FileSource } from '../../src/components/FilePreview';
import { detailLoaderOf, RealnameDetailContext } from '../../src/features/realname/realnameActors';
import { RealnameDetailScreen } from '../../src/features/realname/RealnameDetailScreen';
import type { RealnameDetail } from '../../src/lib/api/realname';
import { serviceError, users } from '../support/fixtures';
import {
  AppFrame,
  licenceImage,
  pendingFileSource,
  ReviewFrame,
  StoryRouter,
  storyFileSource,
  timelineOf,
  type ReviewCall,
} from '../support/storyKit';
import {
  application,
  detailOf,
  REJECT_COMMENT,
  RETURN_COMMENT,
  REVOKE_COMMENT,
} from './realnameFixtures';
import { WorkflowStepper } from '../support/WorkflowStepper';

interface DetailStoryProps {
  /** The application's status, by its state name. */
  readonly status: string;
  readonly party: Party;
  /** The detail the loader answers; built from `status` and `party` when omitted. */
  readonly detail?: RealnameDetail;
  /** `GET /api/corporate/query-realcorporate-detail`. */
  readonly load: (detail: RealnameDetail) => Promise<RealnameDetail>;
  /** `POST /api/audit/update-realcorporate-status` or the withdrawal. */
  readonly submitDecision: ReviewCall;
  readonly onReload: () => void;
  readonly files?: FileSource;
}

function DetailStory({
  status,
  party,
  detail,
  load,
  submitDecision,
  onReload,
  files,
}: DetailStoryProps) {
  const [answer] = useState(() => detail ?? detailOf(status, party));
  const [loader] = useState(() => detailLoaderOf(() => load(answer)));
  const path = pages.realnameDetailHistory.path;
  return (
    <AppFrame
      user={party === 'platform' ? users.superAdmin : users.companyAdmin}
      files={files ?? storyFileSource}
    >
      <StoryRouter path={path} url={`${path}?id=${answer.application.id}`}>
        <Box sx={{ p: 2 }}>
          <ReviewFrame submitDecision={submitDecision}>
            <RealnameDetailContext.Provider
              logic={loader}
              options={{ input: { id: answer.application.id } }}
            >
              <RealnameDetailScreen onReload={onReload} />
            </RealnameDetailContext.Provider>
          </ReviewFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Realname/RealnameDetail',
  component: DetailStory,
  parameters: { machine: 'applicationWorkflow' },
  args: {
    status: 'submitted',
    party: 'platform',
    load: fn((detail: RealnameDetail) => Promise.resolve(detail)),
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
    onReload: fn(),
  },
} satisfies Meta<typeof DetailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const chipOf = async (canvas: Canvas, label: string) =>
  (await canvas.findByRole('heading', { level: 1 })).parentElement?.querySelector(
    '.MuiChip-root',
  ) ?? canvas.getByText(label);

const actions = (canvas: Canvas, name: string) => within(canvas.getByRole('group', { name }));

/** Status 0: the company's draft; only continuing it is offered, nothing else shows. */
export const Draft: Story = {
  parameters: { state: 'draft' },
  args: { status: 'draft', party: 'applicant' },
  play: async ({ canvas }) => {
    const chip = await chipOf(canvas, '草稿');
    await expect(chip).toHaveTextContent('草稿');
    await expect(chip).toHaveClass('MuiChip-colorDefault');
    const mine = actions(canvas, '申请操作');
    await expect(mine.getByRole('link', { name: '继续编辑' })).toHaveAttribute(
      'href',
      `${pages.realnameApplyHistory.path}?edit=101`,
    );
    await expect(mine.queryByRole('button', { name: '撤回' })).not.toBeInTheDocument();
    await expect(canvas.getByText('暂无记录')).toBeVisible();
  },
};

/** Status 1 for the platform: approve, reject and return, nothing else; the fields and licence. */
export const Submitted: Story = {
  parameters: { state: 'submitted' },
  play: async ({ canvas, args }) => {
    const chip = await chipOf(canvas, '待审核');
    await expect(chip).toHaveClass('MuiChip-colorWarning');
    await expect(canvas.getByText('91350100M000100Y43')).toBeVisible();
    await expect(canvas.getByText('13800138000')).toBeVisible();
    const review = actions(canvas, '审核操作');
    await expect(review.getByRole('button', { name: '通过' })).toBeEnabled();
    await expect(review.getByRole('button', { name: '驳回' })).toBeEnabled();
    await expect(review.getByRole('button', { name: '退回' })).toBeEnabled();
    await expect(review.getAllByRole('button')).toHaveLength(3);
    await expect(review.queryByRole('button', { name: '撤销' })).not.toBeInTheDocument();
    await expect(review.queryByRole('button', { name: '恢复' })).not.toBeInTheDocument();

    const thumbnail = canvas.getByRole('button', { name: `预览 ${licenceImage.name}` });
    await waitFor(() => expect(thumbnail).toBeEnabled());

    // Returning needs a comment (the workflow says so).
    await userEvent.click(review.getByRole('button', { name: '退回' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '退回' }));
    await expect(dialog.getByRole('button', { name: '退回' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /^审核意见/ }), RETURN_COMMENT);
    await userEvent.click(dialog.getByRole('button', { name: '退回' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'RETURN',
        ids: [101],
        comment: RETURN_COMMENT,
      }),
    );
    await expect(await dialog.findByText('退回成功')).toBeVisible();
  },
};

/** Status 1 for the company: withdrawal is possible, asked first. */
export const SubmittedByApplicant: Story = {
  parameters: { state: 'submitted' },
  args: { party: 'applicant' },
  play: async ({ canvas, args }) => {
    await chipOf(canvas, '待审核');
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
    await userEvent.click(actions(canvas, '申请操作').getByRole('button', { name: '撤回' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '撤回申请' }));
    await userEvent.click(dialog.getByRole('button', { name: '撤回' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'WITHDRAW',
        ids: [101],
        comment: '',
      }),
    );
  },
};

/** Status 2: approved, green; the platform may revoke. */
export const Approved: Story = {
  parameters: { state: 'approved' },
  args: { status: 'approved' },
  play: async ({ canvas }) => {
    await expect(await chipOf(canvas, '已通过')).toHaveClass('MuiChip-colorSuccess');
    const review = actions(canvas, '审核操作');
    await expect(review.getByRole('button', { name: '撤销' })).toBeEnabled();
    await expect(review.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    const steps = within(canvas.getByRole('list', { name: '审核记录' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(2);
  },
};

/** Status 3: rejected, red, final: the reason in the timeline, no action to take. */
export const Rejected: Story = {
  parameters: { state: 'rejected' },
  args: { status: 'rejected', party: 'applicant' },
  play: async ({ canvas }) => {
    await expect(await chipOf(canvas, '未通过')).toHaveClass('MuiChip-colorError');
    await expect(canvas.getByText(REJECT_COMMENT)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '申请操作' })).not.toBeInTheDocument();
  },
};

/** Status 4: returned, purple; the reason on top and the way to correct it. */
export const Returned: Story = {
  parameters: { state: 'returned' },
  args: { status: 'returned', party: 'applicant' },
  play: async ({ canvas }) => {
    await expect(await chipOf(canvas, '已退回')).toHaveClass('MuiChip-colorSecondary');
    const reason = canvas.getByRole('alert');
    await expect(reason).toHaveTextContent('退回意见');
    await expect(reason).toHaveTextContent(RETURN_COMMENT);
    await expect(
      actions(canvas, '申请操作').getByRole('link', { name: '修改并重新提交' }),
    ).toHaveAttribute('href', `${pages.realnameApplyHistory.path}?edit=101`);
  },
};

/** Status 5: withdrawn, grey; the company may continue it. */
export const Withdrawn: Story = {
  parameters: { state: 'withdrawn' },
  args: { status: 'withdrawn', party: 'applicant' },
  play: async ({ canvas }) => {
    await expect(await chipOf(canvas, '已撤回')).toHaveClass('MuiChip-colorDefault');
    await expect(actions(canvas, '申请操作').getByRole('link', { name: '继续编辑' })).toBeVisible();
  },
};

/** Status 6: revoked, red; the platform may restore. */
export const Revoked: Story = {
  parameters: { state: 'revoked' },
  args: { status: 'revoked' },
  play: async ({ canvas }) => {
    await expect(await chipOf(canvas, '已撤销')).toHaveClass('MuiChip-colorError');
    await expect(canvas.getByText(REVOKE_COMMENT)).toBeVisible();
    await expect(actions(canvas, '审核操作').getByRole('button', { name: '恢复' })).toBeEnabled();
  },
};

/** Someone decided first (409): the message in the dialog, the application reloaded. */
export const Conflict: Story = {
  parameters: { state: 'submitted' },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(serviceError(409, '该申请已被他人处理，当前状态：已通过')),
    ),
  },
  play: async ({ canvas }) => {
    await chipOf(canvas, '待审核');
    await userEvent.click(actions(canvas, '审核操作').getByRole('button', { name: '通过' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '通过' }));
    await userEvent.click(dialog.getByRole('button', { name: '通过' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('该申请已被他人处理');
    await expect(dialog.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: {
    load: fn((_: RealnameDetail) => new Promise<RealnameDetail>(() => undefined)),
    files: pendingFileSource,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('加载中…')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: {
    load: fn((_: RealnameDetail) =>
      Promise.reject<RealnameDetail>(serviceError(503, '服务暂时不可用，请稍后重试')),
    ),
  },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('申请加载失败。');
    await expect(alert).toHaveTextContent('服务暂时不可用，请稍后重试');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** No licence uploaded (a draft saved early). */
export const NoLicence: Story = {
  args: {
    status: 'draft',
    party: 'applicant',
    detail: {
      ...detailOf('draft', 'applicant'),
      application: application('draft', { licenceFile: null }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('未上传')).toBeVisible();
  },
};

/**
 * QA: the detail page as the platform sees it, stepped through the lifecycle with the
 * workflow stepper. Each step rebuilds the answer the server would give.
 */
export const Workflow: Story = {
  parameters: { state: 'draft' },
  render: (args) => (
    <WorkflowStepper
      family="application"
      initialCode={0}
      render={(code, view) => {
        const state = statusFamilies.application.stateOf(code);
        const detail: RealnameDetail = {
          application: application(state, { version: view.history.length + 1 }),
          events: timelineOf(view.history),
          availableEvents: statusFamilies.application.availableEvents(code, { party: 'platform' }),
        };
        return (
          <DetailStory
            key={view.history.length}
            {...args}
            status={state}
            party="platform"
            detail={detail}
          />
        );
      }}
    />
  ),
  play: async ({ canvas }) => {
    const screen = within(canvas.getByTestId('workflow-screen'));
    const review = () => screen.queryByRole('group', { name: '审核操作' });
    await expect(await chipOf(canvas, '草稿')).toHaveTextContent('草稿');
    // A draft is the company's: the platform is offered nothing.
    await expect(review()).not.toBeInTheDocument();

    await userEvent.click(
      within(canvas.getByRole('group', { name: 'applicant' })).getByRole('button', {
        name: 'SUBMIT',
      }),
    );
    await waitFor(() => expect(review()).toBeInTheDocument());
    const offered = within(review() ?? document.body);
    await expect(offered.getByRole('button', { name: '通过' })).toBeEnabled();
    await expect(await chipOf(canvas, '待审核')).toHaveTextContent('待审核');

    await userEvent.click(
      within(canvas.getByRole('group', { name: 'platform' })).getByRole('button', {
        name: 'RETURN',
      }),
    );
    const reason = await screen.findByRole('alert');
    await expect(reason).toHaveTextContent('QA');
    await expect(review()).not.toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: '审核记录' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(2);
  },
};

export const English: Story = {
  parameters: { state: 'returned' },
  globals: { language: 'en' },
  args: { status: 'returned', party: 'applicant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Why it was returned')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Correct and resubmit' })).toBeVisible();
  },
};
