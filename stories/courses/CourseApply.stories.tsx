import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Alert from '@mui/material/Alert';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { RowId } from '@machines/app/list';
import type { CourseDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import type { PersonRemoval } from '../../src/lib/api/decisions';
import { CourseApplyScreen } from '../../src/features/courses/CourseApplyScreen';
import { OwnCourseDialog } from '../../src/features/courses/OwnCourseDialog';
import { serviceError, users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { shown, type ReviewCall } from '../support/storyKit';
import {
  ReviewListStoryFrame,
  type ReviewListStoryProps,
  loadedListArgs,
} from '../support/reviewListStory';
import { course, courseDetail, ownCourseRows } from './courseFixtures';
import {
  stepIdleStory,
  stepPartlyFailedStory,
  stepSubmittingStory,
  stepSucceededStory,
} from '../support/reviewDialogStories';

const GRID = '本机构的课程';

type RemoveTeacher = (removal: PersonRemoval) => Promise<unknown>;

type StoryProps = ReviewListStoryProps & {
  readonly loadDetail: (id: RowId) => Promise<CourseDetail>;
  readonly removeTeacher: RemoveTeacher;
};

function StoryDialog({
  id,
  onClose,
  onEdit,
  load,
  removeTeacher,
}: {
  id: string;
  onClose: () => void;
  onEdit: (id: string) => void;
  load: (id: RowId) => Promise<CourseDetail>;
  removeTeacher: RemoveTeacher;
}) {
  const [logic] = useState(() => detailLoaderOf(load));
  return (
    <OwnCourseDialog
      id={id}
      onClose={onClose}
      onEdit={onEdit}
      logic={logic}
      removeTeacher={removeTeacher}
      materials={<Alert severity="info">{`materials:${id}`}</Alert>}
      certificate={<Alert severity="info">{`certificate:${id}`}</Alert>}
    />
  );
}

/** `/traningApply`: a training institution's courses. */
function CourseApplyStory({ loadDetail, removeTeacher, ...frame }: StoryProps) {
  return (
    <ReviewListStoryFrame
      {...frame}
      user={users.companyAdmin}
      path={pages.traningApply.path}
      preserve={['edit', 'id']}
    >
      <CourseApplyScreen
        // The form's own stories show it; here the page shows which one it opens.
        renderForm={(target) => <Alert severity="info">{`form:${target}`}</Alert>}
        renderDetail={(id, onClose, onEdit) => (
          <StoryDialog
            key={id}
            id={id}
            onClose={onClose}
            onEdit={onEdit}
            load={loadDetail}
            removeTeacher={removeTeacher}
          />
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Courses/CourseApply',
  component: CourseApplyStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    ...loadedListArgs(ownCourseRows),
    loadDetail: fn((id: RowId) =>
      Promise.resolve(
        courseDetail(id === '805' ? 'returned' : 'published', 'institution', { id: Number(id) }),
      ),
    ),
    removeTeacher: fn<RemoveTeacher>(() => Promise.resolve(null)),
  },
} satisfies Meta<typeof CourseApplyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(GRID);
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Each row offers what its status allows; the rest sits in the row's menu. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('共 6 门课程'));
    const draft = rowWith(canvas, '软件测试入门');
    for (const name of ['查看', '编辑', '提交审核', '删除']) {
      await shown(draft.getByRole('button', { name }));
    }
    await shown(rowWith(canvas, '数据治理与数据安全实务').getByRole('button', { name: '撤回' }));
    const published = rowWith(canvas, '信息技术服务基础实务（第三期）');
    await expect(published.queryByRole('button', { name: '编辑' })).toBeNull();
    await userEvent.click(published.getByRole('button', { name: '更多' }));
    const menu = within(await body().findByRole('menu'));
    for (const name of ['截止报名', '课程资料', '学时名单', '复制课程']) {
      await shown(menu.getByRole('menuitem', { name }));
    }
    await expect(menu.queryByRole('menuitem', { name: '结束' })).toBeNull();
  },
};

/** The new button and a row's edit open the form on the page, named in the URL. */
export const OpensForm: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新建课程' }));
    await shown(await canvas.findByText('form:new'));
    await userEvent.click(
      rowWith(canvas, '云计算运维工程师培训').getByRole('button', { name: '编辑' }),
    );
    await shown(await canvas.findByText('form:805'));
  },
};

