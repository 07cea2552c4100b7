import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { pages } from '@machines/access/pages';
import type { FormContext as FormMachineContext } from '@machines/app/form';
import type { SmsCodeContext as SmsMachineContext } from '@machines/app/smsCode';
import { textNotice } from '@machines/app/notice';
import { ForgetPasswordRoute } from '../../src/features/auth/ForgetPasswordRoute';
import { ForgetPasswordScreen } from '../../src/features/auth/ForgetPasswordScreen';
import { FormContext } from '../../src/components/actorContexts';
import { RESET_PASSWORD_FORM } from '../../src/features/auth/resetPasswordActor';
import {
  PublicPage,
  formSnapshot,
  SmsFrame,
  STORY_MOBILE,
  storyResetMachine,
  type RequestCode,
  type ResetCall,
} from '../support/account';
import { serviceError } from '../support/fixtures';

interface ForgetStoryProps {
  /** The reset machine's state; omitted, it runs on the fixtures. */
  readonly state?: string;
  readonly context?: Partial<FormMachineContext>;
  readonly smsState?: string;
  readonly smsContext?: Partial<SmsMachineContext>;
  /** `POST /api/auth/reset-password`. */
  readonly resetPassword: ResetCall;
  /** `POST /api/auth/sms-code`. */
  readonly requestCode: RequestCode;
  /** The page's URL (`?tab=account` opens the other tab). */
  readonly url?: string;
}

/** Stands in for the appeal form, another area's screen the route table hands in. */
function AccountFormStandIn() {
  return <Typography>（账号申诉表单）</Typography>;
}

function ForgetStory({
  state,
  context,
  smsState,
  smsContext,
  resetPassword,
  requestCode,
  url,
}: ForgetStoryProps) {
  const [logic] = useState(() => storyResetMachine(resetPassword));
  const [PasswordForm] = useState(() => () => (
    <FormContext.Provider
      logic={logic}
      options={
        state === undefined
          ? { input: RESET_PASSWORD_FORM }
          : { snapshot: formSnapshot(state, RESET_PASSWORD_FORM, context) }
      }
    >
      <SmsFrame
        purpose="reset"
        requestCode={requestCode}
        {...(smsState ? { state: smsState } : {})}
        {...(smsContext ? { context: smsContext } : {})}
      >
        <ForgetPasswordScreen />
      </SmsFrame>
    </FormContext.Provider>
  ));
  return (
    <PublicPage path={pages.forgetPassword.path} {...(url ? { url } : {})}>
      <ForgetPasswordRoute PasswordForm={PasswordForm} AccountForm={AccountFormStandIn} />
    </PublicPage>
  );
}

/** /forgetPassword (seed §2, §5) in each state of the reset machine and its get-code button. */
const meta = {
  title: 'Auth/ForgetPassword',
  component: ForgetStory,
  parameters: { machine: ['formMachine', 'smsCodeMachine'] },
  args: {
    state: 'editing',
    resetPassword: fn(() => Promise.resolve(null)),
    requestCode: fn(() => Promise.resolve({ retryAfterSeconds: 60 })),
  },
} satisfies Meta<typeof ForgetStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = /^手机号/;
const CODE = /^短信验证码/;
const PASSWORD = /^新密码/;
const CONFIRM = /^确认密码/;

