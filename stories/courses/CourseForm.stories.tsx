import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { textNotice } from '@machines/app/notice';
import { CourseForm } from '../../src/features/courses/CourseForm';
import { body } from '../support/listStories';
import { shown } from '../support/storyKit';
import { applicantFormArgs, applicantFormStory } from '../support/formStoryFrame';
import { formProgressStories } from '../support/formStories';
import { course, COURSE_RETURN_COMMENT, courseChoices, teachers } from './courseFixtures';

/** The form on /traningApply?edit=…, its machine restored, its choices from memory. */
const FormStory = applicantFormStory({
  path: pages.traningApply.path,
  fields: ['name', 'courseLevelId', 'teacherIds', 'dates'],
  recordOf: (props) => props.course,
  Form: CourseForm,
});

const meta = {
  title: 'Courses/CourseForm',
  component: FormStory,
  parameters: { machine: 'formMachine' },
  args: {
    ...applicantFormArgs(801),
    course: null,
    returnComment: null,
    choices: courseChoices,
    teachers,
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const pickOption = async (combobox: HTMLElement, option: string) => {
  await userEvent.click(combobox);
  await userEvent.click(
    await within(await body().findByRole('listbox')).findByRole('option', { name: option }),
  );
};

/** A new course submitted empty: what a submission needs (a date too), nothing is sent. */
export const Editing: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await shown(canvas.getByRole('heading', { name: '新建课程' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交审核' }));
    await expect(canvas.getByRole('textbox', { name: /^课程名称/ })).toHaveAccessibleDescription(
      '必填',
    );
    await shown(canvas.getByText('请至少安排一个培训日期'));
    await expect(args.submit).not.toHaveBeenCalled();
    // Its materials and certificate come once it exists.
    await shown(canvas.getByText('保存草稿后，即可在此上传课程资料、设计课程证书。'));
  },
};

/** A draft with its level, a teacher and a date: all of it goes in one call. */
export const DraftWithDates: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^课程名称/ }), '数据治理实务');
    // The type heads its levels and is no choice itself.
    await userEvent.click(canvas.getByRole('combobox', { name: /^课程等级/ }));
    const levels = await body().findByRole('listbox');
    await shown(within(levels).getByText('信息技术服务基础'));
    await expect(
      within(levels).queryByRole('option', { name: '信息技术服务基础' }),
    ).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await pickOption(
      canvas.getByRole('combobox', { name: /^课程等级/ }),
      '信息技术服务基础 · 中级',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: /^授课教师/ }));
    await userEvent.click(await body().findByRole('option', { name: /^林晓燕/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: '添加培训日期' }));
    const session = canvas.getByRole('group', { name: '第 1 期' });
    await userEvent.type(within(session).getByRole('textbox', { name: /^名额/ }), '0');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await expect(args.saveDraft).not.toHaveBeenCalled();
    await userEvent.click(within(session).getByRole('button', { name: '删除第 1 期' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(args.saveDraft).toHaveBeenCalledWith({
        recordId: null,
        values: expect.objectContaining({
          name: '数据治理实务',
          courseLevelId: '212',
          teacherIds: [42],
          dates: [],
        }),
      }),
    );
  },
};

/** Online: no place is asked for. */
export const Online: Story = {
  parameters: { state: 'editing' },
  args: { course: course('draft', { online: true, location: '' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '线上课程' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^培训地点/ })).toBeDisabled();
  },
};

/** Returned by the expert: the reason above the form, the dates kept; resubmitted. */
export const Returned: Story = {
  parameters: { state: 'editing' },
  args: { course: course('returned'), returnComment: COURSE_RETURN_COMMENT },
  play: async ({ canvas, args }) => {
    await shown(canvas.getByText(COURSE_RETURN_COMMENT));
    await shown(canvas.getByRole('group', { name: '第 2 期' }));
    // The pages that complete it are reachable from the form itself.
    const pagesOfCourse = within(canvas.getByRole('region', { name: '课程资料与证书' }));
    await expect(pagesOfCourse.getByRole('link', { name: '课程资料' })).toHaveAttribute(
      'href',
      `/courseDocument?course=${args.course?.id ?? ''}`,
    );
    await expect(pagesOfCourse.getByRole('link', { name: '证书模板' })).toHaveAttribute(
      'href',
      `/courseCertificate?course=${args.course?.id ?? ''}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: '提交审核' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        recordId: 801,
        values: expect.objectContaining({
          courseLevelId: '211',
          certificateLevelId: '311',
          teacherIds: [41, 42],
          dates: [
            expect.objectContaining({ startsOn: '2030-03-10', capacity: '30' }),
            expect.objectContaining({ startsOn: '2030-04-07', capacity: '30' }),
          ],
        }),
      }),
    );
  },
};

/** No teachers yet: the form says where to go first. */
export const NothingToChoose: Story = {
  parameters: { state: 'editing' },
  args: { teachers: [], choices: { courseTypes: [], certificateTypes: [] } },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('本机构暂无已核验的师资，请先在机构申请中登记授课教师'));
    await expect(canvas.getByRole('combobox', { name: /^课程等级/ })).toHaveAccessibleDescription(
      '本条线暂无可选的课程等级，请联系协会',
    );
  },
};

/** The server refuses a date: its message on the date, the summary above the form. */
export const ServerRefused: Story = {
  parameters: { state: 'editing' },
  args: {
    course: course('draft', { dates: course('returned').dates }),
    context: {
      error: textNotice('请检查标出的字段'),
      fieldErrors: { 'dates.1': '培训日期的名额不能超过课程名额 20 人' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('请检查标出的字段');
    await shown(
      within(canvas.getByRole('group', { name: '第 2 期' })).getByText(
        '培训日期的名额不能超过课程名额 20 人',
      ),
    );
  },
};

const progress = formProgressStories({
  draft: { course: course('draft') },
  submitButton: '提交审核',
  submitted: { text: '提交成功', back: '返回课程列表' },
});

export const SavingDraft: Story = progress.savingDraft;
export const Submitting: Story = progress.submitting;
export const Submitted: Story = progress.submitted;

export const English: Story = {
  parameters: { state: 'editing' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('heading', { name: 'New course' }));
    await shown(canvas.getByRole('button', { name: 'Add a training date' }));
    await shown(canvas.getByRole('region', { name: 'Materials and certificate' }));
  },
};
