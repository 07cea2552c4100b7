import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ReviewContext as ReviewMachineContext } from '@machines/app/review';
import type { SignUpDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { PersonnelCertificateScreen } from '../../src/features/signUps/PersonnelCertificateScreen';
import { SignUpDetailContext } from '../../src/features/signUps/signUpActors';
import { offeredDecisions } from '../support/decisionStories';
import { serviceError, users } from '../support/fixtures';
import { body } from '../support/listStories';
import {
  AppFrame,
  ReviewFrame,
  reviewSnapshot,
  shown,
  StoryRouter,
  type ReviewCall,
} from '../support/storyKit';
import { signUpDetail } from './signUpFixtures';

interface PageStoryProps {
  readonly status: string;
  readonly load?: () => Promise<SignUpDetail>;
  readonly review?: { state: string; context: Partial<ReviewMachineContext> };
  readonly submitDecision: ReviewCall;
}

/** `/personnelCertificate?id=301` as a platform reviewer sees it, its calls in memory. */
function PageStory({ status, load, review, submitDecision }: PageStoryProps) {
  const [loader] = useState(() =>
    detailLoaderOf(load ?? (() => Promise.resolve(signUpDetail(status, 'platform')))),
  );
  return (
    <AppFrame user={users.superAdmin}>
      <StoryRouter
        path={pages.personnelCertificate.path}
        url={`${pages.personnelCertificate.path}?id=301`}
      >
        <Box sx={{ p: 2, maxWidth: 1080 }}>
          <ReviewFrame
            submitDecision={submitDecision}
            {...(review ? { snapshot: reviewSnapshot(review.state, review.context) } : {})}
          >
            <SignUpDetailContext.Provider logic={loader} options={{ input: { id: 301 } }}>
              <PersonnelCertificateScreen onReload={() => undefined} />
            </SignUpDetailContext.Provider>
          </ReviewFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Sign-ups/PersonnelCertificate',
  component: PageStory,
  parameters: { machine: 'reviewMachine' },
  args: {
    status: 'examPassed',
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A passed trainee waiting: the trainee's photo and particulars, and the reviewer's steps. */
export const Idle: Story = {
  parameters: { state: 'idle' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '人员证书' }));
    await shown(canvas.getByText('510104199001010019'));
    await shown(canvas.getByRole('link', { name: '返回证书审核' }));
    await waitFor(() => expect(offeredDecisions(canvas)).toEqual(['证书驳回', '发证']));
  },
};

/** An issued certificate: its e-certificate one click away, and revocation. */
export const Issued: Story = {
  parameters: { state: 'idle' },
  args: { status: 'certificateIssued' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('link', { name: '电子证书' }));
    await waitFor(() => expect(offeredDecisions(canvas)).toEqual(['撤销']));
  },
};

/** Rejecting asks for the reason, then sends it with the decision. */
export const Rejecting: Story = {
  parameters: { states: ['composing', 'succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '证书驳回' }));
    const dialog = within(await body().findByRole('dialog', { name: '证书驳回' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^审核意见/ }), '照片不清晰');
    await userEvent.click(dialog.getByRole('button', { name: '证书驳回' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'REJECT_CERTIFICATE',
        ids: [301],
        comment: '照片不清晰',
      }),
    );
  },
};

export const Submitting: Story = {
  parameters: { state: 'submitting' },
  args: {
    review: {
      state: 'submitting',
      context: { decision: 'ISSUE', ids: [301], commentRequired: false },
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: '发证' })).toBeDisabled();
  },
};

/** Someone decided first: the refusal is shown where the decision was made. */
export const DecisionFailed: Story = {
  parameters: { states: ['composing', 'failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(serviceError(409, '数据已被他人修改，请刷新后重试')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '发证' }));
    const dialog = within(await body().findByRole('dialog', { name: '发证' }));
    await userEvent.click(dialog.getByRole('button', { name: '发证' }));
    await shown(await dialog.findByText('数据已被他人修改，请刷新后重试'));
  },
};

/** The sign-up could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  parameters: { state: 'idle' },
  args: { load: () => Promise.reject(serviceError(503, '服务暂时不可用，请稍后重试')) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('button', { name: '重试' }));
  },
};

export const English: Story = {
  parameters: { state: 'idle' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: 'Personnel certificate' }));
    await shown(canvas.getByRole('link', { name: 'Back to certificate review' }));
  },
};
