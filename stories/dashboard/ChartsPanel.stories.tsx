import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DashboardChartsShape } from '@machines/access/backlog';
import type { DashboardCharts, MonthStatusCounts } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { ChartsContext } from '../../src/features/dashboard/backlogActors';
import { ChartsPanel } from '../../src/features/dashboard/ChartsPanel';

/** Twelve months to 2025-06, with applications in the last few. */
function monthsTo(counts: Record<string, MonthStatusCounts['counts']>): MonthStatusCounts[] {
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 6 + index, 1));
    const month = date.toISOString().slice(0, 7);
    return { month, counts: counts[month] ?? [] };
  });
}

const reviewerCharts: DashboardCharts = {
  months: monthsTo({
    '2025-04': [
      { code: 1, count: 2 },
      { code: 2, count: 5 },
    ],
    '2025-05': [
      { code: 1, count: 4 },
      { code: 2, count: 3 },
      { code: 3, count: 1 },
    ],
    '2025-06': [
      { code: 1, count: 6 },
      { code: 4, count: 2 },
    ],
  }),
  queues: [
    {
      queue: 'realname',
      family: 'application',
      counts: [
        { code: 1, count: 6 },
        { code: 2, count: 9 },
        { code: 3, count: 1 },
        { code: 4, count: 2 },
      ],
    },
    {
      queue: 'appeal',
      family: 'appeal',
      counts: [
        { code: 0, count: 3 },
        { code: 1, count: 4 },
        { code: 2, count: 1 },
      ],
    },
    { queue: 'people', family: 'application', counts: [] },
  ],
  own: null,
};

const companyCharts: DashboardCharts = {
  months: monthsTo({
    '2025-05': [{ code: 0, count: 1 }],
    '2025-06': [
      { code: 1, count: 1 },
      { code: 2, count: 2 },
    ],
  }),
  queues: [],
  own: [
    { code: 0, count: 1 },
    { code: 1, count: 1 },
    { code: 2, count: 2 },
  ],
};

const reviewerShape: DashboardChartsShape = {
  months: true,
  own: false,
  queues: ['realname', 'appeal', 'people'],
};
const companyShape: DashboardChartsShape = { months: true, own: true, queues: [] };

interface ChartsStoryProps {
  /** Which charts the role has. */
  readonly shape: DashboardChartsShape;
  readonly load: () => Promise<DashboardCharts>;
  readonly onReload: () => void;
}

function ChartsStory({ shape, load, onReload }: ChartsStoryProps) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <ChartsContext.Provider logic={loader} options={{ input: { id: 'charts' } }}>
      <ChartsPanel shape={shape} onReload={onReload} />
    </ChartsContext.Provider>
  );
}

/** The dashboard's charts: applications per month by status, each queue's status mix. */
const meta = {
  title: 'Dashboard/ChartsPanel',
  component: ChartsStory,
  parameters: { layout: 'padded' },
  args: { shape: reviewerShape, load: fn(() => Promise.resolve(reviewerCharts)), onReload: fn() },
} satisfies Meta<typeof ChartsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A reviewer: the months stacked by status, a ring per queue in the statuses' own colours
 * and labels (an appeal's pending is the appeal family's), a queue with nothing says so.
 */
export const Reviewer: Story = {
  play: async ({ canvas }) => {
    const months = within(
      await canvas.findByRole('figure', { name: '近 12 个月的申请（按状态）' }),
    );
    await expect(months.getAllByText('待审核').length).toBeGreaterThan(0);
    await expect(months.getByText('2025年6月')).toBeVisible();
    const appeals = within(canvas.getByRole('figure', { name: '账号申诉审核：状态分布' }));
    await expect(appeals.getByText('已驳回')).toBeVisible();
    const people = within(canvas.getByRole('figure', { name: '人员审核：状态分布' }));
    await expect(people.getByText('暂无数据')).toBeVisible();
  },
};

/** A company: its own applications per month, and all of them by status (drafts too). */
export const Company: Story = {
  args: { shape: companyShape, load: fn(() => Promise.resolve(companyCharts)) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('figure', { name: '本单位近 12 个月的申请（按状态）' }),
    ).toBeVisible();
    const own = within(canvas.getByRole('figure', { name: '本单位的全部申请（按状态）' }));
    await expect(own.getByText('草稿')).toBeVisible();
  },
};

/** A role with no queue and no company: no charts section at all. */
export const NothingToChart: Story = {
  args: { load: fn(() => Promise.resolve({ months: [], queues: [], own: null })) },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.load).toHaveBeenCalled());
    await waitFor(() => expect(canvas.queryByRole('heading', { name: '统计图表' })).toBeNull());
  },
};

/** Each chart the role has stands at its final size, titled, until the counts come. */
export const Loading: Story = {
  args: { load: fn(() => new Promise<DashboardCharts>(() => undefined)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: '近 12 个月的申请（按状态）' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: '账号申诉审核：状态分布' })).toBeVisible();
    await expect(canvas.getAllByRole('figure')).toHaveLength(4);
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
    await expect(
      await canvas.findByRole('figure', { name: 'Applications in the last 12 months, by status' }),
    ).toBeVisible();
    await expect(canvas.getByText('Jun 2025')).toBeVisible();
  },
};
