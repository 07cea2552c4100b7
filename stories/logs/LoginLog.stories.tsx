import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ListContext as ListMachineContext, ListPage } from '@machines/app/list';
import { initialListQuery, type ListQuery } from '@machines/app/listQuery';
import { textNotice } from '@machines/app/notice';
import type { AdminActionEntry, LoginLogEntry, SmsOutboxEntry } from '@machines/contracts';
import { AdminActionsPanel } from '../../src/features/logs/AdminActionsPanel';
import { SmsOutboxPanel } from '../../src/features/logs/SmsOutboxPanel';
import { LoginAttemptsPanel } from '../../src/features/logs/LoginAttemptsPanel';
import { LoginLogScreen } from '../../src/features/logs/LoginLogScreen';
import type { LogTab } from '../../src/features/logs/logTabs';
import type { BlobAnswer } from '../../src/lib/api/client';
import { typeDate } from '../support/dates';
import { users } from '../support/fixtures';
import { AppFrame, ListFrame, listSnapshot, StoryRouter } from '../support/storyKit';
import { rowWith } from '../support/listStories';
import { GRID_WAIT } from '../support/listStoryFrame';

const PATH = pages.loginLog.path;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0.0.0 Safari/537.36';

const attempt = (
  id: number,
  fields: Partial<LoginLogEntry> & Pick<LoginLogEntry, 'userName' | 'createdAt'>,
): LoginLogEntry => ({
  id,
  accountName: '',
  ip: '183.221.16.8',
  userAgent: CHROME,
  success: true,
  reason: null,
  ...fields,
});

const attemptRows: LoginLogEntry[] = [
  attempt(6, {
    userName: '13900000000',
    accountName: '赵志强',
    createdAt: '2025-06-02T01:55:00Z',
  }),
  attempt(5, {
    userName: '13900002000',
    accountName: '王建国',
    success: false,
    reason: 'captcha',
    createdAt: '2025-06-02T00:57:00Z',
  }),
  attempt(4, {
    userName: '13900009999',
    success: false,
    reason: 'bad_credentials',
    ip: '45.129.56.200',
    createdAt: '2025-06-01T18:00:00Z',
  }),
  attempt(3, {
    userName: '13900002006',
    accountName: '徐静',
    success: false,
    reason: 'disabled',
    createdAt: '2025-05-30T04:30:00Z',
  }),
  attempt(2, {
    userName: '13900002002',
    accountName: '张伟',
    success: false,
    reason: 'locked',
    userAgent: null,
    ip: null,
    createdAt: '2025-05-29T04:00:00Z',
  }),
];

const actionRows: AdminActionEntry[] = [
  {
    id: 3,
    action: 'account.resetPassword',
    actorUserName: '13900000000',
    actorName: '赵志强',
    actorRole: '0000',
    targetType: 'account',
    targetId: '6',
    targetName: '张伟（13900002002）',
    details: { oneTime: true },
    references: {},
    ip: '10.20.30.40',
    createdAt: '2025-06-02T00:00:00Z',
  },
  {
    id: 2,
    action: 'catalogue.update',
    actorUserName: '13900000000',
    actorName: '赵志强',
    actorRole: '0000',
    targetType: 'credit_levels',
    targetId: '3',
    targetName: '信息系统建设和服务能力评估 · 三级',
    details: {
      before: { typeId: 5, name: '三级', nameEn: 'Level 3', sort: 3, enabled: true },
      after: { typeId: 5, name: '三级', nameEn: 'Level III', sort: 3, enabled: false },
    },
    references: { 'typeId:5': '信息系统建设和服务能力评估' },
    ip: '10.20.30.40',
    createdAt: '2025-05-28T02:00:00Z',
  },
  {
    id: 1,
    action: 'account.createAdmin',
    actorUserName: '',
    actorName: '',
    actorRole: '',
    targetType: 'account',
    targetId: '1',
    targetName: null,
    details: { roles: ['0000'], name: '赵志强' },
    references: {},
    ip: null,
    createdAt: '2025-05-03T02:00:00Z',
  },
];

