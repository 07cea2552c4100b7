import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ListContext as ListMachineContext, ListPage } from '@machines/app/list';
import { initialListQuery, type ListQuery } from '@machines/app/listQuery';
import { textNotice } from '@machines/app/notice';
import type { ReviewContext as ReviewMachineContext } from '@machines/app/review';
import { RealCertificationScreen } from '../../src/features/realname/RealCertificationScreen';
import type { BlobAnswer } from '../../src/lib/api/client';
import { users } from '../support/fixtures';
import {
  AppFrame,
  ListFrame,
  listSnapshot,
  pageOf,
  ReviewFrame,
  reviewSnapshot,
  StoryRouter,
  type ReviewCall,
} from '../support/storyKit';
import { reviewRows } from './realnameFixtures';
import { rowWith } from '../support/listStories';

const PATH = pages.realCertification.path;

interface ReviewListStoryProps {
  readonly state?: string;
  readonly context?: Partial<ListMachineContext>;
  readonly review?: { state: string; context: Partial<ReviewMachineContext> };
  readonly url?: string;
  /** `GET /api/corporate/query-realcorporate-page`. */
  readonly fetchPage: (query: ListQuery) => Promise<ListPage>;
  /** `POST /api/audit/muliti-update-realcorporate-status`, through the review machine. */
  readonly submitDecision: ReviewCall;
  /** `GET /api/corporate/export-realcorporate`. */
  readonly exportList: (query: ListQuery) => Promise<BlobAnswer>;
  /** `POST /api/corporate/refresh-sync`. */
  readonly refreshSync: (corporateId: string | number) => Promise<unknown>;
  /** Where the browser would save the export. */
  readonly save: (blob: Blob, fileName: string) => void;
}

function ReviewListStory({
  state,
  context,
  review,
  url = PATH,
  fetchPage,
  submitDecision,
  exportList,
  refreshSync,
  save,
}: ReviewListStoryProps) {
  return (
    <AppFrame user={users.superAdmin}>
      <StoryRouter path={PATH} url={url}>
        <Box sx={{ p: 2 }}>
          <ListFrame
            fetchPage={fetchPage}
            {...(state ? { snapshot: listSnapshot(state, context) } : {})}
          >
            <ReviewFrame
              submitDecision={submitDecision}
              {...(review ? { snapshot: reviewSnapshot(review.state, review.context) } : {})}
            >
              <RealCertificationScreen
                save={save}
                exportList={exportList}
                refreshSync={refreshSync}
              />
            </ReviewFrame>
          </ListFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const loaded = { rows: reviewRows, total: 23 };

const meta = {
  title: 'Realname/RealCertification',
  component: ReviewListStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    state: 'loaded',
    context: loaded,
    fetchPage: fn(() => Promise.resolve(pageOf(reviewRows, 23))),
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
    exportList: fn(() =>
      Promise.resolve({ blob: new Blob(['xlsx']), fileName: '实名认证申请.xlsx' }),
    ),
    refreshSync: fn(() => Promise.resolve(null)),
    save: fn(),
  },
} satisfies Meta<typeof ReviewListStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const rowOf = rowWith;
const select = (canvas: Canvas, company: string) =>
  userEvent.click(rowOf(canvas, company).getByRole('checkbox'));

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: {} },
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: '实名认证申请列表' });
    await expect(grid.closest('[data-state]')).toHaveAttribute('aria-busy', 'true');
    await expect(args.fetchPage).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  parameters: { state: 'empty' },
  args: { state: 'empty', context: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '批量通过' })).toBeDisabled();
  },
};

