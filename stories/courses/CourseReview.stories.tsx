import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { CourseDetail } from '@machines/contracts';
import { statusFamilies, type Party } from '@machines/workflows';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { CourseDetailContext } from '../../src/features/courses/courseActors';
import { offeredDecisions, statusChipBeside } from '../support/decisionStories';
import { users } from '../support/fixtures';
import { ReviewDetailFrame, type ReviewState } from '../support/reviewDetailFrame';
import { body } from '../support/listStories';
import { recordReviewStories } from '../support/reviewDialogStories';
import { shown, timelineOf, type ReviewCall } from '../support/storyKit';
import { WorkflowStepper } from '../support/WorkflowStepper';
import { course, courseDetail, ReviewedCourseContent } from './courseFixtures';

interface DetailStoryProps {
  readonly status: string;
  readonly party: Party;
  readonly detail?: CourseDetail;
  readonly review?: ReviewState;
  readonly submitDecision: ReviewCall;
}

/** One course as the reviewers' dialog shows it, its materials from memory. */
function DetailStory({ status, party, detail, review, submitDecision }: DetailStoryProps) {
  const [answer] = useState(() => detail ?? courseDetail(status, party));
  const [loader] = useState(() => detailLoaderOf(() => Promise.resolve(answer)));
  return (
    <ReviewDetailFrame
      user={users.superAdmin}
      path={pages.courseCheck.path}
      submitDecision={submitDecision}
      review={review}
      itemLabel={answer.course.name}
      maxWidth={960}
    >
      <CourseDetailContext.Provider logic={loader} options={{ input: { id: 801 } }}>
        <ReviewedCourseContent id={801} />
      </CourseDetailContext.Provider>
    </ReviewDetailFrame>
  );
}

const meta = {
  title: 'Courses/CourseReview',
  component: DetailStory,
  parameters: { machine: 'reviewMachine' },
  args: {
    status: 'pendingReview',
    party: 'expert',
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
  },
} satisfies Meta<typeof DetailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const HEADING = '信息技术服务基础实务（第三期）';

/** Sent for review: the course whole, its dates, and publish or return. */
export const Idle: Story = {
  parameters: { state: 'idle' },
  play: async ({ canvas }) => {
    await expect(await statusChipBeside(canvas, HEADING)).toHaveTextContent('待审核');
    await shown(canvas.getByText('¥2,800'));
    await shown(canvas.getByText('2030-04-07 至 2030-04-08'));
    await shown(canvas.getByText('陈志强、林晓燕'));
    await waitFor(() => expect(offeredDecisions(canvas)).toEqual(['退回', '通过']));
  },
};

/** Returned with a reason: the comment is asked for and sent. */
export const Succeeded: Story = {
  parameters: { states: ['composing', 'succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '退回' }));
    const dialog = within(await body().findByRole('dialog', { name: '退回' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^审核意见/ }), '请补充考核方式');
    await userEvent.click(dialog.getByRole('button', { name: '退回' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'RETURN',
        ids: [801],
        comment: '请补充考核方式',
      }),
    );
    await shown(await dialog.findByText('退回成功'));
  },
};

const approval = recordReviewStories({ id: 801, decision: 'APPROVE', button: '通过' });

export const Submitting: Story = approval.submitting;
export const PartlyFailed: Story = approval.partlyFailed;
export const Failed: Story = approval.failed;

/** Published: nothing left for the reviewer to decide. */
export const Published: Story = {
  parameters: { state: 'idle' },
  args: { status: 'published' },
  play: async ({ canvas }) => {
    await expect(await statusChipBeside(canvas, HEADING)).toHaveTextContent('已发布，报名中');
    await expect(offeredDecisions(canvas)).toEqual([]);
  },
};

export const English: Story = {
  parameters: { state: 'idle' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible());
    await shown(canvas.getByText('Training institution'));
  },
};

/**
 * QA steps a course through its workflow with the stepper: the expert's dialog offers
 * publish and return while it waits; once published (APPROVE) nothing more is offered and
 * the chip reads published.
 */
export const Workflow: Story = {
  parameters: { state: 'idle' },
  render: (args) => (
    <WorkflowStepper
      family="course"
      initialCode={statusFamilies.course.codeOf('pendingReview')}
      render={(code, view) => {
        const state = statusFamilies.course.stateOf(code);
        return (
          <DetailStory
            key={view.history.length}
            {...args}
            detail={{
              course: course(state, { version: view.history.length + 2 }),
              events: timelineOf(
                [{ event: 'SUBMIT', party: 'institution' }, ...view.history],
                'course',
              ),
              availableEvents: statusFamilies.course.availableEvents(code, { party: 'expert' }),
            }}
          />
        );
      }}
    />
  ),
  play: async ({ canvas }) => {
    const screen = within(canvas.getByTestId('workflow-screen'));
    await waitFor(() => expect(offeredDecisions(screen)).toEqual(['退回', '通过']));
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'expert' })).getByRole('button', {
        name: 'APPROVE',
      }),
    );
    await waitFor(() => expect(offeredDecisions(screen)).toEqual([]));
    await expect(await statusChipBeside(screen, HEADING)).toHaveTextContent('已发布，报名中');
  },
};
