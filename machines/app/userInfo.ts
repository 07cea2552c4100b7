import { isRoleCode, type RoleCode } from '../access/roles';

/** 0 and 1: issuing agencies; 2: member company (seed §3). */
export type CorporateType = 0 | 1 | 2;

/** `GET /api/user/userinfo`, checked and normalised. */
export interface UserInfo {
  readonly activeRole: RoleCode;
  readonly availableRoles: readonly RoleCode[];
  readonly isAdmin: boolean;
  readonly name: string;
  readonly avatar: string;
  readonly introduction: string;
  readonly userName: string;
  readonly corporateType: CorporateType | null;
  readonly isTraining: boolean;
  readonly isReview: boolean;
  /** Signed in with a one-time password the platform set: a new one comes first. */
  readonly mustChangePassword: boolean;
  readonly env: string;
}

export type UserInfoReading =
  | { readonly ok: true; readonly user: UserInfo }
  | { readonly ok: false; readonly errorKey: 'error.verificationFailed' | 'error.emptyRoles' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function corporateTypeOf(value: unknown): CorporateType | null {
  return value === 0 || value === 1 || value === 2 ? value : null;
}

/**
 * Reads the user info answer the way the seed's route guard does (§8): no info at all
 * is "verification failed"; no usable role is the empty-roles error. The active role
 * is taken as the server sends it: the seed's reading that folds 2010/2001/2011 into
 * 2000 is not used, because the route lists of those codes are kept exactly (DESIGN §2).
 */
export function readUserInfo(raw: unknown): UserInfoReading {
  if (typeof raw !== 'object' || raw === null) {
    return { ok: false, errorKey: 'error.verificationFailed' };
  }
  const info = raw as Record<string, unknown>;
  const roles = Array.isArray(info.roles) ? info.roles.filter(isRoleCode) : [];
  const activeRole = roles[0];
  if (activeRole === undefined) return { ok: false, errorKey: 'error.emptyRoles' };

  const available = Array.isArray(info.availableRoles)
    ? info.availableRoles.filter(isRoleCode)
    : [];
  return {
    ok: true,
    user: {
      activeRole,
      availableRoles: available.includes(activeRole) ? available : [activeRole, ...available],
      isAdmin: info.isAdmin === true,
      name: text(info.name),
      avatar: text(info.avatar),
      introduction: text(info.introduction),
      userName: text(info.userName),
      corporateType: corporateTypeOf(info.corporateType),
      isTraining: info.isTraining === true,
      mustChangePassword: info.mustChangePassword === true,
      isReview: info.isReview === true,
      env: text(info.env),
    },
  };
}

/**
 * The role menu is hidden for issuing agencies (seed §6) and pointless with one role.
 * Whether the account may actually switch is the server's call (admin flag).
 */
export function showsRoleSwitcher(user: UserInfo): boolean {
  if (user.corporateType === 0 || user.corporateType === 1) return false;
  return user.availableRoles.length > 1;
}
