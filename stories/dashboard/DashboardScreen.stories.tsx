import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { DashboardScreen } from '../../src/features/dashboard/DashboardScreen';
import { users } from '../support/fixtures';
import { withRouter } from '../support/router';
import { signedInSession, withSession } from '../support/session';

const at = (hours: number, minutes = 0) => new Date(2025, 5, 2, hours, minutes);
const asPlatformAccount = withSession(signedInSession(users.superAdmin));

/** The home page greets by the time of day and names the active role and account kind. */
const meta = {
  title: 'Dashboard/DashboardScreen',
  component: DashboardScreen,
  parameters: { layout: 'padded', machine: 'sessionMachine' },
  decorators: [withSession(signedInSession(users.companyAdmin)), withRouter(pages.dashboard.path)],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyMorning: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { now: at(9, 30) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '早上好，王建国' })).toBeVisible();
    await expect(canvas.getByText('当前角色：会员企业')).toBeVisible();
    await expect(canvas.getByText('账号类型：企业')).toBeVisible();
    // The way to the hidden real-name page (member companies only).
    await expect(canvas.getByRole('link', { name: '前往实名认证' })).toHaveAttribute(
      'href',
      pages.realnameApplyHistory.path,
    );
  },
};

export const CompanyAfternoon: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { now: at(14) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '下午好，王建国' })).toBeVisible();
  },
};

/** From 18:00 and through the night, until 5:00. */
export const CompanyEvening: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { now: at(4, 59) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '晚上好，王建国' })).toBeVisible();
  },
};

export const PlatformMorning: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { now: at(5) },
  decorators: [asPlatformAccount],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '早上好，赵志强' })).toBeVisible();
    await expect(canvas.getByText('当前角色：超级管理员')).toBeVisible();
    await expect(canvas.getByText('账号类型：平台')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '前往实名认证' })).not.toBeInTheDocument();
  },
};

export const PlatformAfternoon: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { now: at(17, 59) },
  decorators: [asPlatformAccount],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '下午好，赵志强' })).toBeVisible();
  },
};

export const PlatformEvening: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { now: at(18) },
  decorators: [asPlatformAccount],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '晚上好，赵志强' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { state: 'authenticated.ready' },
  args: { now: at(9, 30) },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /王建国/ })).toHaveTextContent(
      /^Good morning/,
    );
  },
};
