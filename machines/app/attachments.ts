/**
 * The files a record gives for a list of slots (a credit application's materials): each
 * slot's upload lands on its own, but the record keeps one version, so the machine saves
 * the slots one after another, each with the version the last answer gave. A slot whose
 * save fails keeps its message and can be tried again; the others go on.
 */
import { assign, setup } from 'xstate';
import { injectedPromise } from './injected';
import type { Notice } from './notice';
import { noticeFromError } from './serviceError';

type SlotId = number;

export interface AttachmentsInput {
  /** The record's version as loaded. */
  readonly version: number;
  /** The file each slot has now (null: none). */
  readonly files: Readonly<Record<SlotId, string | null>>;
}

export interface Attachment {
  readonly slot: SlotId;
  /** The upload's id; null takes the slot's file away. */
  readonly fileId: string | null;
}

export interface AttachmentsContext {
  readonly version: number;
  /** What the record holds per slot, as far as the server has confirmed. */
  readonly saved: Readonly<Record<SlotId, string | null>>;
  /** Waiting their turn, oldest first; a newer attachment of a slot replaces its older one. */
  readonly queue: readonly Attachment[];
  /** The one on its way. */
  readonly current: Attachment | null;
  readonly errors: Readonly<Record<SlotId, Notice>>;
  /** What failed, kept for its retry. */
  readonly failed: Readonly<Record<SlotId, Attachment>>;
}

/** What the save actor answers: the record's new version. */
export interface AttachmentSaved {
  readonly version: number;
}

export type AttachmentsEvent =
  { type: 'ATTACH'; slot: SlotId; fileId: string | null } | { type: 'RETRY'; slot: SlotId };

const withoutSlot = <T>(record: Readonly<Record<SlotId, T>>, slot: SlotId) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => Number(key) !== slot)) as Record<
    SlotId,
    T
  >;

export const attachmentsMachine = setup({
  types: {
    context: {} as AttachmentsContext,
    events: {} as AttachmentsEvent,
    input: {} as AttachmentsInput,
    tags: {} as 'busy',
  },
  actors: {
    saveAttachment: injectedPromise<AttachmentSaved, Attachment & { version: number }>(
      'saveAttachment',
    ),
  },
  actions: {
    enqueue: assign(({ context }, { slot, fileId }: Attachment) => ({
      queue: [...context.queue.filter((queued) => queued.slot !== slot), { slot, fileId }],
      errors: withoutSlot(context.errors, slot),
      failed: withoutSlot(context.failed, slot),
    })),
    takeNext: assign(({ context }) => ({
      current: context.queue[0] ?? null,
      queue: context.queue.slice(1),
    })),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    isNewFile: ({ context }, attachment: Attachment) =>
      context.saved[attachment.slot] !== attachment.fileId ||
      context.queue.some((queued) => queued.slot === attachment.slot),
  },
}).createMachine({
  id: 'attachments',
  context: ({ input }) => ({
    version: input.version,
    saved: input.files,
    queue: [],
    current: null,
    errors: {},
    failed: {},
  }),
  initial: 'idle',
  on: {
    ATTACH: {
      guard: { type: 'isNewFile', params: ({ event }) => event },
      actions: { type: 'enqueue', params: ({ event }) => event },
    },
    RETRY: {
      actions: {
        type: 'enqueue',
        params: ({ context, event }) =>
          context.failed[event.slot] ?? { slot: event.slot, fileId: null },
      },
    },
  },
  states: {
    idle: {
      always: { guard: 'hasQueued', target: 'saving' },
    },
    saving: {
      tags: ['busy'],
      entry: 'takeNext',
      invoke: {
        src: 'saveAttachment',
        input: ({ context }) => ({
          ...(context.current ?? { slot: 0, fileId: null }),
          version: context.version,
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            version: event.output.version,
            saved: context.current
              ? { ...context.saved, [context.current.slot]: context.current.fileId }
              : context.saved,
            current: null,
          })),
        },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) =>
            context.current
              ? {
                  errors: {
                    ...context.errors,
                    [context.current.slot]: noticeFromError(event.error, 'error.hasError'),
                  },
                  failed: { ...context.failed, [context.current.slot]: context.current },
                  current: null,
                }
              : { current: null },
          ),
        },
      },
    },
  },
});

export type AttachmentsMachine = typeof attachmentsMachine;
