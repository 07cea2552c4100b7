import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { CreditApplicationDetail } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { CreditDetailContext } from '../../src/features/credit/creditActors';
import { CreditDetailContent } from '../../src/features/credit/CreditSpecifyScreen';
import { statusChipBeside } from '../support/decisionStories';
import { users } from '../support/fixtures';
import { AppFrame, shown, StoryRouter, storyFileSource, timelineOf } from '../support/realname';
import { WorkflowStepper } from '../support/WorkflowStepper';
import {
  INSTITUTION_RETURN_COMMENT,
  PLATFORM_RETURN_COMMENT,
  REVOKE_COMMENT,
} from '../support/qualificationPaths';
import { creditApplication, creditDetail } from './creditFixtures';

const family = statusFamilies.qualification;

/** `/creditSpecify`: the company's own application, whole, and its ways on. */
function SpecifyStory({ status, detail }: { status: string; detail?: CreditApplicationDetail }) {
  const [answer] = useState(() => detail ?? creditDetail(status));
  const [loader] = useState(() => detailLoaderOf(() => Promise.resolve(answer)));
  return (
    <AppFrame user={users.companyAdmin} files={storyFileSource}>
      <StoryRouter path={pages.creditSpecify.path}>
        <Box sx={{ p: 2, maxWidth: 960 }}>
          <CreditDetailContext.Provider logic={loader} options={{ input: { id: 801 } }}>
            <CreditDetailContent onReload={() => undefined} />
          </CreditDetailContext.Provider>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Credit/CreditSpecify',
  component: SpecifyStory,
  parameters: { machine: 'qualificationWorkflow' },
  args: { status: 'draft' },
} satisfies Meta<typeof SpecifyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const chip = async (canvas: Canvas, label: string) =>
  expect(await statusChipBeside(canvas, '四川岷江数据服务有限公司')).toHaveTextContent(label);

const editable = async (canvas: Canvas, yes: boolean) => {
  if (yes) {
    await expect(canvas.getByRole('link', { name: '编辑' })).toHaveAttribute(
      'href',
      `${pages.creditEdit.path}?id=801`,
    );
    await expect(canvas.getByRole('link', { name: '申报材料' })).toHaveAttribute(
      'href',
      `${pages.creditApplyupload.path}?id=801`,
    );
  } else {
    await expect(canvas.queryByRole('link', { name: '编辑' })).toBeNull();
  }
};

/** A draft: the material still missing says so; it may be changed. */
export const Draft: Story = {
  parameters: { state: 'draft' },
  play: async ({ canvas }) => {
    await chip(canvas, '草稿');
    await shown(canvas.getAllByText('未上传')[0] ?? null);
    await editable(canvas, true);
  },
};

/** With the institution: everything as sent, nothing to change. */
export const Submitted: Story = {
  parameters: { state: 'submitted' },
  args: { status: 'submitted' },
  play: async ({ canvas }) => {
    await chip(canvas, '待机构评审');
    await shown(canvas.getByText('蓉城信息工程咨询评估有限公司'));
    await editable(canvas, false);
  },
};

/** Returned by the institution: why, and the way to correct it. */
export const InstitutionReturned: Story = {
  parameters: { state: 'institutionReturned' },
  args: { status: 'institutionReturned' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText(INSTITUTION_RETURN_COMMENT));
    await editable(canvas, true);
  },
};

export const InstitutionApproved: Story = {
  parameters: { state: 'institutionApproved' },
  args: { status: 'institutionApproved' },
  play: async ({ canvas }) => {
    await chip(canvas, '机构通过，待平台审核');
    await shown(canvas.getByText('何静'));
  },
};

export const InstitutionRejected: Story = {
  parameters: { state: 'institutionRejected' },
  args: { status: 'institutionRejected' },
  play: async ({ canvas }) => {
    await chip(canvas, '机构驳回');
    await editable(canvas, false);
  },
};

export const PlatformReturned: Story = {
  parameters: { state: 'platformReturned' },
  args: { status: 'platformReturned' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText(PLATFORM_RETURN_COMMENT));
    await editable(canvas, true);
  },
};

/** Approved: the certificate's number and validity. */
export const Approved: Story = {
  parameters: { state: 'approved' },
  args: { status: 'approved' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('2025-1-000123'));
    await shown(canvas.getByText('2025-06-04 至 2028-06-03'));
    await editable(canvas, false);
  },
};

export const PlatformRejected: Story = {
  parameters: { state: 'platformRejected' },
  args: { status: 'platformRejected' },
  play: async ({ canvas }) => {
    await chip(canvas, '平台驳回');
  },
};

export const Expired: Story = {
  parameters: { state: 'expired' },
  args: { status: 'expired' },
  play: async ({ canvas }) => {
    await chip(canvas, '已过期');
  },
};

export const Revoked: Story = {
  parameters: { state: 'revoked' },
  args: { status: 'revoked' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText(REVOKE_COMMENT));
  },
};

export const English: Story = {
  parameters: { state: 'approved' },
  args: { status: 'approved' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('Certificate number'));
    await shown(canvas.getByText('2025-06-04 to 2028-06-03'));
  },
};

/**
 * QA steps an application through both review levels with the workflow stepper: the
 * company's page offers changes exactly while the machine says the content is editable,
 * and the timeline grows with every step.
 */
export const Workflow: Story = {
  parameters: { state: 'draft' },
  render: () => (
    <WorkflowStepper
      family="qualification"
      initialCode={0}
      render={(code, view) => {
        const state = family.stateOf(code);
        const detail: CreditApplicationDetail = {
          application: creditApplication(state, { version: view.history.length + 1 }),
          events: timelineOf(view.history, 'qualification'),
          availableEvents: family.availableEvents(code, { party: 'applicant' }),
          deletable: family.snapshotOf(code).hasTag('deletable'),
        };
        return <SpecifyStory key={view.history.length} status={state} detail={detail} />;
      }}
    />
  ),
  play: async ({ canvas }) => {
    const screen = within(canvas.getByTestId('workflow-screen'));
    const step = async (party: string, event: string) => {
      await userEvent.click(
        within(canvas.getByRole('group', { name: party })).getByRole('button', { name: event }),
      );
    };
    await waitFor(() => expect(screen.getByRole('link', { name: '编辑' })).toBeVisible());
    await step('applicant', 'SUBMIT');
    await waitFor(() => expect(screen.queryByRole('link', { name: '编辑' })).toBeNull());
    await step('institution', 'INSTITUTION_RETURN');
    await waitFor(() => expect(screen.getByRole('link', { name: '编辑' })).toBeVisible());
    await step('applicant', 'SUBMIT');
    await step('institution', 'INSTITUTION_APPROVE');
    await step('platform', 'PLATFORM_APPROVE');
    await shown(await screen.findByText('2025-1-000123'));
    await expect(screen.getAllByRole('listitem').length).toBeGreaterThan(4);
  },
};
