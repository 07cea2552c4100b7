/**
 * Role switching (DESIGN §2): only a company's main account (the admin flag) may switch,
 * and only to one of its available roles.
 */
import { isRoleCode, type RoleCode } from '@machines/access';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';

export function assertMaySwitchRoles(actor: Actor): void {
  if (!actor.isAdmin) throw new AppError(HttpStatus.forbidden, 'error.noPermissionToSwitch');
}

export async function switchActiveRole(
  db: Database,
  actor: Actor,
  requestedRole: string,
  now: Date,
): Promise<RoleCode> {
  assertMaySwitchRoles(actor);
  if (!isRoleCode(requestedRole) || !actor.availableRoles.includes(requestedRole)) {
    const key = 'error.roleNotAvailable';
    throw new AppError(HttpStatus.badRequest, key, { fieldErrors: { role: { key } } });
  }
  await db
    .update(accounts)
    .set({ activeRole: requestedRole, updatedAt: now })
    .where(eq(accounts.id, actor.accountId));
  return requestedRole;
}
