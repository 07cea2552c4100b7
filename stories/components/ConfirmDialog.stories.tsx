import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: '撤回申请',
    message: '确定撤回该申请吗？撤回后可以修改并重新提交。',
    confirmLabel: '撤回',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel has the focus: Enter on a surprise dialog does no harm. */
export const Asking: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '撤回申请' }));
    await expect(dialog.getByRole('button', { name: '取消' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: '撤回' })).toHaveClass('MuiButton-colorError');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: '撤回' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: /撤回/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '取消' })).toBeDisabled();
  },
};

/** The last attempt failed: the reason, and confirming again retries. */
export const Failed: Story = {
  args: { error: '该申请已被他人处理，请刷新后重试', confirmLabel: undefined },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('该申请已被他人处理');
    await expect(dialog.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};
