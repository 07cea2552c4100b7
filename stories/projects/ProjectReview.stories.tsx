import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ProjectApplicationDetail } from '@machines/contracts';
import type { Party } from '@machines/workflows';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { ProjectReviewActions } from '../../src/features/projects/ProjectCheckScreen';
import { ProjectDetailContext } from '../../src/features/projects/projectActors';
import { ProjectDetailContent } from '../../src/features/projects/ProjectDetailContent';
import {
  offeredDecisions,
  statusChipBeside,
  twoLevelWorkflowStory,
} from '../support/decisionStories';
import {
  ReviewDetailFrame,
  reviewerAt,
  type QualificationReviewStoryProps,
} from '../support/reviewDetailFrame';
import { recordReviewStories } from '../support/reviewDialogStories';
import { shown, type ReviewCall } from '../support/storyKit';
import { projectApplication, projectDetail } from './projectFixtures';

type DetailStoryProps = QualificationReviewStoryProps<ProjectApplicationDetail>;

/** One declaration as its reviewer's dialog shows it: the institution's or the platform's. */
function DetailStory({ level, status, detail, review, submitDecision }: DetailStoryProps) {
  const [answer] = useState(() => detail ?? projectDetail(status, level as Party));
  const [loader] = useState(() => detailLoaderOf(() => Promise.resolve(answer)));
  return (
    <ReviewDetailFrame
      {...reviewerAt(level, { institution: pages.projectCheck, platform: pages.platProjectCheck })}
      submitDecision={submitDecision}
      review={review}
      itemLabel={answer.application.name}
      maxWidth={960}
    >
      <ProjectDetailContext.Provider logic={loader} options={{ input: { id: 901 } }}>
        <ProjectDetailContent
          onReload={() => undefined}
          actions={(loaded) => <ProjectReviewActions level={level} detail={loaded} />}
        />
      </ProjectDetailContext.Provider>
    </ReviewDetailFrame>
  );
}

const meta = {
  title: 'Projects/ProjectReview',
  component: DetailStory,
  parameters: { machine: 'reviewMachine' },
  args: {
    level: 'institution',
    status: 'submitted',
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
  },
} satisfies Meta<typeof DetailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent to the institution: the project whole, its two documents and three decisions. */
export const Idle: Story = {
  parameters: { state: 'idle' },
  play: async ({ canvas }) => {
    await expect(await statusChipBeside(canvas, '省级政务云平台扩容工程')).toHaveTextContent(
      '待机构评审',
    );
    await shown(canvas.getByText('¥12,800,000'));
    await shown(canvas.getByText('2024-03-01 至 2024-12-20'));
    await shown(canvas.getByText('总承包'));
    await waitFor(() =>
      expect(offeredDecisions(canvas)).toEqual(['机构驳回', '机构退回', '机构初审通过']),
    );
  },
};

const institutionApproval = recordReviewStories({
  id: 901,
  decision: 'INSTITUTION_APPROVE',
  button: '机构初审通过',
});

/** Approved by the institution: the decision goes with no comment needed. */
export const Succeeded: Story = institutionApproval.succeeded;
export const Submitting: Story = institutionApproval.submitting;
export const PartlyFailed: Story = institutionApproval.partlyFailed;
export const Failed: Story = institutionApproval.failed;

/** At the platform: its three decisions and the company's page. */
export const PlatformLevel: Story = {
  parameters: { state: 'idle' },
  args: { level: 'platform', status: 'institutionApproved' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(offeredDecisions(canvas)).toEqual(['平台驳回', '平台退回', '平台复审通过']),
    );
    await shown(canvas.getByRole('link', { name: '企业详情' }));
  },
};

export const English: Story = {
  parameters: { state: 'idle' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Approve (institution)' })).toBeVisible(),
    );
    await shown(canvas.getByText('General contractor'));
  },
};

/**
 * QA steps a declaration through both levels with the stepper: the institution's dialog
 * offers its decisions while the declaration awaits it, then nothing more; after the
 * platform's approval the chip reads approved.
 */
export const Workflow: Story = twoLevelWorkflowStory<DetailStoryProps>(
  (args, record) => (
    <DetailStory
      key={record.key}
      {...args}
      detail={{
        application: projectApplication(record.state, { version: record.version }),
        events: record.events,
        availableEvents: record.availableEvents,
        deletable: false,
      }}
    />
  ),
  async (screen) => {
    await expect(await statusChipBeside(screen, '省级政务云平台扩容工程')).toHaveTextContent(
      '已通过',
    );
  },
);
