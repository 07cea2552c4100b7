import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountFormMachine, type AccountFormValues } from '@machines/app/accountForm';
import { serviceError } from '../fixtures';

function start(save: (values: AccountFormValues) => Promise<unknown>) {
  const call = vi.fn(save);
  const machine = accountFormMachine.provide({
    actors: { save: fromPromise(({ input }) => call(input)) },
  });
  const actor = createActor(machine, {
    input: { fields: ['oldPassword', 'password'], savedKey: 'accountSetting.password.saved' },
  }).start();
  return { actor, call };
}

describe('accountFormMachine', () => {
  it('saves, says so until the next edit, and hands the answer on', async () => {
    const { actor, call } = start(() => Promise.resolve({ name: '新名字' }));
    const answers: unknown[] = [];
    actor.on('saved', ({ answer }) => answers.push(answer));
    actor.send({ type: 'SUBMIT', values: { name: '新名字' } });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(call).toHaveBeenCalledWith({ name: '新名字' });
    expect(answers).toEqual([{ name: '新名字' }]);
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'accountSetting.password.saved' });

    actor.send({ type: 'FIELD.CHANGED', field: 'password' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { notice: null } });
  });

  it('keeps messages about its fields on them and others above the form', async () => {
    let refusal = serviceError(400, '原密码: 原密码不正确', {
      fieldErrors: { oldPassword: '原密码不正确' },
    });
    const { actor } = start(() => Promise.reject(refusal));
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { oldPassword: '原密码不正确' },
      error: null,
    });

    refusal = serviceError(400, '格式不正确', { fieldErrors: { elsewhere: 'x' } });
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: {},
      error: { text: '格式不正确' },
    });
  });
});
