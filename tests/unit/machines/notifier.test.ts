import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { currentToast, notifierMachine, TOAST_DURATION_MS } from '@machines/app/notifier';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const shown = (actor: ReturnType<typeof createActor<typeof notifierMachine>>) =>
  currentToast(actor.getSnapshot().context)?.notice;

describe('notifierMachine', () => {
  it('shows a message for 5 s', () => {
    const actor = createActor(notifierMachine).start();
    actor.send({ type: 'NOTIFY', severity: 'error', notice: { text: '服务器错误' } });
    expect(shown(actor)).toEqual({ text: '服务器错误' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(shown(actor)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(shown(actor)).toBeUndefined();
  });

  it('shows queued messages one after another, each for its own 5 s', () => {
    const actor = createActor(notifierMachine).start();
    actor.send({ type: 'NOTIFY', severity: 'error', notice: { text: 'first' } });
    vi.advanceTimersByTime(4_000);
    actor.send({ type: 'NOTIFY', severity: 'error', notice: { text: 'second' } });
    vi.advanceTimersByTime(1_000);
    expect(shown(actor)).toEqual({ text: 'second' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(shown(actor)).toEqual({ text: 'second' });
    vi.advanceTimersByTime(1);
    expect(shown(actor)).toBeUndefined();
  });

  it('moves on when dismissed', () => {
    const actor = createActor(notifierMachine).start();
    actor.send({ type: 'NOTIFY', severity: 'info', notice: { key: 'a' } });
    actor.send({ type: 'NOTIFY', severity: 'info', notice: { key: 'b' } });
    actor.send({ type: 'DISMISS' });
    expect(shown(actor)).toEqual({ key: 'b' });
  });

  it('does not queue the same message twice', () => {
    const actor = createActor(notifierMachine).start();
    for (let i = 0; i < 3; i += 1) {
      actor.send({ type: 'NOTIFY', severity: 'error', notice: { key: 'error.network' } });
    }
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
  });
});
