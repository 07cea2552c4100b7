/** The app-wide machines bound to the real calls, storage and page reloads. */
import { fromCallback, fromPromise } from 'xstate';
import { layoutSettingsMachine } from '@machines/app/layoutSettings';
import { roleSwitchMachine } from '@machines/app/roleSwitch';
import { sessionMachine } from '@machines/app/session';
import { unreadMessagesMachine, type VisibilityEvent } from '@machines/app/unreadMessages';
import * as corporateApi from '../../lib/api/corporate';
import * as userApi from '../../lib/api/user';
import {
  clearSession,
  readToken,
  writeAppearance,
  writeLanguage,
  writeSessionUser,
  writeSidebarOpened,
  writeSize,
  writeToken,
} from '../../lib/storage';

export const appSessionMachine = sessionMachine.provide({
  actors: {
    fetchUserInfo: fromPromise(() => userApi.fetchUserInfo()),
    logout: fromPromise(() => userApi.logout()),
  },
  actions: {
    storeToken: (_, { token }) => writeToken(token),
    storeUserInfo: (_, { user }) => writeSessionUser(user),
    clearSession: () => clearSession(),
    reloadApp: () => window.location.reload(),
  },
  guards: {
    hasStoredToken: () => readToken() !== undefined,
  },
});

export const appLayoutSettingsMachine = layoutSettingsMachine.provide({
  actions: {
    persistSidebar: (_, { opened }) => writeSidebarOpened(opened),
    persistLanguage: (_, { language }) => writeLanguage(language),
    persistSize: (_, { size }) => writeSize(size),
    persistAppearance: (_, { appearance }) => writeAppearance(appearance),
  },
});

export const appRoleSwitchMachine = roleSwitchMachine.provide({
  actors: {
    switchRole: fromPromise(({ input }) => userApi.switchRole(input.role)),
  },
  actions: {
    reloadHome: () => window.location.assign('/'),
  },
});

/** The document's visibility, reported at once and on every change. */
const documentVisibility = fromCallback<VisibilityEvent>(({ sendBack }) => {
  const report = () =>
    sendBack({ type: 'VISIBILITY.CHANGED', visible: document.visibilityState === 'visible' });
  report();
  document.addEventListener('visibilitychange', report);
  return () => document.removeEventListener('visibilitychange', report);
});

export const appUnreadMessagesMachine = unreadMessagesMachine.provide({
  actors: {
    fetchUnreadCount: fromPromise(() => corporateApi.fetchUnreadCount()),
    watchVisibility: documentVisibility,
  },
});
