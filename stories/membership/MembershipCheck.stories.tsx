import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { RowId } from '@machines/app/list';
import { initialListQuery } from '@machines/app/listQuery';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { RecordDialog } from '../../src/components/RecordDialog';
import { ApplicationDetailContext } from '../../src/features/membership/membershipActors';
import { VipApplicationsReview } from '../../src/features/membership/VipApplicationsReview';
import { VipDetailContent } from '../../src/features/membership/VipDetailContent';
import { VipReviewActions } from '../../src/features/membership/VipReviewActions';
import type { VipApplicationDetail } from '../../src/lib/api/membership';
import { shown } from '../support/storyKit';
import {
  batchApproveStory,
  body,
  emptyStory,
  failedStory,
  loadingStory,
  rowWith,
} from '../support/listStories';
import {
  decisionFailedStory,
  decisionPartlyFailedStory,
  decisionSubmittingStory,
  decisionWithReasonStory,
} from '../support/reviewDialogStories';
import { loadedListWithDetailArgs, reviewListWithDetail } from '../support/reviewListStory';
import { reviewRows, StoryLevels, vipDetail } from './membershipFixtures';

const PATH = pages.membershipCheck.path;

/** The application's dialog over the list, its loader bound to a story function. */
function StoryApplication({
  id,
  onClose,
  load,
}: {
  id: string;
  onClose: () => void;
  load: (id: RowId) => Promise<VipApplicationDetail>;
}) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <RecordDialog title="入会申请" onClose={onClose}>
      <ApplicationDetailContext.Provider logic={loader} options={{ input: { id } }}>
        <VipDetailContent
          onReload={() => undefined}
          actions={(detail) => <VipReviewActions detail={detail} />}
        />
      </ApplicationDetailContext.Provider>
    </RecordDialog>
  );
}

const MembershipCheckStory = reviewListWithDetail<VipApplicationDetail>({
  path: PATH,
  param: 'application',
  screen: (load) => (
    <StoryLevels>
      <VipApplicationsReview
        renderDetail={(id, onClose) => (
          <StoryApplication key={id} id={id} onClose={onClose} load={load} />
        )}
      />
    </StoryLevels>
  ),
});

const meta = {
  title: 'Membership/MembershipCheck',
  component: MembershipCheckStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: loadedListWithDetailArgs(reviewRows, (id) =>
    vipDetail(id === '3' ? 'approved' : 'submitted', 'platform', { id: Number(id) }),
  ),
} satisfies Meta<typeof MembershipCheckStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const rowOf = rowWith;

export const Loading: Story = loadingStory('待审核的入会申请');

export const Empty: Story = emptyStory();

export const Failed: Story = failedStory();

/** Levels by name, mobiles masked; only pending applications can be selected. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    const pending = rowOf(canvas, '成都华西');
    await shown(await pending.findByText('理事单位'));
    await shown(pending.getByText('139****2003'));
    await expect(pending.getByRole('checkbox')).toBeEnabled();
    await expect(rowOf(canvas, '天府云创').getByRole('checkbox')).toBeDisabled();
  },
};

/** Two applications approved at once: one call with both. */
export const BatchApprove: Story = batchApproveStory('成都华西', '成都锦城');

/** Viewing opens the application in a dialog named in the URL: profile, files, decisions. */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, '成都华西').getByRole('button', { name: '查看' }));
    const dialog = within(await body().findByRole('dialog', { name: '入会申请' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('1'));
    await shown(await dialog.findByText('13900002003'));
    await shown(dialog.getByText('800 万元'));
    const actions = within(dialog.getByRole('group', { name: '审核操作' }));
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '驳回',
      '退回',
      '通过',
    ]);
  },
};

/** Returning from the detail: the workflow asks for a reason; then the decision goes. */
export const ReturnWithReason: Story = decisionWithReasonStory({
  url: `${PATH}?application=1`,
  detail: '入会申请',
  decision: 'RETURN',
  button: '退回',
  comment: '请补充资质证书',
});

export const DecisionSubmitting: Story = decisionSubmittingStory();

export const DecisionPartlyFailed: Story = decisionPartlyFailedStory();

export const DecisionFailed: Story = decisionFailedStory();

/** Choosing a level asks the server for the first page of it. */
export const FilterByLevel: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '会员级别' }));
    await userEvent.click(await body().findByRole('option', { name: '会长单位' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { levelCode: 'president' } }),
      ),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'Membership applications to review' }));
    await shown(await canvas.findAllByText('Director unit').then((found) => found[0] ?? null));
  },
};
