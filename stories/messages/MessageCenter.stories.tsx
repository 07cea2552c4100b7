import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ListContext as ListMachineContext } from '@machines/app/list';
import { initialListQuery } from '@machines/app/listQuery';
import { textNotice } from '@machines/app/notice';
import type { MarkReadContext as MarkReadMachineContext } from '@machines/app/markRead';
import { MessageCenterScreen } from '../../src/features/messages/MessageCenterScreen';
import { serviceError, users, type UserFixture } from '../support/fixtures';
import {
  AppFrame,
  ListFrame,
  listSnapshot,
  shown,
  StoryRouter,
  type FormCall,
} from '../support/storyKit';
import { rowWith } from '../support/listStories';
import {
  MessageActorsFrame,
  type MessageActorsFrameProps,
  messagePageOf,
  messageRows,
  STORY_NOW,
  UNREAD,
  type FetchMessages,
  type MarkReadCall,
} from './messageFixtures';
import { GRID_WAIT } from '../support/listStoryFrame';

const PATH = pages.messageCenter.path;
const COMPOSE_URL = `${PATH}?compose=1`;

interface MessageCenterStoryProps {
  readonly user?: UserFixture;
  readonly url?: string;
  readonly state?: string;
  readonly context?: Partial<ListMachineContext>;
  readonly unread?: number;
  readonly markState?: { state: string; context?: Partial<MarkReadMachineContext> };
  readonly formState?: MessageActorsFrameProps['formState'];
  /** `GET /api/corporate/query-message-page`. */
  readonly fetchPage: FetchMessages;
  /** `POST /api/corporate/read-message` / `read-all-message`. */
  readonly markRead: MarkReadCall;
  /** `POST /api/corporate/create-message`, through the form machine. */
  readonly submit: FormCall;
}

function MessageCenterStory({
  user = users.superAdmin,
  url = PATH,
  state,
  context,
  unread = UNREAD,
  markState,
  formState,
  fetchPage,
  markRead,
  submit,
}: MessageCenterStoryProps) {
  return (
    <AppFrame user={user}>
      <StoryRouter path={PATH} url={url}>
        <Box sx={{ p: 2 }}>
          <ListFrame
            fetchPage={fetchPage}
            preserve={['compose']}
            {...(state ? { snapshot: listSnapshot(state, context) } : {})}
          >
            <MessageActorsFrame
              unread={unread}
              markRead={markRead}
              submit={submit}
              {...(markState ? { markState } : {})}
              {...(formState ? { formState } : {})}
            >
              <MessageCenterScreen now={STORY_NOW} />
            </MessageActorsFrame>
          </ListFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const loaded = { rows: messageRows, total: messageRows.length };

const meta = {
  title: 'Messages/MessageCenter',
  component: MessageCenterStory,
  parameters: { machine: ['listMachine', 'markReadMachine', 'formMachine'] },
  args: {
    state: 'loaded',
    context: loaded,
    fetchPage: fn(() => Promise.resolve(messagePageOf(messageRows))),
    markRead: fn<MarkReadCall>(() => Promise.resolve({ updated: 1, unread: 0 })),
    submit: fn<FormCall>(() => Promise.resolve({ id: 12 })),
  },
} satisfies Meta<typeof MessageCenterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = rowWith;
/** The grid arrives in its own chunk: the first story may wait for it. */
const dialog = async (name: string | RegExp) => {
  const found = await within(document.body).findByRole('dialog', { name });
  await shown(found);
  return within(found);
};

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: {} },
  play: async ({ canvas, args }) => {
    const grid = await canvas.findByRole('grid', { name: '我的消息' }, GRID_WAIT);
    await expect(grid.closest('[data-state]')).toHaveAttribute('aria-busy', 'true');
    await expect(args.fetchPage).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  parameters: { state: 'empty' },
  args: { state: 'empty', context: {}, unread: 0 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据', {}, GRID_WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { error: textNotice('请求超时，请稍后重试') } },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('请求超时，请稍后重试');
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(args.fetchPage).toHaveBeenCalledOnce());
  },
};

