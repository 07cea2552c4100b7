import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { pages } from '@machines/access/pages';
import type { FormContext as FormMachineContext } from '@machines/app/form';
import type { SmsCodeContext as SmsMachineContext } from '@machines/app/smsCode';
import { keyNotice, textNotice } from '@machines/app/notice';
import { notifierMachine } from '@machines/app/notifier';
import { NotifierContext } from '../../src/components/appActorContexts';
import { Toasts } from '../../src/app/feedback/Toasts';
import { FormContext } from '../../src/components/actorContexts';
import { REGISTER_FORM } from '../../src/features/auth/registerActor';
import { RegisterRoute } from '../../src/features/auth/RegisterRoute';
import { RegisterScreen } from '../../src/features/auth/RegisterScreen';
import {
  PublicPage,
  formSnapshot,
  SmsFrame,
  STORY_MOBILE,
  storyRegisterMachine,
  storySmsMachine,
  type RegisterCall,
  type RequestCode,
} from '../support/account';
import { serviceError } from '../support/fixtures';

interface RegisterStoryProps {
  /** The form machine's state; omitted, the whole route runs on the fixtures. */
  readonly state?: string;
  readonly context?: Partial<FormMachineContext>;
  /** The get-code button's state; omitted, it starts idle and counts for real. */
  readonly smsState?: string;
  readonly smsContext?: Partial<SmsMachineContext>;
  /** `POST /api/auth/register`. */
  readonly register: RegisterCall;
  /** `POST /api/auth/sms-code`. */
  readonly requestCode: RequestCode;
}

function RestoredRegister({
  state = 'editing',
  context,
  smsState,
  smsContext,
  register,
  requestCode,
}: RegisterStoryProps) {
  const [logic] = useState(() => storyRegisterMachine(register));
  return (
    <FormContext.Provider
      logic={logic}
      options={{ snapshot: formSnapshot(state, REGISTER_FORM, context) }}
    >
      <SmsFrame
        purpose="register"
        requestCode={requestCode}
        {...(smsState ? { state: smsState } : {})}
        {...(smsContext ? { context: smsContext } : {})}
      >
        <RegisterScreen />
      </SmsFrame>
    </FormContext.Provider>
  );
}

/** The live route: registering ends on /login with the number, and the success toast. */
function LiveRegister({ register, requestCode }: RegisterStoryProps) {
  const [logics] = useState(() => ({
    registerLogic: storyRegisterMachine(register),
    smsCodeLogic: storySmsMachine(requestCode),
  }));
  return <RegisterRoute {...logics} />;
}

function RegisterStory(props: RegisterStoryProps) {
  return (
    <NotifierContext.Provider logic={notifierMachine}>
      <PublicPage path={pages.register.path}>
        {props.state === undefined ? <LiveRegister {...props} /> : <RestoredRegister {...props} />}
      </PublicPage>
      <Toasts />
    </NotifierContext.Provider>
  );
}

/** /register (seed §2, §5) in each state of the register machine and of its get-code button. */
const meta = {
  title: 'Auth/RegisterScreen',
  component: RegisterStory,
  parameters: { machine: ['formMachine', 'smsCodeMachine'] },
  args: {
    state: 'editing',
    register: fn(() => Promise.resolve({ userName: STORY_MOBILE })),
    requestCode: fn(() => Promise.resolve({ retryAfterSeconds: 60 })),
  },
} satisfies Meta<typeof RegisterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = /^手机号/;
const CODE = /^短信验证码/;
const PASSWORD = /^密码/;
const CONFIRM = /^确认密码/;

export const Empty: Story = {
  parameters: { states: ['editing', 'smsCodeMachine:idle'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '注册账号' })).toBeVisible();
    await expect(canvas.getByLabelText(MOBILE)).toHaveFocus();
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    await expect(canvas.getByLabelText(PASSWORD)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: '我已阅读并同意' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: '已有账号？去登录' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** The agreement opens in a dialog; "agree" ticks the box. */
export const Agreement: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '《用户服务协议》' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: '用户服务协议',
    });
    await expect(dialog).toHaveTextContent('真实、准确、完整');
    await userEvent.click(within(dialog).getByRole('button', { name: '同意' }));
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked(),
    );
  },
};

/** Seed §5: each rule's message under its field; nothing is sent. */
export const ValidationErrors: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(canvas.getByLabelText(MOBILE)).toHaveAccessibleDescription('请输入正确的手机号码');
    await expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription('请输入验证码');
    await expect(canvas.getByLabelText(PASSWORD)).toHaveAccessibleDescription('请输入密码');
    await expect(canvas.getByLabelText(CONFIRM)).toHaveAccessibleDescription('请输入密码');
    await expect(canvas.getByText('请勾选同意协议')).toBeVisible();

    await userEvent.type(canvas.getByLabelText(MOBILE), '12345');
    await userEvent.type(canvas.getByLabelText(CODE), '123');
    await userEvent.type(canvas.getByLabelText(PASSWORD), 'abcdefg');
    await userEvent.type(canvas.getByLabelText(CONFIRM), 'abcdefh');
    await userEvent.tab();
    await expect(canvas.getByLabelText(MOBILE)).toHaveAccessibleDescription('请输入正确的手机号码');
    await expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription('验证码错误');
    await expect(canvas.getByLabelText(PASSWORD)).toHaveAccessibleDescription(
      '密码为6-16位字母和数字组合',
    );
    await expect(canvas.getByLabelText(CONFIRM)).toHaveAccessibleDescription(
      '两次输入的密码不一致',
    );
    await expect(args.register).not.toHaveBeenCalled();
  },
};