/** Viewing opens the course in a dialog: dates, materials and steps; edit while returned. */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '云计算运维工程师培训').getByRole('button', { name: '查看' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '课程详情' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('805'));
    await shown(await dialog.findByText('2030-03-10 至 2030-03-11'));
    await shown(dialog.getByText('materials:805'));
    await userEvent.click(dialog.getByRole('button', { name: '编辑' }));
    await shown(await canvas.findByText('form:805'));
  },
};

/**
 * A returned course's teacher comes off from its dialog: asked first, naming them, the call
 * going out with the course's id and version; a published course's teachers are plain text.
 */
export const TeacherRemoved: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '云计算运维工程师培训').getByRole('button', { name: '查看' }),
    );
    const detail = within(await body().findByRole('dialog', { name: '课程详情' }));
    await userEvent.click(await detail.findByRole('button', { name: '移除 林晓燕' }));
    const dialog = within(await body().findByRole('dialog', { name: '移除人员' }));
    await expect(dialog.getByText(/确定从此申请中移除“林晓燕”吗/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '移除' }));
    await shown(await dialog.findByText('已移除。'));
    await expect(args.removeTeacher).toHaveBeenCalledWith(
      expect.objectContaining({ id: 805, personId: 42 }),
    );
  },
};

/** A published course: its teachers named, nothing to take off. */
export const TeachersFixed: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await userEvent.click(
      rowWith(canvas, '信息技术服务基础实务（第三期）').getByRole('button', { name: '查看' }),
    );
    const detail = within(await body().findByRole('dialog', { name: '课程详情' }));
    await shown(await detail.findByText('陈志强、林晓燕'));
    await expect(detail.queryByRole('button', { name: '移除 林晓燕' })).toBeNull();
  },
};

/** Closing sign-up is asked first, then done. */
export const CloseSignUp: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '信息技术服务基础实务（第三期）').getByRole('button', { name: '更多' }),
    );
    await userEvent.click(await body().findByRole('menuitem', { name: '截止报名' }));
    const dialog = within(await body().findByRole('dialog', { name: '截止报名' }));
    await userEvent.click(dialog.getByRole('button', { name: '截止报名' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'CLOSE_SIGNUP',
        ids: [803],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('已截止报名'));
  },
};

/** Copying is asked first; the new draft appears after the list reloads. */
export const CopyConfirmed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '信息技术服务基础实务（第二期）').getByRole('button', { name: '更多' }),
    );
    await userEvent.click(await body().findByRole('menuitem', { name: '复制课程' }));
    const dialog = within(await body().findByRole('dialog', { name: '复制课程' }));
    await userEvent.click(dialog.getByRole('button', { name: '复制课程' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'COPY',
        ids: [801],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('已复制为新草稿'));
  },
};

/** Submitting an incomplete draft: the server's reason, and a retry. */
export const StepFailed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(serviceError(400, '培训日期：请至少安排一个培训日期')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      rowWith(canvas, '软件测试入门').getByRole('button', { name: '提交审核' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '提交课程' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交审核' }));
    await shown(await dialog.findByText('培训日期：请至少安排一个培训日期'));
  },
};

export const StepSubmitting: Story = stepSubmittingStory({
  id: 806,
  decision: 'SUBMIT',
  dialog: '提交课程',
  button: '提交审核',
});

export const StepPartlyFailed: Story = stepPartlyFailedStory({
  id: 804,
  decision: 'WITHDRAW',
  dialog: '撤回课程',
  text: '课程已审核，不能撤回',
  rows: [course('pendingReview', { id: 804 })],
});

export const StepSucceeded: Story = stepSucceededStory({
  id: 806,
  decision: 'SUBMIT',
  dialog: '提交课程',
  text: '已提交，等待审核',
});

export const Idle: Story = stepIdleStory(GRID);

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('button', { name: 'New course' }));
    await shown(canvas.getByRole('grid', { name: 'Our courses' }));
  },
};
