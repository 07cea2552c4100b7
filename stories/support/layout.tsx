/**
 * The signed-in frame with every actor a story needs, restored or bound to fixtures.
 *
 * AppLayout creates its own role switch, unread and tags actors bound to the real API
 * (LayoutActors), so a story cannot hand it fixtures: this frame arranges the same parts
 * (Sidebar, TopBar, TagsViewBar, SettingsDrawer) the way AppLayout does, under story
 * providers, with the app-level feedback (LoadingBar, Toasts, SessionDialogs) around it.
 */
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { fromPromise } from 'xstate';
import { pages, pageTitleKey, type PageId } from '@machines/access/pages';
import type { RoleCode } from '@machines/access/roles';
import { layoutSettingsMachine, type LayoutSettingsInput } from '@machines/app/layoutSettings';
import { loadingOverlayMachine } from '@machines/app/loadingOverlay';
import { notifierMachine } from '@machines/app/notifier';
import { roleSwitchMachine } from '@machines/app/roleSwitch';
import { tagsViewMachine } from '@machines/app/tagsView';
import { unreadMessagesMachine } from '@machines/app/unreadMessages';
import {
  LayoutSettingsContext,
  LoadingOverlayContext,
  NotifierContext,
  RoleSwitchContext,
  TagsViewContext,
  UnreadMessagesContext,
} from '../../src/components/appActorContexts';
import { SettingsTheme } from '../../src/app/AppProviders';
import { SettingsEffects } from '../../src/app/actors/SettingsEffects';
import { AppLayoutFrame } from '../../src/app/layout/AppLayout';
import { LoadingBar } from '../../src/app/feedback/LoadingBar';
import { SessionDialogs } from '../../src/app/feedback/SessionDialogs';
import { Toasts } from '../../src/app/feedback/Toasts';
import type { PageHandle } from '../../src/app/routing/useMatchedPageId';
import { DashboardScreen } from '../../src/features/dashboard/DashboardScreen';
import { currentLanguage } from '../../src/lib/i18n';
import type { UserFixture } from './fixtures';
import { signedInSession, StorySession, type SignedInState } from './session';

/** 9:30 on a weekday: the dashboard greets with "good morning". */
export const STORY_MORNING = new Date(2025, 5, 2, 9, 30);

export interface LayoutStoryProps {
  readonly user: UserFixture;
  /** `expired` and `revoked` show the seed §8 dialogs over the layout. */
  readonly session?: SignedInState;
  /** The server's reason for a revoked session. */
  readonly revokedMessage?: string;
  /** The page open in the frame; the dashboard by default. */
  readonly page?: PageId;
  /** Stored layout settings (sidebar, tags view, colour…); the language follows the toolbar. */
  readonly settings?: LayoutSettingsInput['stored'];
  /** Under 992 px the sidebar is a closed temporary drawer. */
  readonly viewportWidth?: number;
  /** Pages visited before, shown as tags after the pinned dashboard. */
  readonly visited?: readonly PageId[];
  /** Requests have been in flight for over 300 ms. */
  readonly loading?: boolean;
  /** `GET /api/corporate/query-message-page` → `unread`. */
  readonly fetchUnreadCount: () => Promise<number>;
  /** `PUT /api/user/update-usertype`. */
  readonly switchRole: (role: RoleCode) => Promise<unknown>;
  /** After a switch: the app would load the home route afresh. */
  readonly reloadHome: () => void;
  /** `GET /api/user/userinfo`. */
  readonly fetchUserInfo: () => Promise<unknown>;
  /** `POST /api/user/logout`. */
  readonly logout: () => Promise<unknown>;
}

/** Pages without a screen yet: their title stands in. */
function PagePlaceholder({ page }: { page: PageId }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">
        {t(pageTitleKey(page))}
      </Typography>
    </Paper>
  );
}

function pageRoutes(open: PageId, visited: readonly PageId[]): RouteObject[] {
  const others = [...new Set([open, ...visited])].filter((id) => id !== 'dashboard');
  const route = (pageId: PageId, element: ReactNode): RouteObject => {
    const handle: PageHandle = { pageId };
    return { path: pages[pageId].path, handle, element };
  };
  return [
    route('dashboard', <DashboardScreen now={STORY_MORNING} />),
    ...others.map((id) => route(id, <PagePlaceholder page={id} />)),
  ];
}

function StoryRouter({ page, visited }: { page: PageId; visited: readonly PageId[] }) {
  const [router] = useState(() =>
    createMemoryRouter([{ element: <AppLayoutFrame />, children: pageRoutes(page, visited) }], {
      initialEntries: [pages[page].path],
    }),
  );
  return <RouterProvider router={router} />;
}

export function LayoutStory({
  user,
  session = 'ready',
  revokedMessage = '',
  page = 'dashboard',
  settings = {},
  viewportWidth = 1280,
  visited = [],
  loading = false,
  fetchUnreadCount,
  switchRole,
  reloadHome,
  fetchUserInfo,
  logout,
}: LayoutStoryProps) {
  const roleSwitch = roleSwitchMachine.provide({
    actors: { switchRole: fromPromise(({ input }) => switchRole(input.role)) },
    actions: { reloadHome: () => reloadHome() },
  });
  const unread = unreadMessagesMachine.provide({
    actors: { fetchUnreadCount: fromPromise(() => fetchUnreadCount()) },
  });
  const tags = tagsViewMachine.resolveState({
    value: {},
    context: {
      tags: [
        { pageId: 'dashboard', path: pages.dashboard.path, affix: true },
        ...visited.map((pageId) => ({ pageId, path: pages[pageId].path, affix: false })),
      ],
    },
  });
  const overlay = loadingOverlayMachine.resolveState(
    loading
      ? { value: { busy: 'visible' }, context: { inFlight: 1 } }
      : { value: 'idle', context: { inFlight: 0 } },
  );

  return (
    <LayoutSettingsContext.Provider
      logic={layoutSettingsMachine}
      options={{ input: { stored: { ...settings, language: currentLanguage() }, viewportWidth } }}
    >
      <LoadingOverlayContext.Provider logic={loadingOverlayMachine} options={{ snapshot: overlay }}>
        <NotifierContext.Provider logic={notifierMachine}>
          <StorySession
            snapshot={signedInSession(user, session, revokedMessage)}
            calls={{ fetchUserInfo, logout }}
          >
            <SettingsEffects />
            <SettingsTheme>
              <RoleSwitchContext.Provider logic={roleSwitch}>
                <UnreadMessagesContext.Provider logic={unread}>
                  <TagsViewContext.Provider logic={tagsViewMachine} options={{ snapshot: tags }}>
                    <LoadingBar />
                    <StoryRouter page={page} visited={visited} />
                    <Toasts />
                    <SessionDialogs />
                  </TagsViewContext.Provider>
                </UnreadMessagesContext.Provider>
              </RoleSwitchContext.Provider>
            </SettingsTheme>
          </StorySession>
        </NotifierContext.Provider>
      </LoadingOverlayContext.Provider>
    </LayoutSettingsContext.Provider>
  );
}
