import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { initialListQuery } from '@machines/app/listQuery';
import { textNotice } from '@machines/app/notice';
import { FormContext } from '../../src/components/actorContexts';
import { IdentityCorrectionDialog } from '../../src/features/accounts/IdentityCorrectionDialog';
import { AccountContactDialog } from '../../src/features/accounts/AccountContactDialog';
import { AccountManagementScreen } from '../../src/features/accounts/AccountManagementScreen';
import { detailLoaderOf } from '../../src/components/detailLoader';
import {
  PasswordResetContext,
  type PasswordResetAnswer,
} from '../../src/features/accounts/accountActors';
import type { RegisteredAccount } from '../../src/lib/api/accounts';
import { serviceError, users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import {
  formSnapshot,
  shown,
  storyFormMachine,
  type FormCall,
  type ReviewCall,
} from '../support/storyKit';
import {
  loadedListArgs,
  ReviewListStoryFrame,
  type ReviewListStoryProps,
} from '../support/reviewListStory';
import { stepPartlyFailedStory, stepSubmittingStory } from '../support/reviewDialogStories';

const at = '2025-03-01T02:00:00.000Z';
const account = (
  id: number,
  name: string,
  companyName: string,
  roles: string[],
  enabled = true,
): RegisteredAccount => ({
  id,
  userName: `139****200${id}`,
  name,
  mobile: `139****200${id}`,
  email: null,
  companyName,
  corporateId: companyName ? id : null,
  roles,
  isAdmin: companyName !== '',
  enabled,
  createdAt: at,
});

const accounts: RegisteredAccount[] = [
  account(1, '张伟', '成都蜀信科技有限公司', ['2000', '2110']),
  account(2, '徐静', '成都温江软件开发有限公司', ['2000'], false),
  account(3, '李娜', '', ['1000']),
];

type StoryProps = ReviewListStoryProps & {
  /** `PUT /api/user/reset-accountpwd`. */
  readonly resetPassword: () => Promise<PasswordResetAnswer>;
  /** `POST /api/user/set-mobile-email`. */
  readonly saveContact: FormCall;
  /** `PUT /api/user/correct-identity`. */
  readonly correctIdentity: FormCall;
};

/** A row's form dialog, its form machine restored to editing, its call answered by `submit`. */
function StoryAccountForm({
  account: entry,
  fields,
  submit,
  children,
}: {
  account: RegisteredAccount;
  fields: readonly string[];
  submit: FormCall;
  children: ReactNode;
}) {
  const [logic] = useState(() => storyFormMachine(submit, submit));
  const [snapshot] = useState(() => formSnapshot('editing', { recordId: entry.id, fields }));
  return (
    <FormContext.Provider logic={logic} options={{ snapshot }}>
      {children}
    </FormContext.Provider>
  );
}

/** `accountManagement` as the operator sees it, its machines restored by the args. */
function AccountManagementStory({
  resetPassword,
  saveContact,
  correctIdentity,
  ...props
}: StoryProps) {
  const [reset] = useState(() => detailLoaderOf(resetPassword));
  return (
    <ReviewListStoryFrame {...props} user={users.operator} path={pages.accountManagement.path}>
      <AccountManagementScreen
        renderReset={(attempt, account, content) => (
          <PasswordResetContext.Provider
            key={attempt}
            logic={reset}
            options={{ input: { id: account.id } }}
          >
            {content}
          </PasswordResetContext.Provider>
        )}
        renderContact={(entry, onClose) => (
          <StoryAccountForm account={entry} fields={['mobile', 'email']} submit={saveContact}>
            <AccountContactDialog account={entry} onClose={onClose} />
          </StoryAccountForm>
        )}
        renderIdentity={(entry, onClose) => (
          <StoryAccountForm account={entry} fields={['idCard', 'reason']} submit={correctIdentity}>
            <IdentityCorrectionDialog account={entry} onClose={onClose} />
          </StoryAccountForm>
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Accounts/AccountManagement',
  component: AccountManagementStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: {
    ...loadedListArgs(accounts),
    resetPassword: fn(() => Promise.resolve({ accountId: 1, oneTimePassword: 'Kp7mQ2xa9B' })),
    saveContact: fn<FormCall>(() => Promise.resolve({ id: 1 })),
    correctIdentity: fn<FormCall>(() =>
      Promise.resolve({ id: 3, corrected: 2, idCard: '5101**********0027' }),
    ),
  },
} satisfies Meta<typeof AccountManagementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('注册用户管理');

export const Empty: Story = emptyStory();

export const Failed: Story = failedStory();

/** Masked numbers, every role named, and the switch each account's state offers. */
export const Loaded: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle'] },
  play: async ({ canvas }) => {
    const company = rowWith(canvas, '张伟');
    await shown(company.getByText('139****2001'));
    await shown(company.getByText('会员企业、培训机构（2110）'));
    await expect(company.getByRole('button', { name: '停用' })).toBeVisible();
    await expect(rowWith(canvas, '徐静').getByRole('button', { name: '启用' })).toBeVisible();
  },
};

/** Disabling says what happens to the open sessions, then sends the account. */
export const DisableConfirmed: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '张伟').getByRole('button', { name: '停用' }));
    const dialog = within(await body().findByRole('dialog', { name: '停用账号' }));
    await shown(dialog.getByText(/已登录的会话在下一次操作时结束/));
    await expect(dialog.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: '停用' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'DISABLE',
        ids: [1],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('张伟（139****2001） 已停用'));
  },
};

