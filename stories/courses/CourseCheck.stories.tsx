import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { initialListQuery } from '@machines/app/listQuery';
import { CourseCheckScreen } from '../../src/features/courses/CourseCheckScreen';
import { offeredDecisions } from '../support/decisionStories';
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
  decisionPartlyFailedStory,
  decisionSubmittingStory,
  decisionSucceededStory,
  decisionWithReasonStory,
} from '../support/reviewDialogStories';
import { shown } from '../support/storyKit';
import { reviewCourseRows, courseListArgs, courseListStory } from './courseFixtures';

/** `courseCheck`: the platform's and the experts' queue. */
const CourseCheckStory = courseListStory(pages.courseCheck.path, CourseCheckScreen);

const meta = {
  title: 'Courses/CourseCheck',
  component: CourseCheckStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: courseListArgs(reviewCourseRows),
} satisfies Meta<typeof CourseCheckStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('待审核与已审核的课程');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Only what waits for review can be selected. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    const pending = rowWith(canvas, '数据治理与数据安全实务');
    await shown(pending.getByText('信息技术服务基础 · 初级'));
    await expect(pending.getByRole('checkbox')).toBeEnabled();
    await expect(rowWith(canvas, '云计算运维工程师培训').getByRole('checkbox')).toBeDisabled();
  },
};

/** Two courses published at once: one call with both. */
export const BatchApprove: Story = batchApproveStory(
  '数据治理与数据安全实务',
  '信息技术服务基础实务（高级）',
);

/** Viewing opens the course in a dialog named in the URL, with publish and return. */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '数据治理与数据安全实务').getByRole('button', { name: '查看' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '课程详情' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('1'));
    await shown(await dialog.findByText('2030-03-10 至 2030-03-11'));
    await shown(dialog.getByText('materials:1'));
    await waitFor(() => expect(offeredDecisions(dialog)).toEqual(['退回', '通过']));
  },
};

/** Returning from the dialog: the workflow asks for a reason; then the decision goes. */
export const ReturnWithReason: Story = decisionWithReasonStory({
  url: `${pages.courseCheck.path}?id=1`,
  detail: '课程详情',
  decision: 'RETURN',
  button: '退回',
  comment: '请补充考核方式',
});

export const DecisionSubmitting: Story = decisionSubmittingStory([1, 2]);
export const DecisionSucceeded: Story = decisionSucceededStory();
export const DecisionPartlyFailed: Story = decisionPartlyFailedStory();
export const DecisionFailed: Story = decisionFailedStory();

/** Filtering by name asks the server for the first page of it. */
export const FilterByName: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle'] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '课程名称' }), '数据');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(initialListQuery({ filters: { name: '数据' } })),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'Courses sent for review' }));
  },
};
