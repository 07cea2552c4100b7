import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { FormContext } from '../../src/components/actorContexts';
import { IssueDateDialog } from '../../src/features/signUps/IssueDateDialog';
import { SignUpCoursesScreen } from '../../src/features/signUps/SignUpCoursesScreen';
import { users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { formSnapshot, shown, storyFormMachine, type FormCall } from '../support/storyKit';
import {
  ReviewListStoryFrame,
  type ReviewListStoryProps,
  loadedListArgs,
} from '../support/reviewListStory';
import { signUpCourseRows } from './signUpFixtures';

type StoryProps = ReviewListStoryProps & { readonly saveIssueDate: FormCall };

/**
 * `/entryTraining`: the institution's courses taking sign-ups, the sign-up switch and the
 * issue date of a course's certificates (the stored one: 2029-11-11 here).
 */
function SignUpCoursesStory({ saveIssueDate, ...props }: StoryProps) {
  const [form] = useState(() => storyFormMachine(saveIssueDate, saveIssueDate));
  return (
    <ReviewListStoryFrame {...props} user={users.companyAdmin} path={pages.entryTraining.path}>
      <SignUpCoursesScreen
        renderIssueDate={(course, onClose) => (
          <FormContext.Provider
            logic={form}
            options={{
              snapshot: formSnapshot('editing', { recordId: course.id, fields: ['issuedOn'] }),
            }}
          >
            <IssueDateDialog course={course} issuedOn="2029-11-11" onClose={onClose} />
          </FormContext.Provider>
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Sign-ups/SignUpCourses',
  component: SignUpCoursesStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: {
    ...loadedListArgs(signUpCourseRows),
    saveIssueDate: fn<FormCall>(() => Promise.resolve({ id: 804 })),
  },
} satisfies Meta<typeof SignUpCoursesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('本机构的培训课程');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Places taken, sign-ups waiting, and the switch of each published course. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '报名审核' }));
    const open = rowWith(canvas, '信息技术服务基础实务（第三期）');
    await shown(open.getByText('4 / 60'));
    await shown(open.getByText('报名中'));
    await shown(open.getByRole('button', { name: '关闭报名' }));
    const closed = rowWith(canvas, '信息系统项目管理实务');
    await shown(closed.getByText('已关闭'));
    await shown(closed.getByRole('button', { name: '开放报名' }));
    const finished = rowWith(canvas, '第二期');
    await expect(finished.queryByRole('button', { name: '关闭报名' })).toBeNull();
    await shown(
      finished.getByRole('button', { name: '查看《信息技术服务基础实务（第二期）》的报名' }),
    );
  },
};

/** Closing sign-up is asked first; the course then hides from sign-up. */
export const CloseAsked: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '第三期').getByRole('button', { name: '关闭报名' }));
    const dialog = within(await body().findByRole('dialog', { name: '关闭报名' }));
    await shown(dialog.getByText(/已报名的学员不受影响/));
    await userEvent.click(dialog.getByRole('button', { name: '关闭报名' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith(
        expect.objectContaining({ decision: 'CLOSE', ids: [801] }),
      ),
    );
    await shown(await dialog.findByText('已关闭报名'));
  },
};

/**
 * The course drawing its certificates on its own template may clear it (asked first, the
 * standard template named); a course on its level's offers nothing to clear.
 */
export const TemplateCleared: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await shown(rowWith(canvas, '第三期').getByText('自有模板'));
    await shown(rowWith(canvas, '第二期').getByText('标准模板'));
    await expect(
      rowWith(canvas, '第二期').queryByRole('button', { name: /的证书模板/ }),
    ).toBeNull();
    await userEvent.click(
      rowWith(canvas, '第三期').getByRole('button', {
        name: '清除“信息技术服务基础实务（第三期）”的证书模板',
      }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '清除课程证书模板' }));
    await shown(dialog.getByText(/课程自有模板不可恢复/));
    await userEvent.click(dialog.getByRole('button', { name: '清除课程证书模板' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith(
        expect.objectContaining({ decision: 'CLEAR_TEMPLATE', ids: [801] }),
      ),
    );
    await shown(await dialog.findByText('已清除课程证书模板，证书将使用标准模板'));
  },
};

/** The finished course's certificates carry its last training day; saved. */
export const IssueDateSaved: Story = {
  parameters: { states: ['formMachine:editing', 'formMachine:submitted'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '第二期').getByRole('button', {
        name: '设置“信息技术服务基础实务（第二期）”的发证日期',
      }),
    );
    const dialog = within(
      await body().findByRole('dialog', { name: '发证日期：信息技术服务基础实务（第二期）' }),
    );
    await shown(dialog.getByText(/已发的证书不受影响/));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.saveIssueDate).toHaveBeenCalledWith(
        expect.objectContaining({ values: { issuedOn: '2029-11-11' } }),
      ),
    );
    await shown(await dialog.findByText(/发证日期已保存/));
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: 'Sign-up review' }));
    await shown(canvas.getByRole('grid', { name: "The institution's courses" }));
  },
};
