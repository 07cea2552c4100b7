import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { initialListQuery } from '@machines/app/listQuery';
import { CreditCheckScreen, type CreditExports } from '../../src/features/credit/CreditCheckScreen';
import type { ReviewLevel } from '../../src/lib/api/credit';
import { users } from '../support/fixtures';
import {
  batchApproveStory,
  body,
  emptyStory,
  failedStory,
  INSTITUTION_APPROVE,
  loadingStory,
  rowWith,
} from '../support/listStories';
import {
  decisionFailedStory,
  decisionPartlyFailedStory,
  decisionSubmittingStory,
  decisionSucceededStory,
} from '../support/reviewDialogStories';
import { shown } from '../support/storyKit';
import {
  ReviewListStoryFrame,
  type ReviewListStoryProps,
  loadedListArgs,
} from '../support/reviewListStory';
import { reviewCreditRows } from './creditFixtures';

type StoryProps = ReviewListStoryProps & {
  readonly level: ReviewLevel;
  readonly exports: CreditExports;
  readonly save: (blob: Blob, fileName: string) => void;
};

/** `/creditCheck` (the review institution); `platCreditCheck` is the platform's level. */
function CreditCheckStory({ level, exports, save, ...frame }: StoryProps) {
  const institution = level === 'institution';
  return (
    <ReviewListStoryFrame
      {...frame}
      user={institution ? users.companyAdmin : users.superAdmin}
      path={institution ? pages.creditCheck.path : pages.platCreditCheck.path}
    >
      <CreditCheckScreen level={level} exports={exports} save={save} />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Credit/CreditCheck',
  component: CreditCheckStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    level: 'institution',
    ...loadedListArgs(reviewCreditRows),
    exports: {
      applications: fn(() =>
        Promise.resolve({ blob: new Blob(['xlsx']), fileName: 'credit-applications.xlsx' }),
      ),
      people: fn(() =>
        Promise.resolve({ blob: new Blob(['xlsx']), fileName: 'credit-people.xlsx' }),
      ),
    },
    save: fn(),
  },
} satisfies Meta<typeof CreditCheckStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('待本机构初审的资信申请');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Masked mobiles; only what awaits the institution can be selected. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    const pending = rowWith(canvas, '四川岷江');
    await shown(pending.getByText('139****2004'));
    await expect(pending.getByRole('checkbox')).toBeEnabled();
    await expect(rowWith(canvas, '天府云创').getByRole('checkbox')).toBeDisabled();
    await expect(rowWith(canvas, '成都华西').getByRole('checkbox')).toBeDisabled();
  },
};

/** Two submissions approved at once by the institution: one call with both. */
export const BatchApprove: Story = batchApproveStory('四川岷江', '成都锦城', INSTITUTION_APPROVE);

/** Rejecting in a batch asks for the reason first. */
export const BatchRejectComposing: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing'] },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '四川岷江').getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '批量初审驳回' }));
    const dialog = within(await body().findByRole('dialog', { name: /机构驳回/ }));
    await expect(dialog.getByRole('button', { name: '机构驳回' })).toBeDisabled();
  },
};

export const DecisionSubmitting: Story = decisionSubmittingStory([1, 2]);
export const DecisionSucceeded: Story = decisionSucceededStory();
export const DecisionPartlyFailed: Story = decisionPartlyFailedStory();
export const DecisionFailed: Story = decisionFailedStory();

/** Filtering by company asks the server for the first page of it. */
export const FilterByCompany: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle'] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '企业全称' }), '岷江');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { companyName: '岷江' } }),
      ),
    );
  },
};

/** The platform's level: what institutions approved is selectable, with its institution. */
export const PlatformLevel: Story = {
  parameters: { state: 'loaded' },
  args: { level: 'platform' },
  play: async ({ canvas }) => {
    const approved = rowWith(canvas, '天府云创');
    await shown(approved.getByText('蓉城信息工程咨询评估有限公司'));
    await expect(approved.getByRole('checkbox')).toBeEnabled();
    await expect(rowWith(canvas, '四川岷江').getByRole('checkbox')).toBeDisabled();
    await shown(canvas.getByRole('button', { name: '批量复审通过' }));
  },
};

/** The platform exports its list, and the people the applications count, as filtered. */
export const PlatformExports: Story = {
  parameters: { state: 'loaded' },
  args: { level: 'platform' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '企业全称' }), '天府');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await userEvent.click(canvas.getByRole('button', { name: '导出申请' }));
    const filtered = initialListQuery({ filters: { companyName: '天府' } });
    await waitFor(() => expect(args.exports.applications).toHaveBeenCalledWith(filtered));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith(expect.any(Blob), 'credit-applications.xlsx'),
    );
    await userEvent.click(canvas.getByRole('button', { name: '导出申报人员' }));
    await waitFor(() => expect(args.exports.people).toHaveBeenCalledWith(filtered));
  },
};

/** A review institution exports nothing: the lists are the platform's. */
export const InstitutionWithoutExports: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid'));
    await expect(canvas.queryByRole('button', { name: '导出申请' })).toBeNull();
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'Credit applications sent to your institution' }));
  },
};
