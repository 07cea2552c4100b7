import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { ApplicationDetailContext } from '../../src/features/institutions/institutionActors';
import { InstitutionDetailContent } from '../../src/features/institutions/InstitutionDetailContent';
import { SpecifyActions } from '../../src/features/institutions/InstitutionSpecifyScreen';
import type { InstitutionApplicationDetail } from '../../src/lib/api/institutions';
import { serviceError, users } from '../support/fixtures';
import { ReviewDetailFrame } from '../support/reviewDetailFrame';
import { type ReviewCall } from '../support/storyKit';
import { RETURN_COMMENT } from '../realname/realnameFixtures';
import {
  decidedApplicationStories,
  offeredDecisions,
  statusChipBeside,
  workflowDetailStory,
} from '../support/decisionStories';
import { institutionApplication, institutionDetail } from './institutionFixtures';

interface DetailStoryProps {
  /** The application's status, by its state name. */
  readonly status: string;
  /** The detail the loader answers; built from `status` when omitted. */
  readonly detail?: InstitutionApplicationDetail;
  /** How the loader answers instead (a failure, a load that never ends). */
  readonly load?: () => Promise<InstitutionApplicationDetail>;
  readonly submitDecision: ReviewCall;
}

/** `/trainCredictSpecify`: the application as the platform sees it, decisions on offer. */
function DetailStory({ status, detail, load, submitDecision }: DetailStoryProps) {
  const [answer] = useState(() => detail ?? institutionDetail(status));
  const [loader] = useState(() => detailLoaderOf(load ?? (() => Promise.resolve(answer))));
  return (
    <ReviewDetailFrame
      user={users.superAdmin}
      path={pages.trainCredictSpecify.path}
      submitDecision={submitDecision}
      itemLabel={answer.application.companyName}
    >
      <ApplicationDetailContext.Provider
        logic={loader}
        options={{ input: { id: answer.application.id } }}
      >
        <InstitutionDetailContent
          onReload={() => undefined}
          actions={(loaded) => <SpecifyActions kind="training" detail={loaded} />}
        />
      </ApplicationDetailContext.Provider>
    </ReviewDetailFrame>
  );
}

const meta = {
  title: 'Institutions/InstitutionSpecify',
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

const chip = (canvas: Canvas) => statusChipBeside(canvas, '四川岷江数据服务有限公司');
const offered = offeredDecisions;

/** While the application loads. */
export const Loading: Story = {
  parameters: { state: 'submitted' },
  args: { load: () => new Promise<InstitutionApplicationDetail>(() => undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')[0]).toBeVisible();
  },
};

/** A failed load says why and offers a retry. */
export const LoadFailed: Story = {
  parameters: { state: 'submitted' },
  args: { load: () => Promise.reject(serviceError(404, '记录不存在')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('无法加载该机构申请。')).toBeVisible();
    await expect(canvas.getByText('记录不存在')).toBeVisible();
  },
};

/** Pending: line, role, teachers, the contact whole, the sealed form; reject, return, approve. */
export const Submitted: Story = {
  parameters: { state: 'submitted' },
  play: async ({ canvas, args }) => {
    await expect(await chip(canvas)).toHaveClass('MuiChip-colorWarning');
    await expect(await canvas.findByText('第 0 条线')).toBeVisible();
    // The kind applied for, and the role an approval grants.
    await expect(canvas.getAllByText('培训机构')).toHaveLength(2);
    await expect(canvas.getByText('邓伟')).toBeVisible();
    await expect(canvas.getByText('13900002004')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /培训机构申请表/ })).toBeVisible();
    await expect(offered(canvas)).toEqual(['驳回', '退回', '通过']);
    await userEvent.click(canvas.getByRole('button', { name: '通过' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '通过' }));
    await userEvent.click(dialog.getByRole('button', { name: '通过' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'APPROVE',
        ids: [601],
        comment: '',
      }),
    );
  },
};

export const Draft: Story = {
  parameters: { state: 'draft' },
  args: { status: 'draft' },
  play: async ({ canvas }) => {
    await expect(await chip(canvas)).toHaveClass('MuiChip-colorDefault');
    await expect(offered(canvas)).toEqual([]);
  },
};

const decided = decidedApplicationStories('四川岷江数据服务有限公司', RETURN_COMMENT);
/** An approved institution can be switched off (the approval revoked). */
export const Approved: Story = decided.approved;
export const Rejected: Story = decided.rejected;
export const Returned: Story = decided.returned;
export const Withdrawn: Story = decided.withdrawn;

/** Switched off: it can be switched on again; a teacher no longer verified is marked. */
export const Revoked: Story = {
  parameters: { state: 'revoked' },
  args: {
    status: 'revoked',
    detail: institutionDetail('revoked', 'platform', {
      people: [{ id: 40, name: '周杰', education: '', professionalTitle: '', verified: false }],
    }),
  },
  play: async ({ canvas }) => {
    await expect(await chip(canvas)).toHaveClass('MuiChip-colorError');
    await expect(canvas.getByText('周杰（已不在核验名单）')).toBeVisible();
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
      application: institutionApplication(record.state, { version: record.version }),
      events: record.events,
      availableEvents: record.availableEvents,
    }}
  />
));

export const English: Story = {
  parameters: { state: 'submitted' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Line 0')).toBeVisible();
    await expect(canvas.getByText('Teachers (verified people)')).toBeVisible();
  },
};
