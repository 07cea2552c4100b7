import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { CreditApplicationDetail } from '@machines/contracts';
import type { Party } from '@machines/workflows';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { CreditDetailContext } from '../../src/features/credit/creditActors';
import { ReviewedCredit } from '../../src/features/credit/CreditCheckSpecifyScreen';
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
import { body } from '../support/listStories';
import { recordReviewStories } from '../support/reviewDialogStories';
import { shown, type ReviewCall } from '../support/storyKit';
import { assessors, creditApplication, creditDetail } from './creditFixtures';

type DetailStoryProps = QualificationReviewStoryProps<CreditApplicationDetail>;

/** `/creditCheckSpecify` (the institution) and `/platCreditCheckSpecify` (the platform). */
function DetailStory({ level, status, detail, review, submitDecision }: DetailStoryProps) {
  const [answer] = useState(() => detail ?? creditDetail(status, level as Party));
  const [loader] = useState(() => detailLoaderOf(() => Promise.resolve(answer)));
  return (
    <ReviewDetailFrame
      {...reviewerAt(level, {
        institution: pages.creditCheckSpecify,
        platform: pages.platCreditCheckSpecify,
      })}
      submitDecision={submitDecision}
      review={review}
      itemLabel={answer.application.companyName}
      maxWidth={960}
    >
      <CreditDetailContext.Provider logic={loader} options={{ input: { id: 801 } }}>
        <ReviewedCredit
          level={level}
          onReload={() => undefined}
          {...(level === 'institution' ? { assessors } : {})}
        />
      </CreditDetailContext.Provider>
    </ReviewDetailFrame>
  );
}

const meta = {
  title: 'Credit/CreditCheckSpecify',
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
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const chip = (canvas: Canvas) => statusChipBeside(canvas, '四川岷江数据服务有限公司');

/** Sent to the institution: its three decisions, the materials, and its assessor to name. */
export const Idle: Story = {
  parameters: { state: 'idle' },
  play: async ({ canvas }) => {
    await expect(await chip(canvas)).toHaveTextContent('待机构评审');
    await waitFor(() =>
      expect(offeredDecisions(canvas)).toEqual(['机构驳回', '机构退回', '机构初审通过']),
    );
    await shown(canvas.getByText('近三年财务审计报告'));
    await userEvent.click(canvas.getByRole('button', { name: '指派评审专家' }));
    const dialog = within(await body().findByRole('dialog', { name: /指派评审专家/ }));
    await userEvent.click(dialog.getByRole('combobox', { name: '评审专家' }));
    await shown(await body().findByRole('option', { name: '钱学森' }));
  },
};

/** Returning asks for the reason first; the button waits for it. */
export const Composing: Story = {
  parameters: { state: 'composing' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '机构退回' }));
    const dialog = within(await body().findByRole('dialog', { name: '机构退回' }));
    await expect(dialog.getByRole('button', { name: '机构退回' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox'), '请补充 2024 年度审计报告');
    await expect(dialog.getByRole('button', { name: '机构退回' })).toBeEnabled();
  },
};

const institutionApproval = recordReviewStories({
  id: 801,
  decision: 'INSTITUTION_APPROVE',
  button: '机构初审通过',
});

export const Submitting: Story = institutionApproval.submitting;
/** Approved by the institution: done, and the way on. */
export const Succeeded: Story = institutionApproval.succeeded;
export const PartlyFailed: Story = institutionApproval.partlyFailed;
export const Failed: Story = institutionApproval.failed;

/** At the platform: its three decisions, the institution's assessor shown, the company page. */
export const PlatformLevel: Story = {
  parameters: { state: 'idle' },
  args: { level: 'platform', status: 'institutionApproved' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(offeredDecisions(canvas)).toEqual(['平台驳回', '平台退回', '平台复审通过']),
    );
    await shown(canvas.getByText('何静'));
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
  },
};

/**
 * QA steps an application through both levels with the stepper: the institution's page
 * offers its decisions while the application awaits it, then nothing more; the
 * platform's decision issues the certificate.
 */
export const Workflow: Story = twoLevelWorkflowStory<DetailStoryProps>(
  (args, record) => (
    <DetailStory
      key={record.key}
      {...args}
      detail={{
        application: creditApplication(record.state, { version: record.version }),
        events: record.events,
        availableEvents: record.availableEvents,
        deletable: false,
      }}
    />
  ),
  async (screen) => {
    await shown(await screen.findByText('2025-1-000123'));
  },
);
