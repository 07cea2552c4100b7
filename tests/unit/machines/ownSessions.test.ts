import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ownSessionsMachine, type SessionItem } from '@machines/app/ownSessions';
import { serviceError } from '../fixtures';

const session = (id: number, current: boolean): SessionItem => ({
  id,
  userAgent: 'Mozilla/5.0',
  ip: '10.0.0.1',
  createdAt: '2025-01-01T00:00:00.000Z',
  lastSeenAt: '2025-01-01T00:10:00.000Z',
  current,
});

function start(lists: (readonly SessionItem[])[], signOut = () => Promise.resolve({ revoked: 1 })) {
  const loadSessions = vi.fn(() => Promise.resolve(lists.shift() ?? []));
  const signOutOthers = vi.fn(signOut);
  const machine = ownSessionsMachine.provide({
    actors: {
      loadSessions: fromPromise(loadSessions),
      signOutOthers: fromPromise(signOutOthers),
    },
  });
  return { actor: createActor(machine).start(), loadSessions, signOutOthers };
}

describe('ownSessionsMachine', () => {
  it('asks first, signs the others out, then shows the list again', async () => {
    const { actor, signOutOthers, loadSessions } = start([
      [session(1, true), session(2, false)],
      [session(1, true)],
    ]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SIGN_OUT_OTHERS' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(signOutOthers).not.toHaveBeenCalled();

    actor.send({ type: 'SIGN_OUT_OTHERS' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.sessions.length === 1);
    expect(signOutOthers).toHaveBeenCalledOnce();
    expect(loadSessions).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.notice).toEqual({
      key: 'accountSetting.sessions.signedOut',
      values: { count: 1 },
    });
  });

  it('offers nothing to sign out when this is the only session', async () => {
    const { actor } = start([[session(1, true)]]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SIGN_OUT_OTHERS' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('shows a failed load and loads again on request', async () => {
    const failing = ownSessionsMachine.provide({
      actors: {
        loadSessions: fromPromise(() => Promise.reject(serviceError(500, '服务器内部错误'))),
      },
    });
    const broken = createActor(failing).start();
    await waitFor(broken, (s) => s.matches('failed'));
    expect(broken.getSnapshot().context.error).toEqual({ text: '服务器内部错误' });
    broken.send({ type: 'REFRESH' });
    expect(broken.getSnapshot().value).toBe('loading');
  });
});
