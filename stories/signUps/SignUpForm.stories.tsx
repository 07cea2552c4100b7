import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { OpenCourse } from '@machines/contracts';
import { FormContext } from '../../src/components/actorContexts';
import { OpenCoursesScreen } from '../../src/features/signUps/OpenCoursesScreen';
import { SignUpFormDialog, type SignUpMode } from '../../src/features/signUps/SignUpFormDialog';
import { serviceError, users } from '../support/fixtures';
import { body, emptyStory, loadingStory, rowWith } from '../support/listStories';
import {
  formSnapshot,
  pageOf,
  shown,
  storyFormMachine,
  type FormCall,
  type ReviewCall,
} from '../support/storyKit';
import { ReviewListStoryFrame, type ReviewListStoryProps } from '../support/reviewListStory';
import { StoryVerifiedPeople } from '../support/verifiedPeople';
import { openCourses } from './signUpFixtures';

type StoryProps = ReviewListStoryProps & {
  readonly mode: SignUpMode;
  readonly formState: string;
  readonly signUp: FormCall;
  /** The individual's number from earlier sign-ups (`train/self-identity`). */
  readonly identity?: string | null;
};

const FIELDS = ['trainingDateId', 'personIds', 'name', 'idCard', 'mobile'];

/** `/traningSignUp`: the open courses, and the sign-up form of the one chosen. */
function OpenCoursesStory({ mode, formState, signUp, identity = null, ...frame }: StoryProps) {
  const [form] = useState(() => storyFormMachine(signUp, signUp));
  const user = mode === 'company' ? users.companyAdmin : users.trainee;
  return (
    <ReviewListStoryFrame {...frame} user={user} path={pages.traningSignUp.path}>
      <StoryVerifiedPeople>
        <OpenCoursesScreen
          renderForm={(course, onClose) => (
            <FormContext.Provider
              logic={form}
              options={{ snapshot: formSnapshot(formState, { recordId: null, fields: FIELDS }) }}
            >
              <SignUpFormDialog
                course={course}
                mode={mode}
                self={{ name: user.name, mobile: user.userName }}
                identity={identity}
                onClose={onClose}
              />
            </FormContext.Provider>
          )}
        />
      </StoryVerifiedPeople>
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Sign-ups/SignUpForm',
  component: OpenCoursesStory,
  parameters: { machine: ['formMachine', 'listMachine'] },
  args: {
    mode: 'company',
    formState: 'editing',
    state: 'loaded',
    context: { rows: openCourses, total: openCourses.length },
    fetchPage: fn(() => Promise.resolve(pageOf(openCourses as never[], openCourses.length))),
    submitDecision: fn<ReviewCall>(() => Promise.resolve([])),
    signUp: fn<FormCall>(() => Promise.resolve({ id: 301 })),
  },
} satisfies Meta<typeof OpenCoursesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const COURSE = '信息技术服务基础实务（第三期）';
const openForm = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(
    await waitFor(() => rowWith(canvas, COURSE).getByRole('button', { name: `报名《${COURSE}》` })),
  );
  return within(await body().findByRole('dialog', { name: `报名：${COURSE}` }));
};

export const Loading: Story = {
  ...loadingStory('可报名的课程'),
  parameters: { state: 'listMachine:loading' },
};
export const Empty: Story = { ...emptyStory(), parameters: { state: 'listMachine:empty' } };

/** Each course with its institution, fee, next session and free places; a full one cannot be chosen. */
export const Courses: Story = {
  parameters: { state: 'listMachine:loaded' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '培训报名' }));
    const open = rowWith(canvas, COURSE);
    await shown(open.getByText('¥2800.00'));
    await shown(open.getByText('2030-03-10 至 2030-03-11'));
    await shown(open.getByText('52'));
    const full = rowWith(canvas, '数据治理与数据安全实务');
    await shown(full.getByText('免费'));
    await expect(
      full.getByRole('button', { name: '报名《数据治理与数据安全实务》' }),
    ).toBeDisabled();
  },
};

/** The course's one open session is chosen already (issue 42). */
const [firstCourse] = openCourses;
const oneSession = {
  ...firstCourse,
  dates: firstCourse?.dates.slice(0, 1) ?? [],
} as OpenCourse;

export const OneSessionChosen: Story = {
  parameters: { state: 'editing' },
  args: {
    context: { rows: [oneSession], total: 1 },
    fetchPage: fn(() => Promise.resolve(pageOf([oneSession] as never[], 1))),
  },
  play: async ({ canvas }) => {
    const dialog = await openForm(canvas);
    await expect(dialog.getByRole('radio')).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: '提交报名' }));
    await shown(await dialog.findByText('请至少选择一人'));
    await expect(dialog.queryByText('请选择培训日期')).toBeNull();
  },
};

