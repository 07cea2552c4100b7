import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { RowId } from '@machines/app/list';
import { initialListQuery, type ListQuery } from '@machines/app/listQuery';
import type { SignUpDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import type { BlobAnswer } from '../../src/lib/api/client';
import { CertificateCheckScreen } from '../../src/features/signUps/CertificateCheckScreen';
import { SignUpReviewDialog } from '../../src/features/signUps/SignUpReviewDialog';
import { offeredDecisions } from '../support/decisionStories';
import { users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { decisionPartlyFailedStory } from '../support/reviewDialogStories';
import { shown } from '../support/storyKit';
import {
  ReviewListStoryFrame,
  type ReviewListStoryProps,
  loadedListArgs,
} from '../support/reviewListStory';
import { certificateRows, CERTIFICATE_REJECT_COMMENT, signUpDetail } from './signUpFixtures';

type StoryProps = ReviewListStoryProps & {
  readonly loadDetail: (id: RowId) => Promise<SignUpDetail>;
  readonly exportQueue: (query: ListQuery) => Promise<BlobAnswer>;
  readonly save: (blob: Blob, fileName: string) => void;
};

function StoryCertificateDialog({
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

/** `usercerditCheck`: passed trainees' certificates, issued or rejected one by one or at once. */
function CertificateCheckStory({ loadDetail, exportQueue, save, ...frame }: StoryProps) {
  return (
    <ReviewListStoryFrame
      {...frame}
      user={users.superAdmin}
      path={pages.usercerditCheck.path}
      preserve={['id']}
    >
      <CertificateCheckScreen
        exportQueue={exportQueue}
        save={save}
        renderDetail={(id, onClose) => (
          <StoryCertificateDialog key={id} id={id} onClose={onClose} load={loadDetail} />
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Sign-ups/CertificateCheck',
  component: CertificateCheckStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    ...loadedListArgs(certificateRows),
    loadDetail: fn((id: RowId) =>
      Promise.resolve(signUpDetail('examPassed', 'platform', { id: Number(id) })),
    ),
    exportQueue: fn((_query: ListQuery) =>
      Promise.resolve({ blob: new Blob(['xlsx']), fileName: 'personnel-certificates.xlsx' }),
    ),
    save: fn(),
  },
} satisfies Meta<typeof CertificateCheckStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('人员证书审核列表');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Waiting certificates (new and resubmitted) may be selected; decided ones not. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '人员证书审核' }));
    await expect(rowWith(canvas, '钱学森').getByRole('checkbox')).toBeEnabled();
    await expect(rowWith(canvas, '罗敏').getByRole('checkbox')).toBeEnabled();
    await expect(rowWith(canvas, '蒋涛').getByRole('checkbox')).toBeDisabled();
    await shown(rowWith(canvas, '蒋涛').getByText('SCXH-PX-2030-0001'));
    await shown(rowWith(canvas, '冯雪').getByText('证书驳回'));
  },
};

/** Two waiting certificates issued at once. */
export const BatchIssued: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '钱学森').getByRole('checkbox'));
    await userEvent.click(rowWith(canvas, '罗敏').getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '批量发证' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '发证' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith(
        expect.objectContaining({ decision: 'ISSUE', ids: [321, 322] }),
      ),
    );
  },
};

/** A batch rejection asks for the reason before it is sent. */
export const BatchRejectNeedsReason: Story = {
  parameters: { state: 'reviewMachine:composing' },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '钱学森').getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '批量驳回证书' }));
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: '证书驳回' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox'), CERTIFICATE_REJECT_COMMENT);
    await userEvent.click(dialog.getByRole('button', { name: '证书驳回' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith(
        expect.objectContaining({ decision: 'REJECT_CERTIFICATE', ids: [321] }),
      ),
    );
  },
};

export const PartlyFailed: Story = decisionPartlyFailedStory();

/** A certificate opened: the photo, the exam score, the timeline and the reviewer's two steps. */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  args: { url: `${pages.usercerditCheck.path}?id=321` },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: '报名详情' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('321'));
    await shown(await dialog.findByText('86.5'));
    // The face the certificate will carry, from the company's roster.
    await shown(dialog.getByText('学员照片'));
    await waitFor(() => expect(offeredDecisions(dialog)).toEqual(['证书驳回', '发证']));
  },
};

/** An issued certificate opened by the platform: its number and validity, and revocation. */
export const OpenIssued: Story = {
  parameters: { state: 'loaded' },
  args: {
    url: `${pages.usercerditCheck.path}?id=323`,
    loadDetail: fn((id: RowId) =>
      Promise.resolve(signUpDetail('certificateIssued', 'platform', { id: Number(id) })),
    ),
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '报名详情' }));
    await shown(await dialog.findByText('SCXH-PX-2030-0001'));
    await waitFor(() => expect(offeredDecisions(dialog)).toEqual(['撤销']));
    await shown(dialog.getByRole('link', { name: '电子证书' }));
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: 'Certificate review' }));
    await shown(canvas.getByRole('button', { name: 'Issue certificates' }));
  },
};

/** The queue under its filters goes out as a spreadsheet. */
export const ExportQueue: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '证书编号' }), 'SCXH');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    await waitFor(() =>
      expect(args.exportQueue).toHaveBeenCalledWith(
        initialListQuery({ filters: { certificateNumber: 'SCXH' } }),
      ),
    );
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith(expect.any(Blob), 'personnel-certificates.xlsx'),
    );
  },
};
