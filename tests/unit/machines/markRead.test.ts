import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { markReadMachine, type MarkReadTarget } from '@machines/app/markRead';
import { flushPromises } from '../flush';

function start(answer: (target: MarkReadTarget) => Promise<unknown>) {
  const markRead = vi.fn(answer);
  const marked = vi.fn();
  const machine = markReadMachine.provide({
    actors: { markRead: fromPromise(({ input }) => markRead(input)) },
    actions: { marked },
  });
  return { actor: createActor(machine).start(), markRead, marked };
}

const failure = { httpStatus: 404, status: 404, message: '请求的资源不存在', fieldErrors: {} };

describe('markReadMachine', () => {
  it('marks the given messages, then tells the screen and is ready again', async () => {
    const { actor, markRead, marked } = start(() => Promise.resolve({ updated: 2 }));
    actor.send({ type: 'MARK', ids: [3, 4] });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flushPromises();
    expect(markRead).toHaveBeenCalledWith({ kind: 'some', ids: [3, 4] });
    expect(marked).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('marks everything', async () => {
    const { actor, markRead } = start(() => Promise.resolve({ updated: 5 }));
    actor.send({ type: 'MARK_ALL' });
    await flushPromises();
    expect(markRead).toHaveBeenCalledWith({ kind: 'all' });
  });

  it('ignores an empty selection', () => {
    const { actor, markRead } = start(() => Promise.resolve({}));
    actor.send({ type: 'MARK', ids: [] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(markRead).not.toHaveBeenCalled();
  });

  it('keeps a failure with the server words until retried or dismissed', async () => {
    let calls = 0;
    const { actor, markRead, marked } = start(() =>
      ++calls === 1 ? Promise.reject(failure) : Promise.resolve({}),
    );
    actor.send({ type: 'MARK', ids: [9] });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ text: '请求的资源不存在' });
    expect(marked).not.toHaveBeenCalled();

    actor.send({ type: 'RETRY' });
    await flushPromises();
    expect(markRead).toHaveBeenLastCalledWith({ kind: 'some', ids: [9] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(marked).toHaveBeenCalledOnce();
  });

  it('forgets a dismissed failure', async () => {
    const { actor } = start(() => Promise.reject(failure));
    actor.send({ type: 'MARK_ALL' });
    await flushPromises();
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ target: null, error: null });
  });
});
