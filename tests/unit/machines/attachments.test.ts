import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { attachmentsMachine, type Attachment } from '@machines/app/attachments';

/** A record whose version rises with every save; `refuse` names slots the server refuses. */
function startAttachments(refuse: ReadonlySet<number> = new Set()) {
  const saves: (Attachment & { version: number })[] = [];
  const actor = createActor(
    attachmentsMachine.provide({
      actors: {
        saveAttachment: fromPromise<{ version: number }, Attachment & { version: number }>(
          async ({ input }) => {
            saves.push(input);
            if (refuse.has(input.slot)) throw new Error('refused');
            return { version: input.version + 1 };
          },
        ),
      },
    }),
    { input: { version: 4, files: { 1: null, 2: 'old' } } },
  ).start();
  return { actor, saves };
}

const settled = (actor: ReturnType<typeof startAttachments>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.queue.length === 0);

describe('attachments machine', () => {
  it('saves slots one after another, each with the version the last save answered', async () => {
    const { actor, saves } = startAttachments();
    actor.send({ type: 'ATTACH', slot: 1, fileId: 'a' });
    actor.send({ type: 'ATTACH', slot: 2, fileId: 'b' });
    await settled(actor);
    expect(saves).toEqual([
      { slot: 1, fileId: 'a', version: 4 },
      { slot: 2, fileId: 'b', version: 5 },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ version: 6, saved: { 1: 'a', 2: 'b' } });
  });

  it('keeps only the newest waiting file of a slot and ignores what is already saved', async () => {
    const { actor, saves } = startAttachments();
    actor.send({ type: 'ATTACH', slot: 2, fileId: 'old' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'ATTACH', slot: 1, fileId: 'a' });
    actor.send({ type: 'ATTACH', slot: 2, fileId: 'b' });
    actor.send({ type: 'ATTACH', slot: 2, fileId: 'c' });
    await settled(actor);
    expect(saves.map((save) => save.fileId)).toEqual(['a', 'c']);
  });

  it('keeps a refused slot with its message for a retry, and goes on with the others', async () => {
    const refuse = new Set([1]);
    const { actor, saves } = startAttachments(refuse);
    actor.send({ type: 'ATTACH', slot: 1, fileId: 'a' });
    actor.send({ type: 'ATTACH', slot: 2, fileId: null });
    await settled(actor);
    expect(actor.getSnapshot().context.errors[1]).toEqual({ key: 'error.hasError' });
    expect(actor.getSnapshot().context.saved).toEqual({ 1: null, 2: null });

    refuse.clear();
    actor.send({ type: 'RETRY', slot: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.saved[1]).toBe('a');
    expect(saves.at(-1)).toEqual({ slot: 1, fileId: 'a', version: 5 });
  });
});