/** The outbox: a reset code waiting past the per-number limit, one sent, one given up. */
const outboxRows: SmsOutboxEntry[] = [
  {
    id: 3,
    mobile: '139****0001',
    purpose: 'reset',
    subjectEntity: 'corporate_appeals',
    subjectId: 12,
    state: 'pending',
    attempts: 1,
    nextAttemptAt: '2025-05-03T02:01:00Z',
    sentAt: null,
    lastError: 'smsDelivery.reason.tooSoon',
    createdAt: '2025-05-03T02:00:00Z',
  },
  {
    id: 2,
    mobile: '137****1234',
    purpose: 'reset',
    subjectEntity: 'corporate_appeals',
    subjectId: 9,
    state: 'sent',
    attempts: 1,
    nextAttemptAt: null,
    sentAt: '2025-05-02T02:00:05Z',
    lastError: null,
    createdAt: '2025-05-02T02:00:00Z',
  },
  {
    id: 1,
    mobile: '136****5678',
    purpose: 'reset',
    subjectEntity: 'corporate_appeals',
    subjectId: 4,
    state: 'failed',
    attempts: 14,
    nextAttemptAt: null,
    sentAt: null,
    lastError: 'smsDelivery.reason.gateway',
    createdAt: '2025-04-30T02:00:00Z',
  },
];

const pageOf = <T,>(rows: readonly T[], total = rows.length): ListPage =>
  ({ list: rows, total, pageIndex: 1, pageSize: 10 }) as unknown as ListPage;

interface LoginLogStoryProps {
  readonly tab?: LogTab;
  readonly state?: string;
  readonly context?: Partial<ListMachineContext>;
  readonly url?: string;
  /** `GET /api/log/login-logs` or `GET /api/log/admin-actions`, as the tab asks. */
  readonly fetchPage: (query: ListQuery) => Promise<ListPage>;
  /** `GET /api/log/export-login-logs`. */
  readonly exportList: (query: ListQuery) => Promise<BlobAnswer>;
  readonly save: (blob: Blob, fileName: string) => void;
}

function LoginLogStory({
  tab = 'attempts',
  state,
  context,
  url = PATH,
  fetchPage,
  exportList,
  save,
}: LoginLogStoryProps) {
  return (
    <AppFrame user={users.operator}>
      <StoryRouter path={PATH} url={url}>
        <Box sx={{ p: 2 }}>
          <LoginLogScreen tab={tab}>
            <ListFrame
              fetchPage={fetchPage}
              preserve={['tab']}
              {...(state ? { snapshot: listSnapshot(state, context) } : {})}
            >
              {tab === 'attempts' && <LoginAttemptsPanel exportList={exportList} save={save} />}
              {tab === 'actions' && <AdminActionsPanel />}
              {tab === 'sms' && <SmsOutboxPanel />}
            </ListFrame>
          </LoginLogScreen>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Logs/LoginLog',
  component: LoginLogStory,
  parameters: { machine: 'listMachine' },
  args: {
    state: 'loaded',
    context: { rows: attemptRows, total: 37 },
    fetchPage: fn(() => Promise.resolve(pageOf(attemptRows, 37))),
    exportList: fn(() => Promise.resolve({ blob: new Blob(['xlsx']), fileName: 'login-log.xlsx' })),
    save: fn(),
  },
} satisfies Meta<typeof LoginLogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid arrives in its own chunk: the first story may wait for it. */
const rowOf = rowWith;

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: {} },
  play: async ({ canvas, args }) => {
    const grid = await canvas.findByRole('grid', { name: '登录记录列表' }, GRID_WAIT);
    await expect(grid.closest('[data-state]')).toHaveAttribute('aria-busy', 'true');
    await expect(args.fetchPage).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  parameters: { state: 'empty' },
  args: { state: 'empty', context: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据', {}, GRID_WAIT)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { error: textNotice('没有权限执行此操作') } },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('没有权限执行此操作');
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(args.fetchPage).toHaveBeenCalledOnce());
  },
};

/** Successes in green, failures in red with their reason; the unknown name has no account. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: '登录日志' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await canvas.findByRole('grid');
    const success = rowOf(canvas, '赵志强');
    await expect(success.getByText('成功').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    const captcha = rowOf(canvas, '13900002000');
    await expect(captcha.getByText('失败').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    await expect(captcha.getByText('图形验证码错误')).toBeVisible();
    await expect(rowOf(canvas, '13900002006').getByText('账号已停用')).toBeVisible();
    await expect(rowOf(canvas, '13900002002').getByText('账号已锁定')).toBeVisible();
    await expect(
      canvasElement.querySelector('.MuiTablePagination-displayedRows'),
    ).toHaveTextContent(/37/);
  },
};

/** Failures of one user within some days: the server is asked for the first page with them. */
export const Filtering: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '用户' }), '13900002001');
    await userEvent.click(canvas.getByRole('combobox', { name: /结果/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '失败' }));
    await typeDate(canvasElement, '开始日期', '2025-06-01');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({
          filters: { user: '13900002001', result: 'failure', createdFrom: '2025-06-01' },
        }),
      ),
    );
  },
};

