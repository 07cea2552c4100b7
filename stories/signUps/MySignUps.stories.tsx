import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { MySignUpsScreen } from '../../src/features/signUps/MySignUpsScreen';
import { serviceError, users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { pageOf, shown, type ReviewCall } from '../support/realname';
import { ReviewListStoryFrame, type ReviewListStoryProps } from '../support/reviewListStory';
import { companySignUpRows } from './signUpFixtures';

/** `/newApply`: a company's sign-ups of its people. */
function MySignUpsStory(props: ReviewListStoryProps) {
  return (
    <ReviewListStoryFrame {...props} user={users.companyAdmin} path={pages.newApply.path}>
      <MySignUpsScreen />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Sign-ups/MySignUps',
  component: MySignUpsStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    state: 'loaded',
    context: { rows: companySignUpRows, total: companySignUpRows.length },
    fetchPage: fn(() =>
      Promise.resolve(pageOf(companySignUpRows as never[], companySignUpRows.length)),
    ),
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
  },
} satisfies Meta<typeof MySignUpsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('我的报名');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Each sign-up with its status; only one not past its exam may be cancelled. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '培训报名' }));
    await shown(canvas.getByText('共 4 条报名'));
    await shown(canvas.getByRole('link', { name: '报名课程' }));
    const waiting = rowWith(canvas, '信息技术服务基础实务（第三期）');
    await shown(waiting.getByText('已报名，待审核'));
    await shown(waiting.getByRole('button', { name: '取消报名' }));
    const issued = rowWith(canvas, '第二期');
    await shown(issued.getByText('证书已颁发'));
    await expect(issued.queryByRole('button', { name: '取消报名' })).toBeNull();
  },
};

/** Cancelling is asked first, in red; the list reloads after. */
export const CancelAsked: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '许静').getByRole('button', { name: '取消报名' }));
    const dialog = within(await body().findByRole('dialog', { name: '取消报名' }));
    await shown(dialog.getByText(/名额将释放给其他人/));
    await userEvent.click(dialog.getByRole('button', { name: '取消报名' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith(
        expect.objectContaining({ decision: 'CANCEL', ids: [302] }),
      ),
    );
    await shown(await dialog.findByText('报名已取消'));
  },
};

/** Someone decided first: the refusal stays in the dialog, with a retry. */
export const CancelRefused: Story = {
  parameters: { state: 'reviewMachine:failed' },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(serviceError(409, '数据已被他人修改，请刷新后重试')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '许静').getByRole('button', { name: '取消报名' }));
    const dialog = within(await body().findByRole('dialog', { name: '取消报名' }));
    await userEvent.click(dialog.getByRole('button', { name: '取消报名' }));
    await shown(await dialog.findByRole('button', { name: '重试' }));
    await shown(dialog.getAllByText('数据已被他人修改，请刷新后重试')[0] ?? null);
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: 'Training sign-up' }));
    await shown(canvas.getByRole('grid', { name: 'My sign-ups' }));
    await shown(canvas.getByText('Sign-ups: 4'));
  },
};
