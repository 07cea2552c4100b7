import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Alert from '@mui/material/Alert';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { RowId } from '@machines/app/list';
import type { ProjectApplicationDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { OwnProjectDialog } from '../../src/features/projects/OwnProjectDialog';
import { ProjectApplyScreen } from '../../src/features/projects/ProjectApplyScreen';
import { serviceError, users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { shown, type ReviewCall } from '../support/storyKit';
import {
  ReviewListStoryFrame,
  type ReviewListStoryProps,
  loadedListArgs,
} from '../support/reviewListStory';
import { ownProjectRows, projectApplication, projectDetail } from './projectFixtures';
import {
  stepIdleStory,
  stepPartlyFailedStory,
  stepSubmittingStory,
  stepSucceededStory,
} from '../support/reviewDialogStories';

const PATH = pages.projectApply.path;
const GRID = '本单位的项目申报';

type StoryProps = ReviewListStoryProps & {
  readonly loadDetail: (id: RowId) => Promise<ProjectApplicationDetail>;
};

/** The dialog of one declaration, its loader bound to the story's function. */
function StoryDialog({
  id,
  onClose,
  onEdit,
  load,
}: {
  id: string;
  onClose: () => void;
  onEdit: (id: string) => void;
  load: (id: RowId) => Promise<ProjectApplicationDetail>;
}) {
  const [logic] = useState(() => detailLoaderOf(load));
  return <OwnProjectDialog id={id} onClose={onClose} onEdit={onEdit} logic={logic} />;
}

function ProjectApplyStory({ loadDetail, ...frame }: StoryProps) {
  return (
    <ReviewListStoryFrame
      {...frame}
      user={users.companyAdmin}
      path={PATH}
      preserve={['edit', 'id']}
    >
      <ProjectApplyScreen
        // The form's own stories show it; here the page shows which one it opens.
        renderForm={(target) => <Alert severity="info">{`form:${target}`}</Alert>}
        renderDetail={(id, onClose, onEdit) => (
          <StoryDialog key={id} id={id} onClose={onClose} onEdit={onEdit} load={loadDetail} />
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Projects/ProjectApply',
  component: ProjectApplyStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    ...loadedListArgs(ownProjectRows),
    loadDetail: fn((id: RowId) =>
      Promise.resolve(
        projectDetail(id === '904' ? 'institutionReturned' : 'approved', 'applicant', {
          id: Number(id),
        }),
      ),
    ),
  },
} satisfies Meta<typeof ProjectApplyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(GRID);
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Each row offers what its status allows: a draft its form, submission and deletion. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('共 4 个项目'));
    const draft = rowWith(canvas, '智慧医院信息平台');
    for (const name of ['查看', '编辑', '提交申报', '删除']) {
      await shown(draft.getByRole('button', { name }));
    }
    const returned = rowWith(canvas, '市级视频会商系统');
    await shown(returned.getByRole('button', { name: '提交申报' }));
    await expect(returned.queryByRole('button', { name: '删除' })).toBeNull();
    await shown(rowWith(canvas, '教育城域网升级改造').getByRole('button', { name: '撤回' }));
    const approved = rowWith(canvas, '省级政务云平台扩容工程');
    await expect(approved.queryByRole('button', { name: '编辑' })).toBeNull();
  },
};

/** The new button and a row's edit open the form on the page, named in the URL. */
export const OpensForm: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新建申报' }));
    await shown(await canvas.findByText('form:new'));
    await expect(canvas.queryByRole('button', { name: '新建申报' })).toBeNull();
    await userEvent.click(
      rowWith(canvas, '市级视频会商系统').getByRole('button', { name: '编辑' }),
    );
    await shown(await canvas.findByText('form:904'));
  },
};

/** Viewing opens the declaration in a dialog: files, steps, and its form while it may change. */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '市级视频会商系统').getByRole('button', { name: '查看' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '项目申报' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('904'));
    await shown(await dialog.findByText('四川省大数据中心'));
    await shown(dialog.getByText('¥12,800,000'));
    await userEvent.click(dialog.getByRole('button', { name: '编辑' }));
    await shown(await canvas.findByText('form:904'));
    await expect(body().queryByRole('dialog', { name: '项目申报' })).toBeNull();
  },
};

/** Deleting a draft is asked first, then done, and the list reloads. */
export const DeleteConfirmed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '智慧医院信息平台').getByRole('button', { name: '删除' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '删除草稿' }));
    await shown(dialog.getByText(/删除后无法恢复/));
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'DELETE',
        ids: [905],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('草稿已删除'));
  },
};

export const StepSubmitting: Story = stepSubmittingStory({
  id: 904,
  decision: 'SUBMIT',
  dialog: '提交项目申报',
  button: '提交申报',
});

/** Submitting an incomplete draft from the list: the server's reason, and a retry. */
export const StepFailed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(serviceError(400, '验收报告：请上传验收报告')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      rowWith(canvas, '智慧医院信息平台').getByRole('button', { name: '提交申报' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '提交项目申报' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交申报' }));
    await shown(await dialog.findByText('验收报告：请上传验收报告'));
  },
};

export const StepPartlyFailed: Story = stepPartlyFailedStory({
  id: 903,
  decision: 'WITHDRAW',
  dialog: '撤回项目申报',
  text: '评审机构已开始审核，不能撤回',
  rows: [projectApplication('submitted', { id: 903 })],
});

export const StepSucceeded: Story = stepSucceededStory({
  id: 904,
  decision: 'SUBMIT',
  dialog: '提交项目申报',
  text: '已提交，等待评审机构初审',
});

export const Idle: Story = stepIdleStory(GRID);

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('button', { name: 'New declaration' }));
    await shown(canvas.getByRole('grid', { name: 'Your company’s project declarations' }));
  },
};
