import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  PREVIEW_PAUSE_MS,
  templateDesignerMachine,
  type PreviewRequest,
  type TemplateDraft,
} from '@machines/app/templateDesigner';
import type { CertificateTemplate } from '@machines/contracts';

const saved: CertificateTemplate = {
  backgroundFileId: 'background-file-0001',
  points: [{ field: 'companyName', x: 0.1, y: 0.2, size: 0.03 }],
  version: 3,
};
const empty: CertificateTemplate = { backgroundFileId: null, points: [], version: 0 };
const conflict = Object.assign(new Error('conflict'), {
  httpStatus: 409,
  status: 409,
  message: '数据已被他人修改，请刷新后重试',
  fieldErrors: {},
});

function startDesigner(
  template: CertificateTemplate,
  save: (request: TemplateDraft & { version: number }) => Promise<CertificateTemplate> = (
    request,
  ) => Promise.resolve({ ...request, version: request.version + 1 }),
) {
  const calls = {
    save: vi.fn(save),
    reset: vi.fn(() => Promise.resolve({ ...empty, version: template.version + 1 })),
    preview: vi.fn((request: PreviewRequest) =>
      Promise.resolve(`blob:preview-${request.points.length}`),
    ),
  };
  const actor = createActor(
    templateDesignerMachine.provide({
      actors: {
        loadTemplate: fromPromise(() => Promise.resolve(template)),
        saveTemplate: fromPromise(({ input }) => calls.save(input)),
        resetTemplate: fromPromise(() => calls.reset()),
        renderPreview: fromPromise(({ input }) => calls.preview(input)),
      },
    }),
    { input: { recordId: 7 } },
  );
  actor.start();
  return { actor, calls };
}

const draftState = (actor: ReturnType<typeof startDesigner>['actor']) =>
  (actor.getSnapshot().value as { ready: { draft: string } }).ready.draft;
const previewState = (actor: ReturnType<typeof startDesigner>['actor']) =>
  (actor.getSnapshot().value as { ready: { preview: string } }).ready.preview;

describe('templateDesignerMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the template and draws its preview after the pause', async () => {
    const { actor, calls } = startDesigner(saved);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    expect(draftState(actor)).toBe('clean');
    expect(previewState(actor)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(PREVIEW_PAUSE_MS);
    expect(calls.preview).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(previewState(actor)).toBe('shown'));
    expect(actor.getSnapshot().context.previewUrl).toBe('blob:preview-1');
  });

  it('draws nothing and places nothing without a background', async () => {
    const { actor, calls } = startDesigner(empty);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    await vi.advanceTimersByTimeAsync(PREVIEW_PAUSE_MS);
    expect(previewState(actor)).toBe('none');
    actor.send({ type: 'PLACE', field: 'qrCode' });
    expect(actor.getSnapshot().context.draft.points).toEqual([]);
    expect(draftState(actor)).toBe('clean');
    expect(calls.preview).not.toHaveBeenCalled();
    actor.send({ type: 'SET_BACKGROUND', fileId: 'new-background-0001' });
    actor.send({ type: 'PLACE', field: 'qrCode' });
    expect(draftState(actor)).toBe('dirty');
    expect(actor.getSnapshot().context.selected).toBe('qrCode');
  });

  it('waits for a pause in the dragging before drawing, then saves with the version read', async () => {
    const { actor, calls } = startDesigner(saved);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    for (const x of [0.2, 0.3, 0.4]) {
      actor.send({ type: 'MOVE', field: 'companyName', x, y: 0.5 });
      await vi.advanceTimersByTimeAsync(PREVIEW_PAUSE_MS / 2);
    }
    expect(calls.preview).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PREVIEW_PAUSE_MS);
    expect(calls.preview).toHaveBeenCalledTimes(1);
    expect(calls.preview.mock.calls[0]?.[0].points[0]).toMatchObject({ x: 0.4, y: 0.5 });

    actor.send({ type: 'MOVE', field: 'companyName', x: 1.7, y: -1 });
    expect(actor.getSnapshot().context.draft.points[0]).toMatchObject({ x: 1, y: 0 });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('busy') === false);
    expect(calls.save).toHaveBeenCalledWith(expect.objectContaining({ version: 3 }));
    expect(draftState(actor)).toBe('clean');
    expect(actor.getSnapshot().context).toMatchObject({
      version: 4,
      notice: { key: 'template.saved' },
    });
  });

  it('keeps the draft when someone else saved first, and says so', async () => {
    const { actor } = startDesigner(saved, () => Promise.reject(conflict));
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    actor.send({ type: 'RESIZE', field: 'companyName', size: 0.05 });
    actor.send({ type: 'SAVE' });
    await vi.waitFor(() => expect(draftState(actor)).toBe('dirty'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'template.stale' });
    expect(actor.getSnapshot().context.draft.points[0]?.size).toBe(0.05);
  });

  it('refuses to save fields printed over each other, on the background as measured', async () => {
    const { actor, calls } = startDesigner(saved);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    // A placed QR code lands below the name, clear of it.
    actor.send({ type: 'PLACE', field: 'qrCode' });
    actor.send({ type: 'MOVE', field: 'qrCode', x: 0.3, y: 0.2 });
    actor.send({ type: 'SAVE' });
    expect(draftState(actor)).toBe('dirty');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'template.overlap' });
    expect(calls.save).not.toHaveBeenCalled();

    // Just below the name's line on a wide background; on a tall one the line is taller.
    actor.send({ type: 'MOVE', field: 'qrCode', x: 0.3, y: 0.25 });
    actor.send({ type: 'MEASURE', aspect: 2 });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'template.overlap' });
    actor.send({ type: 'MEASURE', aspect: 1.5 });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('busy') === false);
    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(draftState(actor)).toBe('clean');
  });

  it('resets only once confirmed, leaving nothing to preview', async () => {
    const { actor, calls } = startDesigner(saved);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    actor.send({ type: 'RESET' });
    expect(draftState(actor)).toBe('confirmingReset');
    actor.send({ type: 'CANCEL' });
    expect(calls.reset).not.toHaveBeenCalled();
    actor.send({ type: 'RESET' });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(draftState(actor)).toBe('clean'));
    expect(previewState(actor)).toBe('none');
    expect(actor.getSnapshot().context.draft).toEqual({ backgroundFileId: null, points: [] });
    expect(actor.getSnapshot().context.version).toBe(4);
  });
});
