import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { CourseManageScreen } from '../../src/features/courses/CourseManageScreen';
import { offeredDecisions } from '../support/decisionStories';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { shown } from '../support/storyKit';
import {
  course,
  ownCourseRows,
  reviewCourseRows,
  courseListArgs,
  courseListStory,
} from './courseFixtures';

/** Every institution's courses: shuxin's in every status, and another institution's. */
const allRows = [
  ...ownCourseRows,
  course('pendingReview', {
    id: 901,
    name: '网络安全等级保护实务',
    corporateId: 2,
    companyName: '成都锦城数智科技有限公司',
  }),
];

/** `courseManage` (0000): every course; copy, delete a draft, the platform's steps. */
const CourseManageStory = courseListStory(pages.courseManage.path, CourseManageScreen);

const meta = {
  title: 'Courses/CourseManage',
  component: CourseManageStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: courseListArgs(allRows),
} satisfies Meta<typeof CourseManageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('所有培训机构的课程');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Drafts too, each with its institution; only a draft may be deleted, any course copied. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '课程管理' }));
    const draft = rowWith(canvas, '软件测试入门');
    await shown(draft.getByText('草稿'));
    await shown(draft.getByRole('button', { name: '删除' }));
    await expect(draft.queryByRole('button', { name: '学时名单' })).toBeNull();
    // A course that took sign-ups leads to the people it gave its hours to.
    await shown(rowWith(canvas, '（第二期）').getByRole('button', { name: '学时名单' }));
    const other = rowWith(canvas, '网络安全等级保护实务');
    await shown(other.getByText('成都锦城数智科技有限公司'));
    await shown(other.getByRole('button', { name: '复制课程' }));
    await expect(other.queryByRole('button', { name: '删除' })).toBeNull();
  },
};

/** A copy is asked first, then made for the course's institution. */
export const CopyAsked: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '网络安全等级保护实务').getByRole('button', { name: '复制课程' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '复制课程' }));
    await shown(dialog.getByText(/为其培训机构新建一份草稿/));
    await userEvent.click(dialog.getByRole('button', { name: '复制课程' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith(
        expect.objectContaining({ decision: 'COPY', ids: [901] }),
      ),
    );
    await shown(await dialog.findByText('已复制为新草稿'));
  },
};

/** Deleting an institution's draft is asked first, in red. */
export const DeleteAsked: Story = {
  parameters: { state: 'reviewMachine:composing' },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '软件测试入门').getByRole('button', { name: '删除' }));
    const dialog = within(await body().findByRole('dialog', { name: '删除草稿' }));
    await shown(dialog.getByText(/该培训机构的这份草稿/));
    await shown(dialog.getByRole('button', { name: '删除' }));
  },
};

/** Viewing opens the course with the platform's steps. */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  args: { url: `${pages.courseManage.path}?id=901` },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: '课程详情' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('901'));
    await waitFor(() => expect(offeredDecisions(dialog)).toEqual(['退回', '通过']));
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  args: { context: { rows: reviewCourseRows, total: reviewCourseRows.length } },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: 'Courses' }));
    await shown(canvas.getByRole('grid', { name: 'Courses of every training institution' }));
  },
};
