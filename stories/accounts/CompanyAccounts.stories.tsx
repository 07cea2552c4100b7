import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { FormContext as FormMachineContext } from '@machines/app/form';
import { FormContext } from '../../src/components/actorContexts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { AccountDetailContext } from '../../src/features/accounts/accountActors';
import { CompanyAccountDetailDialog } from '../../src/features/accounts/CompanyAccountDetailDialog';
import {
  COMPANY_ACCOUNT_FIELDS,
  CompanyAccountFormDialog,
} from '../../src/features/accounts/CompanyAccountFormDialog';
import { CompanyAccountsScreen } from '../../src/features/accounts/CompanyAccountsScreen';
import type { AccountDetail, RegisteredAccount } from '../../src/lib/api/accounts';
import { serviceError, users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { formSnapshot, shown, storyFormMachine, type FormCall } from '../support/storyKit';
import {
  ReviewListStoryFrame,
  type ReviewListStoryProps,
  loadedListArgs,
} from '../support/reviewListStory';

const at = '2026-09-01T02:00:00.000Z';
const account = (
  id: number,
  name: string,
  mobile: string,
  isAdmin: boolean,
  enabled = true,
): RegisteredAccount => ({
  id,
  userName: mobile,
  name,
  mobile,
  email: isAdmin ? 'wangjianguo@example.com' : null,
  companyName: '四川蜀信智联科技有限公司',
  corporateId: 1,
  roles: ['2000', '2010', '2001'],
  isAdmin,
  enabled,
  createdAt: at,
});

const companyAccounts: RegisteredAccount[] = [
  account(4, '王建国', '139****2000', true),
  account(21, '陈晓', '137****0101', false),
  account(22, '刘畅', '137****0102', false, false),
];

const staffDetail: AccountDetail = {
  ...account(21, '陈晓', '13711110101', false),
  mustChangePassword: true,
  lastSignInAt: null,
};

/** A staff login of the company: it reads the list, and manages nothing. */
const staffUser = { ...users.companyAdmin, name: '陈晓', userName: '13711110101', isAdmin: false };

type StoryProps = ReviewListStoryProps & {
  readonly viewer: 'main' | 'staff';
  readonly form: { readonly state: string; readonly context?: Partial<FormMachineContext> };
  /** `POST /api/user/create-corporateUser`. */
  readonly addAccount: FormCall;
  /** `GET /api/user/user-detail`. */
  readonly loadDetail: () => Promise<AccountDetail>;
};

/** `/corporateUser` as the company's main account (or a staff login) sees it. */
function CompanyAccountsStory({ viewer, form, addAccount, loadDetail, ...frame }: StoryProps) {
  const [formLogic] = useState(() => storyFormMachine(addAccount, addAccount));
  const [detailLogic] = useState(() => detailLoaderOf(loadDetail));
  return (
    <ReviewListStoryFrame
      {...frame}
      user={viewer === 'main' ? users.companyAdmin : staffUser}
      path={pages.corporateUser.path}
    >
      <CompanyAccountsScreen
        renderForm={(onClose) => (
          <FormContext.Provider
            logic={formLogic}
            options={{
              snapshot: formSnapshot(form.state, {
                recordId: null,
                fields: COMPANY_ACCOUNT_FIELDS,
                ...form.context,
              }),
            }}
          >
            <CompanyAccountFormDialog onClose={onClose} />
          </FormContext.Provider>
        )}
        renderDetail={(row, onClose) => (
          <AccountDetailContext.Provider logic={detailLogic} options={{ input: { id: row.id } }}>
            <CompanyAccountDetailDialog name={row.name} onClose={onClose} onReload={loadDetail} />
          </AccountDetailContext.Provider>
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Accounts/CompanyAccounts',
  component: CompanyAccountsStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: {
    viewer: 'main',
    ...loadedListArgs(companyAccounts),
    form: { state: 'editing' },
    addAccount: fn<FormCall>(() => Promise.resolve({ id: 23 })),
    loadDetail: fn(() => Promise.resolve(staffDetail)),
  },
} satisfies Meta<typeof CompanyAccountsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openAdd = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: '添加员工账号' }));
  return within(await body().findByRole('dialog', { name: '添加员工账号' }));
};

