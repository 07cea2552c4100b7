import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundScreen } from '../../src/features/errors/NotFoundScreen';
import { withRouter } from '../support/router';

/** /404: where unknown paths land. */
const meta = {
  title: 'Errors/NotFoundScreen',
  component: NotFoundScreen,
  decorators: [withRouter('/404')],
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByText('您访问的页面不存在或已被移除。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};
