/**
 * The router, generated from the route table: public pages at the top (with the language
 * switch), the others inside the layout; everything under the session gate, which
 * redirects per seed §2.
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { pages, type PageDefinition } from '@machines/access/pages';
import { FullPageLoader } from '../components/FullPageLoader';
import { PublicLayout } from './layout/PublicLayout';
import { routeTable, type RouteEntry } from './routes';
import { RouteErrorScreen } from './routing/RouteErrorScreen';
import { SessionGate } from './routing/SessionGate';
import type { PageHandle } from './routing/useMatchedPageId';

type ScreenEntry = RouteEntry & Required<Pick<RouteEntry, 'screen'>>;

const screens = routeTable.filter((entry): entry is ScreenEntry => entry.screen !== undefined);
const isPublic = (entry: RouteEntry) => (pages[entry.id] as PageDefinition).audience === 'public';

function pageRoute(entry: ScreenEntry): RouteObject {
  const handle: PageHandle = { pageId: entry.id };
  return { path: pages[entry.id].path, handle, lazy: entry.screen };
}

export const appRoutes: RouteObject[] = [
  {
    element: <SessionGate />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { element: <PublicLayout />, children: screens.filter(isPublic).map(pageRoute) },
      {
        // The signed-in frame loads on its own, so the login page does not carry it.
        lazy: () => import('./layout/AppLayout').then((m) => ({ Component: m.AppLayout })),
        children: screens.filter((entry) => !isPublic(entry)).map(pageRoute),
      },
      // Unknown paths: the gate sends them to /login or /404.
      { path: '*', element: null },
    ],
  },
];

/**
 * The browser's router, once the screens of the page being opened have loaded: the first
 * render is then the page itself, not the route's loading fallback, which is what a
 * prerendered page (src/prerender/) needs to hydrate into.
 */
export async function createAppRouter(
  location: Location,
): Promise<ReturnType<typeof createBrowserRouter>> {
  const lazyMatches = matchRoutes(appRoutes, location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
  return createBrowserRouter(appRoutes);
}
