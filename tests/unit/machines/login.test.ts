import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  DEFAULT_LOCK_MS,
  loginMachine,
  type LoginInput,
  type LoginRequest,
} from '@machines/app/login';
import { serviceError } from '../fixtures';
import { flushPromises } from '../flush';
import { DEMO } from '../../demoUsers';

const values = {
  userName: DEMO.shuxinAdmin,
  password: 'Demo1234',
  captchaCode: 'ab12',
  remember: true,
};

function startLogin(login: (request: LoginRequest) => Promise<string>, input: LoginInput = {}) {
  let captchas = 0;
  const fetchCaptcha = vi.fn(() => {
    captchas += 1;
    return Promise.resolve({ captchaId: `captcha-${captchas}`, svg: '<svg/>' });
  });
  const loginCall = vi.fn(login);
  const rememberLogin = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      fetchCaptcha: fromPromise(fetchCaptcha),
      login: fromPromise(({ input }) => loginCall(input)),
    },
    actions: { rememberLogin: (_, remembered) => rememberLogin(remembered) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, fetchCaptcha, loginCall, rememberLogin };
}

type LoginActor = ReturnType<typeof startLogin>['actor'];
const ready = (actor: LoginActor) => waitFor(actor, (s) => s.matches('ready'));
const withFreshCaptcha = (actor: LoginActor) =>
  waitFor(actor, (s) => s.matches('failed') && s.context.captcha !== null);

afterEach(() => {
  vi.useRealTimers();
});

describe('loginMachine', () => {
  it('loads a captcha, then submits with its id and hands the token over', async () => {
    const { actor, loginCall, rememberLogin } = startLogin(() => Promise.resolve('token-1'));
    const tokens: string[] = [];
    actor.on('loggedIn', ({ token }) => tokens.push(token));
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    await ready(actor);

    actor.send({ type: 'SUBMIT', values });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');

    expect(loginCall).toHaveBeenCalledWith({
      userName: DEMO.shuxinAdmin,
      password: 'Demo1234',
      captchaCode: 'ab12',
      captchaId: 'captcha-1',
    });
    expect(tokens).toEqual(['token-1']);
    expect(rememberLogin).toHaveBeenCalledWith({ userName: DEMO.shuxinAdmin, remember: true });
  });

  it('shows a wrong captcha on its field and refreshes the captcha', async () => {
    const { actor, fetchCaptcha } = startLogin(() =>
      Promise.reject(
        serviceError(400, '图形验证码：验证码错误', {
          fieldErrors: { captchaCode: '验证码错误' },
        }),
      ),
    );
    await ready(actor);
    actor.send({ type: 'SUBMIT', values });
    const snapshot = await withFreshCaptcha(actor);

    expect(snapshot.context.fieldErrors).toEqual({ captchaCode: '验证码错误' });
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.context.captcha?.captchaId).toBe('captcha-2');
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(snapshot.can({ type: 'SUBMIT', values })).toBe(true);
  });

  it("shows wrong credentials as the server's message", async () => {
    const { actor } = startLogin(() => Promise.reject(serviceError(400, '用户名或密码错误')));
    await ready(actor);
    actor.send({ type: 'SUBMIT', values });
    const snapshot = await withFreshCaptcha(actor);
    expect(snapshot.context.error).toEqual({ text: '用户名或密码错误' });
    expect(snapshot.context.fieldErrors).toEqual({});
  });

  it('clears a field message once the field is edited', async () => {
    const { actor } = startLogin(() =>
      Promise.reject(serviceError(400, 'x', { fieldErrors: { captchaCode: '验证码错误' } })),
    );
    await ready(actor);
    actor.send({ type: 'SUBMIT', values });
    await withFreshCaptcha(actor);
    actor.send({ type: 'FIELD.CHANGED', field: 'captchaCode' });
    expect(actor.getSnapshot().context.fieldErrors.captchaCode).toBeUndefined();
  });

  it('cannot submit while the next captcha is still loading', async () => {
    const captchas = [Promise.resolve({ captchaId: 'c1', svg: '<svg/>' })];
    const machine = loginMachine.provide({
      actors: {
        // The second captcha never arrives.
        fetchCaptcha: fromPromise(() => captchas.shift() ?? new Promise<never>(() => {})),
        login: fromPromise(() => Promise.reject(serviceError(400, 'x'))),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SUBMIT', values });
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.captcha).toBeNull();
    expect(snapshot.can({ type: 'SUBMIT', values })).toBe(false);
  });

  it('locks the form on 429 until Retry-After has passed', async () => {
    vi.useFakeTimers();
    const { actor } = startLogin(() =>
      Promise.reject(serviceError(429, '请 2 秒后再试', { retryAfterMs: 2_000 })),
    );
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'SUBMIT', values });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('locked');

    const locked = actor.getSnapshot();
    expect(locked.context.error).toEqual({ text: '请 2 秒后再试' });
    expect(locked.can({ type: 'SUBMIT', values })).toBe(false);
    expect(locked.can({ type: 'REFRESH_CAPTCHA' })).toBe(false);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(actor.getSnapshot().value).toBe('locked');
    await vi.advanceTimersByTimeAsync(1);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('locks for a minute when the 429 names no time', async () => {
    const { actor } = startLogin(() => Promise.reject(serviceError(429, 'locked')));
    await ready(actor);
    actor.send({ type: 'SUBMIT', values });
    const snapshot = await waitFor(actor, (s) => s.matches('locked'));
    expect(snapshot.context.lockedForMs).toBe(DEFAULT_LOCK_MS);
  });

  it('refreshes the captcha on demand', async () => {
    const { actor, fetchCaptcha } = startLogin(() => Promise.resolve('t'));
    await ready(actor);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    const snapshot = await ready(actor);
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(snapshot.context.captcha?.captchaId).toBe('captcha-2');
  });

  it('starts ready with the captcha the page came with, fetching none until asked', async () => {
    const pageCaptcha = { captchaId: 'from-page', svg: '<svg/>' };
    const { actor, fetchCaptcha, loginCall } = startLogin(() => Promise.resolve('t'), {
      captcha: pageCaptcha,
    });
    expect(actor.getSnapshot().value).toBe('ready');
    await flushPromises();
    expect(fetchCaptcha).not.toHaveBeenCalled();

    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(actor.getSnapshot().context.captcha).toBeNull();
    expect((await ready(actor)).context.captcha?.captchaId).toBe('captcha-1');

    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.status === 'done');
    expect(loginCall).toHaveBeenCalledWith(expect.objectContaining({ captchaId: 'captcha-1' }));
  });

  it('explains a captcha that cannot be loaded and does not submit without one', async () => {
    const machine = loginMachine.provide({
      actors: { fetchCaptcha: fromPromise(() => Promise.reject(new TypeError('offline'))) },
    });
    const actor = createActor(machine, { input: {} }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.error).toEqual({ key: 'login.captchaUnavailable' });
    expect(snapshot.can({ type: 'SUBMIT', values })).toBe(false);
    expect(snapshot.can({ type: 'REFRESH_CAPTCHA' })).toBe(true);
  });

  it('pre-fills the remembered user name', () => {
    const actor = createActor(loginMachine, {
      input: { remembered: { userName: 'a@b.cn', remember: true } },
    });
    expect(actor.getSnapshot().context.remembered).toEqual({ userName: 'a@b.cn', remember: true });
  });
});
