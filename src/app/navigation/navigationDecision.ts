/**
 * The route guards of seed §2, as one pure decision: public paths need no login; a
 * signed-in visitor of /login goes on (to `redirect` or /); an anonymous one goes to
 * /login?redirect=<wanted>; / is the dashboard; unknown paths are /404; pages the
 * active role may not open are /401.
 */
import { isPublicPath, pages, type PageId } from '@machines/access/pages';
import type { SessionStatus } from '@machines/app/session';
import { loginPathFor, safeRedirectPath } from '../../lib/redirect';
import { pageAtPath } from './pageTree';

export type NavigationDecision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'render' }
  | { readonly kind: 'redirect'; readonly to: string };

export interface NavigationRequest {
  readonly pathname: string;
  readonly search: string;
  readonly status: SessionStatus;
  /** The page the path matched, if it matched one with a screen. */
  readonly pageId: PageId | undefined;
  readonly allowedPages: readonly PageId[];
}

const WAIT: NavigationDecision = { kind: 'wait' };
const RENDER: NavigationDecision = { kind: 'render' };
const redirectTo = (to: string): NavigationDecision => ({ kind: 'redirect', to });

export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const { pathname, search, status, pageId, allowedPages } = request;
  if (status === 'pending') return WAIT;

  if (isPublicPath(pathname)) {
    // A public page whose screen is not built yet is as unknown as any other path.
    if (pageId === undefined) return redirectTo(pages.notFound.path);
    if (pathname === pages.login.path && status === 'signedIn') {
      const wanted = new URLSearchParams(search).get('redirect');
      return redirectTo(safeRedirectPath(wanted) ?? '/');
    }
    return RENDER;
  }
  if (status === 'anonymous') return redirectTo(loginPathFor(pathname + search));
  if (pathname === '/') return redirectTo(pages.dashboard.path);
  // A page of the access table the role may not open is /401 even before it has a screen.
  const tablePage = pageId ?? pageAtPath(pathname);
  if (tablePage !== undefined && !allowedPages.includes(tablePage)) {
    return redirectTo(pages.unauthorized.path);
  }
  if (pageId === undefined) return redirectTo(pages.notFound.path);
  return RENDER;
}
