import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formMachine, type FormRequest } from '@machines/app/form';

type Answer = (request: FormRequest) => Promise<{ id: string | number }>;

const created: Answer = async () => ({ id: 1 });

function startForm(answers: { saveDraft?: Answer; submit?: Answer }) {
  const saveDraft = vi.fn(answers.saveDraft ?? created);
  const submit = vi.fn(answers.submit ?? created);
  const actor = createActor(
    formMachine.provide({
      actors: {
        saveDraft: fromPromise(({ input }: { input: FormRequest }) => saveDraft(input)),
        submit: fromPromise(({ input }: { input: FormRequest }) => submit(input)),
      },
    }),
    { input: {} },
  ).start();
  return { actor, saveDraft, submit };
}

describe('form machine', () => {
  it('saves a draft, remembers its id and updates the same record next time', async () => {
    const { actor, saveDraft } = startForm({ saveDraft: async () => ({ id: 42 }) });
    actor.send({ type: 'CHANGED' });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'SAVE_DRAFT', values: { name: '华信' } });
    const saved = await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
    expect(saved.context).toMatchObject({
      recordId: 42,
      dirty: false,
      notice: { key: 'form.draftSaved' },
    });
    actor.send({ type: 'SAVE_DRAFT', values: { name: '华信科技' } });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(saveDraft).toHaveBeenLastCalledWith({ recordId: 42, values: { name: '华信科技' } });
  });

  it('shows the server field errors on their fields and stays editable', async () => {
    const { actor } = startForm({
      submit: () =>
        Promise.reject({
          httpStatus: 400,
          status: 400,
          message: '统一社会信用代码：统一社会信用代码为18位',
          fieldErrors: { creditCode: '统一社会信用代码为18位' },
        }),
    });
    actor.send({ type: 'CHANGED' });
    actor.send({ type: 'SUBMIT', values: { creditCode: '123' } });
    const snapshot = await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
    expect(snapshot.context.fieldErrors).toEqual({ creditCode: '统一社会信用代码为18位' });
    expect(snapshot.context.dirty).toBe(true);
  });

  it('ends submitted and clean, so leaving the page asks nothing', async () => {
    const { actor } = startForm({});
    actor.send({ type: 'CHANGED' });
    actor.send({ type: 'SUBMIT', values: {} });
    const snapshot = await waitFor(actor, (s) => s.matches('submitted'));
    expect(snapshot.context.dirty).toBe(false);
  });
});
