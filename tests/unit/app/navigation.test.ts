import { describe, expect, it } from 'vitest';
import { pathMatches, type PageId } from '@machines/access/pages';
import { menuPageOf } from '@machines/access/placement';
import type { RoleCode } from '@machines/access/roles';
import { breadcrumbTrail } from '../../../src/app/navigation/breadcrumb';
import { buildMenu, type MenuItem } from '../../../src/app/navigation/menu';
import {
  decideNavigation,
  type NavigationRequest,
} from '../../../src/app/navigation/navigationDecision';

const signedIn = (overrides: Partial<NavigationRequest>): NavigationRequest => ({
  pathname: '/dashboard',
  search: '',
  status: 'signedIn',
  pageId: 'dashboard',
  allowedPages: ['dashboard', 'loginLog'],
  ...overrides,
});

describe('route guards (seed §2)', () => {
  it('waits while the session is not known', () => {
    expect(decideNavigation(signedIn({ status: 'pending' }))).toEqual({ kind: 'wait' });
  });

  it('lets anyone open public pages', () => {
    for (const status of ['anonymous', 'signedIn'] as const) {
      expect(decideNavigation(signedIn({ status, pathname: '/404', pageId: 'notFound' }))).toEqual({
        kind: 'render',
      });
    }
  });

  it('lets anyone open a public page whose path takes a parameter', () => {
    const verify = { pathname: '/verify/2026-1-000001', pageId: 'verifyCertificate' } as const;
    expect(decideNavigation(signedIn({ status: 'anonymous', ...verify }))).toEqual({
      kind: 'render',
    });
    // The parameter is one whole segment: more or nothing is another path.
    expect(decideNavigation(signedIn({ status: 'anonymous', pathname: '/verify/' }))).toMatchObject(
      { kind: 'redirect', to: expect.stringMatching(/^\/login/) },
    );
    expect(pathMatches('/verify/:certificateNo', '/verify/a/b')).toBe(false);
    expect(pathMatches('/redirect/*', '/redirect/dashboard/x')).toBe(true);
  });

  it('sends an anonymous visitor to /login with the wanted path', () => {
    expect(
      decideNavigation(signedIn({ status: 'anonymous', pathname: '/loginLog', search: '?page=2' })),
    ).toEqual({ kind: 'redirect', to: '/login?redirect=%2FloginLog%3Fpage%3D2' });
  });

  it('sends an anonymous visitor of an unknown path to /login too', () => {
    expect(
      decideNavigation(signedIn({ status: 'anonymous', pathname: '/nowhere', pageId: undefined })),
    ).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fnowhere' });
  });

  it('sends a signed-in visitor of /login on to the redirect, or home', () => {
    const atLogin = { pathname: '/login', pageId: 'login' as PageId };
    expect(decideNavigation(signedIn({ ...atLogin, search: '?redirect=%2FloginLog' }))).toEqual({
      kind: 'redirect',
      to: '/loginLog',
    });
    expect(decideNavigation(signedIn(atLogin))).toEqual({ kind: 'redirect', to: '/' });
    expect(
      decideNavigation(signedIn({ ...atLogin, search: '?redirect=https://evil.example' })),
    ).toEqual({ kind: 'redirect', to: '/' });
  });

  it('opens / as the dashboard', () => {
    expect(decideNavigation(signedIn({ pathname: '/', pageId: undefined }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('sends unknown paths and public pages without a screen to /404', () => {
    expect(decideNavigation(signedIn({ pathname: '/nowhere', pageId: undefined }))).toEqual({
      kind: 'redirect',
      to: '/404',
    });
    expect(
      decideNavigation(signedIn({ status: 'anonymous', pathname: '/register', pageId: undefined })),
    ).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('sends a page the active role may not open to /401', () => {
    expect(
      decideNavigation(signedIn({ pathname: '/managerManage', pageId: 'managerManage' })),
    ).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('answers /401 for a forbidden page that has no screen yet, /404 for an allowed one', () => {
    expect(decideNavigation(signedIn({ pathname: '/managerManage', pageId: undefined }))).toEqual({
      kind: 'redirect',
      to: '/401',
    });
    expect(decideNavigation(signedIn({ pathname: '/loginLog', pageId: undefined }))).toEqual({
      kind: 'redirect',
      to: '/404',
    });
  });

  it('renders an allowed page', () => {
    expect(decideNavigation(signedIn({ pathname: '/loginLog', pageId: 'loginLog' }))).toEqual({
      kind: 'render',
    });
  });
});

describe('sidebar menu', () => {
  const ids = (items: readonly MenuItem[]): unknown[] =>
    items.map((item) => (item.children.length ? { [item.id]: ids(item.children) } : item.id));

  it('shows only pages with a screen the role may open, hidden pages never', () => {
    const withScreen = new Set<PageId>(['login', 'dashboard', 'notFound', 'loginLog', 'vipApply']);
    expect(ids(buildMenu('0900', withScreen))).toEqual(['dashboard', 'loginLog']);
    expect(ids(buildMenu('2000', withScreen))).toEqual(['dashboard']);
  });

  it('shows a group with its visible children only', () => {
    const withScreen = new Set<PageId>(['dashboard', 'courseManage', 'accountManagement']);
    expect(ids(buildMenu('0000', withScreen))).toEqual([
      'dashboard',
      { platSystemManage: ['courseManage', 'accountManagement'] },
    ]);
    expect(ids(buildMenu('0900', withScreen))).toEqual([
      'dashboard',
      { platSystemManage: ['accountManagement'] },
    ]);
  });

  it('hides a group with no visible child', () => {
    const withScreen = new Set<PageId>(['dashboard', 'courseManage']);
    expect(ids(buildMenu('0900', withScreen))).toEqual(['dashboard']);
    expect(ids(buildMenu('2000', withScreen))).toEqual(['dashboard']);
  });
});

describe('breadcrumb', () => {
  it('is just the root on the dashboard', () => {
    expect(breadcrumbTrail('dashboard', '0000').map((crumb) => crumb.id)).toEqual(['dashboard']);
  });

  it('starts at the dashboard and passes through the group', () => {
    const trail = breadcrumbTrail('courseManage', '0000');
    expect(trail.map((crumb) => crumb.id)).toEqual([
      'dashboard',
      'platSystemManage',
      'courseManage',
    ]);
    expect(trail.map((crumb) => crumb.root)).toEqual([true, false, false]);
  });

  it('places a detail page under the page the role opens it from', () => {
    const ids = (role: RoleCode) =>
      breadcrumbTrail('realnameDetailHistory', role).map((crumb) => crumb.id);
    expect(ids('0100')).toEqual([
      'dashboard',
      'platCoperationCheck',
      'realCertification',
      'realnameDetailHistory',
    ]);
    expect(ids('2000')).toEqual(['dashboard', 'realnameApplyHistory', 'realnameDetailHistory']);
  });

  it('follows a hidden group down to its hidden child', () => {
    expect(breadcrumbTrail('vipCorporateInfo', '2000').map((crumb) => crumb.id)).toEqual([
      'dashboard',
      'myMembership',
      'vipApply',
      'vipcorporatation',
      'vipCorporateInfo',
    ]);
  });
});

describe('menu page of a page', () => {
  it('is the page itself for a menu page', () => {
    expect(menuPageOf('loginLog', '0900')).toBe('loginLog');
    expect(menuPageOf('realCertification', '0000')).toBe('realCertification');
  });

  it('is the menu page a detail page is opened from, for the role on screen', () => {
    expect(menuPageOf('realnameDetailHistory', '0000')).toBe('realCertification');
    expect(menuPageOf('realnameDetailHistory', '2000')).toBe('dashboard');
    expect(menuPageOf('vipCorporateInfo', '2000')).toBe('myMembership');
  });
});
