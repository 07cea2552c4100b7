/**
 * `user/enable-user`: the platform disables a registered account, or enables it again. A
 * disabled account cannot sign in, and each of its sessions ends at its next call with
 * 514 (server/lib/sessions.ts), which the client turns into "account disabled".
 */
import { eq } from 'drizzle-orm';
import type { RegisteredAccount } from '@machines/contracts';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import type { AdminActionRecord } from '../lib/adminAudit';
import { AppError, HttpStatus } from '../lib/errors';
import { findRegisteredAccount, toRegisteredAccount } from './list';

export interface AccountChange {
  readonly now: Date;
  readonly recordAction: (tx: Database, record: AdminActionRecord) => Promise<void>;
}

export async function setAccountEnabled(
  tx: Database,
  { now, recordAction }: AccountChange,
  { accountId, enabled }: { readonly accountId: number; readonly enabled: boolean },
): Promise<RegisteredAccount> {
  const account = await findRegisteredAccount(tx, accountId);
  if (!account) throw new AppError(HttpStatus.notFound, 'error.notFound');
  // Someone else switched it first: say so rather than log a change that changed nothing.
  if (account.enabled === enabled) {
    const key = enabled ? 'error.accountAlreadyEnabled' : 'error.accountAlreadyDisabled';
    throw new AppError(HttpStatus.conflict, key);
  }
  await tx.update(accounts).set({ enabled, updatedAt: now }).where(eq(accounts.id, accountId));
  await recordAction(tx, {
    action: enabled ? 'account.enable' : 'account.disable',
    target: { type: 'account', id: accountId },
    details: { enabled },
    at: now,
  });
  const reloaded = await findRegisteredAccount(tx, accountId);
  if (!reloaded) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return toRegisteredAccount(reloaded);
}
