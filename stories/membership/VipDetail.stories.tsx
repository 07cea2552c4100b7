import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { ApplicationDetailContext } from '../../src/features/membership/membershipActors';
import { VipDetailContent } from '../../src/features/membership/VipDetailContent';
import { VipReviewActions } from '../../src/features/membership/VipReviewActions';
import type { VipApplicationDetail } from '../../src/lib/api/membership';
import { users } from '../support/fixtures';
import { ReviewDetailFrame } from '../support/reviewDetailFrame';
import { type ReviewCall } from '../support/storyKit';
import { RETURN_COMMENT } from '../realname/realnameFixtures';
import {
  decidedApplicationStories,
  offeredDecisions,
  statusChipBeside,
  workflowDetailStory,
} from '../support/decisionStories';
import { StoryLevels, vipApplication, vipDetail } from './membershipFixtures';

interface DetailStoryProps {
  /** The application's status, by its state name. */
  readonly status: string;
  /** The detail the loader answers; built from `status` when omitted. */
  readonly detail?: VipApplicationDetail;
  readonly submitDecision: ReviewCall;
}

/** The application as the platform's reviewers see it, with the decisions on offer. */
function DetailStory({ status, detail, submitDecision }: DetailStoryProps) {
  const [answer] = useState(() => detail ?? vipDetail(status));
  const [loader] = useState(() => detailLoaderOf(() => Promise.resolve(answer)));
  return (
    <ReviewDetailFrame
      user={users.superAdmin}
      path={pages.membershipCheck.path}
      submitDecision={submitDecision}
      itemLabel={answer.application.companyName}
    >
      <StoryLevels>
        <ApplicationDetailContext.Provider
          logic={loader}
          options={{ input: { id: answer.application.id } }}
        >
          <VipDetailContent
            onReload={() => undefined}
            actions={(loaded) => <VipReviewActions detail={loaded} />}
          />
        </ApplicationDetailContext.Provider>
      </StoryLevels>
    </ReviewDetailFrame>
  );
}

const meta = {
  title: 'Membership/VipDetail',
  component: DetailStory,
  parameters: { machine: 'applicationWorkflow' },
  args: {
    status: 'submitted',
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
  },
} satisfies Meta<typeof DetailStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const chip = (canvas: Canvas) => statusChipBeside(canvas, '成都华西智慧城市科技有限公司');
const offered = offeredDecisions;

export const Draft: Story = {
  parameters: { state: 'draft' },
  args: { status: 'draft' },
  play: async ({ canvas }) => {
    await expect(await chip(canvas)).toHaveClass('MuiChip-colorDefault');
    await expect(offered(canvas)).toEqual([]);
  },
};

/** Pending: the profile, the contact whole, the sealed form; reject, return or approve. */
export const Submitted: Story = {
  parameters: { state: 'submitted' },
  play: async ({ canvas, args }) => {
    await expect(await chip(canvas)).toHaveClass('MuiChip-colorWarning');
    await expect(await canvas.findByText('理事单位')).toBeVisible();
    await expect(canvas.getByText('13900002003')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /入会申请表/ })).toBeVisible();
    await expect(offered(canvas)).toEqual(['驳回', '退回', '通过']);
    await userEvent.click(canvas.getByRole('button', { name: '通过' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '通过' }));
    await userEvent.click(dialog.getByRole('button', { name: '通过' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'APPROVE',
        ids: [501],
        comment: '',
      }),
    );
  },
};

const decided = decidedApplicationStories('成都华西智慧城市科技有限公司', RETURN_COMMENT);
export const Approved: Story = decided.approved;
export const Rejected: Story = decided.rejected;
export const Returned: Story = decided.returned;
export const Withdrawn: Story = decided.withdrawn;

export const Revoked: Story = {
  parameters: { state: 'revoked' },
  args: { status: 'revoked' },
  play: async ({ canvas }) => {
    await expect(await chip(canvas)).toHaveClass('MuiChip-colorError');
    await expect(offered(canvas)).toEqual(['恢复']);
  },
};

/** QA steps the real detail through the workflow: the offered decisions follow. */
export const Workflow: Story = workflowDetailStory<DetailStoryProps>((args, record) => (
  <DetailStory
    key={record.key}
    {...args}
    status={record.state}
    detail={{
      application: vipApplication(record.state, { version: record.version }),
      events: record.events,
      availableEvents: record.availableEvents,
    }}
  />
));

export const English: Story = {
  parameters: { state: 'submitted' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Director unit')).toBeVisible();
    await expect(canvas.getByText('Application form (sealed)')).toBeVisible();
  },
};