export const EnableSubmitting: Story = stepSubmittingStory({
  id: 2,
  decision: 'ENABLE',
  dialog: '启用账号',
  button: '启用',
});

/** Someone switched it first: the refusal says so. */
export const StepFailed: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() => Promise.reject(serviceError(409, '该账号已是启用状态'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '徐静').getByRole('button', { name: '启用' }));
    const dialog = within(await body().findByRole('dialog', { name: '启用账号' }));
    await userEvent.click(dialog.getByRole('button', { name: '启用' }));
    await shown(await dialog.findByText('该账号已是启用状态'));
  },
};

export const StepPartlyFailed: Story = stepPartlyFailedStory({
  id: 1,
  decision: 'DISABLE',
  dialog: '停用账号',
  text: '该账号已是停用状态',
});

export const StepNeverSent: Story = {
  parameters: { state: 'reviewMachine:failed' },
  args: {
    review: {
      state: 'failed',
      context: { decision: 'DISABLE', ids: [1], error: textNotice('网络连接失败') },
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '停用账号' }));
    await shown(dialog.getByText('网络连接失败'));
  },
};

/** Filtering by kind asks the server for the first page of that kind. */
export const FilterByKind: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '账号类型' }));
    await userEvent.click(await body().findByRole('option', { name: '个人' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { kind: 'individual' } }),
      ),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'Registered users' }));
    await shown(rowWith(canvas, '徐静').getByText('Disabled'));
  },
};

const openReset = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(rowWith(canvas, '张伟').getByRole('button', { name: '重置密码' }));
  return within(await body().findByRole('dialog', { name: '重置密码' }));
};

/** A reset is asked for first; nothing is sent until then, cancel is the default. */
export const ResetAsked: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openReset(canvas);
    await shown(dialog.getByText(/所有会话将立即结束/));
    await expect(dialog.getByRole('button', { name: '取消' })).toHaveFocus();
    await expect(args.resetPassword).not.toHaveBeenCalled();
  },
};

/** Confirmed: the one-time password, shown this once. */
export const ResetDone: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openReset(canvas);
    await userEvent.click(dialog.getByRole('button', { name: '重置密码' }));
    await shown(await dialog.findByText('Kp7mQ2xa9B'));
    await shown(dialog.getByText(/临时密码仅显示这一次/));
    await expect(args.resetPassword).toHaveBeenCalledOnce();
  },
};

