import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { OpenCourse } from '@machines/contracts';
import { FormContext } from '../../src/components/actorContexts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { CoursePickerFlow } from '../../src/features/signUps/CoursePickerDialog';
import { MySignUpsScreen } from '../../src/features/signUps/MySignUpsScreen';
import { SignUpFormDialog } from '../../src/features/signUps/SignUpFormDialog';
import { serviceError, users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import {
  formSnapshot,
  shown,
  storyFormMachine,
  type FormCall,
  type ReviewCall,
} from '../support/storyKit';
import {
  ReviewListStoryFrame,
  type ReviewListStoryProps,
  loadedListArgs,
} from '../support/reviewListStory';
import { StoryVerifiedPeople } from '../support/verifiedPeople';
import { companySignUpRows, openCourses } from './signUpFixtures';

type StoryProps = ReviewListStoryProps & {
  /** `train/applycourselist`, answered from memory (or never, or refused). */
  readonly applicable: () => Promise<readonly OpenCourse[]>;
  /** `train/applycourse`, through the form machine. */
  readonly signUp: FormCall;
};

const FIELDS = ['trainingDateId', 'personIds', 'name', 'idCard', 'mobile'];

/** `/newApply`: a company's sign-ups of its people, and the course picker. */
function MySignUpsStory({ applicable, signUp, ...frame }: StoryProps) {
  const [loader] = useState(() => detailLoaderOf(applicable));
  const [form] = useState(() => storyFormMachine(signUp, signUp));
  const user = users.companyAdmin;
  return (
    <ReviewListStoryFrame {...frame} user={user} path={pages.newApply.path}>
      <StoryVerifiedPeople>
        <MySignUpsScreen
          renderCoursePicker={(onClose) => (
            <CoursePickerFlow
              loader={loader}
              onClose={onClose}
              renderForm={(course) => (
                <FormContext.Provider
                  logic={form}
                  options={{
                    snapshot: formSnapshot('editing', { recordId: null, fields: FIELDS }),
                  }}
                >
                  <SignUpFormDialog
                    course={course}
                    mode="company"
                    self={{ name: user.name, mobile: user.userName }}
                    onClose={onClose}
                  />
                </FormContext.Provider>
              )}
            />
          )}
        />
      </StoryVerifiedPeople>
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Sign-ups/MySignUps',
  component: MySignUpsStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: {
    ...loadedListArgs(companySignUpRows),
    applicable: fn(() =>
      Promise.resolve(openCourses.filter((course) => course.remainingPlaces > 0)),
    ),
    signUp: fn<FormCall>(() => Promise.resolve({ id: 305 })),
  },
} satisfies Meta<typeof MySignUpsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('我的报名');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Each sign-up with its status; only one not past its exam may be cancelled. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '培训报名' }));
    await shown(canvas.getByText('共 4 条报名'));
    await shown(canvas.getByRole('link', { name: '报名课程' }));
    const waiting = rowWith(canvas, '信息技术服务基础实务（第三期）');
    await shown(waiting.getByText('已报名，待审核'));
    await shown(waiting.getByRole('button', { name: '取消报名' }));
    const issued = rowWith(canvas, '第二期');
    await shown(issued.getByText('证书已颁发'));
    await expect(issued.queryByRole('button', { name: '取消报名' })).toBeNull();
  },
};

/** Cancelling is asked first, in red; the list reloads after. */
export const CancelAsked: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '许静').getByRole('button', { name: '取消报名' }));
    const dialog = within(await body().findByRole('dialog', { name: '取消报名' }));
    await shown(dialog.getByText(/名额将释放给其他人/));
    await userEvent.click(dialog.getByRole('button', { name: '取消报名' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith(
        expect.objectContaining({ decision: 'CANCEL', ids: [302] }),
      ),
    );
    await shown(await dialog.findByText('报名已取消'));
  },
};

