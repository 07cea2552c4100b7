/**
 * The tags view (seed §2 layout): the pages visited in this session as tabs, with the
 * affix pages (the dashboard) pinned first and never closable. It lives as long as the
 * layout, so logging out clears it (seed §4: "cached tabs").
 */
import { assign, setup } from 'xstate';
import type { PageId } from '../access/pages';

export interface VisitedTag {
  readonly pageId: PageId;
  /** Path with its search, so two details of one page are two tags. */
  readonly path: string;
  readonly affix: boolean;
}

export interface TagsViewContext {
  readonly tags: readonly VisitedTag[];
}

export interface TagsViewInput {
  /** Pinned pages: id and path. */
  readonly affix: readonly { readonly pageId: PageId; readonly path: string }[];
}

export type TagsViewEvent =
  | { type: 'VISIT'; pageId: PageId; path: string }
  | { type: 'CLOSE'; path: string }
  | { type: 'CLOSE_OTHERS'; path: string }
  | { type: 'CLOSE_ALL' };

/** Where to go after closing `path` while on it: the tag before it, else the last one. */
export function tagAfterClosing(tags: readonly VisitedTag[], path: string): VisitedTag | undefined {
  const index = tags.findIndex((tag) => tag.path === path);
  const rest = tags.filter((tag) => tag.path !== path);
  return rest[Math.min(Math.max(index - 1, 0), rest.length - 1)];
}

export const tagsViewMachine = setup({
  types: {
    context: {} as TagsViewContext,
    events: {} as TagsViewEvent,
    input: {} as TagsViewInput,
  },
}).createMachine({
  id: 'tagsView',
  context: ({ input }) => ({
    tags: input.affix.map(({ pageId, path }) => ({ pageId, path, affix: true })),
  }),
  on: {
    VISIT: {
      actions: assign({
        tags: ({ context, event }) =>
          context.tags.some((tag) => tag.path === event.path)
            ? context.tags
            : [...context.tags, { pageId: event.pageId, path: event.path, affix: false }],
      }),
    },
    CLOSE: {
      actions: assign({
        tags: ({ context, event }) =>
          context.tags.filter((tag) => tag.affix || tag.path !== event.path),
      }),
    },
    CLOSE_OTHERS: {
      actions: assign({
        tags: ({ context, event }) =>
          context.tags.filter((tag) => tag.affix || tag.path === event.path),
      }),
    },
    CLOSE_ALL: {
      actions: assign({ tags: ({ context }) => context.tags.filter((tag) => tag.affix) }),
    },
  },
});

export type TagsViewMachine = typeof tagsViewMachine;
