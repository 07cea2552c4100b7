import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { initialListQuery } from '@machines/app/listQuery';
import { TrainHistoryCheckScreen } from '../../src/features/trainingHistories/TrainHistoryCheckScreen';
import type { TrainingHistoryDetail } from '../../src/lib/api/trainingHistories';
import {
  batchApproveStory,
  body,
  emptyStory,
  failedStory,
  loadingStory,
  rowWith,
} from '../support/listStories';
import {
  decisionFailedStory,
  decisionSubmittingStory,
  decisionSucceededStory,
  decisionWithReasonStory,
} from '../support/reviewDialogStories';
import { shown } from '../support/storyKit';
import { loadedListWithDetailArgs, reviewListWithDetail } from '../support/reviewListStory';
import { declaredHistoryRows, historyDetail } from './historyFixtures';
import { StoryHistory } from './StoryHistory';

const PATH = pages.trainHistoryCheck.path;

const TrainHistoryCheckStory = reviewListWithDetail<TrainingHistoryDetail>({
  path: PATH,
  param: 'id',
  screen: (load) => (
    <TrainHistoryCheckScreen
      renderDetail={(id, onClose) => (
        <StoryHistory key={id} id={id} onClose={onClose} load={load} />
      )}
    />
  ),
});

const meta = {
  title: 'TrainingHistories/TrainHistoryCheck',
  component: TrainHistoryCheckStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: loadedListWithDetailArgs(declaredHistoryRows, (id) =>
    historyDetail(id === '13' ? 'approved' : 'submitted', 'platform', { id: Number(id) }),
  ),
} satisfies Meta<typeof TrainHistoryCheckStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('各单位的培训申报（协会审核）');

export const Empty: Story = emptyStory();

export const Failed: Story = failedStory();

/** Both kinds, statuses as chips; only pending declarations can be selected. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    const pending = rowWith(canvas, '项目经理带教培养计划');
    await expect(pending.getByText('待审核').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    await shown(pending.getByText('内部培养'));
    await expect(pending.getByRole('checkbox')).toBeEnabled();
    await expect(rowWith(canvas, '机房巡检技能培养').getByRole('checkbox')).toBeDisabled();
  },
};

/** Two pending declarations approved at once: one call with both. */
export const BatchApprove: Story = batchApproveStory(
  '数据中心运维管理实务',
  '项目经理带教培养计划',
);

/** Viewing one opens it in a dialog named in the URL: the training, its proof, decisions. */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '数据中心运维管理实务').getByRole('button', { name: '查看' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '培训申报' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('1'));
    await shown(await dialog.findByText('64 学时'));
    await shown(dialog.getByText('证明材料'));
    const actions = within(dialog.getByRole('group', { name: '审核操作' }));
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '驳回',
      '退回',
      '通过',
    ]);
  },
};

/** Returning from the detail: the workflow asks for a reason; then the decision goes. */
export const ReturnWithReason: Story = decisionWithReasonStory({
  url: `${PATH}?id=1`,
  detail: '培训申报',
  decision: 'RETURN',
  button: '退回',
  comment: '请上传结业证书',
});

export const DecisionSubmitting: Story = decisionSubmittingStory();

export const DecisionSucceeded: Story = decisionSucceededStory();

/** A batch where someone decided one first: that item is named with its reason. */
export const DecisionRefused: Story = decisionFailedStory('数据已被他人修改，请刷新后重试');

/** Choosing a kind asks the server for the first page of it. */
export const Filtering: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '培训或人员名称' }), '陈志强{Enter}');
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { keyword: '陈志强' } }),
      ),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(
      canvas.getByRole('grid', { name: 'Companies’ training declarations (association review)' }),
    );
    await expect(canvas.getAllByText('In-house cultivation').length).toBeGreaterThan(0);
  },
};
