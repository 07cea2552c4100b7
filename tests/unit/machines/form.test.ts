import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formMachine, type FormInput, type FormRequest } from '@machines/app/form';
import { serviceError } from '../fixtures';

type Answer = (request: FormRequest) => Promise<unknown>;
type DraftAnswer = (request: FormRequest) => Promise<{ id: string | number }>;

const created: DraftAnswer = async () => ({ id: 1 });

function startForm(answers: { saveDraft?: DraftAnswer; submit?: Answer }, input: FormInput = {}) {
  const saveDraft = vi.fn(answers.saveDraft ?? created);
  const submit = vi.fn(answers.submit ?? created);
  const actor = createActor(
    formMachine.provide({
      actors: {
        saveDraft: fromPromise(({ input }: { input: FormRequest }) => saveDraft(input)),
        submit: fromPromise(({ input }: { input: FormRequest }) => submit(input)),
      },
    }),
    { input },
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

  it('asks an application’s question first: cancelled, nothing is sent and the input stays', async () => {
    const confirm = { titleKey: 'project.submitTitle', questionKey: 'project.submitConfirm' };
    const { actor, submit } = startForm({}, { confirm });
    actor.send({ type: 'CHANGED' });
    actor.send({ type: 'SUBMIT', values: { name: '智慧园区' } });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.dirty).toBe(true);
    expect(submit).not.toHaveBeenCalled();

    actor.send({ type: 'SUBMIT', values: { name: '智慧园区二期' } });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submit).toHaveBeenCalledWith({ recordId: null, values: { name: '智慧园区二期' } });
  });

  it('ends submitted and clean, so leaving the page asks nothing', async () => {
    const { actor } = startForm({});
    actor.send({ type: 'CHANGED' });
    actor.send({ type: 'SUBMIT', values: {} });
    const snapshot = await waitFor(actor, (s) => s.matches('submitted'));
    expect(snapshot.context.dirty).toBe(false);
  });

  it('announces what was submitted and the answer, says so until the next edit, then reopens', async () => {
    const { actor, submit } = startForm(
      { submit: async () => ({ name: '新名字' }) },
      { submittedKey: 'accountSetting.profile.saved' },
    );
    const announced: unknown[] = [];
    actor.on('submitted', (event) => announced.push(event));
    actor.send({ type: 'SUBMIT', values: { name: '新名字' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submit).toHaveBeenCalledWith({ recordId: null, values: { name: '新名字' } });
    expect(announced).toEqual([
      { type: 'submitted', values: { name: '新名字' }, answer: { name: '新名字' } },
    ]);
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'accountSetting.profile.saved' });

    actor.send({ type: 'CHANGED', field: 'name' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { notice: null } });
  });

  it('keeps a refused field’s message until that field is edited', async () => {
    const { actor } = startForm(
      {
        submit: () =>
          Promise.reject(
            serviceError(409, '手机号: 该手机号已注册，请直接登录', {
              fieldErrors: { mobile: '该手机号已注册，请直接登录' },
            }),
          ),
      },
      { fields: ['mobile', 'smsCode', 'password'] },
    );
    actor.send({ type: 'SUBMIT', values: { mobile: '13800000000' } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { mobile: '该手机号已注册，请直接登录' },
      error: null,
    });
    actor.send({ type: 'CHANGED', field: 'password' });
    expect(actor.getSnapshot().context.fieldErrors).toHaveProperty('mobile');
    actor.send({ type: 'CHANGED', field: 'mobile' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('with its fields named, shows a message about another field, or none, above the form', async () => {
    let refusal = serviceError(400, '格式不正确', { fieldErrors: { elsewhere: 'x' } });
    const { actor } = startForm(
      { submit: () => Promise.reject(refusal) },
      { fields: ['oldPassword', 'password'] },
    );
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: {},
      error: { text: '格式不正确' },
    });

    refusal = serviceError(0, '');
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'error.hasError' });
  });
});
