/**
 * The app-wide actors (DESIGN §7.4: actors come from providers, never props). Created
 * from the pure machines; AppProviders passes the bound ones, stories their own
 * `.provide()`d logic and a `resolveState` snapshot.
 */
import { createActorContext } from '@xstate/react';
import { layoutSettingsMachine } from '@machines/app/layoutSettings';
import { loadingOverlayMachine } from '@machines/app/loadingOverlay';
import { notifierMachine } from '@machines/app/notifier';
import { roleSwitchMachine } from '@machines/app/roleSwitch';
import { sessionMachine } from '@machines/app/session';
import { tagsViewMachine } from '@machines/app/tagsView';
import { unreadMessagesMachine } from '@machines/app/unreadMessages';

export const SessionContext = createActorContext(sessionMachine);
export const LayoutSettingsContext = createActorContext(layoutSettingsMachine);
export const LoadingOverlayContext = createActorContext(loadingOverlayMachine);
export const NotifierContext = createActorContext(notifierMachine);

// Layout-scoped: they live while the signed-in layout does (AppLayout provides them).
export const RoleSwitchContext = createActorContext(roleSwitchMachine);
export const UnreadMessagesContext = createActorContext(unreadMessagesMachine);
export const TagsViewContext = createActorContext(tagsViewMachine);