/** A company's form: a session, then people of its verified roster; nothing chosen says so. */
export const CompanyForm: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    const dialog = await openForm(canvas);
    await shown(
      dialog.getByText(
        '2030-03-10 至 2030-03-11，成都市高新区天府大道中段1268号 蜀信培训中心 3 楼，剩余 22 个名额',
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: '提交报名' }));
    await shown(await dialog.findByText('请选择培训日期'));
    await shown(dialog.getByText('请至少选择一人'));
    await expect(args.signUp).not.toHaveBeenCalled();
  },
};

/** Two people signed up for the second session: sent, then the way to my sign-ups. */
export const Submitted: Story = {
  parameters: { states: ['submitting', 'submitted'] },
  args: {
    signUp: fn<FormCall>(
      () => new Promise((resolve) => setTimeout(() => resolve({ id: 301 }), 300)),
    ),
  },
  play: async ({ canvas, args }) => {
    const dialog = await openForm(canvas);
    await userEvent.click(dialog.getAllByRole('radio')[1] ?? document.body);
    await userEvent.click(dialog.getByRole('combobox', { name: /参训人员/ }));
    await userEvent.click(await body().findByRole('option', { name: /^邓伟/ }));
    await userEvent.click(dialog.getByRole('combobox', { name: /参训人员/ }));
    await userEvent.click(await body().findByRole('option', { name: /^罗敏/ }));
    await userEvent.click(dialog.getByRole('button', { name: '提交报名' }));
    await waitFor(() =>
      expect(args.signUp).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ trainingDateId: '2', personIds: [31, 32] }),
        }),
      ),
    );
    await shown(await dialog.findByText('报名已提交，等待培训机构审核。'));
    await shown(dialog.getByRole('link', { name: '查看我的报名' }));
  },
};

/** The last places went to others meanwhile: the refusal above the fields, nothing lost. */
export const Refused: Story = {
  parameters: { state: 'editing' },
  args: {
    signUp: fn<FormCall>(() => Promise.reject(serviceError(409, '名额不足：剩余 1 个，报名 2 人'))),
  },
  play: async ({ canvas }) => {
    const dialog = await openForm(canvas);
    await userEvent.click(dialog.getAllByRole('radio')[0] ?? document.body);
    await userEvent.click(dialog.getByRole('combobox', { name: /参训人员/ }));
    await userEvent.click(await body().findByRole('option', { name: /^邓伟/ }));
    await userEvent.click(dialog.getByRole('button', { name: '提交报名' }));
    await shown(await dialog.findByText('名额不足：剩余 1 个，报名 2 人'));
    await shown(dialog.getByRole('button', { name: /邓伟/ }));
  },
};

/** An individual signs up in their own name: name and mobile filled in, the ID card checked. */
export const SelfForm: Story = {
  parameters: { state: 'editing' },
  args: { mode: 'self' },
  play: async ({ canvas }) => {
    const dialog = await openForm(canvas);
    await expect(dialog.getByRole('textbox', { name: /姓名/ })).toHaveValue('吴磊');
    await expect(dialog.getByRole('textbox', { name: /手机号/ })).toHaveValue('13900001000');
    await userEvent.type(dialog.getByRole('textbox', { name: /身份证号/ }), '510104199001010010');
    await userEvent.click(dialog.getByRole('button', { name: '提交报名' }));
    await shown(await dialog.findByText('身份证号码不正确，请核对后重新输入'));
    await shown(dialog.getByText('证书将按此姓名和身份证号颁发，请核对无误。'));
  },
};

/**
 * One account, one trainee: an individual who signed up before has that sign-up's ID card
 * number filled in and fixed. A number the server finds on no earlier sign-up (the page
 * opened before a sign-up elsewhere) is refused on its field, naming the one to use.
 */
export const SelfIdentityFixed: Story = {
  parameters: { states: ['editing', 'submitting'] },
  args: {
    mode: 'self',
    identity: '510104198801010012',
    signUp: fn<FormCall>(() =>
      Promise.reject(
        serviceError(400, '身份证号须与本账号此前报名所用的一致（5101**********0012）', {
          idCard: '身份证号须与本账号此前报名所用的一致（5101**********0012）',
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await openForm(canvas);
    const idCard = dialog.getByRole('textbox', { name: /身份证号/ });
    await expect(idCard).toHaveValue('510104198801010012');
    await expect(idCard).toHaveAttribute('readonly');
    await shown(dialog.getByText('以本账号此前的报名为准；如号码有误，请携带身份证原件到协会更正'));
    const session = dialog.getByRole('radio', { name: /^2030-03-10/ });
    await userEvent.click(session);
    await expect(session).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: '提交报名' }));
    await shown(await dialog.findByText(/须与本账号此前报名所用的一致/));
  },
};

export const English: Story = {
  parameters: { state: 'editing' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: 'Sign up for training' }));
    await userEvent.click(
      await waitFor(() =>
        rowWith(canvas, COURSE).getByRole('button', { name: `Sign up for ${COURSE}` }),
      ),
    );
    const dialog = within(await body().findByRole('dialog', { name: `Sign up: ${COURSE}` }));
    await shown(dialog.getByText(/places left: 22/));
  },
};
