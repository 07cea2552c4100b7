/** What a visitor of /login sees and gets told, in Chinese (the default language). */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginRequest } from '@machines/app/login';
import { initialSessionContext, sessionMachine } from '@machines/app/session';
import { SessionContext } from '../../../src/components/appActorContexts';
import { LoginContext } from '../../../src/features/auth/loginActor';
import { LoginScreen } from '../../../src/features/auth/LoginScreen';
import { initI18n } from '../../../src/lib/i18n';
import { serviceError } from '../fixtures';
import { DEMO } from '../../demoUsers';

beforeAll(async () => {
  await initI18n('zh');
});

function renderLogin(
  login: (request: LoginRequest) => Promise<string> = () => Promise.resolve('token'),
  sessionSnapshot = sessionMachine.resolveState({
    value: 'anonymous',
    context: initialSessionContext,
  }),
) {
  let captchas = 0;
  const loginCall = vi.fn(login);
  const machine = loginMachine.provide({
    actors: {
      fetchCaptcha: fromPromise(() => {
        captchas += 1;
        return Promise.resolve({ captchaId: `c${captchas}`, svg: `<svg id="c${captchas}"/>` });
      }),
      login: fromPromise(({ input }) => loginCall(input)),
    },
  });
  render(
    <MemoryRouter>
      <SessionContext.Provider logic={sessionMachine} options={{ snapshot: sessionSnapshot }}>
        <LoginContext.Provider logic={machine} options={{ input: {} }}>
          <LoginScreen />
        </LoginContext.Provider>
      </SessionContext.Provider>
    </MemoryRouter>,
  );
  return { loginCall };
}

const submitButton = () => screen.getByRole('button', { name: '登录' });
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillAndSubmit() {
  await screen.findByRole('img', { name: '图形验证码' });
  type(/手机号或邮箱/, DEMO.shuxinAdmin);
  type(/^密码/, 'Demo1234');
  type(/^图形验证码/, 'ab12');
  fireEvent.click(submitButton());
}

describe('LoginScreen', () => {
  it('shows the fields, the captcha, the remember option and the links', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: '资质申报系统' })).toBeTruthy();
    expect(screen.getByLabelText(/手机号或邮箱/)).toBeTruthy();
    expect(screen.getByLabelText(/^密码/).getAttribute('type')).toBe('password');
    expect(screen.getByRole('checkbox', { name: '记住密码' })).toBeTruthy();

    const captcha = await screen.findByRole('img', { name: '图形验证码' });
    expect(captcha.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(screen.getByRole('button', { name: '点击刷新验证码' })).toBeTruthy();

    expect(screen.getByRole('link', { name: '创建账号' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: '忘记账号' }).getAttribute('href')).toBe(
      '/forgetPassword?tab=account',
    );
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe(
      '/forgetPassword',
    );
  });

  it('shows and hides the password', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(screen.getByLabelText(/^密码/).getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(screen.getByLabelText(/^密码/).getAttribute('type')).toBe('password');
  });

  it('names every empty field with the seed message', async () => {
    const { loginCall } = renderLogin();
    await screen.findByRole('img', { name: '图形验证码' });
    fireEvent.click(submitButton());
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(loginCall).not.toHaveBeenCalled();
  });

  it('asks for a correct mobile number', async () => {
    renderLogin();
    type(/手机号或邮箱/, '12345');
    fireEvent.blur(screen.getByLabelText(/手机号或邮箱/));
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
  });

  it('sends the values with the captcha id', async () => {
    const { loginCall } = renderLogin();
    await fillAndSubmit();
    await vi.waitFor(() =>
      expect(loginCall).toHaveBeenCalledWith({
        userName: DEMO.shuxinAdmin,
        password: 'Demo1234',
        captchaCode: 'ab12',
        captchaId: 'c1',
      }),
    );
  });

  it('shows a wrong captcha under its field, with a new image and an empty code', async () => {
    renderLogin(() =>
      Promise.reject(
        serviceError(400, '图形验证码：验证码错误', {
          fieldErrors: { captchaCode: '验证码错误' },
        }),
      ),
    );
    await fillAndSubmit();
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).toContain('c2'),
    );
    expect((screen.getByLabelText(/^图形验证码/) as HTMLInputElement).value).toBe('');
  });

  it("shows wrong credentials as the server's message", async () => {
    renderLogin(() => Promise.reject(serviceError(400, '用户名或密码错误')));
    await fillAndSubmit();
    expect(within(await screen.findByRole('alert')).getByText('用户名或密码错误')).toBeTruthy();
  });

  it('disables logging in while locked and says for how long', async () => {
    renderLogin(() => Promise.reject(serviceError(429, '登录失败次数过多，请15分钟后再试')));
    await fillAndSubmit();
    expect(await screen.findByText('登录失败次数过多，请15分钟后再试')).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows why the session could not be loaded', () => {
    renderLogin(
      undefined,
      sessionMachine.resolveState({
        value: 'anonymous',
        context: { ...initialSessionContext, error: { key: 'error.verificationFailed' } },
      }),
    );
    expect(screen.getByText('验证失败，请重新登录。')).toBeTruthy();
  });
});
