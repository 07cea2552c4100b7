import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ListContext as ListMachineContext, ListPage } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import { textNotice } from '@machines/app/notice';
import type { ReviewContext as ReviewMachineContext } from '@machines/app/review';
import { FORM_PARAM } from '../../src/features/realname/realnameActors';
import { RealnameApplyHistoryScreen } from '../../src/features/realname/RealnameApplyHistoryScreen';
import { RealnameForm } from '../../src/features/realname/RealnameForm';
import type { RealnameApplication } from '../../src/lib/api/realname';
import { users } from '../support/fixtures';
import {
  AppFrame,
  FormFrame,
  formSnapshot,
  licenceImage,
  ListFrame,
  listSnapshot,
  pageOf,
  ReviewFrame,
  reviewSnapshot,
  savedAs,
  shown,
  StoryRouter,
  uploadSnapshot,
  type ReviewCall,
} from '../support/storyKit';
import { application, codeOf, myRows, RETURN_COMMENT } from './realnameFixtures';

const PATH = pages.realnameApplyHistory.path;
const PRESERVE = [FORM_PARAM];

interface HistoryStoryProps {
  readonly state?: string;
  readonly context?: Partial<ListMachineContext>;
  readonly review?: { state: string; context: Partial<ReviewMachineContext> };
  readonly url?: string;
  /** `GET /api/corporate/query-my-realcorporate-page`. */
  readonly fetchPage: (query: ListQuery) => Promise<ListPage>;
  /** `POST /api/corporate/withdraw-realcorporate`, through the review machine. */
  readonly submitDecision: ReviewCall;
}

/** The form the page opens, with fresh machines (its own stories show every state). */
function StoryForm({
  target,
  rows,
  onClose,
}: {
  target: string;
  rows: readonly RealnameApplication[];
  onClose: () => void;
}) {
  const app = rows.find((row) => String(row.id) === target) ?? null;
  return (
    <FormFrame
      saveDraft={savedAs(201)}
      submit={savedAs(201)}
      upload={() => Promise.resolve(licenceImage)}
      snapshot={formSnapshot('editing', { recordId: app?.id ?? null })}
      uploadState={
        app?.licenceFile
          ? uploadSnapshot('uploaded', { stored: app.licenceFile })
          : uploadSnapshot('empty')
      }
    >
      <RealnameForm
        application={app}
        returnComment={app?.status === codeOf('returned') ? RETURN_COMMENT : null}
        onClose={onClose}
      />
    </FormFrame>
  );
}

function HistoryStory({
  state,
  context,
  review,
  url = PATH,
  fetchPage,
  submitDecision,
}: HistoryStoryProps) {
  const rows = (context?.rows ?? []) as readonly RealnameApplication[];
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter path={PATH} url={url}>
        <ListFrame
          fetchPage={fetchPage}
          preserve={PRESERVE}
          {...(state ? { snapshot: listSnapshot(state, context) } : {})}
        >
          <ReviewFrame
            submitDecision={submitDecision}
            {...(review ? { snapshot: reviewSnapshot(review.state, review.context) } : {})}
          >
            <RealnameApplyHistoryScreen
              renderForm={(target, onClose) => (
                <StoryForm target={target} rows={rows} onClose={onClose} />
              )}
            />
          </ReviewFrame>
        </ListFrame>
      </StoryRouter>
    </AppFrame>
  );
}

const loaded = { rows: myRows, total: myRows.length };

const meta = {
  title: 'Realname/RealnameApplyHistory',
  component: HistoryStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    state: 'loaded',
    context: loaded,
    fetchPage: fn(() => Promise.resolve(pageOf(myRows))),
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
  },
} satisfies Meta<typeof HistoryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: { getAllByRole: (role: string) => HTMLElement[] }, text: string) => {
  const row = canvas.getAllByRole('row').find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return within(row);
};

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: {} },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '实名认证' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: '我的实名认证申请' });
    await expect(grid.closest('[data-state]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: '新建申请' })).not.toBeInTheDocument();
    await expect(args.fetchPage).not.toHaveBeenCalled();
  },
};

/** No application yet: the empty text and the way to start one. */
export const Empty: Story = {
  parameters: { state: 'empty' },
  args: { state: 'empty', context: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新建申请' }));
    await expect(await canvas.findByRole('heading', { name: '新建实名认证申请' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '新建申请' })).not.toBeInTheDocument();
  },
};

/** The applications with their status chips; the returned one can be corrected. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    const returned = rowOf(canvas, '已退回');
    await expect(returned.getByText('已退回').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSecondary',
    );
    await expect(returned.getByRole('button', { name: '编辑' })).toBeVisible();
    const rejected = rowOf(canvas, '未通过');
    await expect(rejected.getByText('未通过').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    await expect(rejected.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    await expect(canvas.getAllByText('2025-06-02 09:30').length).toBeGreaterThan(0);

    await userEvent.click(canvas.getByRole('button', { name: '继续编辑' }));
    await expect(await canvas.findByText(RETURN_COMMENT)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^企业全称/ })).toHaveValue(
      '示例科技有限公司',
    );
  },
};

/** Waiting for review: withdrawal asks first, then goes through. */
export const Pending: Story = {
  parameters: { state: 'loaded' },
  args: { context: { rows: [application('submitted', { id: 103 })], total: 1 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: '新建申请' })).not.toBeInTheDocument();
    await userEvent.click(rowOf(canvas, '待审核').getByRole('button', { name: '撤回' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '撤回申请' }));
    await userEvent.click(dialog.getByRole('button', { name: '撤回' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'WITHDRAW',
        ids: [103],
        comment: '',
      }),
    );
    await expect(await dialog.findByText('申请已撤回。')).toBeVisible();
  },
};

/** The confirmation, restored. */
export const WithdrawConfirm: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing'] },
  args: {
    context: { rows: [application('submitted', { id: 103 })], total: 1 },
    review: { state: 'composing', context: { decision: 'WITHDRAW', ids: [103] } },
  },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '撤回申请' }));
    await shown(dialog.getByText('确定撤回该申请吗？撤回后可以修改并重新提交。'));
    await expect(dialog.getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

/** The company is certified: said so, and no new application to start. */
export const Certified: Story = {
  parameters: { state: 'loaded' },
  args: { context: { rows: [application('approved', { id: 104 })], total: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('贵公司已完成实名认证。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '新建申请' })).not.toBeInTheDocument();
  },
};

/** The list could not be read: the reason and a retry. */
export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { error: textNotice('服务暂时不可用') } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('数据加载失败');
    await expect(alert).toHaveTextContent('服务暂时不可用');
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(args.fetchPage).toHaveBeenCalledOnce());
    await expect((await canvas.findAllByText('示例科技有限公司')).length).toBe(2);
  },
};

/** Opened from a link (the detail page's "correct"): the URL names the application. */
export const OpenedFromLink: Story = {
  parameters: { state: 'loaded' },
  args: { url: `${PATH}?${FORM_PARAM}=102` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /编辑实名认证申请/ })).toBeVisible();
    await expect(canvas.getByText(RETURN_COMMENT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: /编辑实名认证申请/ })).not.toBeInTheDocument(),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Real-name certification' })).toBeVisible();
    await expect(canvas.getByText('Returned')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};
