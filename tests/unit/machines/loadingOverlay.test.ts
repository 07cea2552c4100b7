import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loadingOverlayMachine, OVERLAY_DELAY_MS } from '@machines/app/loadingOverlay';

const visible = (actor: ReturnType<typeof createActor<typeof loadingOverlayMachine>>) =>
  actor.getSnapshot().matches({ busy: 'visible' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadingOverlayMachine', () => {
  it('never shows for a request faster than 300 ms', () => {
    const actor = createActor(loadingOverlayMachine).start();
    actor.send({ type: 'REQUEST.STARTED' });
    vi.advanceTimersByTime(OVERLAY_DELAY_MS - 1);
    actor.send({ type: 'REQUEST.SETTLED' });
    vi.advanceTimersByTime(1_000);
    expect(visible(actor)).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows after 300 ms of continuous activity and hides at zero', () => {
    const actor = createActor(loadingOverlayMachine).start();
    actor.send({ type: 'REQUEST.STARTED' });
    vi.advanceTimersByTime(OVERLAY_DELAY_MS);
    expect(visible(actor)).toBe(true);
    actor.send({ type: 'REQUEST.SETTLED' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('stays up while any request is still in flight', () => {
    const actor = createActor(loadingOverlayMachine).start();
    actor.send({ type: 'REQUEST.STARTED' });
    actor.send({ type: 'REQUEST.STARTED' });
    vi.advanceTimersByTime(OVERLAY_DELAY_MS);
    actor.send({ type: 'REQUEST.SETTLED' });
    expect(visible(actor)).toBe(true);
    expect(actor.getSnapshot().context.inFlight).toBe(1);
    actor.send({ type: 'REQUEST.SETTLED' });
    expect(visible(actor)).toBe(false);
  });

  it('counts activity across overlapping requests as continuous', () => {
    const actor = createActor(loadingOverlayMachine).start();
    actor.send({ type: 'REQUEST.STARTED' });
    vi.advanceTimersByTime(200);
    actor.send({ type: 'REQUEST.STARTED' });
    actor.send({ type: 'REQUEST.SETTLED' });
    vi.advanceTimersByTime(100);
    expect(visible(actor)).toBe(true);
  });

  it('ignores a stray SETTLED', () => {
    const actor = createActor(loadingOverlayMachine).start();
    actor.send({ type: 'REQUEST.SETTLED' });
    expect(actor.getSnapshot().context.inFlight).toBe(0);
  });
});
