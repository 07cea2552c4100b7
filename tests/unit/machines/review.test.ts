import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { reviewMachine, type ReviewItemResult, type ReviewRequest } from '@machines/app/review';

function startReview(answer: (request: ReviewRequest) => Promise<readonly ReviewItemResult[]>) {
  const submitDecision = vi.fn(answer);
  const decided = vi.fn();
  const actor = createActor(
    reviewMachine.provide({
      actors: {
        submitDecision: fromPromise(({ input }: { input: ReviewRequest }) => submitDecision(input)),
      },
      actions: { decided },
    }),
  ).start();
  return { actor, submitDecision, decided };
}

const allOk = async ({ ids }: ReviewRequest) => ids.map((id) => ({ id, ok: true }));

describe('review machine', () => {
  it('approves without a comment when the workflow asks for none', async () => {
    const { actor, submitDecision, decided } = startReview(allOk);
    actor.send({ type: 'DECIDE', decision: 'APPROVE', ids: [7], commentRequired: false });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(submitDecision).toHaveBeenCalledWith({ decision: 'APPROVE', ids: [7], comment: '' });
    expect(decided).toHaveBeenCalledOnce();
  });

  it('holds a rejection until a comment is written, and sends it trimmed', async () => {
    const { actor, submitDecision } = startReview(allOk);
    actor.send({ type: 'DECIDE', decision: 'REJECT', ids: [7], commentRequired: true });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('composing')).toBe(true);
    actor.send({ type: 'COMMENT.CHANGED', comment: '   ' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('composing')).toBe(true);
    actor.send({ type: 'COMMENT.CHANGED', comment: ' 营业执照不清晰 ' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(submitDecision).toHaveBeenCalledWith(
      expect.objectContaining({ comment: '营业执照不清晰' }),
    );
  });

  it('summarises a batch item by item when some are refused', async () => {
    const { actor } = startReview(async ({ ids }) =>
      ids.map((id) =>
        id === 2 ? { id, ok: false, message: '数据已被他人修改' } : { id, ok: true },
      ),
    );
    actor.send({ type: 'DECIDE', decision: 'APPROVE', ids: [1, 2, 3], commentRequired: false });
    actor.send({ type: 'CONFIRM' });
    const snapshot = await waitFor(actor, (s) => s.matches('partlyFailed'));
    expect(snapshot.context.results.filter((r) => !r.ok)).toEqual([
      { id: 2, ok: false, message: '数据已被他人修改' },
    ]);
  });

  it('keeps the comment after a failed request so a retry loses nothing', async () => {
    let attempt = 0;
    const { actor } = startReview(async (request) => {
      attempt += 1;
      if (attempt === 1)
        throw { httpStatus: 409, status: 409, message: '数据已被他人修改', fieldErrors: {} };
      return allOk(request);
    });
    actor.send({ type: 'DECIDE', decision: 'RETURN', ids: [5], commentRequired: true });
    actor.send({ type: 'COMMENT.CHANGED', comment: '请补充材料' });
    actor.send({ type: 'CONFIRM' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toEqual({ text: '数据已被他人修改' });
    expect(failed.context.comment).toBe('请补充材料');
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('succeeded'));
  });

  it('ignores a decision with nothing selected and forgets everything on cancel', () => {
    const { actor } = startReview(allOk);
    actor.send({ type: 'DECIDE', decision: 'APPROVE', ids: [], commentRequired: false });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'DECIDE', decision: 'REJECT', ids: [1], commentRequired: true });
    actor.send({ type: 'COMMENT.CHANGED', comment: 'x' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context).toMatchObject({ decision: null, comment: '', ids: [] });
  });
});
