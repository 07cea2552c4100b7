import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { UNREAD_POLL_INTERVAL_MS, unreadMessagesMachine } from '@machines/app/unreadMessages';
import { flushPromises } from '../flush';

function startBell(counts: number[]) {
  const fetchUnreadCount = vi.fn(() => Promise.resolve(counts.shift() ?? 0));
  const machine = unreadMessagesMachine.provide({
    actors: { fetchUnreadCount: fromPromise(fetchUnreadCount) },
  });
  return { actor: createActor(machine).start(), fetchUnreadCount };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('unreadMessagesMachine', () => {
  it('asks at once, then every 30 s', async () => {
    const { actor, fetchUnreadCount } = startBell([2, 5]);
    await flushPromises();
    expect(actor.getSnapshot().context.unread).toBe(2);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS - 1);
    expect(fetchUnreadCount).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await flushPromises();
    expect(fetchUnreadCount).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.unread).toBe(5);
  });

  it('pauses while the document is hidden and asks again when it shows', async () => {
    const { actor, fetchUnreadCount } = startBell([1, 0]);
    await flushPromises();
    actor.send({ type: 'VISIBILITY.CHANGED', visible: false });
    expect(actor.getSnapshot().value).toBe('paused');
    await vi.advanceTimersByTimeAsync(5 * UNREAD_POLL_INTERVAL_MS);
    expect(fetchUnreadCount).toHaveBeenCalledTimes(1);

    actor.send({ type: 'VISIBILITY.CHANGED', visible: true });
    await flushPromises();
    expect(fetchUnreadCount).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.unread).toBe(0);
  });

  it('refreshes on demand', async () => {
    const { actor, fetchUnreadCount } = startBell([3, 2]);
    await flushPromises();
    actor.send({ type: 'REFRESH' });
    await flushPromises();
    expect(fetchUnreadCount).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.unread).toBe(2);
  });

  it('keeps the last count when a poll fails', async () => {
    let calls = 0;
    const machine = unreadMessagesMachine.provide({
      actors: {
        fetchUnreadCount: fromPromise(() =>
          ++calls === 1 ? Promise.resolve(4) : Promise.reject(new Error('offline')),
        ),
      },
    });
    const actor = createActor(machine).start();
    await flushPromises();
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS);
    await flushPromises();
    expect(actor.getSnapshot().context.unread).toBe(4);
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
  });
});
