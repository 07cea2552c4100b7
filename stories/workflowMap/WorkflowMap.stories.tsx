import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { describeMachine } from '@machines/diagram';
import type { ListPage } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import type {
  WorkflowMapFigures,
  WorkflowMapInstitution,
  WorkflowMapRecord,
} from '@machines/contracts';
import { LIFECYCLE_NAMES, LIFECYCLES, type LifecycleName } from '@machines/workflowMap/lifecycles';
import { statusFamilies } from '@machines/workflows';
import { detailLoaderOf, ONCE } from '../../src/components/detailLoader';
import type { MapPeriod, MapRecordsOf } from '../../src/lib/api/workflowMap';
import { MapFiguresContext } from '../../src/features/workflowMap/mapActors';
import { MapRecordsPanel } from '../../src/features/workflowMap/MapRecordsPanel';
import { WorkflowMapScreen } from '../../src/features/workflowMap/WorkflowMapScreen';
import { expectReadableDiagrams } from '../machines/readableDiagram';
import { PAGE_LEVEL_RULES } from '../support/a11yRules';
import { users } from '../support/fixtures';
import { AppFrame, ListFrame, StoryRouter } from '../support/storyKit';

const PATH = pages.workflowMap.path;
const PERIOD: MapPeriod = { lifecycle: 'realname', from: '2025-05-04', to: '2025-06-02' };
const HOUR = 3600;
/** Figures of the whole lifecycle: narrowed to nothing. */
const UNNARROWED = { businessLine: null, institution: null, institutionName: null } as const;

/** Real-name applications over a month: some waiting, some returned and resubmitted. */
const realnameFigures: WorkflowMapFigures = {
  ...PERIOD,
  ...UNNARROWED,
  statuses: statusFamilies.application.statuses.map(({ meta: { code } }) => {
    const records = [2, 5, 31, 1, 3, 0, 4][code] ?? 0;
    const timed = code === 1 || code === 4;
    return {
      code,
      records,
      stays: timed ? 12 : 0,
      medianSeconds: timed ? (code === 1 ? 30 * HOUR : 50 * HOUR) : null,
      p90Seconds: timed ? (code === 1 ? 100 * HOUR : 120 * HOUR) : null,
    };
  }),
  transitions: [
    { fromCode: 0, toCode: 1, event: 'SUBMIT', times: 9 },
    { fromCode: 1, toCode: 2, event: 'APPROVE', times: 6 },
    { fromCode: 1, toCode: 4, event: 'RETURN', times: 3 },
    { fromCode: 4, toCode: 1, event: 'SUBMIT', times: 2 },
  ],
};

const quietFigures: WorkflowMapFigures = {
  ...realnameFigures,
  statuses: realnameFigures.statuses.map((status) => ({
    ...status,
    stays: 0,
    medianSeconds: null,
    p90Seconds: null,
  })),
  transitions: [],
};

/** Every status of a lifecycle holding a few records, every transition of its machine taken. */
function figuresOf(lifecycle: LifecycleName): WorkflowMapFigures {
  const family = statusFamilies[LIFECYCLES[lifecycle].family];
  const { states, edges } = describeMachine(family.machine);
  const codes = new Map(
    states.flatMap((state) =>
      state.meta?.code === undefined ? [] : [[state.path, state.meta.code] as const],
    ),
  );
  return {
    ...PERIOD,
    ...UNNARROWED,
    lifecycle,
    statuses: family.statuses.map(({ meta: { code } }) => ({
      code,
      records: code + 1,
      stays: 3,
      medianSeconds: (code + 1) * HOUR,
      p90Seconds: (code + 2) * 24 * HOUR,
    })),
    // As the server counts them: once per from, to and event (guarded alternatives are one).
    transitions: edges
      .filter(
        (edge, index) =>
          edges.findIndex(
            (other) =>
              other.source === edge.source &&
              other.target === edge.target &&
              other.event === edge.event,
          ) === index,
      )
      .flatMap(({ source, target, event }) => {
        const fromCode = codes.get(source);
        const toCode = codes.get(target);
        return fromCode === undefined || toCode === undefined
          ? []
          : [{ fromCode, toCode, event, times: fromCode + 2 }];
      }),
  };
}

const records: WorkflowMapRecord[] = [
  { id: 118, status: 1, at: '2025-06-01T02:00:00Z' },
  { id: 96, status: 1, at: '2025-05-28T07:30:00Z' },
  { id: 41, status: 1, at: '2025-05-20T01:00:00Z' },
];
const recordsPage = (rows: readonly WorkflowMapRecord[]): ListPage =>
  ({ list: rows, total: rows.length, pageIndex: 1, pageSize: 10 }) as unknown as ListPage;

