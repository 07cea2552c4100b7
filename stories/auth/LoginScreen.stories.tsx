import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { keyNotice, textNotice } from '@machines/app/notice';
import { captcha, serviceError } from '../support/fixtures';
import { LoginStory } from '../support/login';

/** /login (seed §2, §5) in each state of the login machine. */
const meta = {
  title: 'Auth/LoginScreen',
  component: LoginStory,
  parameters: { machine: 'loginMachine' },
  args: {
    state: 'ready',
    context: { captcha },
    fetchCaptcha: fn(() => Promise.resolve(captcha)),
    login: fn(() => Promise.resolve('story-token')),
  },
} satisfies Meta<typeof LoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const USER_NAME = /手机号或邮箱/;
const PASSWORD = /^密码/;
const CAPTCHA_CODE = /^图形验证码/;
const LOCKED = '登录失败次数过多，请15分钟后再试';

/** The picture is on its way: nothing to type it from, so no logging in yet. */
export const LoadingCaptcha: Story = {
  parameters: { state: 'loadingCaptcha' },
  args: { state: 'loadingCaptcha', context: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '资质申报系统' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: '图形验证码' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '点击刷新验证码' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeDisabled();
  },
};

export const Ready: Story = {
  parameters: { state: 'ready' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('省计算机信息系统集成行业协会')).toBeVisible();
    await expect(canvas.getByLabelText(USER_NAME)).toHaveFocus();
    await expect(canvas.getByLabelText(PASSWORD)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('img', { name: '图形验证码' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;utf8,%3Csvg/),
    );
    await expect(canvas.getByRole('checkbox', { name: '记住密码' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '创建账号' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
      'href',
      '/forgetPassword',
    );
  },
};

/** Seed §5 messages under their fields; nothing is sent. */
export const FieldErrors: Story = {
  parameters: { state: 'ready' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByLabelText(USER_NAME)).toHaveAccessibleDescription('请输入用户名');
    await expect(canvas.getByLabelText(PASSWORD)).toHaveAccessibleDescription('请输入密码');
    await expect(canvas.getByLabelText(CAPTCHA_CODE)).toHaveAccessibleDescription('请输入验证码');

    await userEvent.type(canvas.getByLabelText(USER_NAME), '12345');
    await userEvent.type(canvas.getByLabelText(PASSWORD), 'Demo1234');
    await expect(canvas.getByLabelText(USER_NAME)).toHaveAccessibleDescription(
      '请输入正确的手机号码',
    );
    await expect(canvas.getByLabelText(PASSWORD)).toHaveAccessibleDescription('');
    await expect(args.login).not.toHaveBeenCalled();
  },
};

/** Typing, submitting: the captcha id goes with the values. */
export const LoggingIn: Story = {
  parameters: { states: ['loadingCaptcha', 'ready', 'submitting', 'success'] },
  args: { state: undefined, context: undefined },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('img', { name: '图形验证码' });
    await userEvent.type(canvas.getByLabelText(USER_NAME), '13900002000');
    await userEvent.type(canvas.getByLabelText(PASSWORD), 'Demo1234');
    await userEvent.type(canvas.getByLabelText(CAPTCHA_CODE), 'ab12');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.login).toHaveBeenCalledWith({
        userName: '13900002000',
        password: 'Demo1234',
        captchaCode: 'ab12',
        captchaId: captcha.captchaId,
      }),
    );
  },
};

/** Waiting for the server: the button spins and cannot be pressed twice. */
export const Submitting: Story = {
  parameters: { state: 'submitting' },
  args: {
    state: 'submitting',
    context: { captcha, remembered: { userName: '13900002000', remember: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(USER_NAME)).toHaveValue('13900002000');
    await expect(canvas.getByRole('checkbox', { name: '记住密码' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /登录/ })).toBeDisabled();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

/**
 * Logged in: the token has gone to the session, which loads the user and leaves /login.
 * Until then the form stays as it was, and nothing can be sent twice.
 */
export const LoggedIn: Story = {
  parameters: { state: 'success' },
  args: {
    state: 'success',
    context: { captcha, remembered: { userName: '13900002000', remember: true } },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(USER_NAME)).toHaveValue('13900002000');
    await expect(canvas.getByRole('button', { name: '登录' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '点击刷新验证码' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.login).not.toHaveBeenCalled();
  },
};

/** The server's field message under the captcha, with a new picture to read. */
export const WrongCaptcha: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { captcha, fieldErrors: { captchaCode: '验证码错误' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(CAPTCHA_CODE)).toHaveAccessibleDescription('验证码错误');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
  },
};

export const WrongCredentials: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { captcha, error: textNotice('用户名或密码错误') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('用户名或密码错误');
    await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
  },
};

/** A failed attempt answered live: the message shows and a fresh captcha is fetched. */
export const FailedAttempt: Story = {
  parameters: { states: ['submitting', 'failed'] },
  args: {
    state: undefined,
    context: undefined,
    login: fn(() => Promise.reject(serviceError(400, '用户名或密码错误'))),
  },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('img', { name: '图形验证码' });
    await userEvent.type(canvas.getByLabelText(USER_NAME), 'someone@example.com');
    await userEvent.type(canvas.getByLabelText(PASSWORD), 'Wrong1234');
    await userEvent.type(canvas.getByLabelText(CAPTCHA_CODE), 'ab12');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(2));
    await expect(canvas.getByLabelText(CAPTCHA_CODE)).toHaveValue('');
  },
};

/** HTTP 429: the server's message, no logging in until the lock passes. */
export const Locked: Story = {
  parameters: { state: 'locked' },
  args: {
    state: 'locked',
    context: { error: textNotice(LOCKED), lockedForMs: 15 * 60_000 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOCKED);
    await expect(canvas.getByRole('button', { name: '登录' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '点击刷新验证码' })).toBeDisabled();
  },
};

/** The captcha call failed; clicking the picture asks again. */
export const CaptchaUnavailable: Story = {
  parameters: { states: ['ready', 'loadingCaptcha'] },
  args: { context: { error: keyNotice('login.captchaUnavailable') } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证码加载失败，请点击图片重试');
    await expect(canvas.getByRole('button', { name: '登录' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '点击刷新验证码' }));
    await expect(await canvas.findByRole('img', { name: '图形验证码' })).toBeVisible();
    await expect(args.fetchCaptcha).toHaveBeenCalledOnce();
  },
};

/** Logged in, but the user info was unusable: the session says why (seed §8). */
export const SessionError: Story = {
  parameters: { state: 'ready' },
  args: { sessionError: keyNotice('error.verificationFailed') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证失败，请重新登录。');
    await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
  },
};

export const English: Story = {
  parameters: { state: 'ready' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Qualification Declaration System' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Mobile number or email/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};
