import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ReviewContext as ReviewMachineContext } from '@machines/app/review';
import type { SignUpDetail } from '@machines/contracts';
import { statusFamilies, type Party } from '@machines/workflows';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { ReviewDialog } from '../../src/components/ReviewDialog';
import { SignUpDetailContext } from '../../src/features/signUps/signUpActors';
import { SignUpDetailContent } from '../../src/features/signUps/SignUpDetailContent';
import { SignUpReviewActions } from '../../src/features/signUps/SignUpReviewDialog';
import { TodayContext } from '../../src/lib/today';
import { STORY_TODAY } from '../support/storyToday';
import { SignUpPageScreen } from '../../src/features/signUps/SignUpPage';
import { SignUpFormDialog } from '../../src/features/signUps/SignUpFormDialog';
import { DateChangeDialog } from '../../src/features/signUps/DateChangeDialog';
import { RetrainDialog } from '../../src/features/signUps/RetrainDialog';
import { FormContext } from '../../src/components/actorContexts';
import { offeredDecisions, statusChipBeside } from '../support/decisionStories';
import { users } from '../support/fixtures';
import { body } from '../support/listStories';
import { recordReviewStories } from '../support/reviewDialogStories';
import {
  AppFrame,
  ReviewFrame,
  formSnapshot,
  reviewSnapshot,
  shown,
  storyFormMachine,
  type FormCall,
  StoryRouter,
  timelineOf,
  type ReviewCall,
} from '../support/storyKit';
import { WorkflowStepper } from '../support/WorkflowStepper';
import {
  DATE_CHANGE_REASON,
  DATE_CHANGE_REFUSAL,
  dateChange,
  moveSteps,
  openCourses,
  SIGN_UP_REJECT_COMMENT,
  signUp,
  signUpDetail,
  traineePhotoFile,
} from './signUpFixtures';

interface DetailStoryProps {
  readonly status: string;
  /** The institution's dialog content, or the applicant's page. */
  readonly party: Extract<Party, 'institution' | 'applicant'>;
  readonly detail?: SignUpDetail;
  readonly load?: () => Promise<SignUpDetail>;
  readonly review?: { state: string; context: Partial<ReviewMachineContext> };
  readonly submitDecision: ReviewCall;
  readonly saveEdit: FormCall;
}

