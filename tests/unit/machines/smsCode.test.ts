import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEFAULT_RESEND_SECONDS, smsCodeMachine, type SmsCodeRequest } from '@machines/app/smsCode';
import { serviceError } from '../fixtures';
import { flushPromises } from '../flush';

function start(requestCode: (request: SmsCodeRequest) => Promise<{ retryAfterSeconds: number }>) {
  const call = vi.fn(requestCode);
  const machine = smsCodeMachine.provide({
    actors: { requestCode: fromPromise(({ input }) => call(input)) },
  });
  const actor = createActor(machine, { input: { purpose: 'register' } }).start();
  return { actor, call };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('smsCodeMachine', () => {
  it('sends a code for its purpose, then counts the server’s seconds down to zero', async () => {
    const { actor, call } = start(() => Promise.resolve({ retryAfterSeconds: 3 }));
    actor.send({ type: 'SEND', mobile: '13800000000' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flushPromises();
    expect(call).toHaveBeenCalledWith({ mobile: '13800000000', purpose: 'register' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'countingDown',
      context: { remaining: 3, sent: true },
    });
    // No second code while counting down.
    actor.send({ type: 'SEND', mobile: '13800000000' });
    expect(call).toHaveBeenCalledOnce();

    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.remaining).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { remaining: 0 } });

    actor.send({ type: 'SEND', mobile: '13800000000' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('counts down what a 429 names, with the server’s message', async () => {
    const { actor } = start(() =>
      Promise.reject(serviceError(429, '请40秒后再获取验证码', { retryAfterMs: 40_000 })),
    );
    actor.send({ type: 'SEND', mobile: '13800000000' });
    await flushPromises();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'countingDown',
      context: { remaining: 40, sent: false, error: { text: '请40秒后再获取验证码' } },
    });
    vi.advanceTimersByTime(40_000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: null } });
  });

  it('counts the default minute when a 429 names no wait', async () => {
    const { actor } = start(() => Promise.reject(serviceError(429, 'slow down')));
    actor.send({ type: 'SEND', mobile: '13800000000' });
    await flushPromises();
    expect(actor.getSnapshot().context.remaining).toBe(DEFAULT_RESEND_SECONDS);
  });

  it('puts a refusal about the number under the mobile field until it is edited', async () => {
    const { actor } = start(() =>
      Promise.reject(
        serviceError(400, '手机号: x', { fieldErrors: { mobile: '请输入正确的手机号码' } }),
      ),
    );
    actor.send({ type: 'SEND', mobile: '123' });
    await flushPromises();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { mobileError: '请输入正确的手机号码', error: null },
    });
    actor.send({ type: 'FIELD.CHANGED' });
    expect(actor.getSnapshot().context.mobileError).toBeNull();
  });

  it('shows any other failure above the form and lets the user try again', async () => {
    const { actor } = start(() => Promise.reject(serviceError(503, '短信服务未配置')));
    actor.send({ type: 'SEND', mobile: '13800000000' });
    await flushPromises();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { error: { text: '短信服务未配置' } },
    });
  });
});
