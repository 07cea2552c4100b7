import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { expect, fn } from 'storybook/test';
import { layoutSettingsMachine } from '@machines/app/layoutSettings';
import { initialSessionContext, sessionMachine } from '@machines/app/session';
import { LayoutSettingsContext } from '../../src/components/appActorContexts';
import { SessionGate } from '../../src/app/routing/SessionGate';
import type { PageHandle } from '../../src/app/routing/useMatchedPageId';
import { DashboardScreen } from '../../src/features/dashboard/DashboardScreen';
import { users } from '../support/fixtures';
import { STORY_MORNING } from '../support/layout';
import { signedInSession, StorySession, type SessionSnapshot } from '../support/session';

/** Where an anonymous visitor lands: the path and the redirect back. */
function LoginPlaceholder() {
  const { pathname, search } = useLocation();
  return <Typography data-testid="login-location">{pathname + search}</Typography>;
}

/** The session states the gate tells apart, as the session machine's dotted paths. */
type GateState =
  | 'loadingUser'
  | 'anonymous'
  | 'authenticated.ready'
  | 'authenticated.refreshing'
  | 'authenticated.passwordChangeRequired'
  | 'loggingOut';

const signedIn = signedInSession(users.companyAdmin);

/** A desktop's width: the signed-in frame has its sidebar. */
const STORY_VIEWPORT_WIDTH = 1280;

/** The session machine restored in `state`: a restored state starts no request. */
function sessionIn(state: GateState): SessionSnapshot {
  const [value, child] = state.split('.') as [string, string | undefined];
  const context =
    state === 'loadingUser' || state === 'anonymous' ? initialSessionContext : signedIn.context;
  return sessionMachine.resolveState({ value: child ? { [value]: child } : value, context });
}

interface SessionGateStoryProps {
  /** The session machine's state under test. */
  readonly state: GateState;
  /** `GET /api/user/userinfo`. */
  readonly fetchUserInfo: () => Promise<unknown>;
  /** `POST /api/user/logout`. */
  readonly logout: () => Promise<unknown>;
}

/** The root route (seed §2 session rules) at /dashboard, with /login beside it. */
function SessionGateStory({ state, fetchUserInfo, logout }: SessionGateStoryProps) {
  const [router] = useState(() => {
    const dashboard: PageHandle = { pageId: 'dashboard' };
    const login: PageHandle = { pageId: 'login' };
    return createMemoryRouter(
      [
        {
          element: <SessionGate />,
          children: [
            {
              path: '/dashboard',
              handle: dashboard,
              element: <DashboardScreen now={STORY_MORNING} />,
            },
            { path: '/login', handle: login, element: <LoginPlaceholder /> },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
  });
  const [session] = useState(() => sessionIn(state));
  return (
    <LayoutSettingsContext.Provider
      logic={layoutSettingsMachine}
      options={{ input: { stored: {}, viewportWidth: STORY_VIEWPORT_WIDTH } }}
    >
      <StorySession snapshot={session} calls={{ fetchUserInfo, logout }}>
        <RouterProvider router={router} />
      </StorySession>
    </LayoutSettingsContext.Provider>
  );
}

/** What the session gate renders in each state of the session machine. */
const meta = {
  title: 'Layout/SessionGate',
  component: SessionGateStory,
  parameters: { machine: 'sessionMachine', layout: 'padded' },
  args: {
    state: 'authenticated.ready',
    fetchUserInfo: fn(() => Promise.resolve(users.companyAdmin)),
    logout: fn(() => Promise.resolve(null)),
  },
} satisfies Meta<typeof SessionGateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A token is stored and the user is on its way: the signed-in frame's shapes (as the server
 * drew them before any script ran) and a spinner where the page goes; no menu, no screen.
 */
export const LoadingUser: Story = {
  parameters: { state: 'loadingUser' },
  args: { state: 'loadingUser' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(args.fetchUserInfo).not.toHaveBeenCalled();
  },
};

/** Nobody signed in: off to /login, with the way back. */
export const Anonymous: Story = {
  parameters: { state: 'anonymous' },
  args: { state: 'anonymous' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('login-location')).toHaveTextContent(
      '/login?redirect=%2Fdashboard',
    );
  },
};

export const Ready: Story = {
  parameters: { state: 'authenticated.ready' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '早上好，王建国' })).toBeVisible();
  },
};

/** Re-reading the user after a profile change: the page stays as it is. */
export const Refreshing: Story = {
  parameters: { state: 'authenticated.refreshing' },
  args: { state: 'authenticated.refreshing' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '早上好，王建国' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(args.fetchUserInfo).not.toHaveBeenCalled();
  },
};

/**
 * Signed in with a one-time password the platform set: whatever the page, only the
 * password form and the way out.
 */
export const PasswordChangeRequired: Story = {
  parameters: { state: 'authenticated.passwordChangeRequired' },
  args: { state: 'authenticated.passwordChangeRequired' },
  play: async ({ canvas }) => {
    // The password page is a chunk of its own: on a busy machine it takes more than a second.
    await expect(
      await canvas.findByRole('heading', { name: '请设置新密码' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/正在使用平台重置的临时密码/)).toBeVisible();
    await expect(canvas.getByLabelText(/当前密码|原密码/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /早上好/ })).not.toBeInTheDocument();
  },
};

/** Logging out: a spinner until the server has answered. */
export const LoggingOut: Story = {
  parameters: { state: 'loggingOut' },
  args: { state: 'loggingOut' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
    await expect(args.logout).not.toHaveBeenCalled();
  },
};
