import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { initialListQuery } from '@machines/app/listQuery';
import { UserCheckScreen } from '../../src/features/people/UserCheckScreen';
import type { PersonDetail } from '../../src/lib/api/people';
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
  decisionSubmittingStory,
  decisionSucceededStory,
  decisionWithReasonStory,
} from '../support/reviewDialogStories';
import { loadedListWithDetailArgs, reviewListWithDetail } from '../support/reviewListStory';
import { declaredRows, personDetail } from './peopleFixtures';
import { StoryPerson } from './StoryPerson';

const PATH = pages.userCheck.path;

const UserCheckStory = reviewListWithDetail<PersonDetail>({
  path: PATH,
  param: 'person',
  screen: (load) => (
    <UserCheckScreen
      renderDetail={(id, onClose) => <StoryPerson key={id} id={id} onClose={onClose} load={load} />}
    />
  ),
});

const meta = {
  title: 'People/UserCheck',
  component: UserCheckStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: loadedListWithDetailArgs(declaredRows, (id) =>
    personDetail(id === '3' ? 'approved' : 'submitted', 'platform', { id: Number(id) }),
  ),
} satisfies Meta<typeof UserCheckStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const rowOf = rowWith;

export const Loading: Story = loadingStory('人员审核列表');

export const Empty: Story = emptyStory();

export const Failed: Story = failedStory();

/** Statuses as chips, ID card and mobile masked; only pending people can be selected. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    const pending = rowOf(canvas, '周婷');
    await expect(pending.getByText('待审核').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    await shown(pending.getByText('5101**********2026'));
    await shown(pending.getByText('137****1003'));
    await expect(pending.getByRole('checkbox')).toBeEnabled();
    await expect(rowOf(canvas, '马超').getByRole('checkbox')).toBeDisabled();
  },
};

/** Two pending people approved at once: one call with both. */
export const BatchApprove: Story = batchApproveStory('周婷', '何丽');

/** Viewing a person opens them in a dialog named in the URL: whole data, documents, decisions. */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, '周婷').getByRole('button', { name: '查看' }));
    const dialog = within(await body().findByRole('dialog', { name: '人员详情' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('1'));
    await shown(await dialog.findByText('510107198504181236'));
    const actions = within(dialog.getByRole('group', { name: '审核操作' }));
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '驳回',
      '退回',
      '通过',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Returning from the detail: the workflow asks for a reason; then the decision goes. */
export const ReturnWithReason: Story = decisionWithReasonStory({
  url: `${PATH}?person=1`,
  detail: '人员详情',
  decision: 'RETURN',
  button: '退回',
  comment: '照片不清晰',
});

export const ApproveDialog: Story = {
  parameters: { state: 'reviewMachine:composing' },
  args: {
    review: {
      state: 'composing',
      context: { decision: 'APPROVE', ids: [1], commentRequired: false },
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: '通过' })).toBeEnabled();
  },
};

export const DecisionSubmitting: Story = decisionSubmittingStory();

export const DecisionSucceeded: Story = decisionSucceededStory();

/** A batch where someone decided one person first: that item is named with its reason. */
export const DecisionRefused: Story = decisionFailedStory('数据已被他人修改，请刷新后重试');

/** Searching by name or ID card number asks the server for the first page with it. */
export const Filtering: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '姓名或身份证号' }), '周婷{Enter}');
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { keyword: '周婷' } }),
      ),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'People to verify' }));
    await expect(canvas.getAllByText('Pending review').length).toBeGreaterThan(0);
  },
};