/** Someone decided first: the refusal stays in the dialog, with a retry. */
export const CancelRefused: Story = {
  parameters: { state: 'reviewMachine:failed' },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(serviceError(409, '数据已被他人修改，请刷新后重试')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '许静').getByRole('button', { name: '取消报名' }));
    const dialog = within(await body().findByRole('dialog', { name: '取消报名' }));
    await userEvent.click(dialog.getByRole('button', { name: '取消报名' }));
    await shown(await dialog.findByRole('button', { name: '重试' }));
    await shown(dialog.getAllByText('数据已被他人修改，请刷新后重试')[0] ?? null);
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: 'Training sign-up' }));
    await shown(canvas.getByRole('grid', { name: 'My sign-ups' }));
    await shown(canvas.getByText('Sign-ups: 4'));
  },
};

const COURSE = '信息技术服务基础实务（第三期）';
const openPicker = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('button', { name: '按名称找课程' }));
  return within(await body().findByRole('dialog', { name: '选择要报名的课程' }));
};

/** The courses open to the company are still loading. */
export const PickerLoading: Story = {
  args: { applicable: fn(() => new Promise<readonly OpenCourse[]>(() => undefined)) },
  play: async ({ canvas }) => {
    const dialog = await openPicker(canvas);
    await shown(dialog.getByRole('progressbar', { name: '加载中…' }));
  },
};

/** They could not be loaded: said so, with a retry that asks again. */
export const PickerFailed: Story = {
  args: { applicable: fn(() => Promise.reject(serviceError(500, '服务器繁忙'))) },
  play: async ({ canvas, args }) => {
    const dialog = await openPicker(canvas);
    await shown(await dialog.findByText('可报名的课程加载失败'));
    await userEvent.click(dialog.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.applicable).toHaveBeenCalledTimes(2));
  },
};

/** No course takes sign-ups now (or none has a place left). */
export const PickerNone: Story = {
  args: { applicable: fn(() => Promise.resolve([])) },
  play: async ({ canvas }) => {
    const dialog = await openPicker(canvas);
    await shown(await dialog.findByText('目前没有可报名的课程。'));
  },
};

/**
 * The course found by part of its name (its institution, deadline and places shown), then
 * its sign-up form: a session and a verified person, sent through the picker's call.
 */
export const PickerSignsUp: Story = {
  parameters: { states: ['formMachine:editing', 'formMachine:submitted'] },
  play: async ({ canvas, args }) => {
    const dialog = await openPicker(canvas);
    await shown(dialog.getByRole('button', { name: '下一步' }));
    await expect(dialog.getByRole('button', { name: '下一步' })).toBeDisabled();
    await userEvent.type(await dialog.findByRole('combobox', { name: '课程名称' }), '第三期');
    await userEvent.click(await body().findByRole('option', { name: new RegExp(COURSE) }));
    await shown(dialog.getByText(/剩余 52 个名额/));
    await userEvent.click(dialog.getByRole('button', { name: '下一步' }));
    const form = within(await body().findByRole('dialog', { name: `报名：${COURSE}` }));
    await userEvent.click(form.getAllByRole('radio')[0] ?? document.body);
    await userEvent.click(form.getByRole('combobox', { name: /参训人员/ }));
    await userEvent.click(await body().findByRole('option', { name: /^邓伟/ }));
    await userEvent.click(form.getByRole('button', { name: '提交报名' }));
    await waitFor(() =>
      expect(args.signUp).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ trainingDateId: '1', personIds: [31] }) as unknown,
        }),
      ),
    );
    await shown(await form.findByText('报名已提交，等待培训机构审核。'));
  },
};

/** The picker in English. */
export const PickerEnglish: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Find a course by name' }));
    const dialog = within(
      await body().findByRole('dialog', { name: 'Choose a course to sign up for' }),
    );
    await shown(await dialog.findByRole('combobox', { name: 'Course name' }));
  },
};
