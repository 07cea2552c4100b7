import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { RELOAD_DELAY_MS, roleSwitchMachine } from '@machines/app/roleSwitch';
import { serviceError } from '../fixtures';
import { flushPromises } from '../flush';

function startRoleSwitch(switchRole: (role: string) => Promise<unknown>) {
  const reloadHome = vi.fn();
  const call = vi.fn(switchRole);
  const machine = roleSwitchMachine.provide({
    actors: { switchRole: fromPromise(({ input }) => call(input.role)) },
    actions: { reloadHome },
  });
  return { actor: createActor(machine).start(), call, reloadHome };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('roleSwitchMachine', () => {
  it('switches, shows success, then reloads the home route', async () => {
    vi.useFakeTimers();
    const { actor, call, reloadHome } = startRoleSwitch(() => Promise.resolve({ roles: ['2010'] }));
    actor.send({ type: 'SWITCH', role: '2010' });
    expect(actor.getSnapshot().value).toBe('switching');
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('switched');
    expect(call).toHaveBeenCalledWith('2010');

    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1);
    expect(reloadHome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reloadHome).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal and can be dismissed", async () => {
    const { actor, reloadHome } = startRoleSwitch(() =>
      Promise.reject(serviceError(403, '没有切换权限')),
    );
    actor.send({ type: 'SWITCH', role: '2010' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ text: '没有切换权限' });
    expect(reloadHome).not.toHaveBeenCalled();

    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('may try another role right after a refusal', async () => {
    const { actor, call } = startRoleSwitch(() => Promise.reject(serviceError(403, 'no')));
    actor.send({ type: 'SWITCH', role: '2010' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    actor.send({ type: 'SWITCH', role: '2001' });
    expect(actor.getSnapshot().value).toBe('switching');
    expect(call).toHaveBeenLastCalledWith('2001');
  });
});