/** The applications with chips; only pending ones can be selected for a batch. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, canvasElement }) => {
    const pending = rowOf(canvas, '福州云联科技有限公司');
    await expect(pending.getByText('待审核').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    await expect(pending.getByRole('checkbox')).toBeEnabled();
    const approved = rowOf(canvas, '漳州星河软件有限公司');
    await expect(approved.getByText('已通过').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    await expect(approved.getByRole('checkbox')).toBeDisabled();
    await expect(approved.getByRole('button', { name: '同步' })).toBeVisible();
    await expect(pending.queryByRole('button', { name: '同步' })).not.toBeInTheDocument();
    await expect(canvas.getByText('已选择 0 项')).toBeVisible();
    await expect(
      canvasElement.querySelector('.MuiTablePagination-displayedRows'),
    ).toHaveTextContent(/23/);
  },
};

/** Rows picked: the count, and the batch buttons come alive. */
export const Selection: Story = {
  parameters: { state: 'loaded' },
  args: { context: { ...loaded, selection: [1, 2] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已选择 2 项')).toBeVisible();
    await expect(rowOf(canvas, '福州云联科技有限公司').getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('button', { name: '批量通过' })).toBeEnabled();
    await select(canvas, '泉州数智系统集成有限公司');
    await expect(canvas.getByText('已选择 3 项')).toBeVisible();
  },
};

/** Batch reject, live: the workflow asks for a comment; the list reloads afterwards. */
export const BatchReject: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await select(canvas, '福州云联科技有限公司');
    await select(canvas, '厦门海创信息有限公司');
    await userEvent.click(canvas.getByRole('button', { name: '批量驳回' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: '批量驳回（2 项）' }),
    );
    await expect(dialog.getByRole('button', { name: '驳回' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /^审核意见/ }), '材料不全');
    await userEvent.click(dialog.getByRole('button', { name: '驳回' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'REJECT',
        ids: [1, 2],
        comment: '材料不全',
      }),
    );
    await expect(await dialog.findByText('已驳回 2 项')).toBeVisible();
  },
};

/** The batch summary: which applications were refused, and why. */
export const BatchSummary: Story = {
  parameters: { states: ['loaded', 'reviewMachine:partlyFailed'] },
  args: {
    review: {
      state: 'partlyFailed',
      context: {
        decision: 'APPROVE',
        ids: [1, 2, 3],
        results: [
          { id: 1, ok: true },
          { id: 2, ok: false, message: '该申请已被他人处理，当前状态：已通过' },
          { id: 3, ok: false, message: '数据已被他人修改，请刷新后重试' },
        ],
      },
    },
  },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('成功 1 项，失败 2 项');
    const failures = within(dialog.getByRole('list', { name: '未能处理的项' })).getAllByRole(
      'listitem',
    );
    await expect(failures).toHaveLength(2);
    await expect(failures[0]).toHaveTextContent('该申请已被他人处理');
  },
};

/** A live batch where one item is refused: named in the summary by its company. */
export const BatchPartlyRefused: Story = {
  parameters: { state: 'loaded' },
  args: {
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(
        request.ids.map((id) =>
          id === 2
            ? { id, ok: false, message: '该申请已被他人处理，当前状态：已通过' }
            : { id, ok: true },
        ),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await select(canvas, '福州云联科技有限公司');
    await select(canvas, '厦门海创信息有限公司');
    await userEvent.click(canvas.getByRole('button', { name: '批量通过' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '通过' }));
    const failures = within(await dialog.findByRole('list', { name: '未能处理的项' })).getAllByRole(
      'listitem',
    );
    await expect(failures[0]).toHaveTextContent('厦门海创信息有限公司');
    await expect(failures[0]).toHaveTextContent('该申请已被他人处理');
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { error: textNotice('请求超时，请稍后重试') } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('请求超时，请稍后重试');
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(args.fetchPage).toHaveBeenCalledOnce());
  },
};

/** Filters from the URL (reload, back): the fields show them, the list is filtered. */
export const FiltersInUrl: Story = {
  parameters: { state: 'loaded' },
  args: {
    url: `${PATH}?status=1&companyName=${encodeURIComponent('云联')}`,
    context: {
      ...loaded,
      rows: reviewRows.slice(0, 1),
      total: 1,
      query: initialListQuery({ filters: { status: '1', companyName: '云联' } }),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '企业全称' })).toHaveValue('云联');
    await expect(canvas.getByRole('combobox', { name: /^状态/ })).toHaveTextContent('待审核');
    await expect(args.fetchPage).not.toHaveBeenCalled();
  },
};

/** Applying filters asks the server for the first page with them. */
export const Filtering: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: '统一社会信用代码' }),
      '91350200{Enter}',
    );
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { creditCode: '91350200' } }),
      ),
    );
  },
};

/** The export of the current filters, saved under the server's file name. */
export const Export: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith(expect.any(Blob), '实名认证申请.xlsx'),
    );
    await expect(args.exportList).toHaveBeenCalledWith(initialListQuery());
  },
};

/** The downstream sync of an approved company, confirmed by a toast. */
export const Sync: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowOf(canvas, '漳州星河软件有限公司').getByRole('button', { name: '同步' }),
    );
    await waitFor(() => expect(args.refreshSync).toHaveBeenCalledWith(14));
    await expect(
      await within(document.body).findByText('漳州星河软件有限公司 已同步'),
    ).toBeVisible();
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
    await expect(canvas.getAllByText('Pending review').length).toBeGreaterThan(0);
  },
};