/** One sign-up as the institution's dialog or the applicant's page shows it. */
function DetailStory({
  status,
  party,
  detail,
  load,
  review,
  submitDecision,
  saveEdit,
}: DetailStoryProps) {
  const [answer] = useState(() => detail ?? signUpDetail(status, party));
  const [form] = useState(() => storyFormMachine(saveEdit, saveEdit));
  const [loader] = useState(() => detailLoaderOf(load ?? (() => Promise.resolve(answer))));
  const institution = party === 'institution';
  return (
    <AppFrame user={institution ? users.companyAdmin : users.trainee}>
      <StoryRouter path={institution ? pages.entryTraining.path : pages.traningSignUpEdit.path}>
        <Box sx={{ p: 2, maxWidth: 960 }}>
          <ReviewFrame
            submitDecision={submitDecision}
            {...(review ? { snapshot: reviewSnapshot(review.state, review.context) } : {})}
          >
            <SignUpDetailContext.Provider logic={loader} options={{ input: { id: 301 } }}>
              {institution ? (
                <>
                  <SignUpDetailContent
                    onReload={() => undefined}
                    actions={(loaded) => <SignUpReviewActions detail={loaded} />}
                  />
                  <ReviewDialog itemLabel={() => answer.signUp.traineeName} />
                </>
              ) : (
                <SignUpPageScreen
                  onReload={() => undefined}
                  renderEdit={(editing, onClose) => (
                    <FormContext.Provider
                      logic={form}
                      options={{ snapshot: formSnapshot('editing', { recordId: editing.id }) }}
                    >
                      <SignUpFormDialog
                        course={openCourses[0] ?? (undefined as never)}
                        mode={editing.corporateId === null ? 'self' : 'company'}
                        editing={editing}
                        onClose={onClose}
                      />
                    </FormContext.Provider>
                  )}
                  renderDateChange={(moving, onClose) => (
                    <FormContext.Provider
                      logic={form}
                      options={{ snapshot: formSnapshot('editing', { recordId: moving.id }) }}
                    >
                      <DateChangeDialog
                        signUp={moving}
                        course={openCourses[0] ?? (undefined as never)}
                        onClose={onClose}
                      />
                    </FormContext.Provider>
                  )}
                  renderRetrain={(retaking, onClose) => (
                    <FormContext.Provider
                      logic={form}
                      options={{ snapshot: formSnapshot('editing', { recordId: retaking.id }) }}
                    >
                      <RetrainDialog
                        signUp={retaking}
                        course={openCourses[0] ?? (undefined as never)}
                        onClose={onClose}
                      />
                    </FormContext.Provider>
                  )}
                />
              )}
            </SignUpDetailContext.Provider>
          </ReviewFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Sign-ups/SignUpDetail',
  component: DetailStory,
  parameters: { machine: ['reviewMachine', 'formMachine'] },
  args: {
    status: 'signedUp',
    party: 'institution',
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
    saveEdit: fn<FormCall>(() => Promise.resolve({ id: 301 })),
  },
} satisfies Meta<typeof DetailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: the trainee, course and session, and the institution's three steps. */
export const Idle: Story = {
  parameters: { state: 'idle' },
  play: async ({ canvas }) => {
    await expect(await statusChipBeside(canvas, '刘洋')).toHaveTextContent('已报名，待审核');
    await shown(canvas.getByText('信息技术服务基础实务（第三期）'));
    await shown(canvas.getByText('2030-03-10 至 2030-03-11'));
    await shown(canvas.getByText('510104199001010019'));
    await waitFor(() =>
      expect(offeredDecisions(canvas)).toEqual(['报名驳回', '取消报名', '报名通过']),
    );
  },
};

/** Rejected with a reason: the reason is asked for and sent. */
export const Rejected: Story = {
  parameters: { states: ['composing', 'succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '报名驳回' }));
    const dialog = within(await body().findByRole('dialog', { name: '报名驳回' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^审核意见/ }), '名额已满');
    await userEvent.click(dialog.getByRole('button', { name: '报名驳回' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'REJECT_SIGNUP',
        ids: [301],
        comment: '名额已满',
      }),
    );
    await shown(await dialog.findByText('报名驳回成功'));
  },
};

export const Submitting: Story = recordReviewStories({
  id: 301,
  decision: 'APPROVE_SIGNUP',
  button: '报名通过',
}).submitting;

/** The applicant's page: the reason of a rejection, nothing left to cancel. */
export const ApplicantRejected: Story = {
  parameters: { state: 'idle' },
  args: { party: 'applicant', status: 'rejected' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '报名详情' }));
    await shown(canvas.getByText(SIGN_UP_REJECT_COMMENT));
    await expect(canvas.queryByRole('button', { name: '取消报名' })).toBeNull();
    await shown(canvas.getByRole('link', { name: '返回我的报名' }));
  },
};

/** The applicant cancels an approved sign-up, asked first. */
export const ApplicantCancels: Story = {
  parameters: { states: ['composing', 'succeeded'] },
  args: { party: 'applicant', status: 'approved' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '取消报名' }));
    const dialog = within(await body().findByRole('dialog', { name: '取消报名' }));
    await userEvent.click(dialog.getByRole('button', { name: '取消报名' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith(
        expect.objectContaining({ decision: 'CANCEL', ids: [301] }),
      ),
    );
    await shown(await dialog.findByText('报名已取消'));
  },
};

/** A waiting sign-up moves to the course's other session; the trainee stays. */
export const ApplicantMoves: Story = {
  parameters: { states: ['idle', 'formMachine:editing', 'formMachine:submitted'] },
  args: { party: 'applicant', status: 'signedUp' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '修改报名' }));
    const dialog = within(
      await body().findByRole('dialog', { name: '修改报名：信息技术服务基础实务（第三期）' }),
    );
    await shown(dialog.getByText(/参训人员：刘洋/));
    await expect(dialog.getAllByRole('radio')[0]).toBeChecked();
    await userEvent.click(dialog.getAllByRole('radio')[1] ?? document.body);
    await userEvent.click(dialog.getByRole('button', { name: '保存修改' }));
    await waitFor(() =>
      expect(args.saveEdit).toHaveBeenCalledWith(
        expect.objectContaining({ values: expect.objectContaining({ trainingDateId: '2' }) }),
      ),
    );
    await shown(await dialog.findByText('报名已修改。'));
  },
};