/** No code for a number that cannot be right: the mobile's message, nothing sent. */
export const CodeNeedsMobile: Story = {
  parameters: { state: 'smsCodeMachine:idle' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByLabelText(MOBILE)).toHaveAccessibleDescription('请输入正确的手机号码');
    await expect(args.requestCode).not.toHaveBeenCalled();
  },
};

/** Asking for a code: the number and the purpose go out, the countdown starts. */
export const SendingCode: Story = {
  parameters: {
    states: ['smsCodeMachine:idle', 'smsCodeMachine:sending', 'smsCodeMachine:countingDown'],
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE), STORY_MOBILE);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(args.requestCode).toHaveBeenCalledWith({ mobile: STORY_MOBILE, purpose: 'register' }),
    );
    await expect(await canvas.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription(
      '验证码已发送，请查收短信',
    );
  },
};

/** The code is on its way: the button waits for the server. */
export const CodeSending: Story = {
  parameters: { state: 'smsCodeMachine:sending' },
  args: { smsState: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /获取验证码/ })).toBeDisabled();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

/** Code sent, countdown running (restored: it holds still at 59). */
export const CountdownRunning: Story = {
  parameters: { state: 'smsCodeMachine:countingDown' },
  args: { smsState: 'countingDown', smsContext: { remaining: 59, sent: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '59秒后重新获取' })).toBeDisabled();
    await expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription(
      '验证码已发送，请查收短信',
    );
  },
};

/** The countdown is over: another code may be asked for. */
export const Resend: Story = {
  parameters: { state: 'smsCodeMachine:idle' },
  args: { smsState: 'idle', smsContext: { sent: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重新获取' })).toBeEnabled();
  },
};

/** The number asked too often (429): the server's message while its wait counts down. */
export const CodeRateLimited: Story = {
  parameters: { state: 'smsCodeMachine:countingDown' },
  args: {
    smsState: 'countingDown',
    smsContext: { remaining: 38, error: textNotice('请38秒后再获取验证码') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '38秒后重新获取' })).toBeDisabled();
    await expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription('请38秒后再获取验证码');
  },
};

/** No gateway, or no network: why no code came, and the button to try again. */
export const CodeFailed: Story = {
  parameters: { state: 'smsCodeMachine:idle' },
  args: { smsState: 'idle', smsContext: { error: keyNotice('sms.sendFailed') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription(
      '验证码发送失败，请稍后重试',
    );
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  parameters: { state: 'submitting' },
  args: { state: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /注册/ })).toBeDisabled();
  },
};

/** Filled in and sent: the route goes to /login with the number, with the seed's message. */
export const Registering: Story = {
  parameters: { states: ['editing', 'submitting', 'submitted'] },
  args: { state: undefined },
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE), STORY_MOBILE);
    await userEvent.type(canvas.getByLabelText(CODE), '246810');
    await userEvent.type(canvas.getByLabelText(PASSWORD), 'Welcome2025');
    await userEvent.type(canvas.getByLabelText(CONFIRM), 'Welcome2025');
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await waitFor(() =>
      expect(args.register).toHaveBeenCalledWith({
        mobile: STORY_MOBILE,
        smsCode: '246810',
        password: 'Welcome2025',
      }),
    );
    await expect(await canvas.findByRole('status', { name: 'current page' })).toHaveTextContent(
      `/login userName=${STORY_MOBILE}`,
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('注册成功，请登录'),
    ).toBeVisible();
  },
};

export const Registered: Story = {
  parameters: { state: 'submitted' },
  args: { state: 'submitted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('注册成功，请登录');
    await expect(canvas.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  },
};

export const WrongCode: Story = {
  parameters: { state: 'editing' },
  args: { context: { fieldErrors: { smsCode: '验证码错误' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription('验证码错误');
  },
};

/** The one place a taken number is named: with a valid code for it. */
export const AlreadyRegistered: Story = {
  parameters: { state: 'editing' },
  args: { context: { fieldErrors: { mobile: '该手机号已注册，请直接登录' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(MOBILE)).toHaveAccessibleDescription(
      '该手机号已注册，请直接登录',
    );
  },
};

export const ServerError: Story = {
  parameters: { state: 'editing' },
  args: { context: { error: textNotice('服务器内部错误') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器内部错误');
  },
};

/** A refusal answered live: the code's message under its field, the values kept. */
export const RefusedLive: Story = {
  parameters: { states: ['submitting', 'editing'] },
  args: {
    state: undefined,
    register: fn(() =>
      Promise.reject(serviceError(400, '短信验证码: 验证码错误', { smsCode: '验证码错误' })),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE), STORY_MOBILE);
    await userEvent.type(canvas.getByLabelText(CODE), '000000');
    await userEvent.type(canvas.getByLabelText(PASSWORD), 'Welcome2025');
    await userEvent.type(canvas.getByLabelText(CONFIRM), 'Welcome2025');
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription('验证码错误'),
    );
    await expect(canvas.getByLabelText(MOBILE)).toHaveValue(STORY_MOBILE);
    await userEvent.clear(canvas.getByLabelText(CODE));
    await userEvent.type(canvas.getByLabelText(CODE), '135790');
    await expect(canvas.getByLabelText(CODE)).toHaveAccessibleDescription('');
  },
};

export const English: Story = {
  parameters: { state: 'editing' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      'Please enter the correct mobile phone number',
    );
    await expect(canvas.getByText('Please check agree agreement')).toBeVisible();
  },
};
