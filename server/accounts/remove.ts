/**
 * `user/delete-user`: the platform deletes a registered account. The row stays (soft
 * delete) so everything the person did keeps its author; the account can no longer sign
 * in (its login name is retired, its email cleared, it is disabled), its sessions end at
 * their next call, and its mobile number and email may register again.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { revokeAccountSessions } from '../lib/sessions';
import type { AccountChange } from './enable';
import { findRegisteredAccount } from './list';

/** The retired login name: unique (it carries the id), and no mobile or email signs in as it. */
const retiredUserName = (accountId: number) => `deleted-${accountId}`;

export async function deleteAccount(
  tx: Database,
  { now, recordAction }: AccountChange,
  { accountId }: { readonly accountId: number },
): Promise<{ accountId: number }> {
  const [locked] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  // Staff accounts are not registered accounts, and a deleted one is gone: 404 for both.
  const account = locked ? await findRegisteredAccount(tx, accountId) : undefined;
  if (!account) throw new AppError(HttpStatus.notFound, 'error.notFound');
  await tx
    .update(accounts)
    .set({
      userName: retiredUserName(accountId),
      email: null,
      enabled: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(accounts.id, accountId));
  await revokeAccountSessions(tx, accountId, 'account_deleted', now);
  await recordAction(tx, {
    action: 'account.delete',
    target: { type: 'account', id: accountId },
    // Who it was, by role and company, not by contact data: the log is no place for those.
    details: { roles: [...account.availableRoles], corporateId: account.corporateId },
    at: now,
  });
  return { accountId };
}
