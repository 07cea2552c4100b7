import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { BacklogQueueKey } from '@machines/access/backlog';
import type { BacklogQueue } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { BacklogContext } from '../../src/features/dashboard/backlogActors';
import { BacklogPanel } from '../../src/features/dashboard/BacklogPanel';
import { withRouter } from '../support/router';

const reviewerQueues: BacklogQueue[] = [
  {
    key: 'realname',
    count: 3,
    items: [
      { id: 11, title: '成都蜀信科技有限公司', submittedAt: '2025-05-30T01:00:00.000Z' },
      { id: 14, title: '四川岷江数据服务有限公司', submittedAt: '2025-06-01T03:30:00.000Z' },
    ],
  },
  { key: 'appeal', count: 0, items: [] },
  {
    key: 'people',
    count: 1,
    items: [
      { id: 7, title: '李强（成都蜀信科技有限公司）', submittedAt: '2025-06-01T08:00:00.000Z' },
    ],
  },
  {
    key: 'membership',
    count: 1,
    items: [{ id: 5, title: '金沙信息安全技术有限公司', submittedAt: '2025-06-02T02:00:00.000Z' }],
  },
];

interface BacklogStoryProps {
  /** The queues the role reviews (the platform reviewer's first four). */
  readonly queues: readonly BacklogQueueKey[];
  /** The four list calls, as one. */
  readonly load: () => Promise<readonly BacklogQueue[]>;
  readonly onReload: () => void;
}

function BacklogStory({ queues, load, onReload }: BacklogStoryProps) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <BacklogContext.Provider logic={loader} options={{ input: { id: 'backlog' } }}>
      <BacklogPanel queues={queues} onReload={onReload} />
    </BacklogContext.Provider>
  );
}

/** The dashboard's to-do lists: each queue the role reviews, its count, the oldest records. */
const meta = {
  title: 'Dashboard/BacklogPanel',
  component: BacklogStory,
  parameters: { layout: 'padded' },
  decorators: [withRouter(pages.dashboard.path)],
  args: {
    queues: reviewerQueues.map((queue) => queue.key),
    load: fn(() => Promise.resolve(reviewerQueues)),
    onReload: fn(),
  },
} satisfies Meta<typeof BacklogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A platform reviewer: counts, the oldest records linked, each queue's whole list filtered. */
export const Reviewer: Story = {
  play: async ({ canvas }) => {
    const realname = within(await canvas.findByRole('region', { name: '实名认证审核' }));
    await expect(realname.getByText('3 条待审核')).toBeVisible();
    await expect(realname.getByRole('link', { name: '成都蜀信科技有限公司' })).toHaveAttribute(
      'href',
      `${pages.realnameDetailHistory.path}?id=11`,
    );
    await expect(realname.getByRole('link', { name: '查看全部：实名认证审核' })).toHaveAttribute(
      'href',
      `${pages.realCertification.path}?status=1`,
    );
    const appeals = within(canvas.getByRole('region', { name: /账号申诉/ }));
    await expect(appeals.getByText('暂无待审核的记录')).toBeVisible();
    await expect(appeals.getByRole('link', { name: /查看全部/ })).toHaveAttribute(
      'href',
      `${pages.corporateAppealCheck.path}?status=0`,
    );
  },
};

/** A role that reviews nothing: no to-do section at all. */
export const NothingToReview: Story = {
  args: { load: fn(() => Promise.resolve([])) },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.load).toHaveBeenCalled());
    await waitFor(() => expect(canvas.queryByRole('heading', { name: '待办事项' })).toBeNull());
  },
};

/** Each queue's card stands at its final size, with its title and way to the list, until the counts come. */
export const Loading: Story = {
  args: { load: fn(() => new Promise<readonly BacklogQueue[]>(() => undefined)) },
  play: async ({ canvas }) => {
    const realname = within(canvas.getByRole('region', { name: '实名认证审核' }));
    await expect(realname.getByRole('link', { name: '查看全部：实名认证审核' })).toBeVisible();
    await expect(realname.queryByText(/条待审核/)).toBeNull();
    await expect(canvas.getAllByRole('region', { name: /审核/ })).toHaveLength(4);
  },
};

export const Failed: Story = {
  args: { load: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 awaiting review')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'To do' })).toBeVisible();
  },
};
