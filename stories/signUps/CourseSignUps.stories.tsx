import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { RowId } from '@machines/app/list';
import { initialListQuery, type ListQuery } from '@machines/app/listQuery';
import type { SignUpDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { CourseSignUpsScreen } from '../../src/features/signUps/CourseSignUpsScreen';
import { SignUpReviewDialog } from '../../src/features/signUps/SignUpReviewDialog';
import { ExamBatchDialog } from '../../src/features/signUps/ExamBatchDialog';
import { ExamDialog } from '../../src/features/signUps/ExamDialog';
import { FormContext } from '../../src/components/actorContexts';
import type { BlobAnswer } from '../../src/lib/api/client';
import { offeredDecisions } from '../support/decisionStories';
import { users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { decisionPartlyFailedStory } from '../support/reviewDialogStories';
import { formSnapshot, shown, storyFormMachine, type FormCall } from '../support/storyKit';
import {
  ReviewListStoryFrame,
  type ReviewListStoryProps,
  loadedListArgs,
} from '../support/reviewListStory';
import { courseSignUpRows, signUp, signUpDetail } from './signUpFixtures';

type StoryProps = ReviewListStoryProps & {
  readonly loadDetail: (id: RowId) => Promise<SignUpDetail>;
  readonly recordExam: FormCall;
  readonly recordExams: FormCall;
  readonly exportRoster: (query: ListQuery) => Promise<BlobAnswer>;
  readonly save: (blob: Blob, fileName: string) => void;
};

function StorySignUpDialog({
  id,
  onClose,
  load,
}: {
  id: string;
  onClose: () => void;
  load: (id: RowId) => Promise<SignUpDetail>;
}) {
  const [logic] = useState(() => detailLoaderOf(load));
  return <SignUpReviewDialog id={id} onClose={onClose} logic={logic} />;
}

/** `/entryTraining?course=801`: one course's sign-ups, decided one by one or in a batch. */
function CourseSignUpsStory({
  loadDetail,
  recordExam,
  recordExams,
  exportRoster,
  save,
  ...frame
}: StoryProps) {
  const [exam] = useState(() => storyFormMachine(recordExam, recordExam));
  const [exams] = useState(() => storyFormMachine(recordExams, recordExams));
  return (
    <ReviewListStoryFrame
      {...frame}
      user={users.companyAdmin}
      path={pages.entryTraining.path}
      preserve={['course', 'id']}
      url={frame.url ?? `${pages.entryTraining.path}?course=801`}
    >
      <CourseSignUpsScreen
        exportRoster={exportRoster}
        save={save}
        renderDetail={(id, onClose) => (
          <StorySignUpDialog key={id} id={id} onClose={onClose} load={loadDetail} />
        )}
        renderExamBatch={(signUps, onClose) => (
          <FormContext.Provider logic={exams}>
            <ExamBatchDialog signUps={signUps} onClose={onClose} />
          </FormContext.Provider>
        )}
        renderExam={(signUp, onClose) => (
          <FormContext.Provider
            logic={exam}
            options={{
              snapshot: formSnapshot('editing', {
                recordId: signUp.id,
                fields: ['event', 'score'],
              }),
            }}
          >
            <ExamDialog signUp={signUp} onClose={onClose} />
          </FormContext.Provider>
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Sign-ups/CourseSignUps',
  component: CourseSignUpsStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: {
    ...loadedListArgs(courseSignUpRows),
    loadDetail: fn((id: RowId) =>
      Promise.resolve(signUpDetail('signedUp', 'institution', { id: Number(id) })),
    ),
    recordExam: fn<FormCall>(() => Promise.resolve({ id: 313 })),
    recordExams: fn<FormCall>(() =>
      Promise.resolve([
        { id: 313, ok: true },
        { id: 316, ok: false, message: '数据已被他人修改，请刷新后重试' },
      ] as never),
    ),
    exportRoster: fn((_query: ListQuery) =>
      Promise.resolve({ blob: new Blob(['xlsx']), fileName: 'sign-ups-801.xlsx' }),
    ),
    save: fn(),
  },
} satisfies Meta<typeof CourseSignUpsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('课程的报名');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Companies' people and an individual; only those waiting may be selected for a batch. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(
      await canvas.findByRole('heading', { name: '报名审核：信息技术服务基础实务（第三期）' }),
    );
    await shown(rowWith(canvas, '吴磊').getByText('个人报名'));
    await expect(rowWith(canvas, '孙建华').getByRole('checkbox')).toBeEnabled();
    await expect(rowWith(canvas, '刘洋').getByRole('checkbox')).toBeDisabled();
    await shown(canvas.getByRole('link', { name: '返回课程列表' }));
  },
};

/** Two waiting sign-ups approved at once. */
export const BatchApproved: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '孙建华').getByRole('checkbox'));
    await userEvent.click(rowWith(canvas, '吴磊').getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '批量通过' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '报名通过' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith(
        expect.objectContaining({ decision: 'APPROVE_SIGNUP', ids: [311, 312] }),
      ),
    );
  },
};

