import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  UNREAD_POLL_INTERVAL_MS,
  unreadMessagesMachine,
  type VisibilityEvent,
} from '@machines/app/unreadMessages';
import { flushPromises } from '../flush';

/** A visibility source the test flips, bound where the app binds the document's. */
function fakeVisibility() {
  let report: ((visible: boolean) => void) | null = null;
  const actor = fromCallback<VisibilityEvent>(({ sendBack }) => {
    report = (visible) => sendBack({ type: 'VISIBILITY.CHANGED', visible });
    return () => (report = null);
  });
  return {
    actor,
    set: (visible: boolean) => report?.(visible),
    isWatched: () => report !== null,
  };
}

function startBell(counts: number[], pollIntervalMs?: number) {
  const fetchUnreadCount = vi.fn(() => Promise.resolve(counts.shift() ?? 0));
  const visibility = fakeVisibility();
  const machine = unreadMessagesMachine.provide({
    actors: { fetchUnreadCount: fromPromise(fetchUnreadCount), watchVisibility: visibility.actor },
  });
  const actor = createActor(machine, {
    input: pollIntervalMs === undefined ? undefined : { pollIntervalMs },
  }).start();
  return { actor, fetchUnreadCount, visibility };
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

  it('polls at the interval it is given', async () => {
    const { fetchUnreadCount } = startBell([1, 2, 3], 200);
    await flushPromises();
    await vi.advanceTimersByTimeAsync(400);
    await flushPromises();
    expect(fetchUnreadCount).toHaveBeenCalledTimes(3);
  });

  it('pauses while the injected source says hidden and asks again when shown', async () => {
    const { actor, fetchUnreadCount, visibility } = startBell([1, 0]);
    await flushPromises();
    expect(visibility.isWatched()).toBe(true);
    visibility.set(false);
    expect(actor.getSnapshot().value).toBe('paused');
    await vi.advanceTimersByTimeAsync(5 * UNREAD_POLL_INTERVAL_MS);
    expect(fetchUnreadCount).toHaveBeenCalledTimes(1);

    visibility.set(true);
    await flushPromises();
    expect(fetchUnreadCount).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.unread).toBe(0);
  });

  it('stops watching visibility when it stops', async () => {
    const { actor, visibility } = startBell([1]);
    await flushPromises();
    actor.stop();
    expect(visibility.isWatched()).toBe(false);
  });

  it('refreshes on demand', async () => {
    const { actor, fetchUnreadCount } = startBell([3, 2]);
    await flushPromises();
    actor.send({ type: 'REFRESH' });
    await flushPromises();
    expect(fetchUnreadCount).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.unread).toBe(2);
  });

  it('takes a count it is told (the message centre marked read), even while paused', async () => {
    const { actor, fetchUnreadCount, visibility } = startBell([3]);
    await flushPromises();
    actor.send({ type: 'UNREAD.KNOWN', unread: 0 });
    expect(actor.getSnapshot().context.unread).toBe(0);
    visibility.set(false);
    actor.send({ type: 'UNREAD.KNOWN', unread: 4 });
    expect(actor.getSnapshot().context.unread).toBe(4);
    expect(fetchUnreadCount).toHaveBeenCalledTimes(1);
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
    const actor = createActor(machine, { input: undefined }).start();
    await flushPromises();
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS);
    await flushPromises();
    expect(actor.getSnapshot().context.unread).toBe(4);
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
  });
});
