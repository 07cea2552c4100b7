import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ListContext as ListMachineContext, ListPage, RowId } from '@machines/app/list';
import { initialListQuery, type ListQuery } from '@machines/app/listQuery';
import type { ReviewContext as ReviewMachineContext } from '@machines/app/review';
import { AppealDetailContext, appealDetailLoaderOf } from '../../src/features/appeals/appealActors';
import {
  AppealDetailContent,
  AppealDetailDialog,
} from '../../src/features/appeals/AppealDetailDialog';
import { CorporateAppealCheckScreen } from '../../src/features/appeals/CorporateAppealCheckScreen';
import type { CorporateAppealDetail } from '../../src/lib/api/appeals';
import { users } from '../support/fixtures';
import {
  AppFrame,
  ListFrame,
  listSnapshot,
  pageOf,
  ReviewFrame,
  reviewSnapshot,
  shown,
  StoryRouter,
  type ReviewCall,
} from '../support/storyKit';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import {
  decisionFailedStory,
  decisionSubmittingStory,
  decisionSucceededStory,
  decisionWithReasonStory,
} from '../support/reviewDialogStories';
import { appealDetail, appealFileSource, appealRows } from './appealFixtures';

const PATH = pages.corporateAppealCheck.path;

interface AppealListStoryProps {
  readonly state?: string;
  readonly context?: Partial<ListMachineContext>;
  readonly review?: { state: string; context: Partial<ReviewMachineContext> };
  readonly url?: string;
  /** `GET /api/corporate/query-corporateappeal-page`. */
  readonly fetchPage: (query: ListQuery) => Promise<ListPage>;
  /** `GET /api/corporate/query-corporateappeal-detail`. */
  readonly loadDetail: (id: RowId) => Promise<CorporateAppealDetail>;
  /** `POST /api/corporate/update-corporateappeal`, through the review machine. */
  readonly submitDecision: ReviewCall;
}

function StoryDetail({
  id,
  onClose,
  load,
}: {
  id: string;
  onClose: () => void;
  load: (id: RowId) => Promise<CorporateAppealDetail>;
}) {
  const [loader] = useState(() => appealDetailLoaderOf(load));
  return (
    <AppealDetailDialog onClose={onClose}>
      <AppealDetailContext.Provider logic={loader} options={{ input: { id } }}>
        <AppealDetailContent onReload={() => undefined} />
      </AppealDetailContext.Provider>
    </AppealDetailDialog>
  );
}

function AppealListStory({
  state,
  context,
  review,
  url = PATH,
  fetchPage,
  loadDetail,
  submitDecision,
}: AppealListStoryProps) {
  return (
    <AppFrame user={users.operator} files={appealFileSource}>
      <StoryRouter path={PATH} url={url}>
        <Box sx={{ p: 2 }}>
          <ListFrame
            fetchPage={fetchPage}
            preserve={['id']}
            {...(state ? { snapshot: listSnapshot(state, context) } : {})}
          >
            <ReviewFrame
              submitDecision={submitDecision}
              {...(review ? { snapshot: reviewSnapshot(review.state, review.context) } : {})}
            >
              <CorporateAppealCheckScreen
                renderDetail={(id, onClose) => (
                  <StoryDetail key={id} id={id} onClose={onClose} load={loadDetail} />
                )}
              />
            </ReviewFrame>
          </ListFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const loaded = { rows: appealRows, total: 4 };

const meta = {
  title: 'Appeals/CorporateAppealCheck',
  component: AppealListStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    state: 'loaded',
    context: loaded,
    fetchPage: fn(() => Promise.resolve(pageOf(appealRows as never[], 4))),
    loadDetail: fn((id: RowId) =>
      Promise.resolve(
        id === '2'
          ? appealDetail('pending', { id: 2, account: null, userName: '13800009999' })
          : appealDetail('pending', { id: Number(id) }),
      ),
    ),
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
  },
} satisfies Meta<typeof AppealListStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const rowOf = rowWith;

export const Loading: Story = loadingStory('账号申诉列表');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Every status with its chip; mobiles masked; a view per row. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    const pending = rowOf(canvas, '13800009999');
    await expect(pending.getByText('待审核').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    await shown(pending.getByText('138****9999'));
    const approved = rowOf(canvas, '金沙信息安全技术有限公司');
    await expect(approved.getByText('已通过').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    const rejected = rowOf(canvas, '成都华西云图科技有限公司');
    await expect(rejected.getByText('已驳回').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
  },
};

/** Viewing an appeal opens it in a dialog, named in the URL (reload keeps it open). */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, '13800009999').getByRole('button', { name: '查看' }));
    const dialog = within(await body().findByRole('dialog', { name: '账号申诉详情' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('2'));
    await shown(await dialog.findByText('没有对应的账号'));
    await expect(dialog.getByRole('button', { name: '通过' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '驳回' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Rejecting from the detail: the workflow asks for a reason; then the decision goes. */
export const RejectWithReason: Story = decisionWithReasonStory({
  url: `${PATH}?id=1`,
  detail: '账号申诉详情',
  decision: 'REJECT',
  button: '驳回',
  comment: '材料不清晰',
});

/** The approve dialog: no comment needed. */
export const ApproveDialog: Story = {
  parameters: { state: 'reviewMachine:composing' },
  args: {
    review: {
      state: 'composing',
      context: { decision: 'APPROVE', ids: [1], commentRequired: false },
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    await shown(dialog.getByRole('button', { name: '通过' }));
    await expect(dialog.getByRole('button', { name: '通过' })).toBeEnabled();
  },
};

/** The reject dialog: its reason is required. */
export const RejectDialog: Story = {
  parameters: { state: 'reviewMachine:composing' },
  args: {
    review: {
      state: 'composing',
      context: { decision: 'REJECT', ids: [1], commentRequired: true },
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: '驳回' })).toBeDisabled();
  },
};

export const DecisionSubmitting: Story = decisionSubmittingStory();

export const DecisionSucceeded: Story = decisionSucceededStory();

/** Someone decided first, or the mobile is another account's: the reason, and a retry. */
export const DecisionRefused: Story = decisionFailedStory('该手机号已被其他账号使用');

/** Applying filters asks the server for the first page with them. */
export const Filtering: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: '统一社会信用代码' }),
      '91510104{Enter}',
    );
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { creditCode: '91510104' } }),
      ),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'Account appeals' }));
    await expect(canvas.getAllByText('Pending').length).toBeGreaterThan(0);
  },
};