/** Unread first, in bold with an orange chip; ages in words (seed §9), the date after a day. */
export const Loaded: Story = {
  parameters: { states: ['loaded', 'markReadMachine:idle', 'formMachine:editing'] },
  play: async ({ canvas }) => {
    const newest = rowOf(canvas, '课程报名提醒');
    await expect(newest.getByText('未读').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    await expect(newest.getByText('刚刚')).toBeVisible();
    await expect(rowOf(canvas, '实名认证审核通过').getByText('5分钟前')).toBeVisible();
    await expect(rowOf(canvas, '系统维护通知').getByText('3小时前')).toBeVisible();
    await expect(rowOf(canvas, '会员申请需补充材料').getByText('1天前')).toBeVisible();
    await expect(rowOf(canvas, '年度会员续费提醒').getByText('2025-05-21')).toBeVisible();
    await expect(rowOf(canvas, '系统维护通知').getByRole('checkbox')).toBeDisabled();
    await expect(canvas.getByText('3 条未读')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '写消息' })).toBeVisible();
  },
};

/** Opening an unread message shows it whole and marks it read. */
export const OpenMessage: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowOf(canvas, '会员申请需补充材料').getByRole('button', { name: '查看' }),
    );
    const open = await dialog('会员申请需补充材料');
    await expect(open.getByText(/财务审计报告/)).toBeVisible();
    await expect(open.getByText(/1天前/)).toBeVisible();
    await waitFor(() => expect(args.markRead).toHaveBeenCalledWith({ kind: 'some', ids: [3] }));
    await userEvent.click(open.getByRole('button', { name: '关闭' }));
  },
};

/** The selection, then everything, marked read; the list reloads after each. */
export const MarkingRead: Story = {
  parameters: { states: ['loaded', 'markReadMachine:marking', 'markReadMachine:idle'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, '课程报名提醒').getByRole('checkbox'));
    await userEvent.click(rowOf(canvas, '实名认证审核通过').getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '选中的标为已读（2）' }));
    await waitFor(() => expect(args.markRead).toHaveBeenCalledWith({ kind: 'some', ids: [1, 2] }));
    await userEvent.click(canvas.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(args.markRead).toHaveBeenLastCalledWith({ kind: 'all' }));
  },
};

/** Waiting for the server: the mark buttons cannot be pressed again. */
export const Marking: Story = {
  parameters: { states: ['loaded', 'markReadMachine:marking'] },
  args: { markState: { state: 'marking', context: { target: { kind: 'all' } } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    await expect(args.markRead).not.toHaveBeenCalled();
  },
};

/** Marking failed: the server's reason, retry or close. */
export const MarkFailed: Story = {
  parameters: { states: ['loaded', 'markReadMachine:failed'] },
  args: {
    markState: {
      state: 'failed',
      context: { target: { kind: 'all' }, error: textNotice('网络错误，请稍后重试') },
    },
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByText(/标记已读失败/).closest('[role="alert"]') as HTMLElement;
    await expect(alert).toHaveTextContent('网络错误，请稍后重试');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.markRead).toHaveBeenCalledWith({ kind: 'all' }));
  },
};

/** Searching the text asks the server for the first page with it. */
export const Filtering: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '内容' }), '审计{Enter}');
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { content: '审计' } }),
      ),
    );
  },
};

/** The composer (platform roles), opened from the toolbar; the URL names it. */
export const Composing: Story = {
  parameters: { states: ['loaded', 'formMachine:editing'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '写消息' }));
    const composer = await dialog('写消息');
    await expect(composer.getByRole('radio', { name: '所有账号' })).toBeChecked();
    await userEvent.click(composer.getByRole('radio', { name: '按角色' }));
    await expect(composer.getByRole('combobox', { name: /收件角色/ })).toBeVisible();
    await userEvent.click(composer.getByRole('radio', { name: '指定账号' }));
    await expect(composer.getByRole('combobox', { name: /收件账号/ })).toBeVisible();
  },
};

