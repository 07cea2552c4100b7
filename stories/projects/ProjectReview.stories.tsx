import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, waitFor } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ReviewContext as ReviewMachineContext } from '@machines/app/review';
import type { ProjectApplicationDetail } from '@machines/contracts';
import type { Party } from '@machines/workflows';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { ReviewDialog } from '../../src/components/ReviewDialog';
import { ProjectReviewActions } from '../../src/features/projects/ProjectCheckScreen';
import { ProjectDetailContext } from '../../src/features/projects/projectActors';
import { ProjectDetailContent } from '../../src/features/projects/ProjectDetailContent';
import type { ReviewLevel } from '../../src/lib/api/projects';
import {
  offeredDecisions,
  statusChipBeside,
  twoLevelWorkflowStory,
} from '../support/decisionStories';
import { users } from '../support/fixtures';
import { recordReviewStories } from '../support/reviewDialogStories';
import {
  AppFrame,
  ReviewFrame,
  reviewSnapshot,
  shown,
  StoryRouter,
  type ReviewCall,
} from '../support/storyKit';
import { projectApplication, projectDetail } from './projectFixtures';

interface DetailStoryProps {
  readonly level: ReviewLevel;
  readonly status: string;
  readonly detail?: ProjectApplicationDetail;
  readonly review?: { state: string; context: Partial<ReviewMachineContext> };
  readonly submitDecision: ReviewCall;
}

/** One declaration as its reviewer's dialog shows it: the institution's or the platform's. */
function DetailStory({ level, status, detail, review, submitDecision }: DetailStoryProps) {
  const [answer] = useState(() => detail ?? projectDetail(status, level as Party));
  const [loader] = useState(() => detailLoaderOf(() => Promise.resolve(answer)));
  const institution = level === 'institution';
  return (
    <AppFrame user={institution ? users.companyAdmin : users.superAdmin}>
      <StoryRouter path={institution ? pages.projectCheck.path : pages.platProjectCheck.path}>
        <Box sx={{ p: 2, maxWidth: 960 }}>
          <ReviewFrame
            submitDecision={submitDecision}
            {...(review ? { snapshot: reviewSnapshot(review.state, review.context) } : {})}
          >
            <ProjectDetailContext.Provider logic={loader} options={{ input: { id: 901 } }}>
              <ProjectDetailContent
                onReload={() => undefined}
                actions={(loaded) => <ProjectReviewActions level={level} detail={loaded} />}
              />
            </ProjectDetailContext.Provider>
            <ReviewDialog itemLabel={() => answer.application.name} />
          </ReviewFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
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
