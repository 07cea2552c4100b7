/**
 * The access table of the API (DESIGN §7.6): "may role R do action A on resource X".
 * Every server route names one permission; most borrow the audience of the page that
 * uses them, so a page and its calls cannot drift apart. Data scoping (a company sees
 * only its own rows) is the handlers' job on top of this.
 */
import { canOpenPage, type PageAudience, type PageId } from './pages';
import { ROLE_CODES, type RoleCode } from './roles';

type PermissionAudience = PageAudience | { readonly page: PageId };

const asPage = (page: PageId) => ({ page }) as const;

export const permissions = {
  'session.create': 'public',
  'session.captcha': 'public',
  'account.read': 'authenticated',
  'account.logout': 'authenticated',
  'account.switchRole': 'authenticated',
  'message.read': 'authenticated',
  'loginLog.read': asPage('loginLog'),
  /** Upload a file; who may then read it is decided by the record that uses it. */
  'file.upload': 'authenticated',
  'file.read': 'authenticated',
  'realname.apply': asPage('realnameApplyHistory'),
  /** One application and its timeline: the owner company or a platform reviewer. */
  'realname.read': asPage('realnameDetailHistory'),
  'realname.review': asPage('realCertification'),
} as const satisfies Record<string, PermissionAudience>;

export type Permission = keyof typeof permissions;

export const PERMISSIONS = Object.keys(permissions) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && value in permissions;
}

export function isPublicPermission(permission: Permission): boolean {
  return permissions[permission] === 'public';
}

export function may(permission: Permission, role: RoleCode | undefined): boolean {
  const audience = permissions[permission] as PermissionAudience;
  if (audience === 'public') return true;
  if (role === undefined) return false;
  if (audience === 'authenticated') return true;
  if ('page' in audience) return canOpenPage(audience.page, role);
  return audience.includes(role);
}

/** Every role the permission admits: what the access matrix tests enumerate. */
export function rolesWith(permission: Permission): RoleCode[] {
  return ROLE_CODES.filter((role) => may(permission, role));
}
