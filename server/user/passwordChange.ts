/**
 * Changing the password in the account settings: the old one first (a session alone is
 * not enough), then the new one; every other device is signed out, this one stays.
 */
import type { ChangePasswordFields } from '@machines/validation';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import type { PasswordHasher } from '../lib/passwords';
import { changePassword } from '../lib/sessions';

export async function changeOwnPassword(
  db: Database,
  passwords: PasswordHasher,
  actor: Actor,
  input: ChangePasswordFields,
  now: Date,
): Promise<void> {
  const [account] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, actor.accountId));
  if (!account || !(await passwords.verify(input.oldPassword, account.passwordHash))) {
    const key = 'error.oldPasswordWrong';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'oldPassword',
      fieldErrors: { oldPassword: { key } },
    });
  }
  await changePassword(db, passwords, actor.accountId, input.password, now, {
    keepSessionId: actor.sessionId,
  });
}
