import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { registerMachine, type RegisterRequest } from '@machines/app/register';
import { serviceError } from '../fixtures';

const values = { mobile: '13800000000', smsCode: '123456', password: 'Welcome1' };

function start(register: (request: RegisterRequest) => Promise<{ userName: string }>) {
  const call = vi.fn(register);
  const machine = registerMachine.provide({
    actors: { register: fromPromise(({ input }) => call(input)) },
  });
  return { actor: createActor(machine).start(), call };
}

describe('registerMachine', () => {
  it('submits and announces the login name', async () => {
    const { actor, call } = start(() => Promise.resolve({ userName: '13800000000' }));
    const announced: string[] = [];
    actor.on('registered', ({ userName }) => announced.push(userName));
    actor.send({ type: 'SUBMIT', values });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(call).toHaveBeenCalledWith(values);
    expect(announced).toEqual(['13800000000']);
    expect(actor.getSnapshot().context.userName).toBe('13800000000');
  });

  it('shows the server’s field messages until the field is edited', async () => {
    const { actor } = start(() =>
      Promise.reject(
        serviceError(409, '手机号: 该手机号已注册，请直接登录', {
          fieldErrors: { mobile: '该手机号已注册，请直接登录' },
        }),
      ),
    );
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { mobile: '该手机号已注册，请直接登录' },
      error: null,
    });
    actor.send({ type: 'FIELD.CHANGED', field: 'password' });
    expect(actor.getSnapshot().context.fieldErrors).toHaveProperty('mobile');
    actor.send({ type: 'FIELD.CHANGED', field: 'mobile' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('shows a failure without fields above the form', async () => {
    const { actor } = start(() => Promise.reject(serviceError(0, '')));
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'error.hasError' });
  });
});