/** Once decided, a sign-up no longer changes: no way to it but a request to move. */
export const ApplicantApprovedFixed: Story = {
  parameters: { state: 'idle' },
  args: { party: 'applicant', status: 'approved' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('button', { name: '取消报名' }));
    await expect(canvas.queryByRole('button', { name: '修改报名' })).toBeNull();
    await shown(canvas.getByRole('button', { name: '申请改期' }));
  },
};

/**
 * An approved trainee asks to move: only the course's other session to choose, and the
 * reason asked for before anything is sent.
 */
export const ApplicantAsksToMove: Story = {
  parameters: { states: ['idle', 'formMachine:editing', 'formMachine:submitted'] },
  args: { party: 'applicant', status: 'approved' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '申请改期' }));
    const dialog = within(
      await body().findByRole('dialog', { name: '申请改期：信息技术服务基础实务（第三期）' }),
    );
    await shown(dialog.getByText(/当前培训日期：2030-03-10 至 2030-03-11/));
    await expect(dialog.getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('radio'));
    await userEvent.click(dialog.getByRole('button', { name: '申请改期' }));
    await shown(await dialog.findByText('请填写改期原因'));
    await expect(args.saveEdit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /改期原因/ }), DATE_CHANGE_REASON);
    await userEvent.click(dialog.getByRole('button', { name: '申请改期' }));
    await waitFor(() =>
      expect(args.saveEdit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: { trainingDateId: '2', reason: DATE_CHANGE_REASON },
        }),
      ),
    );
    await shown(await dialog.findByText('改期申请已提交，请等待培训机构处理'));
  },
};

const trainingDates = statusFamilies.trainingDate;
const refusedMove = dateChange('refused');
const waitingMove = dateChange('pending', { id: 502 });
const approvedSignUp = signUpDetail('approved', 'applicant');

/**
 * A request waiting, an earlier one refused with its reason: the sign-up reads 改期申请中,
 * its history holds both moves, and no second request is offered.
 */
export const ApplicantMoveWaiting: Story = {
  parameters: { state: 'idle' },
  args: {
    party: 'applicant',
    detail: {
      ...approvedSignUp,
      signUp: { ...approvedSignUp.signUp, dateStatus: trainingDates.codeOf('changeRequested') },
      events: [...approvedSignUp.events, ...moveSteps(refusedMove), ...moveSteps(waitingMove)],
      dateChanges: [waitingMove, refusedMove],
      mayAskDateChange: false,
    },
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('改期申请中'));
    const history = within(await canvas.findByRole('region', { name: '改期申请' }));
    await shown(history.getByText('待审核'));
    await shown(history.getByText(`拒绝原因：${DATE_CHANGE_REFUSAL}`));
    const moves = history.getAllByText('2030-03-10 至 2030-03-11 → 2030-04-07 至 2030-04-08');
    await expect(moves).toHaveLength(2);
    const timeline = within(canvas.getByRole('list', { name: '审核记录' }));
    await expect(timeline.getAllByText('申请改期')).toHaveLength(2);
    await shown(timeline.getByText('拒绝改期'));
    await expect(
      timeline.getAllByText('2030-03-10–2030-03-11 → 2030-04-07–2030-04-08'),
    ).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: '申请改期' })).toBeNull();
  },
};

const movedChange = dateChange('approved', {
  from: { trainingDateId: 2, startsOn: '2030-04-07', endsOn: '2030-04-08' },
  to: { trainingDateId: 1, startsOn: '2030-03-10', endsOn: '2030-03-11' },
});

