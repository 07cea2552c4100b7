import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { serviceError, users } from '../support/fixtures';
import { LayoutStory } from '../support/layout';

/** The signed-in frame (seed §2 layout): sidebar, top bar, tags view, settings, dialogs. */
const meta = {
  title: 'Layout/AppLayout',
  component: LayoutStory,
  // The session's signed-in states and the role switch of the top bar.
  parameters: { machine: ['sessionMachine', 'roleSwitchMachine'] },
  args: {
    user: users.companyAdmin,
    fetchUnreadCount: fn(() => Promise.resolve(0)),
    switchRole: fn(() => Promise.resolve(null)),
    reloadHome: fn(),
    fetchUserInfo: fn(() => Promise.resolve(users.companyAdmin)),
    logout: fn(() => Promise.resolve(null)),
  },
} satisfies Meta<typeof LayoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Who is signed in, as the top bar and the dashboard show it. */
async function expectSignedInAs(canvas: Canvas, name: string, role: string) {
  await expect(canvas.getByText(name, { selector: 'p' })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: `早上好，${name}` })).toBeVisible();
  await expect(canvas.getByText(`当前角色：${role}`)).toBeVisible();
  const menu = canvas.getByRole('navigation', { name: '主菜单' });
  await expect(within(menu).getByRole('link', { name: '首页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
}

/** Menus and dialogs fade in: visible once the transition is over. */
const appears = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

const roleSwitcher = (canvas: Canvas) => canvas.getByRole('button', { name: /^切换角色/ });

/** A member company's admin: the role menu offers the company's three roles. */
export const CompanyAdmin: Story = {
  parameters: { states: ['authenticated.ready', 'roleSwitchMachine:idle'] },
  play: async ({ canvas }) => {
    await expectSignedInAs(canvas, '王建国', '会员企业');
    await expect(roleSwitcher(canvas)).toHaveAccessibleName('切换角色: 会员企业');
    await userEvent.click(roleSwitcher(canvas));
    const roles = await screen.findByRole('menu');
    await expect(within(roles).getByRole('menuitem', { name: '会员企业' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await appears(roles);
    await expect(within(roles).getByRole('menuitem', { name: '培训机构' })).toBeEnabled();
    await expect(within(roles).getByRole('menuitem', { name: '评审机构' })).toBeEnabled();
  },
};

/** On a page two levels down: the breadcrumb starts at the system's name. */
export const SuperAdmin: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { user: users.superAdmin, page: 'qualificationManage' },
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: '面包屑导航' });
    await expect(within(trail).getByRole('link', { name: '资质申报系统' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(within(trail).getByText('系统管理')).toBeVisible();
    await expect(within(trail).getByText('资质管理')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { name: '资质管理' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^切换角色/ })).not.toBeInTheDocument();
  },
};

export const Operator: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { user: users.operator },
  play: async ({ canvas }) => {
    await expectSignedInAs(canvas, '周敏', '运营人员');
    await expect(canvas.queryByRole('button', { name: /^切换角色/ })).not.toBeInTheDocument();
  },
};

export const Trainee: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { user: users.trainee },
  play: async ({ canvas }) => {
    await expectSignedInAs(canvas, '吴磊', '个人学员');
    await expect(canvas.getByText('账号类型：个人')).toBeVisible();
  },
};

export const BusinessQuery: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { user: users.businessQuery },
  play: async ({ canvas }) => {
    await expectSignedInAs(canvas, '何晓东', '业务查询');
    await expect(canvas.getByText('账号类型：业务查询')).toBeVisible();
  },
};

/** The sidebar closed on a desktop: a strip of icons named by their tooltips' labels. */
export const SidebarCollapsed: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { settings: { sidebarOpened: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '展开/收起侧边栏' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const menu = canvas.getByRole('navigation', { name: '主菜单' });
    await expect(within(menu).getByRole('link', { name: '首页' })).toBeVisible();
    await expect(within(menu).queryByText('首页')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: '展开/收起侧边栏' }));
    await expect(within(menu).getByText('首页')).toBeVisible();
  },
};

/** Under 992 px the menu is a drawer, closed until the hamburger opens it. */
export const Mobile: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { viewportWidth: 800 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '展开/收起侧边栏' }));
    const menu = await screen.findByRole('navigation', { name: '主菜单' });
    await appears(menu);
    await expect(within(menu).getByText('首页')).toBeVisible();
  },
};

