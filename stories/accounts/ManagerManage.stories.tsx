import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { FormContext as FormMachineContext } from '@machines/app/form';
import { MANAGER_FIELDS } from '@machines/validation/manager';
import { FormContext } from '../../src/components/actorContexts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import {
  PasswordResetContext,
  type PasswordResetAnswer,
} from '../../src/features/accounts/accountActors';
import { ManagerFormDialog } from '../../src/features/accounts/ManagerFormDialog';
import { ManagerManageScreen, type Editing } from '../../src/features/accounts/ManagerManageScreen';
import type { ManagerAccount } from '../../src/lib/api/accounts';
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
import { stepPartlyFailedStory } from '../support/reviewDialogStories';

const at = '2025-03-01T02:00:00.000Z';
const manager = (id: number, name: string, role: string, enabled = true): ManagerAccount => ({
  id,
  userName: `139****000${id}`,
  name,
  mobile: `139****000${id}`,
  email: null,
  role,
  enabled,
  mustChangePassword: false,
  createdAt: at,
});

const managers: ManagerAccount[] = [
  manager(1, '系统管理员', '0000'),
  manager(2, '孙丽', '0100'),
  manager(3, '周敏', '0900', false),
];

interface FormState {
  readonly state: string;
  readonly context?: Partial<FormMachineContext>;
}

type StoryProps = ReviewListStoryProps & {
  readonly form: FormState;
  /** `POST /api/user/create-manager` or `update-manager`. */
  readonly saveManager: FormCall;
  /** `PUT /api/user/reset-managerpwd`. */
  readonly resetPassword: () => Promise<PasswordResetAnswer>;
};

/** The manager form with a story form machine restored to `form`; an edit shows the row. */
function StoryForm({
  editing,
  onClose,
  form,
  submit,
}: {
  editing: Editing;
  onClose: () => void;
  form: FormState;
  submit: FormCall;
}) {
  const [logic] = useState(() => storyFormMachine(submit, submit));
  const target = editing.kind === 'edit' ? { ...editing.row, mobile: '13900000002' } : null;
  const snapshot = formSnapshot(form.state, {
    recordId: target?.id ?? null,
    fields: MANAGER_FIELDS,
    ...form.context,
  });
  return (
    <FormContext.Provider logic={logic} options={{ snapshot }}>
      <ManagerFormDialog manager={target} onClose={onClose} />
    </FormContext.Provider>
  );
}

/** `/managerManage` as the super-admin sees it, its machines restored by the args. */
function ManagerManageStory({ form, saveManager, resetPassword, ...frame }: StoryProps) {
  const [reset] = useState(() => detailLoaderOf(resetPassword));
  return (
    <ReviewListStoryFrame {...frame} user={users.superAdmin} path={pages.managerManage.path}>
      <ManagerManageScreen
        renderReset={(attempt, row, content) => (
          <PasswordResetContext.Provider
            key={attempt}
            logic={reset}
            options={{ input: { id: row.id } }}
          >
            {content}
          </PasswordResetContext.Provider>
        )}
        renderForm={(editing, onClose) => (
          <StoryForm editing={editing} onClose={onClose} form={form} submit={saveManager} />
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Accounts/ManagerManage',
  component: ManagerManageStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: {
    ...loadedListArgs(managers),
    form: { state: 'editing' },
    saveManager: fn<FormCall>(() => Promise.resolve({ id: 9 })),
    resetPassword: fn(() => Promise.resolve({ accountId: 2, oneTimePassword: 'Ht4nW8bq3Z' })),
  },
} satisfies Meta<typeof ManagerManageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openAdd = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: '新增管理员' }));
  return within(await body().findByRole('dialog', { name: '新增管理员' }));
};

export const Loading: Story = loadingStory('管理员管理');

export const Empty: Story = emptyStory();

export const Failed: Story = failedStory();

/** Staff by role, each role named with its code; the switch each state offers. */
export const Loaded: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle', 'formMachine:editing'] },
  play: async ({ canvas }) => {
    await shown(rowWith(canvas, '系统管理员').getByText('超级管理员（0000）'));
    await expect(rowWith(canvas, '周敏').getByRole('button', { name: '启用' })).toBeVisible();
    await expect(rowWith(canvas, '孙丽').getByRole('button', { name: '停用' })).toBeVisible();
  },
};

