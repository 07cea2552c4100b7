import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RowId } from '@machines/app/list';
import { textNotice } from '@machines/app/notice';
import type { ReviewContext as ReviewMachineContext } from '@machines/app/review';
import { ReviewContext } from '../../src/components/actorContexts';
import { ReviewDialog } from '../../src/components/ReviewDialog';
import { serviceError } from '../support/fixtures';
import { ReviewFrame, reviewSnapshot, shown, type ReviewCall } from '../support/storyKit';

const NAMES: Record<string, string> = {
  '1': '福州云联科技有限公司',
  '2': '厦门海创信息有限公司',
  '3': '泉州数智系统集成有限公司',
};
const CONFLICT = '该申请已被他人处理，当前状态：已通过';

/** A button that opens the dialog the way a screen does: DECIDE with the workflow's rule. */
function Opener({ decision, commentRequired }: { decision: string; commentRequired: boolean }) {
  const review = ReviewContext.useActorRef();
  return (
    <Button
      sx={{ m: 2 }}
      variant="outlined"
      onClick={() => review.send({ type: 'DECIDE', decision, ids: [1], commentRequired })}
    >
      {`open ${decision}`}
    </Button>
  );
}

interface ReviewStoryProps {
  readonly state?: string;
  readonly context?: Partial<ReviewMachineContext>;
  readonly submitDecision: ReviewCall;
  readonly decided: () => void;
}

function ReviewStory({ state, context, submitDecision, decided }: ReviewStoryProps) {
  return (
    <ReviewFrame
      submitDecision={submitDecision}
      decided={decided}
      {...(state ? { snapshot: reviewSnapshot(state, context) } : {})}
    >
      <Opener decision="REJECT" commentRequired />
      <Opener decision="APPROVE" commentRequired={false} />
      <ReviewDialog itemLabel={(id: RowId) => NAMES[String(id)] ?? String(id)} />
    </ReviewFrame>
  );
}

const meta = {
  title: 'Components/ReviewDialog',
  component: ReviewStory,
  parameters: { machine: 'reviewMachine' },
  args: {
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
    decided: fn(),
  },
} satisfies Meta<typeof ReviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog'));

/** Closed until a decision is taken. */
export const Idle: Story = {
  parameters: { state: 'idle' },
  play: async ({ canvas }) => {
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'open APPROVE' }));
    const approve = await dialog();
    await shown(approve.getByRole('heading', { name: '通过' }));
    await expect(approve.getByRole('textbox', { name: /^审核意见/ })).not.toBeRequired();
  },
};

/** REJECT and RETURN need a comment (the workflow says so): no confirming without one. */
export const CommentRequired: Story = {
  parameters: { state: 'composing' },
  args: {
    state: 'composing',
    context: { decision: 'REJECT', ids: [1], commentRequired: true },
  },
  play: async ({ args }) => {
    const reject = await dialog();
    await shown(reject.getByRole('heading', { name: '驳回' }));
    const comment = reject.getByRole('textbox', { name: /^审核意见/ });
    await expect(comment).toBeRequired();
    await expect(comment).toHaveAccessibleDescription('驳回须填写审核意见');
    await expect(reject.getByRole('button', { name: '驳回' })).toBeDisabled();
    await userEvent.type(comment, '   ');
    await expect(reject.getByRole('button', { name: '驳回' })).toBeDisabled();
    await userEvent.type(comment, '材料不全');
    await userEvent.click(reject.getByRole('button', { name: '驳回' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'REJECT',
        ids: [1],
        comment: '材料不全',
      }),
    );
    await expect(await reject.findByRole('alert')).toHaveTextContent('驳回成功');
    await expect(args.decided).toHaveBeenCalledOnce();
  },
};

/** A batch: the count in the title and the question. */
export const BatchComposing: Story = {
  parameters: { state: 'composing' },
  args: {
    state: 'composing',
    context: { decision: 'APPROVE', ids: [1, 2, 3], commentRequired: false },
  },
  play: async () => {
    const batch = await dialog();
    await shown(batch.getByRole('heading', { name: '批量通过（3 项）' }));
    await shown(batch.getByText('确定要通过所选的 3 项吗？'));
    await expect(batch.getByRole('button', { name: '通过' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  parameters: { state: 'submitting' },
  args: {
    state: 'submitting',
    context: { decision: 'RETURN', ids: [1], commentRequired: true, comment: '请补充材料' },
  },
  play: async () => {
    const busy = await dialog();
    await expect(busy.getByRole('textbox', { name: /^审核意见/ })).toBeDisabled();
    await expect(busy.getByRole('button', { name: /退回/ })).toBeDisabled();
    await expect(busy.getByRole('button', { name: '取消' })).toBeDisabled();
  },
};

export const Succeeded: Story = {
  parameters: { state: 'succeeded' },
  args: {
    state: 'succeeded',
    context: {
      decision: 'APPROVE',
      ids: [1, 2],
      results: [
        { id: 1, ok: true },
        { id: 2, ok: true },
      ],
    },
  },
  play: async () => {
    const done = await dialog();
    await expect(done.getByRole('alert')).toHaveTextContent('已通过 2 项');
    await userEvent.click(done.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Some items were refused: each one named, with the server's reason. */
export const PartlyFailed: Story = {
  parameters: { state: 'partlyFailed' },
  args: {
    state: 'partlyFailed',
    context: {
      decision: 'APPROVE',
      ids: [1, 2, 3],
      results: [
        { id: 1, ok: true },
        { id: 2, ok: false, message: CONFLICT },
        { id: 3, ok: false, message: '数据已被他人修改，请刷新后重试' },
      ],
    },
  },
  play: async () => {
    const summary = await dialog();
    await expect(summary.getByRole('alert')).toHaveTextContent('成功 1 项，失败 2 项');
    const failures = within(summary.getByRole('list', { name: '未能处理的项' })).getAllByRole(
      'listitem',
    );
    await expect(failures).toHaveLength(2);
    await expect(failures[0]).toHaveTextContent(`${NAMES['2']}${CONFLICT}`);
    await expect(failures[1]).toHaveTextContent(NAMES['3'] ?? '');
  },
};

/** A conflict (409): the message, and retry sends the decision again. */
export const Conflict: Story = {
  parameters: { state: 'failed' },
  args: {
    state: 'failed',
    context: {
      decision: 'RETURN',
      ids: [1],
      commentRequired: true,
      comment: '请补充材料',
      error: textNotice(CONFLICT),
    },
    submitDecision: fn<ReviewCall>(() => Promise.reject(serviceError(409, CONFLICT))),
  },
  play: async ({ args }) => {
    const failed = await dialog();
    await expect(failed.getByRole('alert')).toHaveTextContent(CONFLICT);
    await userEvent.click(failed.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.submitDecision).toHaveBeenCalledOnce());
    await expect(await failed.findByRole('alert')).toHaveTextContent(CONFLICT);
  },
};

export const English: Story = {
  parameters: { state: 'composing' },
  globals: { language: 'en' },
  args: { state: 'composing', context: { decision: 'RETURN', ids: [1], commentRequired: true } },
  play: async () => {
    const english = await dialog();
    await shown(english.getByRole('heading', { name: 'Return' }));
    await expect(english.getByRole('textbox', { name: /^Review comment/ })).toBeRequired();
  },
};