export const ResetBusy: Story = {
  args: { resetPassword: fn(() => new Promise<PasswordResetAnswer>(() => undefined)) },
  play: async ({ canvas }) => {
    const dialog = await openReset(canvas);
    await userEvent.click(dialog.getByRole('button', { name: '重置密码' }));
    await shown(await dialog.findByRole('progressbar', { name: '正在重置' }));
    await expect(dialog.getByRole('button', { name: '关闭' })).toBeDisabled();
  },
};

/** A failure says why and may be tried again. */
export const ResetFailed: Story = {
  args: {
    resetPassword: fn(() => Promise.reject(serviceError(404, '记录不存在或已被删除'))),
  },
  play: async ({ canvas, args }) => {
    const dialog = await openReset(canvas);
    await userEvent.click(dialog.getByRole('button', { name: '重置密码' }));
    await shown(await dialog.findByText('记录不存在或已被删除'));
    await userEvent.click(dialog.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.resetPassword).toHaveBeenCalledTimes(2));
  },
};

/** A new mobile (the list's is masked) and the email, checked before anything is sent. */
export const ContactSends: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '李娜').getByRole('button', { name: '修改手机号和邮箱' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: /修改手机号和邮箱：李娜/ }));
    await shown(dialog.getByText('当前：139****2003'));
    const mobile = dialog.getByRole('textbox', { name: '手机号' });
    await userEvent.type(mobile, '1390000');
    await userEvent.type(dialog.getByRole('textbox', { name: '邮箱' }), 'lina@example.com');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await shown(await dialog.findByText('请输入正确的手机号码'));
    await expect(args.saveContact).not.toHaveBeenCalled();
    await userEvent.type(mobile, '9999');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.saveContact).toHaveBeenCalledWith({
        recordId: 3,
        values: { accountId: 3, mobile: '13900009999', email: 'lina@example.com' },
      }),
    );
  },
};

/**
 * The association corrects a trainee's ID card number: offered on individuals only, the
 * number checked and the grounds asked for before anything is sent; then how many
 * sign-ups carry it.
 */
export const IdentityCorrected: Story = {
  parameters: { states: ['formMachine:editing', 'formMachine:submitted'] },
  play: async ({ canvas, args }) => {
    // A company's account has no such step: its trainees are its roster's.
    await expect(rowWith(canvas, '张伟').queryByRole('button', { name: '更多' })).toBeNull();
    await userEvent.click(rowWith(canvas, '李娜').getByRole('button', { name: '更多' }));
    await userEvent.click(await body().findByRole('menuitem', { name: '更正身份证号' }));
    const dialog = within(
      await body().findByRole('dialog', { name: /更正李娜（139\*\*\*\*2003）的身份证号码/ }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: /正确的身份证号码/ }),
      '51010419900101002',
    );
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await shown(await dialog.findByText('身份证号码不正确，请核对后重新输入'));
    await shown(dialog.getByText('请填写更正依据'));
    await expect(args.correctIdentity).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /正确的身份证号码/ }), '7');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /更正依据/ }),
      '学员持身份证原件到协会核对，原号码录入有误',
    );
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.correctIdentity).toHaveBeenCalledWith({
        recordId: 3,
        values: {
          accountId: 3,
          idCard: '510104199001010027',
          reason: '学员持身份证原件到协会核对，原号码录入有误',
        },
      }),
    );
    await shown(await dialog.findByText('已更正：2 条报名现为 5101**********0027。'));
  },
};

/** Deleting says the history stays, then sends the account. */
export const DeleteConfirmed: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '徐静').getByRole('button', { name: '删除账号' }));
    const dialog = within(await body().findByRole('dialog', { name: '删除账号' }));
    await shown(dialog.getByText(/历史记录保留/));
    await userEvent.click(dialog.getByRole('button', { name: '删除账号' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'DELETE',
        ids: [2],
        comment: '',
      }),
    );
  },
};