/** Training institutions, as the institutions call finds them. */
const trainers = [
  { id: 31, name: '江苏省信息技术培训中心' },
  { id: 47, name: '南京智联教育科技有限公司' },
];
/** The institutions whose name holds the keyword, a page of them; `more` beyond the page. */
const institutionsPage = (
  all: readonly WorkflowMapInstitution[],
  keyword = '',
  more = 0,
): ListPage => {
  const list = all.filter((institution) => institution.name.includes(keyword));
  return { list, total: list.length + more, pageIndex: 1, pageSize: 20 } as unknown as ListPage;
};

interface MapStoryProps {
  readonly period?: MapPeriod;
  readonly recordsOf?: MapRecordsOf | null;
  /** `GET /api/workflow-map`. */
  readonly load: () => Promise<WorkflowMapFigures>;
  /** `GET /api/workflow-map/records`. */
  readonly fetchRecords: () => Promise<ListPage>;
  /** `GET /api/workflow-map/institutions`. */
  readonly searchInstitutions: (query: ListQuery) => Promise<ListPage>;
  readonly onShow: (period: MapPeriod, recordsOf: MapRecordsOf | null) => void;
  readonly onReload: () => void;
}

function MapOf({
  period = PERIOD,
  recordsOf = null,
  load,
  fetchRecords,
  searchInstitutions,
  onShow,
  onReload,
}: MapStoryProps) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <MapFiguresContext.Provider logic={loader} options={{ input: ONCE }}>
      <WorkflowMapScreen
        period={period}
        recordsOf={recordsOf}
        onShow={onShow}
        onReload={onReload}
        searchInstitutions={searchInstitutions}
        mayOpen={() => true}
      >
        {recordsOf && (
          <ListFrame fetchPage={fetchRecords}>
            <MapRecordsPanel period={period} recordsOf={recordsOf} />
          </ListFrame>
        )}
      </WorkflowMapScreen>
    </MapFiguresContext.Provider>
  );
}

function MapStory(props: MapStoryProps) {
  return (
    <AppFrame user={users.superAdmin}>
      <StoryRouter path={PATH}>
        <Box sx={{ p: 2 }}>
          <MapOf {...props} />
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

/** The workflow map (issue 45): one lifecycle drawn from its machine, with a period's figures. */
const meta = {
  title: 'WorkflowMap/WorkflowMap',
  component: MapStory,
  args: {
    load: fn(() => Promise.resolve(realnameFigures)),
    fetchRecords: fn(() => Promise.resolve(recordsPage(records))),
    searchInstitutions: fn((query: ListQuery) =>
      Promise.resolve(institutionsPage(trainers, query.filters.keyword)),
    ),
    onShow: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof MapStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const DRAWN = { timeout: 15_000 };
const diagramOf = async (canvas: Canvas) =>
  within(await canvas.findByRole('group', { name: '实名认证流程图' }, DRAWN));

/** The figures are asked for: the diagram's place is held meanwhile. */
export const Loading: Story = {
  args: { load: fn(() => new Promise<WorkflowMapFigures>(() => undefined)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: /加载中/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '流程地图' })).toBeVisible();
  },
};

/** The figures could not be read: said so, with a retry. */
export const Failed: Story = {
  args: { load: fn(() => Promise.reject(new Error('network down'))) },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('流程地图加载失败');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/**
 * Each state with its records now and how long stays lasted, each transition with the times
 * it was taken; the same as tables, the busiest transition first. Nothing overlaps.
 */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const diagram = await diagramOf(canvas);
    const submitted = diagram.getByRole('button', { name: /待审核/ });
    await expect(submitted).toHaveTextContent('当前 5 条');
    await expect(submitted).toHaveTextContent(/中位 1\.3 天.*P90 4\.2 天/);
    await expect(diagram.getByText('6 次')).toBeVisible();
    await expectReadableDiagrams(canvasElement);

    const transitions = within(canvas.getByRole('table', { name: /的流转$/ }));
    const [, busiest] = transitions.getAllByRole('row');
    await expect(busiest).toHaveTextContent('提交');
    await expect(busiest).toHaveTextContent('9');
    await userEvent.click(
      transitions.getByRole('button', { name: '查看记录：待审核 → 退回 → 已退回' }),
    );
    await expect(args.onShow).toHaveBeenCalledWith(PERIOD, {
      fromCode: 1,
      toCode: 4,
      event: 'RETURN',
      times: 3,
    });
    const stays = within(canvas.getByRole('table', { name: /结束的停留时长$/ }));
    await expect(stays.getByRole('row', { name: /已退回/ })).toHaveTextContent('2.1 天');
  },
};

/**
 * Where records pile up: approved ones hold the most record-time, then the returned; the
 * return-and-resubmit loop, how often each way and how long the detour lasted.
 */
export const Bottlenecks: Story = {
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('region', { name: '瓶颈' }));
    const ranked = within(panel.getByRole('table', { name: /^积压/ }));
    const [, first, second] = ranked.getAllByRole('row');
    await expect(first).toHaveTextContent('待审核');
    await expect(second).toHaveTextContent('已退回');
    await waitFor(
      () => expect(panel.getByRole('figure').querySelector('[aria-busy="true"]')).toBeNull(),
      DRAWN,
    );
    const loops = within(panel.getByRole('table', { name: /^往返/ }));
    const loop = loops.getByRole('row', { name: /「待审核」经「退回」到「已退回」/ });
    const cells = within(loop)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(cells).toEqual(['3', '2', '2.1 天']);
  },
};

