import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tagAfterClosing, tagsViewMachine } from '@machines/app/tagsView';

function startTags() {
  return createActor(tagsViewMachine, {
    input: { affix: [{ pageId: 'dashboard', path: '/dashboard' }] },
  }).start();
}

const paths = (actor: ReturnType<typeof startTags>) =>
  actor.getSnapshot().context.tags.map((tag) => tag.path);

describe('tagsViewMachine', () => {
  it('pins the dashboard and adds each visited page once', () => {
    const actor = startTags();
    actor.send({ type: 'VISIT', pageId: 'loginLog', path: '/loginLog' });
    actor.send({ type: 'VISIT', pageId: 'loginLog', path: '/loginLog' });
    actor.send({ type: 'VISIT', pageId: 'dashboard', path: '/dashboard' });
    expect(paths(actor)).toEqual(['/dashboard', '/loginLog']);
  });

  it('never closes the pinned dashboard', () => {
    const actor = startTags();
    actor.send({ type: 'VISIT', pageId: 'loginLog', path: '/loginLog' });
    actor.send({ type: 'CLOSE', path: '/dashboard' });
    actor.send({ type: 'CLOSE', path: '/loginLog' });
    expect(paths(actor)).toEqual(['/dashboard']);
  });

  it('closes the others or all but the pinned ones', () => {
    const actor = startTags();
    actor.send({ type: 'VISIT', pageId: 'loginLog', path: '/loginLog' });
    actor.send({ type: 'VISIT', pageId: 'messageCenter', path: '/messageCenter' });
    actor.send({ type: 'CLOSE_OTHERS', path: '/messageCenter' });
    expect(paths(actor)).toEqual(['/dashboard', '/messageCenter']);
    actor.send({ type: 'CLOSE_ALL' });
    expect(paths(actor)).toEqual(['/dashboard']);
  });

  it('goes to the previous tag after closing the current one', () => {
    const actor = startTags();
    actor.send({ type: 'VISIT', pageId: 'loginLog', path: '/loginLog' });
    actor.send({ type: 'VISIT', pageId: 'messageCenter', path: '/messageCenter' });
    const tags = actor.getSnapshot().context.tags;
    expect(tagAfterClosing(tags, '/messageCenter')?.path).toBe('/loginLog');
    expect(tagAfterClosing(tags, '/loginLog')?.path).toBe('/dashboard');
  });
});
