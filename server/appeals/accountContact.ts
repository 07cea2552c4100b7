/**
 * Setting an account's mobile and email for it (`user/set-mobile-email`, and approving an
 * appeal): an administrative change, recorded in the admin action log in the caller's
 * transaction. Whoever held the account's sessions is signed out, since the account may now
 * be in other hands. The login name follows the mobile when it was the mobile; the old one
 * is kept as retired, so a login with it is told the name changed (`server/auth/login.ts`).
 */
import { and, eq, ne, or } from 'drizzle-orm';
import { isRoleCode, roleKind } from '@machines/access';
import type { Database } from '../db/client';
import { accounts, retiredLoginNames } from '../db/schema';
import type { RecordAction } from '../lib/adminAudit';
import { contactClash, contactTaken } from '../lib/accountContacts';
import { AppError, HttpStatus } from '../lib/errors';
import { isMobileTaken } from '../lib/mobileAccounts';
import { revokeAccountSessions } from '../lib/sessions';

export interface ContactChange {
  readonly accountId: number;
  readonly mobile: string;
  /** Lower-cased. */
  readonly email: string;
  /** The appeal that asked for it, when one did. */
  readonly appealId?: number;
}

export interface ContactChanged {
  readonly accountId: number;
  readonly userName: string;
  readonly mobile: string;
  readonly email: string;
}

export async function setAccountContact(
  tx: Database,
  recordAction: RecordAction,
  change: ContactChange,
  now: Date,
): Promise<ContactChanged> {
  const [account] = await tx
    .select({
      userName: accounts.userName,
      mobile: accounts.mobile,
      email: accounts.email,
      availableRoles: accounts.availableRoles,
    })
    .from(accounts)
    .where(eq(accounts.id, change.accountId))
    .for('update');
  if (!account) throw new AppError(HttpStatus.notFound, 'error.notFound');
  if (isStaffAccount(account.availableRoles)) {
    throw new AppError(HttpStatus.conflict, 'error.staffAccountContact');
  }
  await assertContactFree(tx, change);

  const userName = loginNameAfter(account, change.mobile);
  const changed = [
    ...(userName === account.userName ? [] : ['userName']),
    ...(change.mobile === account.mobile ? [] : ['mobile']),
    ...(change.email === account.email ? [] : ['email']),
  ];
  try {
    await tx
      .update(accounts)
      .set({ userName, mobile: change.mobile, email: change.email, updatedAt: now })
      .where(eq(accounts.id, change.accountId));
  } catch (error) {
    // Another account took the number or address between the check and the write.
    throw contactClash(error) ?? error;
  }
  if (userName !== account.userName) {
    await tx
      .insert(retiredLoginNames)
      .values({ userName: account.userName, accountId: change.accountId, retiredAt: now });
  }
  await revokeAccountSessions(tx, change.accountId, 'contact_changed', now);
  await recordAction(tx, {
    action: 'account.setMobileEmail',
    target: { type: 'account', id: change.accountId },
    // Which fields changed, not their values: the log is no place for contact data.
    details: { changed, ...(change.appealId === undefined ? {} : { appealId: change.appealId }) },
    at: now,
  });
  return { accountId: change.accountId, userName, mobile: change.mobile, email: change.email };
}

/** The login name is the mobile number (DESIGN §4): when it was, it moves with it. */
export const loginNameAfter = (
  account: { readonly userName: string; readonly mobile: string },
  mobile: string,
): string => (account.userName === account.mobile ? mobile : account.userName);

/**
 * Platform staff and operator accounts are administrators' business (/managerManage): an
 * appeal or an operator must not hand one to someone else.
 */
function isStaffAccount(roles: readonly string[]): boolean {
  return roles.some(
    (role) => isRoleCode(role) && ['platform', 'operator'].includes(roleKind(role)),
  );
}

/** A mobile or email another account signs in with or is reached at cannot be given to this one. */
async function assertContactFree(tx: Database, change: ContactChange) {
  if (await isMobileTaken(tx, change.mobile, change.accountId)) throw contactTaken('mobile');
  const [emailHolder] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        ne(accounts.id, change.accountId),
        or(eq(accounts.email, change.email), eq(accounts.userName, change.email)),
      ),
    )
    .limit(1);
  if (emailHolder) throw contactTaken('email');
}