/** A state of the picture is a button, by pointer or by keyboard: its records are listed. */
export const SelectState: Story = {
  play: async ({ canvas, args }) => {
    const diagram = await diagramOf(canvas);
    await userEvent.click(diagram.getByRole('button', { name: /已通过/ }));
    await expect(args.onShow).toHaveBeenLastCalledWith(PERIOD, { status: 2 });
    diagram.getByRole('button', { name: /未通过/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShow).toHaveBeenLastCalledWith(PERIOD, { status: 3 });
  },
};

/** Nothing moved in the period: said so, the records each status holds still drawn. */
export const EmptyPeriod: Story = {
  args: { load: fn(() => Promise.resolve(quietFigures)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('所选期间没有任何流转');
    const diagram = await diagramOf(canvas);
    await expect(diagram.getByRole('button', { name: /已通过/ })).toHaveTextContent('当前 31 条');
    await expect(canvas.queryByRole('table', { name: /结束的停留时长$/ })).toBeNull();
  },
};

/** Another lifecycle or period: chosen above the map, shown through the URL. */
export const ChoosePeriod: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '业务流程' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '课程' }));
    await expect(args.onShow).toHaveBeenLastCalledWith({ ...PERIOD, lifecycle: 'course' }, null);
    const to = canvasElement.querySelector<HTMLInputElement>('input[name="to"]');
    await expect(to).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '查看' }));
    await expect(args.onShow).toHaveBeenLastCalledWith(PERIOD, null);
  },
};

const COURSE_PERIOD: MapPeriod = { ...PERIOD, lifecycle: 'course' };

/**
 * A lifecycle with business lines and institutions (courses): narrowed to one line, then to
 * one institution, each shown as soon as chosen; another lifecycle keeps what it offers too.
 */
export const Narrowed: Story = {
  args: {
    period: COURSE_PERIOD,
    load: fn(() => Promise.resolve(figuresOf('course'))),
  },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('combobox', { name: '业务条线' }));
    await userEvent.click(await body.findByRole('option', { name: '第 2 条线' }));
    await expect(args.onShow).toHaveBeenLastCalledWith({ ...COURSE_PERIOD, businessLine: 2 }, null);
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: '课程流程图' })).toBeInTheDocument(),
    );
    // Institutions are found by a part of their name, as the analyst types.
    await userEvent.type(canvas.getByRole('combobox', { name: '机构' }), '南京');
    await waitFor(() =>
      expect(args.searchInstitutions).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: { keyword: '南京' } }),
      ),
    );
    await expect(body.queryByRole('option', { name: trainers[0]?.name })).toBeNull();
    await userEvent.click(await body.findByRole('option', { name: trainers[1]?.name }));
    await expect(args.onShow).toHaveBeenLastCalledWith({ ...COURSE_PERIOD, institution: 47 }, null);
    await userEvent.click(canvas.getByRole('combobox', { name: '业务流程' }));
    await userEvent.click(await body.findByRole('option', { name: '实名认证' }));
    await expect(args.onShow).toHaveBeenLastCalledWith(PERIOD, null);
  },
};

/**
 * Narrowed to an institution, named by the figures; a province has thousands, so the first
 * matches say how many more a longer part of a name would narrow to; a name nothing holds.
 */
export const AmongThousandsOfInstitutions: Story = {
  args: {
    period: { ...COURSE_PERIOD, institution: 47 },
    load: fn(() =>
      Promise.resolve({
        ...figuresOf('course'),
        institution: 47,
        institutionName: '南京智联教育科技有限公司',
      }),
    ),
    searchInstitutions: fn((query: ListQuery) =>
      Promise.resolve(institutionsPage(trainers, query.filters.keyword, 14_000)),
    ),
  },
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('combobox', { name: '机构' });
    await waitFor(() => expect(picker).toHaveValue('南京智联教育科技有限公司'));
    await expect(await canvas.findByText('还有 14000 家，输入名称的一部分缩小范围')).toBeVisible();
  },
};