/** Moved: the sign-up reads 已改期, and its history says from which session to which. */
export const ApplicantMoved: Story = {
  parameters: { state: 'idle' },
  args: {
    party: 'applicant',
    detail: {
      ...approvedSignUp,
      signUp: { ...approvedSignUp.signUp, dateStatus: trainingDates.codeOf('changed') },
      events: [...approvedSignUp.events, ...moveSteps(movedChange)],
      dateChanges: [movedChange],
    },
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('已改期'));
    const timeline = within(canvas.getByRole('list', { name: '审核记录' }));
    await shown(timeline.getByText('同意改期'));
    await expect(
      timeline.getAllByText('2030-04-07–2030-04-08 → 2030-03-10–2030-03-11'),
    ).toHaveLength(2);
    await shown(canvas.getByRole('button', { name: '申请改期' }));
  },
};

/**
 * The institution takes back an exam recorded as failed by mistake: nothing goes before a
 * reason is given, then the step goes to `train/reset`'s decision.
 */
export const InstitutionResetsExam: Story = {
  parameters: { states: ['composing', 'succeeded'] },
  args: { status: 'examFailed' },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(offeredDecisions(canvas)).toEqual(['重置考试结果']));
    await userEvent.click(canvas.getByRole('button', { name: '重置考试结果' }));
    const dialog = within(await body().findByRole('dialog', { name: '重置考试结果' }));
    await expect(dialog.getByRole('button', { name: '重置考试结果' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /^审核意见/ }), '成绩录入有误');
    await userEvent.click(dialog.getByRole('button', { name: '重置考试结果' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'RESET_EXAM',
        ids: [301],
        comment: '成绩录入有误',
      }),
    );
    await shown(await dialog.findByText('重置考试结果成功'));
  },
};

/**
 * A trainee who failed the exam is signed up again: a session of the course must be
 * chosen (nothing is sent before), then the institution reviews the sign-up anew.
 */
export const ApplicantRetrains: Story = {
  parameters: { states: ['idle', 'formMachine:editing', 'formMachine:submitted'] },
  args: { party: 'applicant', status: 'examFailed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: '取消报名' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: '重新报名' }));
    const dialog = within(
      await body().findByRole('dialog', {
        name: '重新报名：刘洋（信息技术服务基础实务（第三期））',
      }),
    );
    await shown(dialog.getByText(/原考试成绩将被清除/));
    await expect(dialog.getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', { name: '重新报名' }));
    await shown(await dialog.findByText('请选择培训日期'));
    await expect(args.saveEdit).not.toHaveBeenCalled();
    await userEvent.click(dialog.getAllByRole('radio')[1] ?? document.body);
    await userEvent.click(dialog.getByRole('button', { name: '重新报名' }));
    await waitFor(() =>
      expect(args.saveEdit).toHaveBeenCalledWith(
        expect.objectContaining({ values: { trainingDateId: '2' } }),
      ),
    );
    await shown(await dialog.findByText('已重新报名，请等待培训机构审核'));
  },
};

/** An issued certificate: its number and validity on the sign-up. */
export const CertificateIssued: Story = {
  parameters: { state: 'idle' },
  args: { party: 'applicant', status: 'certificateIssued' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('SCXH-PX-2030-0001'));
    await shown(canvas.getByText('2030-03-20 至 2033-03-20'));
    await shown(canvas.getByText('86.5'));
    await expect(canvas.getByRole('link', { name: '电子证书' })).toHaveAttribute(
      'href',
      '/certificatePreview?id=301',
    );
  },
};

/** The day before an approved trainee's session starts (the machine's `sessionStarted`). */
const DAY_BEFORE_SESSION = '2030-03-09';

/**
 * An approved trainee whose session is still ahead: the machine refuses the exam, so the
 * institution is offered only the cancel, and reads from which day the exam can be recorded.
 */
export const ExamBeforeSessionStarts: Story = {
  parameters: { state: 'idle' },
  args: {
    status: 'approved',
    detail: signUpDetail('approved', 'institution', {}, DAY_BEFORE_SESSION),
  },
  decorators: [
    (Story) => (
      <TodayContext.Provider value={() => DAY_BEFORE_SESSION}>
        <Story />
      </TodayContext.Provider>
    ),
  ],
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('培训于 2030-03-10 开始，开始后方可录入考试结果'));
    await waitFor(() => expect(offeredDecisions(canvas)).toEqual(['取消报名']));
  },
};

