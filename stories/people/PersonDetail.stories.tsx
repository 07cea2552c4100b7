import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { PersonDetailContext } from '../../src/features/people/peopleActors';
import { PersonDetailContent } from '../../src/features/people/PersonDetailDialog';
import type { PersonDetail } from '../../src/lib/api/people';
import { users } from '../support/fixtures';
import { ReviewDetailFrame } from '../support/reviewDetailFrame';
import { type ReviewCall } from '../support/storyKit';
import { RETURN_COMMENT } from '../realname/realnameFixtures';
import {
  offeredDecisions,
  statusChipBeside,
  reasonUnderHeading,
  workflowDetailStory,
} from '../support/decisionStories';
import { person, personDetail } from './peopleFixtures';

interface PersonStoryProps {
  /** The person's status, by its state name. */
  readonly status: string;
  /** The detail the loader answers; built from `status` when omitted. */
  readonly detail?: PersonDetail;
  readonly submitDecision: ReviewCall;
}

/** The person as the staff who verify people see them, with the decisions on offer. */
function PersonStory({ status, detail, submitDecision }: PersonStoryProps) {
  const [answer] = useState(() => detail ?? personDetail(status));
  const [loader] = useState(() => detailLoaderOf(() => Promise.resolve(answer)));
  return (
    <ReviewDetailFrame
      user={users.superAdmin}
      submitDecision={submitDecision}
      itemLabel={answer.person.name}
    >
      <PersonDetailContext.Provider logic={loader} options={{ input: { id: answer.person.id } }}>
        <PersonDetailContent onReload={() => undefined} />
      </PersonDetailContext.Provider>
    </ReviewDetailFrame>
  );
}

const meta = {
  title: 'People/PersonDetail',
  component: PersonStory,
  parameters: { machine: 'applicationWorkflow' },
  args: {
    status: 'submitted',
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
  },
} satisfies Meta<typeof PersonStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const chip = async (canvas: Canvas, label: string) =>
  (await statusChipBeside(canvas, '陈志强')) ?? canvas.getByText(label);
const offered = offeredDecisions;

/** Status 0: a draft is the company's; the platform is offered nothing. */
export const Draft: Story = {
  parameters: { state: 'draft' },
  args: { status: 'draft' },
  play: async ({ canvas }) => {
    await expect(await chip(canvas, '草稿')).toHaveClass('MuiChip-colorDefault');
    await expect(offered(canvas)).toEqual([]);
  },
};

/** Status 1: reject, return or approve; whole ID card and mobile; photo and ID card. */
export const Submitted: Story = {
  parameters: { state: 'submitted' },
  play: async ({ canvas, args }) => {
    await expect(await chip(canvas, '待审核')).toHaveClass('MuiChip-colorWarning');
    await expect(canvas.getByText('510107198504181236')).toBeVisible();
    await expect(canvas.getByText('13700001000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /陈志强-照片/ })).toBeVisible();
    await expect(offered(canvas)).toEqual(['驳回', '退回', '通过']);
    await userEvent.click(canvas.getByRole('button', { name: '通过' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '通过' }));
    await userEvent.click(dialog.getByRole('button', { name: '通过' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'APPROVE',
        ids: [301],
        comment: '',
      }),
    );
  },
};

/** Status 2: verified, green; the platform may revoke. */
export const Approved: Story = {
  parameters: { state: 'approved' },
  args: { status: 'approved' },
  play: async ({ canvas }) => {
    await expect(await chip(canvas, '已通过')).toHaveClass('MuiChip-colorSuccess');
    await expect(offered(canvas)).toEqual(['撤销']);
  },
};

/** Status 3: rejected, final: nothing left to decide. */
export const Rejected: Story = {
  parameters: { state: 'rejected' },
  args: { status: 'rejected' },
  play: async ({ canvas }) => {
    await expect(await chip(canvas, '未通过')).toHaveClass('MuiChip-colorError');
    await expect(offered(canvas)).toEqual([]);
  },
};

/** Status 4: returned to the company with the reason in the timeline. */
export const Returned: Story = {
  parameters: { state: 'returned' },
  args: { status: 'returned' },
  play: async ({ canvas }) => {
    await expect(await chip(canvas, '已退回')).toHaveClass('MuiChip-colorSecondary');
    await reasonUnderHeading(canvas, '退回原因', RETURN_COMMENT);
    await expect(offered(canvas)).toEqual([]);
  },
};

/** Status 5: withdrawn by the company. */
export const Withdrawn: Story = {
  parameters: { state: 'withdrawn' },
  args: { status: 'withdrawn' },
  play: async ({ canvas }) => {
    await expect(await chip(canvas, '已撤回')).toHaveClass('MuiChip-colorDefault');
  },
};

/** Status 6: revoked; the platform may restore. */
export const Revoked: Story = {
  parameters: { state: 'revoked' },
  args: { status: 'revoked' },
  play: async ({ canvas }) => {
    await expect(await chip(canvas, '已撤销')).toHaveClass('MuiChip-colorError');
    await expect(offered(canvas)).toEqual(['恢复']);
  },
};

/** QA steps the real detail through the workflow: the offered decisions follow. */
export const Workflow: Story = workflowDetailStory<PersonStoryProps>((args, record) => (
  <PersonStory
    key={record.key}
    {...args}
    status={record.state}
    detail={{
      person: person(record.state, { version: record.version }),
      events: record.events,
      availableEvents: record.availableEvents,
    }}
  />
));