export const PartlyFailed: Story = decisionPartlyFailedStory();

/** A sign-up opened: the institution approves, rejects with a reason, or cancels. */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  args: { url: `${pages.entryTraining.path}?course=801&id=311` },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: '报名详情' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('311'));
    await waitFor(() =>
      expect(offeredDecisions(dialog)).toEqual(['报名驳回', '取消报名', '报名通过']),
    );
  },
};

/** An approved trainee's exam: nothing chosen says so; then a pass with its score. */
export const ExamRecorded: Story = {
  parameters: { states: ['formMachine:editing', 'formMachine:submitted'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '刘洋').getByRole('button', { name: '录入刘洋的考试结果' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '考试结果：刘洋' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存结果' }));
    await shown(await dialog.findByText('请选择考试结果'));
    await shown(dialog.getByText('请输入考试成绩'));
    await userEvent.click(dialog.getByRole('radio', { name: '考试合格' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /考试成绩/ }), '86.5');
    await userEvent.click(dialog.getByRole('button', { name: '保存结果' }));
    await waitFor(() =>
      expect(args.recordExam).toHaveBeenCalledWith(
        expect.objectContaining({ values: { event: 'PASS_EXAM', score: '86.5' } }),
      ),
    );
    await shown(await dialog.findByText(/考试结果已保存/));
  },
};

/** A score with two decimals is refused under its field. */
export const ExamScoreInvalid: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '刘洋').getByRole('button', { name: '录入刘洋的考试结果' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '考试结果：刘洋' }));
    await userEvent.click(dialog.getByRole('radio', { name: '考试不合格' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /考试成绩/ }), '59.25');
    await userEvent.click(dialog.getByRole('button', { name: '保存结果' }));
    await shown(await dialog.findByText('成绩应为 0 到 100 之间的数，最多一位小数'));
    await expect(args.recordExam).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(
      await canvas.findByRole('heading', {
        name: 'Sign-up review: 信息技术服务基础实务（第三期）',
      }),
    );
    await shown(canvas.getByRole('button', { name: 'Approve selected' }));
  },
};

/** The roster under the list's filters goes out as a spreadsheet. */
export const ExportRoster: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '姓名' }), '刘');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await userEvent.click(canvas.getByRole('button', { name: '导出名单' }));
    await waitFor(() =>
      expect(args.exportRoster).toHaveBeenCalledWith(
        initialListQuery({ filters: { traineeName: '刘' } }),
      ),
    );
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith(expect.any(Blob), 'sign-ups-801.xlsx'),
    );
  },
};

/** Two approved trainees on the page: the batch exam form offers a score for each. */
const withTwoApproved = [...courseSignUpRows, signUp('approved', { id: 316, traineeName: '王强' })];

/** Nothing chosen: the form says what is missing, under the result and the first score. */
export const ExamBatchNeedsScores: Story = {
  parameters: { state: 'loaded' },
  args: { context: { rows: withTwoApproved, total: withTwoApproved.length } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '批量录入成绩' }));
    const dialog = within(await body().findByRole('dialog', { name: '批量录入考试成绩' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存结果' }));
    await shown(await dialog.findByText('请选择考试结果'));
    await shown(dialog.getByText('请至少为一名学员填写成绩'));
    await userEvent.type(dialog.getByRole('textbox', { name: '王强 的成绩' }), '101');
    await userEvent.click(dialog.getByRole('button', { name: '保存结果' }));
    await shown(await dialog.findByText('成绩应为 0 到 100 之间的数，最多一位小数'));
    await expect(args.recordExams).not.toHaveBeenCalled();
  },
};

/** One result and two scores sent; one trainee recorded, the other refused with why. */
export const ExamBatchRecorded: Story = {
  parameters: { state: 'loaded' },
  args: { context: { rows: withTwoApproved, total: withTwoApproved.length } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '批量录入成绩' }));
    const dialog = within(await body().findByRole('dialog', { name: '批量录入考试成绩' }));
    await userEvent.click(dialog.getByRole('radio', { name: '考试合格' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '刘洋 的成绩' }), '86.5');
    await userEvent.type(dialog.getByRole('textbox', { name: '王强 的成绩' }), '90');
    await userEvent.click(dialog.getByRole('button', { name: '保存结果' }));
    await waitFor(() =>
      expect(args.recordExams).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({
            event: 'PASS_EXAM',
            'score-313': '86.5',
            'score-316': '90',
          }),
        }),
      ),
    );
    await shown(await dialog.findByText('已录入 1 名学员的考试结果。'));
    await shown(dialog.getByText('王强'));
    await shown(dialog.getByText('数据已被他人修改，请刷新后重试'));
  },
};

/** Nobody on the page waits for an exam: the batch form is not offered. */
export const ExamBatchNobodyApproved: Story = {
  parameters: { state: 'loaded' },
  args: {
    context: {
      rows: courseSignUpRows.filter((row) => row.status !== 1),
      total: courseSignUpRows.length - 1,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '批量录入成绩' })).toBeDisabled();
  },
};
