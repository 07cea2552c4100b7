import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resetPasswordMachine, type ResetPasswordRequest } from '@machines/app/resetPassword';
import { serviceError } from '../fixtures';

const values = { mobile: '13800000000', smsCode: '123456', password: 'Renewed1' };

function start(reset: (request: ResetPasswordRequest) => Promise<unknown>) {
  const call = vi.fn(reset);
  const machine = resetPasswordMachine.provide({
    actors: { resetPassword: fromPromise(({ input }) => call(input)) },
  });
  return { actor: createActor(machine).start(), call };
}

describe('resetPasswordMachine', () => {
  it('submits and ends on success, keeping the number for the login page', async () => {
    const { actor, call } = start(() => Promise.resolve(null));
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches('done'));
    expect(call).toHaveBeenCalledWith(values);
    expect(actor.getSnapshot().context.mobile).toBe('13800000000');
  });

  it('puts "Verification code error" under the code field', async () => {
    const { actor } = start(() =>
      Promise.reject(
        serviceError(400, '短信验证码: 验证码错误', { fieldErrors: { smsCode: '验证码错误' } }),
      ),
    );
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { smsCode: '验证码错误' },
      error: null,
    });
  });
});
