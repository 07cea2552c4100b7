/**
 * Global toasts (seed §8: a failed call's message, or "Error", for 5 s). One toast shows
 * at a time; the rest wait in order. The same message already waiting is not queued
 * twice, so a burst of failing calls does not stack up identical toasts.
 */
import { assign, setup } from 'xstate';
import type { Notice } from './notice';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  readonly id: number;
  readonly severity: ToastSeverity;
  readonly notice: Notice;
}

export interface NotifierContext {
  /** The toast on screen first, then the waiting ones. */
  readonly queue: readonly Toast[];
  readonly nextId: number;
}

export type NotifierEvent =
  { type: 'NOTIFY'; severity: ToastSeverity; notice: Notice } | { type: 'DISMISS' };

export const TOAST_DURATION_MS = 5_000;

const sameNotice = (a: Notice, b: Notice): boolean => JSON.stringify(a) === JSON.stringify(b);

export function currentToast(context: NotifierContext): Toast | undefined {
  return context.queue[0];
}

export const notifierMachine = setup({
  types: {
    context: {} as NotifierContext,
    events: {} as NotifierEvent,
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'NOTIFY') return {};
      const waiting = context.queue.some(
        (toast) => toast.severity === event.severity && sameNotice(toast.notice, event.notice),
      );
      if (waiting) return {};
      const toast = { id: context.nextId, severity: event.severity, notice: event.notice };
      return { queue: [...context.queue, toast], nextId: context.nextId + 1 };
    }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
  guards: {
    hasMore: ({ context }) => context.queue.length > 1,
  },
  delays: {
    toastDuration: TOAST_DURATION_MS,
  },
}).createMachine({
  id: 'notifier',
  context: { queue: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { NOTIFY: { target: 'showing', actions: 'enqueue' } },
    },
    showing: {
      on: {
        NOTIFY: { actions: 'enqueue' },
        DISMISS: [
          // Re-entering restarts the 5 s for the next toast.
          { guard: 'hasMore', target: 'showing', reenter: true, actions: 'dequeue' },
          { target: 'idle', actions: 'dequeue' },
        ],
      },
      after: {
        toastDuration: [
          { guard: 'hasMore', target: 'showing', reenter: true, actions: 'dequeue' },
          { target: 'idle', actions: 'dequeue' },
        ],
      },
    },
  },
});

export type NotifierMachine = typeof notifierMachine;
