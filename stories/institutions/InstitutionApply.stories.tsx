import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { textNotice } from '@machines/app/notice';
import { InstitutionApplyScreen } from '../../src/features/institutions/InstitutionApplyScreen';
import { InstitutionStanding } from '../../src/features/institutions/InstitutionStanding';
import type { MyInstitutions } from '../../src/lib/api/institutions';
import { serviceError, users } from '../support/fixtures';
import { shown, type ReviewCall } from '../support/storyKit';
import {
  loadedListArgs,
  reviewListWithStanding,
  standingLoadingStory,
} from '../support/reviewListStory';
import { body, rowWith } from '../support/listStories';
import {
  institutionApplication,
  ownRows,
  reviewInstitution,
  StoryMyInstitutions,
} from './institutionFixtures';
import {
  stepIdleStory,
  stepPartlyFailedStory,
  stepSubmittingStory,
} from '../support/reviewDialogStories';

const PATH = pages.institutionApply.path;

const InstitutionApplyStory = reviewListWithStanding<MyInstitutions>({
  user: users.companyAdmin,
  path: PATH,
  screen: (loadStanding) => (
    <StoryMyInstitutions load={loadStanding}>
      <InstitutionApplyScreen standing={<InstitutionStanding onRetry={() => undefined} />} />
    </StoryMyInstitutions>
  ),
});

const meta = {
  title: 'Institutions/InstitutionApply',
  component: InstitutionApplyStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    ...loadedListArgs(ownRows),
    loadStanding: fn<() => Promise<MyInstitutions>>(() => Promise.resolve(reviewInstitution)),
  },
} satisfies Meta<typeof InstitutionApplyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = rowWith;

export const Loading: Story = standingLoadingStory<MyInstitutions>();

/** A company that never applied: neither kind, and the way to apply for each. */
export const Empty: Story = {
  parameters: { state: 'empty' },
  args: {
    state: 'empty',
    context: {},
    loadStanding: fn(() =>
      Promise.resolve<MyInstitutions>({
        training: { roleCodes: [], openApplicationId: null },
        review: { roleCodes: [], openApplicationId: null },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('本单位尚不是培训机构。'));
    await expect(canvas.getByRole('link', { name: '申请成为培训机构' })).toHaveAttribute(
      'href',
      `${pages.institutionForm.path}?kind=training`,
    );
    await expect(canvas.getByRole('link', { name: '申请成为评审机构' })).toHaveAttribute(
      'href',
      `${pages.institutionForm.path}?kind=review`,
    );
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: {
    state: 'failed',
    context: { error: textNotice('请求超时，请稍后重试') },
    loadStanding: fn(() => Promise.reject<MyInstitutions>(serviceError(500, '服务器繁忙'))),
  },
  play: async ({ canvas, args }) => {
    await shown(await canvas.findByText('无法加载本单位的机构资格。'));
    const grid = canvas.getByRole('grid', { name: '本单位的机构申请' });
    await userEvent.click(within(grid).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(args.fetchPage).toHaveBeenCalledOnce());
  },
};

/** A review institution whose training application was returned: open it, or submit it. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    const review = within(await canvas.findByRole('region', { name: '评审机构' }));
    // The heading, and the role held.
    await expect(await review.findAllByText('评审机构')).toHaveLength(2);
    await shown(review.getByText(/角色切换/));
    const training = within(canvas.getByRole('region', { name: '培训机构' }));
    await expect(training.getByRole('link', { name: '查看进行中的申请' })).toHaveAttribute(
      'href',
      `${pages.institutionInfo.path}?kind=training&id=11`,
    );
    await shown(rowOf(canvas, '已退回').getByRole('button', { name: '提交申请' }));
    await expect(rowOf(canvas, '已通过').queryByRole('button', { name: '编辑' })).toBeNull();
  },
};

/** Submitting a returned application from the list: asked first, then sent. */
export const SubmitConfirmed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, '已退回').getByRole('button', { name: '提交申请' }));
    const dialog = within(await body().findByRole('dialog', { name: '提交机构申请' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'SUBMIT',
        ids: [11],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('已提交，等待平台审核。'));
  },
};

/** An application awaiting review: withdrawing it is asked first. */
export const WithdrawAsked: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing'] },
  args: {
    context: { rows: [institutionApplication('submitted', { id: 12 })], total: 1 },
    review: { state: 'composing', context: { decision: 'WITHDRAW', ids: [12] } },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '撤回机构申请' }));
    await shown(dialog.getByText(/撤回后可修改并重新提交/));
  },
};

export const StepSubmitting: Story = stepSubmittingStory({
  id: 11,
  decision: 'SUBMIT',
  dialog: '提交机构申请',
  button: '提交申请',
});

/** An application naming a person no longer verified, refused: the reason and a retry. */
export const StepFailed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(
        serviceError(400, '所选人员须为本单位已核验的人员', { personIds: '必须已核验' }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowOf(canvas, '已退回').getByRole('button', { name: '提交申请' }));
    const dialog = within(await body().findByRole('dialog', { name: '提交机构申请' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交申请' }));
    await shown(await dialog.findByText('所选人员须为本单位已核验的人员'));
  },
};

export const StepPartlyFailed: Story = stepPartlyFailedStory({
  id: 12,
  decision: 'WITHDRAW',
  dialog: '撤回机构申请',
  text: '该申请已被审核，不能撤回',
});

export const Idle: Story = stepIdleStory('本单位的机构申请');

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('Your company is not a training institution yet.'));
    await shown(canvas.getByRole('link', { name: 'Open the application in progress' }));
  },
};
