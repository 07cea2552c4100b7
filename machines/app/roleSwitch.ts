/**
 * Switching the active role (seed §4, DESIGN §2): the server decides (admin flag, one of
 * the available roles); on success a message shows, then the app reloads to the home
 * route so every page, menu and cached answer follows the new role.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RoleCode } from '../access/roles';
import { injectedAction, injectedPromise } from './injected';
import type { Notice } from './notice';
import { noticeFromError } from './serviceError';

export interface RoleSwitchContext {
  readonly role: RoleCode | null;
  readonly error: Notice | null;
}

export type RoleSwitchEvent = { type: 'SWITCH'; role: RoleCode } | { type: 'DISMISS' };

/** How long the success message stays before the reload. */
export const RELOAD_DELAY_MS = 1_000;

export const roleSwitchMachine = setup({
  types: {
    context: {} as RoleSwitchContext,
    events: {} as RoleSwitchEvent,
  },
  actors: {
    /** `PUT /api/user/update-usertype { role }`. */
    switchRole: injectedPromise<unknown, { role: RoleCode }>('switchRole'),
  },
  actions: {
    /** Loads the home route afresh. */
    reloadHome: injectedAction(),
  },
  delays: {
    reloadDelay: RELOAD_DELAY_MS,
  },
}).createMachine({
  id: 'roleSwitch',
  context: { role: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { SWITCH: { target: 'switching', actions: assign({ role: ({ event }) => event.role }) } },
    },
    switching: {
      invoke: {
        src: 'switchRole',
        input: ({ event }) => {
          assertEvent(event, 'SWITCH');
          return { role: event.role };
        },
        onDone: { target: 'switched' },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => noticeFromError(event.error, 'error.hasError') }),
        },
      },
    },
    switched: {
      after: { reloadDelay: { actions: 'reloadHome' } },
    },
    failed: {
      on: {
        SWITCH: {
          target: 'switching',
          actions: assign({ role: ({ event }) => event.role, error: null }),
        },
        DISMISS: { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});

export type RoleSwitchMachine = typeof roleSwitchMachine;
