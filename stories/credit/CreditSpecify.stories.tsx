import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, screen as page, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { CreditApplicationDetail } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { RowId } from '@machines/app/list';
import { ReviewContext } from '../../src/components/actorContexts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { PersonRemovalDialog, usePersonRemoval } from '../../src/components/personRemoval';
import type { PersonRemoval } from '../../src/lib/api/decisions';
import { CreditDetailContext } from '../../src/features/credit/creditActors';
import { CreditDetailContent } from '../../src/features/credit/CreditSpecifyScreen';
import { statusChipBeside, reasonUnderHeading } from '../support/decisionStories';
import { serviceError, users } from '../support/fixtures';
import { AppFrame, shown, StoryRouter, storyFileSource, timelineOf } from '../support/storyKit';
import { WorkflowStepper } from '../support/WorkflowStepper';
import {
  INSTITUTION_RETURN_COMMENT,
  PLATFORM_RETURN_COMMENT,
  REVOKE_COMMENT,
} from '../support/qualificationPaths';
import { creditApplication, creditDetail } from './creditFixtures';

const family = statusFamilies.qualification;

type RemovePerson = (removal: PersonRemoval) => Promise<unknown>;

/** `/creditSpecify`: the company's own application, whole, and its ways on. */
function SpecifyStory({
  status,
  detail,
  removePerson = () => Promise.resolve(null),
}: {
  status: string;
  detail?: CreditApplicationDetail;
  /** The call taking a person off (its answer, or a refusal). */
  removePerson?: RemovePerson;
}) {
  const [answer] = useState(() => detail ?? creditDetail(status));
  const [loader] = useState(() => detailLoaderOf(() => Promise.resolve(answer)));
  const removal = usePersonRemoval({
    current: () => answer.application,
    remove: removePerson,
    reload: () => undefined,
  });
  const nameOf = (id: RowId) => answer.application.people.find((p) => p.id === id)?.name;
  return (
    <AppFrame user={users.companyAdmin} files={storyFileSource}>
      <StoryRouter path={pages.creditSpecify.path}>
        <Box sx={{ p: 2, maxWidth: 960 }}>
          <ReviewContext.Provider logic={removal}>
            <CreditDetailContext.Provider logic={loader} options={{ input: { id: 801 } }}>
              <CreditDetailContent onReload={() => undefined} />
            </CreditDetailContext.Provider>
            <PersonRemovalDialog nameOf={nameOf} />
          </ReviewContext.Provider>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Credit/CreditSpecify',
  component: SpecifyStory,
  parameters: { machine: ['qualificationWorkflow', 'reviewMachine'] },
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
    await expect(canvas.getByRole('button', { name: '移除 邓伟' })).toBeVisible();
  } else {
    await expect(canvas.queryByRole('link', { name: '编辑' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '移除 邓伟' })).toBeNull();
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
    await reasonUnderHeading(canvas, '退回原因', INSTITUTION_RETURN_COMMENT);
    await editable(canvas, true);
  },
};

/**
 * Taking a person off a draft: asked first, naming them; the call goes out with the
 * application's id, the version on screen and the person.
 */
export const RemovePersonConfirmed: Story = {
  parameters: { states: ['draft', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  args: { removePerson: fn<RemovePerson>(() => Promise.resolve(null)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '移除 罗敏' }));
    const dialog = within(await page.findByRole('dialog', { name: '移除人员' }));
    await expect(dialog.getByText(/确定从此申请中移除“罗敏”吗/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: '移除' }));
    await expect(await dialog.findByText('已移除。')).toBeVisible();
    await expect(args.removePerson).toHaveBeenCalledWith({ id: 801, version: 3, personId: 32 });
  },
};

/** Someone changed the application first: the reason, and a retry; nothing is lost. */
export const RemovePersonRefused: Story = {
  parameters: { states: ['draft', 'reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    removePerson: fn<RemovePerson>(() =>
      Promise.reject(serviceError(409, '记录已被他人修改，请刷新后重试')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '移除 邓伟' }));
    const dialog = within(await page.findByRole('dialog', { name: '移除人员' }));
    await userEvent.click(dialog.getByRole('button', { name: '移除' }));
    await expect(await dialog.findByText('记录已被他人修改，请刷新后重试')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** In English: the chip says what pressing it does. */
export const RemovePersonEnglish: Story = {
  parameters: { states: ['draft', 'reviewMachine:composing'] },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove 罗敏' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Remove a person' }));
    await expect(dialog.getByText(/Remove “罗敏” from this application\?/)).toBeVisible();
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
    await reasonUnderHeading(canvas, '退回原因', PLATFORM_RETURN_COMMENT);
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
