import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { uploadMachine, type ChosenFile, type UploadEvent } from '@machines/app/upload';

const file = (size: number, type = 'image/png'): ChosenFile => ({
  name: 'licence.png',
  size,
  type,
  body: null,
});

function startUpload(script: (file: ChosenFile, send: (e: UploadEvent) => void) => void) {
  return createActor(
    uploadMachine.provide({
      actors: {
        upload: fromCallback<UploadEvent, ChosenFile>(({ input, sendBack }) => {
          script(input, sendBack);
        }),
      },
    }),
    { input: {} },
  ).start();
}

describe('upload machine', () => {
  it('refuses a file over 10 MB with the seed message before sending anything', () => {
    let sent = false;
    const actor = startUpload(() => (sent = true));
    actor.send({ type: 'CHOOSE', file: file(10 * 1024 * 1024 + 1) });
    expect(actor.getSnapshot().matches('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'error.uploadTooLarge' });
    expect(sent).toBe(false);
  });

  it('refuses a type the field does not take', () => {
    const actor = startUpload(() => undefined);
    actor.send({ type: 'CHOOSE', file: file(100, 'application/x-msdownload') });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'upload.wrongType' });
  });

  it('reports progress and ends with the stored file', async () => {
    const actor = startUpload((_, send) => {
      send({ type: 'UPLOAD.PROGRESS', percent: 40 });
      setTimeout(
        () =>
          send({
            type: 'UPLOAD.DONE',
            file: { id: 'f1', url: '/api/files/f1', name: 'licence.png' },
          }),
        5,
      );
    });
    actor.send({ type: 'CHOOSE', file: file(1000) });
    expect(actor.getSnapshot().context.progress).toBe(40);
    const done = await waitFor(actor, (s) => s.matches('uploaded'));
    expect(done.context.stored?.id).toBe('f1');
  });

  it('retries a failed upload with the same file', async () => {
    let attempts = 0;
    const actor = startUpload((chosen, send) => {
      attempts += 1;
      if (attempts === 1) send({ type: 'UPLOAD.FAILED', error: new Error('network') });
      else send({ type: 'UPLOAD.DONE', file: { id: 'f2', url: '/x', name: chosen.name } });
    });
    actor.send({ type: 'CHOOSE', file: file(1000) });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('uploaded'));
    expect(attempts).toBe(2);
  });

  it('starts uploaded when the record already has a file, and can remove it', () => {
    const actor = createActor(uploadMachine, {
      input: { stored: { id: 'f3', url: '/x', name: 'old.png' } },
    }).start();
    expect(actor.getSnapshot().matches('uploaded')).toBe(true);
    actor.send({ type: 'REMOVE' });
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });
});
