import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { RowId } from '@machines/app/list';
import type { SignUpDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { CourseSignUpsScreen } from '../../src/features/signUps/CourseSignUpsScreen';
import { SignUpReviewDialog } from '../../src/features/signUps/SignUpReviewDialog';
import { offeredDecisions } from '../support/decisionStories';
import { users } from '../support/fixtures';
import {
  body,
  decisionPartlyFailedStory,
  emptyStory,
  failedStory,
  loadingStory,
  rowWith,
} from '../support/listStories';
import { pageOf, shown, type ReviewCall } from '../support/realname';
import { ReviewListStoryFrame, type ReviewListStoryProps } from '../support/reviewListStory';
import { courseSignUpRows, signUpDetail } from './signUpFixtures';

type StoryProps = ReviewListStoryProps & {
  readonly loadDetail: (id: RowId) => Promise<SignUpDetail>;
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
function CourseSignUpsStory({ loadDetail, ...frame }: StoryProps) {
  return (
    <ReviewListStoryFrame
      {...frame}
      user={users.companyAdmin}
      path={pages.entryTraining.path}
      preserve={['course', 'id']}
      url={frame.url ?? `${pages.entryTraining.path}?course=801`}
    >
      <CourseSignUpsScreen
        renderDetail={(id, onClose) => (
          <StorySignUpDialog key={id} id={id} onClose={onClose} load={loadDetail} />
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Sign-ups/CourseSignUps',
  component: CourseSignUpsStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    state: 'loaded',
    context: { rows: courseSignUpRows, total: courseSignUpRows.length },
    fetchPage: fn(() =>
      Promise.resolve(pageOf(courseSignUpRows as never[], courseSignUpRows.length)),
    ),
    loadDetail: fn((id: RowId) =>
      Promise.resolve(signUpDetail('signedUp', 'institution', { id: Number(id) })),
    ),
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
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
    await waitFor(() => expect(offeredDecisions(dialog)).toEqual(['报名驳回', '取消', '报名通过']));
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
