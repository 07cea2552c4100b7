/**
 * The global loading overlay (seed §7): counts requests in flight and shows only after
 * 300 ms of continuous activity, so fast requests never make it flicker. It hides as
 * soon as the count is back to zero.
 */
import { assign, setup } from 'xstate';

export interface LoadingOverlayContext {
  readonly inFlight: number;
}

export type LoadingOverlayEvent = { type: 'REQUEST.STARTED' } | { type: 'REQUEST.SETTLED' };

export const OVERLAY_DELAY_MS = 300;

export const loadingOverlayMachine = setup({
  types: {
    context: {} as LoadingOverlayContext,
    events: {} as LoadingOverlayEvent,
  },
  actions: {
    countStarted: assign({ inFlight: ({ context }) => context.inFlight + 1 }),
    countSettled: assign({ inFlight: ({ context }) => Math.max(0, context.inFlight - 1) }),
  },
  guards: {
    isLastRequest: ({ context }) => context.inFlight <= 1,
  },
  delays: {
    showDelay: OVERLAY_DELAY_MS,
  },
}).createMachine({
  id: 'loadingOverlay',
  context: { inFlight: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'REQUEST.STARTED': { target: 'busy', actions: 'countStarted' } },
    },
    busy: {
      initial: 'pending',
      on: {
        'REQUEST.STARTED': { actions: 'countStarted' },
        'REQUEST.SETTLED': [
          { guard: 'isLastRequest', target: 'idle', actions: 'countSettled' },
          { actions: 'countSettled' },
        ],
      },
      states: {
        /** Busy, but not for long enough to show anything yet. */
        pending: { after: { showDelay: { target: 'visible' } } },
        visible: {},
      },
    },
  },
});

export type LoadingOverlayMachine = typeof loadingOverlayMachine;
