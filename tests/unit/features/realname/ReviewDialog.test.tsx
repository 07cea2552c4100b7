/** The review decision dialog, bound to the review machine as the screens bind it. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { RowId } from '@machines/app/list';
import { reviewMachine, type ReviewItemResult, type ReviewRequest } from '@machines/app/review';
import { statusFamilies } from '@machines/workflows';
import { ReviewContext } from '../../../../src/components/actorContexts';
import { ReviewDialog } from '../../../../src/components/ReviewDialog';
import { initI18n } from '../../../../src/lib/i18n';
import { serviceError } from '../../fixtures';

beforeAll(async () => {
  await initI18n('zh');
});

const names: Record<string, string> = { '1': '甲公司', '2': '乙公司', '3': '丙公司' };

function renderDialog(
  submit: (request: ReviewRequest) => Promise<readonly ReviewItemResult[]> = (request) =>
    Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
) {
  const call = vi.fn(submit);
  const machine = reviewMachine.provide({
    actors: { submitDecision: fromPromise(({ input }) => call(input)) },
  });
  let review: ReturnType<typeof ReviewContext.useActorRef> | undefined;
  function Grab() {
    review = ReviewContext.useActorRef();
    return null;
  }
  render(
    <ReviewContext.Provider logic={machine}>
      <Grab />
      <ReviewDialog itemLabel={(id: RowId) => names[String(id)] ?? String(id)} />
    </ReviewContext.Provider>,
  );
  /** What a screen sends: the workflow says whether the decision needs a comment. */
  const decide = (decision: 'APPROVE' | 'REJECT' | 'RETURN', ids: RowId[]) => {
    const rule = statusFamilies.application
      .availableEvents(statusFamilies.application.codeOf('submitted'), { party: 'platform' })
      .find((event) => event.type === decision);
    act(() => {
      review?.send({
        type: 'DECIDE',
        decision,
        ids,
        commentRequired: rule?.commentRequired ?? false,
      });
    });
  };
  return { call, decide };
}

const dialog = () => within(screen.getByRole('dialog'));

describe('ReviewDialog', () => {
  it.each([
    ['REJECT', '驳回'],
    ['RETURN', '退回'],
  ] as const)('requires a comment to %s', async (decision, label) => {
    const { call, decide } = renderDialog();
    decide(decision, [1]);
    const comment = dialog().getByRole('textbox', { name: /审核意见/ });
    expect(comment.hasAttribute('required')).toBe(true);
    expect(screen.getByText(`${label}须填写审核意见`)).toBeTruthy();
    const confirm = dialog().getByRole('button', { name: label });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    fireEvent.change(comment, { target: { value: '   ' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(comment, { target: { value: '材料不全' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith({ decision, ids: [1], comment: '材料不全' }),
    );
  });

  it('approves without a comment', async () => {
    const { call, decide } = renderDialog();
    decide('APPROVE', [1]);
    expect(
      dialog()
        .getByRole('textbox', { name: /审核意见/ })
        .hasAttribute('required'),
    ).toBe(false);
    fireEvent.click(dialog().getByRole('button', { name: '通过' }));
    expect(await screen.findByText('通过成功')).toBeTruthy();
    expect(call).toHaveBeenCalledWith({ decision: 'APPROVE', ids: [1], comment: '' });
  });

  it('lists the refused items of a batch with the server’s reasons', async () => {
    const { decide } = renderDialog((request) =>
      Promise.resolve(
        request.ids.map((id) =>
          id === 1 ? { id, ok: true } : { id, ok: false, message: `拒绝 ${String(id)}` },
        ),
      ),
    );
    decide('APPROVE', [1, 2, 3]);
    expect(screen.getByRole('heading', { name: '批量通过（3 项）' })).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: '通过' }));
    expect((await screen.findByRole('alert')).textContent).toBe('成功 1 项，失败 2 项');
    const failures = within(dialog().getByRole('list', { name: '未能处理的项' })).getAllByRole(
      'listitem',
    );
    expect(failures.map((item) => item.textContent)).toEqual(['乙公司拒绝 2', '丙公司拒绝 3']);
  });

  it('shows a conflict and retries', async () => {
    const submit = vi
      .fn<(request: ReviewRequest) => Promise<readonly ReviewItemResult[]>>()
      .mockRejectedValueOnce(serviceError(409, '该申请已被他人处理'))
      .mockResolvedValueOnce([{ id: 1, ok: true }]);
    const { decide } = renderDialog(submit);
    decide('APPROVE', [1]);
    fireEvent.click(dialog().getByRole('button', { name: '通过' }));
    expect((await screen.findByRole('alert')).textContent).toBe('该申请已被他人处理');
    fireEvent.click(dialog().getByRole('button', { name: '重试' }));
    expect(await screen.findByText('通过成功')).toBeTruthy();
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