/** The same trainee once the session has started: the exam's steps are offered. */
export const ExamOnceSessionStarted: Story = {
  parameters: { state: 'idle' },
  args: { status: 'approved', detail: signUpDetail('approved', 'institution') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(offeredDecisions(canvas)).toContain('取消报名'));
    await expect(canvas.queryByText(/开始后方可录入考试结果/)).toBeNull();
  },
};

/** The sign-up could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  parameters: { state: 'idle' },
  args: { load: () => Promise.reject(new Error('网络连接失败')) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('报名信息加载失败'));
    await shown(canvas.getByRole('button', { name: '重试' }));
  },
};

export const English: Story = {
  parameters: { state: 'idle' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Approve sign-up' })).toBeVisible(),
    );
    await shown(canvas.getByText('Training institution'));
  },
};

/**
 * QA steps a sign-up through its workflow with the stepper: the institution's dialog
 * offers approve, reject and cancel while it waits; once approved (APPROVE_SIGNUP) the
 * exam's steps and the cancel remain, and the chip reads approved; once the exam is
 * passed the institution may only take the result back until the platform decides; once
 * the platform rejects the certificate, the institution may resubmit it.
 */
/** The session the stepped sign-up is in; the stepper's context starts on the stories' day. */
const STEPPED_STARTS_ON = signUp('approved').startsOn;

export const Workflow: Story = {
  parameters: { state: 'idle' },
  render: (args) => (
    <WorkflowStepper
      family="signUp"
      initialCode={statusFamilies.signUp.codeOf('signedUp')}
      context={{ sessionStartsOn: STEPPED_STARTS_ON, today: STORY_TODAY }}
      render={(code, view) => {
        const state = statusFamilies.signUp.stateOf(code);
        const today = view.context.today ?? STORY_TODAY;
        return (
          <TodayContext.Provider value={() => today}>
            <DetailStory
              key={`${view.history.length} ${today}`}
              {...args}
              detail={{
                signUp: signUp(state, {
                  version: view.history.length + 1,
                  startsOn: view.context.sessionStartsOn ?? STEPPED_STARTS_ON,
                }),
                traineePhoto: traineePhotoFile,
                events: timelineOf(view.history, 'signUp'),
                availableEvents: statusFamilies.signUp.availableEvents(
                  code,
                  { party: 'institution' },
                  view.context,
                ),
                dateChanges: [],
                mayAskDateChange: false,
              }}
            />
          </TodayContext.Provider>
        );
      }}
    />
  ),
  play: async ({ canvas }) => {
    const screen = within(canvas.getByTestId('workflow-screen'));
    await waitFor(() =>
      expect(offeredDecisions(screen)).toEqual(['报名驳回', '取消报名', '报名通过']),
    );
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'institution' })).getByRole('button', {
        name: 'APPROVE_SIGNUP',
      }),
    );
    await waitFor(() => expect(offeredDecisions(screen)).toEqual(['取消报名']));
    await expect(await statusChipBeside(screen, '刘洋')).toHaveTextContent('报名通过');
    const stepAs = (party: string, event: string) =>
      userEvent.click(
        within(canvas.getByRole('group', { name: party })).getByRole('button', { name: event }),
      );
    const institutionSteps = () =>
      within(canvas.getByRole('group', { name: 'institution' }))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    // The day before the session starts: no exam can be recorded, the screen says from when.
    const today = canvas.getByRole('textbox', { name: 'Context · today' });
    await userEvent.clear(today);
    await userEvent.type(today, '2030-03-09');
    await waitFor(() => expect(institutionSteps()).toEqual(['CANCEL']));
    await shown(
      await screen.findByText(`培训于 ${STEPPED_STARTS_ON} 开始，开始后方可录入考试结果`),
    );
    await userEvent.clear(today);
    await userEvent.type(today, STEPPED_STARTS_ON);
    await waitFor(() => expect(institutionSteps()).toEqual(['CANCEL', 'PASS_EXAM', 'FAIL_EXAM']));
    await stepAs('institution', 'PASS_EXAM');
    await waitFor(() => expect(offeredDecisions(screen)).toEqual(['重置考试结果']));
    await stepAs('platform', 'REJECT_CERTIFICATE');
    await waitFor(() => expect(offeredDecisions(screen)).toEqual(['重新提交']));
    await expect(await statusChipBeside(screen, '刘洋')).toHaveTextContent('证书驳回');
  },
};