/** The shared rules, checked before anything is sent. */
export const ValidationErrors: Story = {
  parameters: { states: ['loaded', 'formMachine:editing'] },
  args: { url: COMPOSE_URL },
  play: async ({ args }) => {
    const composer = await dialog('写消息');
    await userEvent.click(composer.getByRole('radio', { name: '指定账号' }));
    await userEvent.type(composer.getByRole('combobox', { name: /收件账号/ }), 'nobody{Enter}');
    await userEvent.click(composer.getByRole('button', { name: '发送' }));
    await expect(await composer.findByText('请输入正确的手机号或邮箱')).toBeVisible();
    await expect(composer.getByText('请输入标题')).toBeVisible();
    await expect(composer.getByText('请输入内容')).toBeVisible();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** Sent to named accounts (pasted at once); the server refuses an unknown one by name. */
export const ServerFieldError: Story = {
  parameters: { states: ['loaded', 'formMachine:submitting', 'formMachine:editing'] },
  args: {
    url: COMPOSE_URL,
    submit: fn<FormCall>(() =>
      Promise.reject(
        serviceError(400, '收件账号: 以下账号不存在：13911112222', {
          userNames: '以下账号不存在：13911112222',
        }),
      ),
    ),
  },
  play: async ({ args }) => {
    const composer = await dialog('写消息');
    await userEvent.click(composer.getByRole('radio', { name: '指定账号' }));
    const names = composer.getByRole('combobox', { name: /收件账号/ });
    await userEvent.click(names);
    await userEvent.paste('13900002001, 13911112222');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(composer.getByRole('textbox', { name: /标题/ }), '定向通知');
    await userEvent.type(composer.getByRole('textbox', { name: /内容/ }), '请查收。');
    await userEvent.click(composer.getByRole('button', { name: '发送' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        recordId: null,
        values: {
          audience: 'accounts',
          roles: [],
          userNames: ['13900002001', '13911112222'],
          title: '定向通知',
          content: '请查收。',
        },
      }),
    );
    await expect(await composer.findByText('以下账号不存在：13911112222')).toBeVisible();
  },
};

/** On its way: nothing can be pressed twice. */
export const Sending: Story = {
  parameters: { states: ['loaded', 'formMachine:submitting'] },
  args: { url: COMPOSE_URL, formState: { state: 'submitting' } },
  play: async () => {
    const composer = await dialog('写消息');
    await expect(composer.getByRole('button', { name: /发送/ })).toBeDisabled();
    await expect(composer.getByRole('button', { name: '取消' })).toBeDisabled();
  },
};

/** Sent: write another, or close (which drops the URL's compose). */
export const Sent: Story = {
  parameters: { states: ['loaded', 'formMachine:submitted'] },
  args: { url: COMPOSE_URL, formState: { state: 'submitted' } },
  play: async () => {
    const composer = await dialog('写消息');
    await expect(composer.getByRole('status')).toHaveTextContent('消息已发送');
    await userEvent.click(composer.getByRole('button', { name: '再写一条' }));
    await expect(await composer.findByRole('radio', { name: '所有账号' })).toBeChecked();
  },
};

/** A whole composition to two roles, live. */
export const ComposeToRoles: Story = {
  parameters: { states: ['loaded', 'formMachine:submitting', 'formMachine:submitted'] },
  args: { url: COMPOSE_URL },
  play: async ({ args }) => {
    const composer = await dialog('写消息');
    await userEvent.click(composer.getByRole('radio', { name: '按角色' }));
    const roles = composer.getByRole('combobox', { name: /收件角色/ });
    await userEvent.type(roles, '2110');
    await userEvent.click(await within(document.body).findByRole('option', { name: /2110/ }));
    await userEvent.type(composer.getByRole('textbox', { name: /标题/ }), '年审通知');
    await userEvent.type(composer.getByRole('textbox', { name: /内容/ }), '请提交年度自查报告。');
    await userEvent.click(composer.getByRole('button', { name: '发送' }));
    await expect(await composer.findByRole('status')).toHaveTextContent('消息已发送');
    await expect(args.submit).toHaveBeenCalledWith({
      recordId: null,
      values: {
        audience: 'roles',
        roles: ['2110'],
        userNames: [],
        title: '年审通知',
        content: '请提交年度自查报告。',
      },
    });
  },
};

/** A member company reads and marks, but cannot compose, even with the URL's compose. */
export const CompanyReader: Story = {
  parameters: { state: 'loaded' },
  args: { user: users.companyAdmin, url: COMPOSE_URL },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '写消息' })).not.toBeInTheDocument();
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeEnabled();
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeEnabled();
    await expect(rowOf(canvas, '课程报名提醒').getByText('just now')).toBeVisible();
    await expect(rowOf(canvas, '年度会员续费提醒').getByText('2025-05-21')).toBeVisible();
    await expect(canvas.getAllByText('Unread').length).toBe(3);
  },
};
