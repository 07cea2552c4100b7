/**
 * The one route table (DESIGN §6): which pages have a screen, and their menu icon. Path,
 * title key, roles, hidden and parent come from machines/access/pages.ts. An entry
 * without a screen is a menu group that only contributes its icon.
 */
import type { ComponentType } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { PageId } from '@machines/access/pages';

/** What a lazily loaded route module provides to React Router. */
export interface ScreenModule {
  readonly Component: ComponentType;
}

export interface RouteEntry {
  readonly id: PageId;
  readonly screen?: () => Promise<ScreenModule>;
  readonly icon?: typeof SvgIcon;
}

export const routeTable: readonly RouteEntry[] = [
  {
    id: 'login',
    screen: () => import('../features/auth/LoginRoute').then((m) => ({ Component: m.LoginRoute })),
  },
  {
    id: 'dashboard',
    icon: DashboardIcon,
    screen: () =>
      import('../features/dashboard/DashboardScreen').then((m) => ({
        Component: m.DashboardScreen,
      })),
  },
  // Company review (menu group) and its real-name certification page.
  { id: 'platCoperationCheck', icon: FactCheckOutlinedIcon },
  {
    id: 'realCertification',
    icon: VerifiedUserOutlinedIcon,
    screen: () =>
      import('../features/realname/RealCertificationScreen').then((m) => ({
        Component: m.RealCertificationRoute,
      })),
  },
  // Hidden pages: the company's applications (from the dashboard) and one application.
  {
    id: 'realnameApplyHistory',
    screen: () =>
      import('../features/realname/RealnameApplyHistoryScreen').then((m) => ({
        Component: m.RealnameApplyHistoryRoute,
      })),
  },
  {
    id: 'realnameDetailHistory',
    screen: () =>
      import('../features/realname/RealnameDetailScreen').then((m) => ({
        Component: m.RealnameDetailRoute,
      })),
  },
  {
    id: 'notFound',
    screen: () =>
      import('../features/errors/NotFoundScreen').then((m) => ({ Component: m.NotFoundScreen })),
  },
  {
    id: 'unauthorized',
    screen: () =>
      import('../features/errors/UnauthorizedScreen').then((m) => ({
        Component: m.UnauthorizedScreen,
      })),
  },
  {
    id: 'redirect',
    screen: () => import('./routing/RedirectRoute').then((m) => ({ Component: m.RedirectRoute })),
  },
  {
    id: 'authRedirect',
    screen: () =>
      import('./routing/AuthRedirectRoute').then((m) => ({ Component: m.AuthRedirectRoute })),
  },
];

/** Pages that have a working screen: the only ones routed and in the menu. */
export const screenPageIds: ReadonlySet<PageId> = new Set(
  routeTable.filter((entry) => entry.screen).map((entry) => entry.id),
);

export function routeIcon(id: PageId): typeof SvgIcon | undefined {
  return routeTable.find((entry) => entry.id === id)?.icon;
}