/** The export of the current filters, saved under the server's file name. */
export const Export: Story = {
  parameters: { state: 'loaded' },
  args: {
    url: `${PATH}?result=failure`,
    context: {
      rows: attemptRows.filter((row) => !row.success),
      total: 4,
      query: initialListQuery({ filters: { result: 'failure' } }),
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(args.save).toHaveBeenCalledWith(expect.any(Blob), 'login-log.xlsx'));
    await expect(args.exportList).toHaveBeenCalledWith(
      initialListQuery({ filters: { result: 'failure' } }),
    );
  },
};

/** The second tab: administrative actions, by whom, on what, with what change. */
export const AdminActions: Story = {
  parameters: { state: 'loaded' },
  args: {
    tab: 'actions',
    url: `${PATH}?tab=actions`,
    context: { rows: actionRows, total: 3 },
    fetchPage: fn(() => Promise.resolve(pageOf(actionRows))),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '操作日志' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await canvas.findByRole('grid', { name: '操作记录列表' });
    const reset = rowOf(canvas, '重置密码');
    await expect(reset.getByText('赵志强 (13900000000)')).toBeVisible();
    await expect(reset.getByText('超级管理员')).toBeVisible();
    // Targets and changes by name; a target gone since shows its id.
    await expect(reset.getByText('账号：张伟（13900002002）')).toBeVisible();
    await expect(reset.getByText('一次性密码：是')).toBeVisible();
    const level = rowOf(canvas, '修改目录');
    await expect(level.getByText('资信等级：信息系统建设和服务能力评估 · 三级')).toBeVisible();
    await expect(level.getByText('英文名称：Level 3 → Level III；启用：是 → 否')).toBeVisible();
    const created = rowOf(canvas, '创建管理员');
    await expect(created.getByText('命令行')).toBeVisible();
    await expect(created.getByText('账号 #1')).toBeVisible();
    await expect(created.getByText('角色：超级管理员；名称：赵志强')).toBeVisible();
    // The record exactly as stored, one switch away.
    await userEvent.click(canvas.getByRole('switch', { name: '显示原始数据（JSON）' }));
    await expect(
      rowOf(canvas, '重置密码').getByText(JSON.stringify({ oneTime: true })),
    ).toBeVisible();
  },
};

export const AdminActionsEnglish: Story = {
  ...AdminActions,
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Administrative actions' });
    const level = rowOf(canvas, 'Change catalogue entry');
    await expect(
      level.getByText('English name: Level 3 → Level III; Enabled: Yes → No'),
    ).toBeVisible();
  },
};

/** The SMS outbox: what waits and why, what went, what was given up; numbers masked. */
export const SmsOutbox: Story = {
  parameters: { state: 'loaded' },
  args: {
    tab: 'sms',
    url: `${PATH}?tab=sms`,
    context: { rows: outboxRows, total: 3 },
    fetchPage: fn(() => Promise.resolve(pageOf(outboxRows))),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '短信外发' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await canvas.findByRole('grid', { name: '短信外发列表' });
    const waiting = rowOf(canvas, '139****0001');
    await expect(waiting.getByText('等待发送')).toBeVisible();
    await expect(waiting.getByText('账号申诉 #12')).toBeVisible();
    await expect(waiting.getByText(/将于 .* 重试：该号码 1 分钟内已收到过验证码/)).toBeVisible();
    await expect(rowOf(canvas, '137****1234').getByText(/已于 .* 发出/)).toBeVisible();
    await expect(rowOf(canvas, '136****5678').getByText('短信服务暂时不可用')).toBeVisible();
  },
};

/** Filtering the actions by code: the select offers each action by its name. */
export const AdminActionsFiltering: Story = {
  parameters: { state: 'loaded' },
  args: { ...AdminActions.args },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /操作类型/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '停用账号' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { action: 'account.disable' } }),
      ),
    );
  },
};

export const AdminActionsEmpty: Story = {
  parameters: { state: 'empty' },
  args: { tab: 'actions', url: `${PATH}?tab=actions`, state: 'empty', context: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Login attempts' })).toBeVisible();
    await canvas.findByRole('grid');
    await expect(rowOf(canvas, '13900002000').getByText('Wrong graphic code')).toBeVisible();
  },
};
