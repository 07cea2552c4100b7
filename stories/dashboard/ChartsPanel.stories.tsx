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
type Canvas = ReturnType<typeof within>;

/**
 * The first chart drawn loads the charts' module, which a cold test run may still be
 * transforming: longer than a find's default second (CI failed on exactly that).
 */
const CHARTS_MODULE_TIMEOUT_MS = 15_000;

/**
 * A figure by its title, scrolled into view and drawn: a chart is drawn as its figure nears
 * the viewport, the story's frame being a phone's.
 */
async function chartFigure(canvas: Canvas, name: string): Promise<Canvas> {
  const figure = await canvas.findByRole('figure', { name });
  figure.scrollIntoView();
  await waitFor(() => expect(figure.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: CHARTS_MODULE_TIMEOUT_MS,
  });
  return within(figure);
}

/**
 * A reviewer: the months stacked by status, a ring per queue in the statuses' own colours
 * and labels (an appeal's pending is the appeal family's), a queue with nothing says so.
 */
export const Reviewer: Story = {
  play: async ({ canvas }) => {
    const months = await chartFigure(canvas, '近 12 个月的申请（按状态）');
    await expect((await months.findAllByText('待审核')).length).toBeGreaterThan(0);
    await expect(months.getByText('2025年6月')).toBeVisible();
    const appeals = await chartFigure(canvas, '账号申诉审核：状态分布');
    await expect(await appeals.findByText('已驳回')).toBeVisible();
    const people = await chartFigure(canvas, '人员审核：状态分布');
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
    const own = await chartFigure(canvas, '本单位的全部申请（按状态）');
    await expect(await own.findByText('草稿')).toBeVisible();
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

/**
 * Charts far below the fold keep their shapes, busy, until scrolled to: drawing them is the
 * home page's longest task, and on a phone nobody has seen them yet.
 */
export const BelowTheFold: Story = {
  decorators: [
    (Story) => (
      <>
        <div style={{ height: 4000 }} />
        <Story />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    // Loaded: an empty queue says so wherever it stands, having nothing to draw.
    await canvas.findByText('暂无数据');
    const title = '账号申诉审核：状态分布';
    const figure = canvas.getByRole('figure', { name: title });
    await expect(figure.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(figure).queryByText('已驳回')).toBeNull();
    const appeals = await chartFigure(canvas, title);
    await expect(await appeals.findByText('已驳回')).toBeVisible();
    await expect(figure.querySelector('[aria-busy="true"]')).toBeNull();
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
    await chartFigure(canvas, 'Applications in the last 12 months, by status');
    await expect(await canvas.findByText('Jun 2025')).toBeVisible();
  },
};
