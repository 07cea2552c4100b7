import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UnauthorizedScreen } from '../../src/features/errors/UnauthorizedScreen';
import { withRouter } from '../support/router';

/** /401: a page the active role may not open. */
const meta = {
  title: 'Errors/UnauthorizedScreen',
  component: UnauthorizedScreen,
  decorators: [withRouter('/401')],
} satisfies Meta<typeof UnauthorizedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unauthorized: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('401')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '无权访问' })).toBeVisible();
    await expect(canvas.getByText('您当前的角色无权访问此页面。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
};