/** A part of a name no institution holds, and a search that fails: each says so. */
export const InstitutionNotFound: Story = {
  args: {
    period: COURSE_PERIOD,
    load: fn(() => Promise.resolve(figuresOf('course'))),
    searchInstitutions: fn((query: ListQuery) =>
      query.filters.keyword === '断网'
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(institutionsPage(trainers, query.filters.keyword)),
    ),
  },
  play: async ({ canvas }) => {
    const body = within(document.body);
    const picker = await canvas.findByRole('combobox', { name: '机构' });
    await userEvent.type(picker, '上海');
    await expect(await body.findByText('没有名称含此内容的机构')).toBeVisible();
    await userEvent.clear(picker);
    await userEvent.type(picker, '断网');
    await expect(await body.findByText('发生错误')).toBeVisible();
  },
};

/** The real-name lifecycle has neither lines nor institutions: no such filters. */
export const NothingToNarrow: Story = {
  play: async ({ canvas }) => {
    await diagramOf(canvas);
    await expect(canvas.queryByRole('combobox', { name: '业务条线' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: '机构' })).toBeNull();
  },
};

/** A state's records: in it now, with when each entered it, and the way to the area's list. */
export const StateRecords: Story = {
  args: { recordsOf: { status: 1 } },
  play: async ({ canvas, args }) => {
    const records = within(await canvas.findByRole('region', { name: '当前处于「待审核」的记录' }));
    await expect(await records.findByRole('grid', { name: '记录列表' }, DRAWN)).toBeVisible();
    await expect(await records.findByText('118')).toBeVisible();
    await expect(records.getByRole('link', { name: '在「实名认证审核」中查看' })).toHaveAttribute(
      'href',
      pages.realCertification.path,
    );
    await userEvent.click(records.getByRole('button', { name: '关闭记录' }));
    await expect(args.onShow).toHaveBeenLastCalledWith(PERIOD, null);
  },
};

/** A transition's records: those that took it in the period, with when (one deleted since). */
export const TransitionRecords: Story = {
  args: {
    recordsOf: { fromCode: 1, toCode: 4, event: 'RETURN' },
    fetchRecords: fn(() =>
      Promise.resolve(
        recordsPage([
          { id: 77, status: 1, at: '2025-05-30T03:00:00Z' },
          // Deleted since it took the step.
          { id: 75, status: null, at: '2025-05-29T03:00:00Z' },
        ]),
      ),
    ),
  },
  play: async ({ canvas }) => {
    const records = within(
      await canvas.findByRole('region', { name: '「待审核」经「退回」到「已退回」的记录' }),
    );
    await expect(await records.findByText('77', {}, DRAWN)).toBeVisible();
    const deleted = records.getAllByRole('row').filter((row) => row.textContent?.includes('75'));
    await expect(deleted[0]).toHaveTextContent('已删除');
    await expect(records.getByRole('columnheader', { name: '流转时间' })).toBeVisible();
    await expect(records.queryByRole('link')).toBeNull();
  },
};

/** Every lifecycle the map offers, each from its own machine, readable with its figures. */
export const EveryLifecycle: Story = {
  // Thirteen maps on one page repeat the map's landmarks (its form, its bottleneck section),
  // which the page never does.
  parameters: {
    a11y: { config: { rules: [...PAGE_LEVEL_RULES, { id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <AppFrame user={users.superAdmin}>
      <StoryRouter path={PATH}>
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
          {LIFECYCLE_NAMES.map((lifecycle) => (
            <MapOf
              key={lifecycle}
              {...args}
              period={{ ...PERIOD, lifecycle }}
              load={() => Promise.resolve(figuresOf(lifecycle))}
            />
          ))}
        </Box>
      </StoryRouter>
    </AppFrame>
  ),
  play: async ({ canvasElement }) => {
    await expectReadableDiagrams(canvasElement, LIFECYCLE_NAMES.length);
  },
};

/** In English: the labels, the figures and the units. */
export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas, canvasElement }) => {
    const diagram = within(
      await canvas.findByRole('group', { name: 'Real-name verification workflow diagram' }, DRAWN),
    );
    await waitFor(() =>
      expect(diagram.getByRole('button', { name: /Pending review/ })).toHaveTextContent('now: 5'),
    );
    await expect(diagram.getByText('×6')).toBeVisible();
    await expectReadableDiagrams(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Workflow map' })).toBeVisible();
  },
};