export const Loading: Story = loadingStory('单位账号');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** The main account first; a staff login can be disabled or enabled, the main one not. */
export const Loaded: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle'] },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '单位账号' }));
    await shown(canvas.getByText('共 3 个账号'));
    const main = rowWith(canvas, '王建国');
    await shown(main.getByText('主账号'));
    await expect(main.queryByRole('button', { name: '停用' })).toBeNull();
    await shown(rowWith(canvas, '陈晓').getByRole('button', { name: '停用' }));
    await shown(rowWith(canvas, '刘畅').getByRole('button', { name: '启用' }));
  },
};

/** A staff login reads the list; adding and disabling are the main account's. */
export const StaffView: Story = {
  args: { viewer: 'staff' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('员工账号由单位主账号添加和停用。'));
    await expect(canvas.queryByRole('button', { name: '添加员工账号' })).toBeNull();
    await expect(rowWith(canvas, '陈晓').queryByRole('button', { name: '停用' })).toBeNull();
    await shown(rowWith(canvas, '陈晓').getByRole('button', { name: '查看' }));
  },
};

/** Disabling is asked first, and says its sessions end. */
export const DisableDone: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '陈晓').getByRole('button', { name: '停用' }));
    const dialog = within(await body().findByRole('dialog', { name: '停用账号' }));
    await shown(dialog.getByText(/已登录的会话在下一次操作时结束/));
    await userEvent.click(dialog.getByRole('button', { name: '停用' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'DISABLE',
        ids: [21],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('陈晓（137****0101） 已停用'));
  },
};

/** One account whole: mobile unmasked, roles, and that it never signed in yet. */
export const Detail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '陈晓').getByRole('button', { name: '查看' }));
    const dialog = within(await body().findByRole('dialog', { name: '账号详情：陈晓' }));
    await shown((await dialog.findAllByText('13711110101'))[0] ?? null);
    await shown(dialog.getByText('员工账号'));
    await shown(dialog.getByText(/从未登录（尚未设置自己的密码）/));
  },
};

export const DetailFailed: Story = {
  args: { loadDetail: fn(() => Promise.reject(serviceError(503, '服务暂时不可用，请稍后重试'))) },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '陈晓').getByRole('button', { name: '查看' }));
    const dialog = within(await body().findByRole('dialog', { name: '账号详情：陈晓' }));
    await shown(await dialog.findByText('无法加载该账号'));
    await shown(dialog.getByRole('button', { name: '重试' }));
  },
};

/** An account that is not the company's: said, and no retry that could only say it again. */
export const DetailNotFound: Story = {
  args: { loadDetail: fn(() => Promise.reject(serviceError(404, '请求的资源不存在'))) },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '陈晓').getByRole('button', { name: '查看' }));
    const dialog = within(await body().findByRole('dialog', { name: '账号详情：陈晓' }));
    await shown(await dialog.findByText('请求的资源不存在'));
    await expect(dialog.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** A new staff login: checked as the server checks before anything is sent. */
export const AddChecks: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    const dialog = await openAdd(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号' }), '1371');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await shown(await dialog.findByText('请输入正确的手机号码'));
    await expect(args.addAccount).not.toHaveBeenCalled();
  },
};

export const AddSends: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    const dialog = await openAdd(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: '姓名' }), '周晓');
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号' }), '13711110103');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.addAccount).toHaveBeenCalledWith({
        recordId: null,
        values: { name: '周晓', mobile: '13711110103', email: '' },
      }),
    );
  },
};

/** The mobile another account holds: the refusal under the field, the input kept. */
export const AddRefused: Story = {
  parameters: { state: 'formMachine:editing' },
  args: {
    addAccount: fn<FormCall>(() =>
      Promise.reject(serviceError(409, '该手机号已注册', { mobile: '该手机号已注册' })),
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: '姓名' }), '周晓');
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号' }), '13900002001');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await shown((await dialog.findAllByText('该手机号已注册'))[0] ?? null);
    await expect(dialog.getByRole('textbox', { name: '姓名' })).toHaveValue('周晓');
  },
};

/** Added: its one-time password, shown this once. */
export const AddedWithPassword: Story = {
  parameters: { state: 'formMachine:submitted' },
  args: {
    form: {
      state: 'submitted',
      context: { answer: { accountId: 23, oneTimePassword: 'Tq8vR3mk2W' } },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await shown(dialog.getByText('Tq8vR3mk2W'));
    await shown(dialog.getByText(/临时密码仅显示这一次/));
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: 'Company accounts' }));
    await shown(canvas.getByText('Accounts: 3'));
    await shown(rowWith(canvas, '王建国').getByText('Main account'));
    await shown(canvas.getByRole('button', { name: 'Add a staff login' }));
  },
};