export const Empty: Story = {
  parameters: { states: ['editing', 'smsCodeMachine:idle'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '忘记密码' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '忘记密码' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
  },
};

/** `?tab=account`: the login page's "forgot account" link opens the appeal form. */
export const ForgotAccountTab: Story = {
  parameters: { state: 'editing' },
  args: { url: `${pages.forgetPassword.path}?tab=account` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '忘记账号' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('账号申诉表单');
    await userEvent.click(canvas.getByRole('tab', { name: '忘记密码' }));
    await expect(await canvas.findByLabelText(MOBILE)).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(canvas.getByLabelText(MOBILE)).toHaveAccessibleDescription('请输入正确的手机号码');
    await expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription('请输入验证码');
    await expect(canvas.getByLabelText(PASSWORD)).toHaveAccessibleDescription('请输入密码');
    await userEvent.type(canvas.getByLabelText(PASSWORD), 'Renewed2026');
    await userEvent.type(canvas.getByLabelText(CONFIRM), 'Renewed2027');
    await userEvent.tab();
    await expect(canvas.getByLabelText(CONFIRM)).toHaveAccessibleDescription(
      '两次输入的密码不一致',
    );
    await expect(args.resetPassword).not.toHaveBeenCalled();
  },
};

/** Code sent, the retry countdown running (restored: it holds still). */
export const CountdownRunning: Story = {
  parameters: { state: 'smsCodeMachine:countingDown' },
  args: { smsState: 'countingDown', smsContext: { remaining: 42, sent: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '42秒后重新获取' })).toBeDisabled();
    await expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription(
      '验证码已发送，请查收短信',
    );
  },
};

export const CodeSending: Story = {
  parameters: { state: 'smsCodeMachine:sending' },
  args: { smsState: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /获取验证码/ })).toBeDisabled();
  },
};

/** Asking for a reset code: the same answer whether or not the number has an account. */
export const SendingCode: Story = {
  parameters: { states: ['smsCodeMachine:sending', 'smsCodeMachine:countingDown'] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE), STORY_MOBILE);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(args.requestCode).toHaveBeenCalledWith({ mobile: STORY_MOBILE, purpose: 'reset' }),
    );
    await expect(await canvas.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  },
};

export const Submitting: Story = {
  parameters: { state: 'submitting' },
  args: { state: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /重置密码/ })).toBeDisabled();
  },
};

/** Filled in and sent: the success message, and back to /login with the number. */
export const Resetting: Story = {
  parameters: { states: ['editing', 'submitting', 'submitted'] },
  args: { state: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE), STORY_MOBILE);
    await userEvent.type(canvas.getByLabelText(CODE), '246810');
    await userEvent.type(canvas.getByLabelText(PASSWORD), 'Renewed2026');
    await userEvent.type(canvas.getByLabelText(CONFIRM), 'Renewed2026');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await waitFor(() =>
      expect(args.resetPassword).toHaveBeenCalledWith({
        mobile: STORY_MOBILE,
        smsCode: '246810',
        password: 'Renewed2026',
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('密码已重置');
    await userEvent.click(canvas.getAllByRole('link', { name: '返回登录' })[0] as HTMLElement);
    await expect(await canvas.findByRole('status', { name: 'current page' })).toHaveTextContent(
      `/login userName=${STORY_MOBILE}`,
    );
  },
};

export const Done: Story = {
  parameters: { state: 'submitted' },
  args: { state: 'submitted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '密码已重置，所有设备均已退出登录，请使用新密码登录',
    );
  },
};

export const WrongCode: Story = {
  parameters: { state: 'editing' },
  args: { context: { fieldErrors: { smsCode: '验证码错误' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription('验证码错误');
  },
};

export const ServerError: Story = {
  parameters: { states: ['submitting', 'editing'] },
  args: {
    state: undefined,
    resetPassword: fn(() => Promise.reject(serviceError(500, '服务器内部错误'))),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE), STORY_MOBILE);
    await userEvent.type(canvas.getByLabelText(CODE), '246810');
    await userEvent.type(canvas.getByLabelText(PASSWORD), 'Renewed2026');
    await userEvent.type(canvas.getByLabelText(CONFIRM), 'Renewed2026');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('服务器内部错误');
    await expect(canvas.getByLabelText(MOBILE)).toHaveValue(STORY_MOBILE);
  },
};

export const ServerErrorRestored: Story = {
  parameters: { state: 'editing' },
  args: { context: { error: textNotice('请求过于频繁，请稍后再试') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请求过于频繁，请稍后再试');
  },
};

export const English: Story = {
  parameters: { state: 'editing' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(canvas.getByLabelText(/^SMS code/)).toHaveAccessibleDescription(
      'Please enter the verification code',
    );
  },
};