/** The style drawer: colour, tags view, fixed header, logo, component size. */
export const SettingsDrawerOpen: Story = {
  parameters: { state: 'authenticated.ready' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '布局设置' }));
    const drawer = within(await screen.findByRole('presentation'));
    await expect(drawer.getByRole('heading', { name: '布局设置' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: '蓝色' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(drawer.getByRole('button', { name: '紧凑' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(drawer.getByRole('button', { name: '绿色' }));
    await expect(drawer.getByRole('button', { name: '绿色' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(drawer.getByRole('switch', { name: '显示标签页' }));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('navigation', { name: '已访问页面' })).toBeVisible();
  },
};

/** Visited pages as tags; the dashboard is pinned, the others close. */
export const TagsView: Story = {
  parameters: { state: 'authenticated.ready' },
  args: {
    settings: { tagsView: true },
    page: 'messageCenter',
    visited: ['messageCenter', 'accountSetting'],
  },
  play: async ({ canvas }) => {
    const tags = within(canvas.getByRole('navigation', { name: '已访问页面' }));
    await expect(tags.getByRole('link', { name: '消息中心' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const dashboardTag = tags.getByRole('link', { name: '首页' });
    await expect(dashboardTag.querySelector('.MuiChip-deleteIcon')).toBeNull();

    // Closed from the keyboard: a mouse click on the × also follows the tag's link.
    tags.getByRole('link', { name: '账号设置' }).focus();
    await userEvent.keyboard('{Delete}');
    await expect(tags.queryByRole('link', { name: '账号设置' })).not.toBeInTheDocument();
  },
};

/** The bell shows a dot and the count in its name while messages are unread. */
export const UnreadMessages: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { fetchUnreadCount: fn(() => Promise.resolve(3)) },
  play: async ({ canvas, args }) => {
    const bell = await canvas.findByRole('link', { name: '消息（3 条未读）' });
    await expect(bell).toHaveAttribute('href', '/messageCenter');
    await expect(bell.querySelector('.MuiBadge-dot:not(.MuiBadge-invisible)')).not.toBeNull();
    await expect(args.fetchUnreadCount).toHaveBeenCalledOnce();
  },
};

/** The server refuses a non-permitted switch; the page stays. */
export const RoleSwitchFailed: Story = {
  parameters: { states: ['roleSwitchMachine:switching', 'roleSwitchMachine:failed'] },
  args: { switchRole: fn(() => Promise.reject(serviceError(403, '没有切换权限'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(roleSwitcher(canvas));
    await userEvent.click(await screen.findByRole('menuitem', { name: '评审机构' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('没有切换权限');
    await expect(args.switchRole).toHaveBeenCalledWith('2001');
    await expect(args.reloadHome).not.toHaveBeenCalled();
  },
};

/** Waiting for the server: the role button spins and cannot be pressed again. */
export const RoleSwitching: Story = {
  parameters: { state: 'roleSwitchMachine:switching' },
  args: { switchRole: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(roleSwitcher(canvas));
    await userEvent.click(await screen.findByRole('menuitem', { name: '培训机构' }));
    await expect(args.switchRole).toHaveBeenCalledWith('2010');
    await waitFor(() => expect(roleSwitcher(canvas)).toBeDisabled());
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.reloadHome).not.toHaveBeenCalled();
  },
};

/** Switched: a success message, then the home route loads afresh (after 1 s). */
export const RoleSwitched: Story = {
  parameters: { states: ['roleSwitchMachine:switching', 'roleSwitchMachine:switched'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(roleSwitcher(canvas));
    await userEvent.click(await screen.findByRole('menuitem', { name: '培训机构' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('角色切换成功');
    await expect(args.switchRole).toHaveBeenCalledWith('2010');
    await waitFor(() => expect(args.reloadHome).toHaveBeenCalledOnce(), { timeout: 2_000 });
  },
};

/** HTTP 401 (seed §8): "login timed out"; cancelling keeps the page. */
export const SessionExpired: Story = {
  parameters: { state: 'expired' },
  args: { session: 'expired' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录超时' });
    await appears(dialog);
    await expect(within(dialog).getByText('登录超时，请重新登录')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '重新登录' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** 512/514 (seed §8): logged out with the server's reason; only logging in again remains. */
export const SessionRevoked: Story = {
  parameters: { state: 'revoked' },
  args: { session: 'revoked', revokedMessage: '您的账号已在其他设备登录' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '已退出登录' });
    await appears(dialog);
    await expect(within(dialog).getByText('您已退出登录，请重新登录')).toBeVisible();
    await expect(within(dialog).getByText('您的账号已在其他设备登录')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
  },
};

/** Requests in flight for over 300 ms: the bar at the top. */
export const Loading: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { loading: true },
  play: async () => {
    await expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
  },
};

export const LoggingOut: Story = {
  parameters: { state: 'loggingOut' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(args.logout).toHaveBeenCalledOnce());
  },
};

/** The language menu switches the whole frame to English. */
export const SwitchingLanguage: Story = {
  parameters: { state: 'authenticated.ready' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '语言' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await expect(await canvas.findByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};
