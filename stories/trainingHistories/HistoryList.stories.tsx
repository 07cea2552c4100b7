import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { RowId } from '@machines/app/list';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { HistoryListScreen } from '../../src/features/trainingHistories/HistoryListScreen';
import { OwnHistoryDialog } from '../../src/features/trainingHistories/OwnHistoryDialog';
import type { TrainingHistoryDetail } from '../../src/lib/api/trainingHistories';
import { serviceError, users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { shown, type ReviewCall } from '../support/storyKit';
import {
  ReviewListStoryFrame,
  type ReviewListStoryProps,
  loadedListArgs,
} from '../support/reviewListStory';
import { historyDetail, ownHistoryRows } from './historyFixtures';

const PATH = pages.historyList.path;

type StoryProps = ReviewListStoryProps & {
  readonly kind: 'history' | 'cultivate';
  readonly loadDetail: (id: RowId) => Promise<TrainingHistoryDetail>;
};

function StoryDialog({
  id,
  onClose,
  load,
}: {
  id: string;
  onClose: () => void;
  load: StoryProps['loadDetail'];
}) {
  const [logic] = useState(() => detailLoaderOf(load));
  return <OwnHistoryDialog id={id} onClose={onClose} logic={logic} />;
}

function HistoryListStory({ kind, loadDetail, ...frame }: StoryProps) {
  return (
    <ReviewListStoryFrame {...frame} user={users.companyAdmin} path={PATH} preserve={['id']}>
      <HistoryListScreen
        kind={kind}
        renderDetail={(id, onClose) => (
          <StoryDialog key={id} id={id} onClose={onClose} load={loadDetail} />
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'TrainingHistories/HistoryList',
  component: HistoryListStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    kind: 'history',
    ...loadedListArgs(ownHistoryRows),
    loadDetail: fn((id: RowId) =>
      Promise.resolve(
        historyDetail(id === '3' ? 'returned' : 'approved', 'applicant', { id: Number(id) }),
      ),
    ),
  },
} satisfies Meta<typeof HistoryListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('本单位的历史培训申报');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Each row offers what its status allows: a draft its form, submission and deletion. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('共 4 条申报'));
    await shown(canvas.getByRole('link', { name: '申报历史培训' }));
    const draft = rowWith(canvas, '云计算架构设计研修班');
    for (const name of ['查看', '修改', '提交', '删除']) {
      await shown(draft.getByRole('button', { name }));
    }
    await shown(rowWith(canvas, '数据中心运维管理实务').getByRole('button', { name: '撤回' }));
    const approved = rowWith(canvas, '信息系统项目管理师考前培训');
    await expect(approved.queryByRole('button', { name: '修改' })).toBeNull();
  },
};

/** The cultivation list of the same company: its own title and new button. */
export const Cultivations: Story = {
  parameters: { state: 'loaded' },
  args: { kind: 'cultivate' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('heading', { name: '内部培养' }));
    await shown(canvas.getByRole('link', { name: '申报内部培养' }));
    await shown(canvas.getByRole('grid', { name: '本单位的内部培养申报' }));
  },
};

/** Viewing opens the declaration in a dialog: its proof, steps, and its form while it may change. */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '网络安全等级保护测评培训').getByRole('button', { name: '查看' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '培训申报' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('3'));
    await shown(await dialog.findByText('四川省软件行业协会'));
    await expect(dialog.getByRole('link', { name: '修改' })).toHaveAttribute(
      'href',
      `${pages.historyApply.path}?id=3`,
    );
  },
};

/** Deleting a draft is asked first, then done. */
export const DeleteConfirmed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '云计算架构设计研修班').getByRole('button', { name: '删除' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '删除草稿' }));
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'DELETE',
        ids: [1],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('草稿已删除'));
  },
};

/** Submitting an incomplete draft from the list: the server's reason. */
export const StepFailed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(serviceError(400, '证明材料：请上传证明材料')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      rowWith(canvas, '云计算架构设计研修班').getByRole('button', { name: '提交' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '提交培训申报' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await shown(await dialog.findByText('证明材料：请上传证明材料'));
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'Your company’s past training declarations' }));
    await shown(canvas.getByText('4 declarations'));
  },
};