/** The last super-admin: the server's refusal says why. */
export const LastSuperAdminRefused: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(
        serviceError(409, '至少须保留一个启用的超级管理员，不能停用最后一个或改为其他角色'),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '系统管理员').getByRole('button', { name: '停用' }));
    const dialog = within(await body().findByRole('dialog', { name: '停用账号' }));
    await userEvent.click(dialog.getByRole('button', { name: '停用' }));
    await shown(await dialog.findByText(/至少须保留一个启用的超级管理员/));
  },
};

export const EnableDone: Story = {
  parameters: { states: ['reviewMachine:submitting', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '周敏').getByRole('button', { name: '启用' }));
    const dialog = within(await body().findByRole('dialog', { name: '启用账号' }));
    await userEvent.click(dialog.getByRole('button', { name: '启用' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'ENABLE',
        ids: [3],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('周敏（139****0003） 已启用'));
  },
};

export const StepPartlyFailed: Story = stepPartlyFailedStory({
  id: 2,
  decision: 'DISABLE',
  dialog: '停用账号',
  text: '该账号已是停用状态',
});

/** A new staff account: checked as the server checks, then its one-time password once. */
export const AddChecks: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    const dialog = await openAdd(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号' }), '1391');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await shown(await dialog.findByText('请输入正确的手机号码'));
    await expect(args.saveManager).not.toHaveBeenCalled();
  },
};

export const AddSends: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    const dialog = await openAdd(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: '姓名' }), '审核员甲');
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号' }), '13911110001');
    await userEvent.click(dialog.getByRole('combobox', { name: /角色/ }));
    await userEvent.click(await body().findByRole('option', { name: /0300/ }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.saveManager).toHaveBeenCalledWith({
        recordId: null,
        values: { name: '审核员甲', mobile: '13911110001', email: '', role: '0300' },
      }),
    );
  },
};

export const AddSubmitting: Story = {
  parameters: { state: 'formMachine:submitting' },
  args: { form: { state: 'submitting' } },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await expect(dialog.getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

/** Created: the one-time password, shown this once. */
export const AddedWithPassword: Story = {
  parameters: { state: 'formMachine:submitted' },
  args: {
    form: {
      state: 'submitted',
      context: { answer: { accountId: 9, oneTimePassword: 'Kp7mQ2xa9B' } },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await shown(dialog.getByText('Kp7mQ2xa9B'));
    await shown(dialog.getByText(/临时密码仅显示这一次/));
  },
};

/** A change opens on the account loaded whole; a refusal shows under its field. */
export const EditRefused: Story = {
  parameters: { state: 'formMachine:editing' },
  args: {
    form: { state: 'editing', context: { fieldErrors: { mobile: '该手机号已被其他账号使用' } } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '孙丽').getByRole('button', { name: '编辑' }));
    const dialog = within(await body().findByRole('dialog', { name: '编辑管理员：孙丽' }));
    await expect(dialog.getByRole('textbox', { name: '手机号' })).toHaveValue('13900000002');
    await shown(dialog.getByText('该手机号已被其他账号使用'));
  },
};

export const EditSaved: Story = {
  parameters: { state: 'formMachine:submitted' },
  args: { form: { state: 'submitted', context: { answer: managers[1] } } },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '孙丽').getByRole('button', { name: '编辑' }));
    const dialog = within(await body().findByRole('dialog', { name: '编辑管理员：孙丽' }));
    await shown(dialog.getByText('已保存'));
  },
};

export const SavingDraftUnused: Story = {
  name: 'Add (no drafts: the save is final)',
  parameters: { state: 'formMachine:savingDraft' },
  args: { form: { state: 'savingDraft' } },
  play: async ({ canvas }) => {
    await openAdd(canvas);
  },
};

/** A staff password reset, the same dialog as for registered accounts. */
export const ResetDone: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '孙丽').getByRole('button', { name: '重置密码' }));
    const dialog = within(await body().findByRole('dialog', { name: '重置密码' }));
    await userEvent.click(dialog.getByRole('button', { name: '重置密码' }));
    await shown(await dialog.findByText('Ht4nW8bq3Z'));
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('button', { name: 'Add administrator' }));
    await shown(rowWith(canvas, '周敏').getByText('Disabled'));
  },
};
