/**
 * `user/reset-accountpwd`: the platform gives an account a one-time password, shown to the
 * administrator once and stored only as its hash. Every session of the account ends; at
 * its next sign-in the account may do nothing but choose its own password.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PASSWORD_PATTERN } from '@machines/validation';
import type { Database } from '../db/client';
import type { PasswordHasher } from '../lib/passwords';
import { accounts } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { revokeAccountSessions } from '../lib/sessions';
import type { AccountChange } from './enable';
import { findAccount, type AccountScope } from './list';

/** No 0/O, 1/l/I: the password is read off a screen and typed in by someone else. */
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const LENGTH = 10;

/** Ten characters, letters and digits both (the password rule of seed §5). */
export function oneTimePassword(): string {
  const alphabet = LETTERS + DIGITS;
  for (;;) {
    const password = Array.from(
      { length: LENGTH },
      () => alphabet[randomInt(alphabet.length)],
    ).join('');
    if (PASSWORD_PATTERN.test(password)) return password;
  }
}

/** A one-time password and its hash, made outside any transaction (scrypt is slow). */
export async function newOneTimePassword(passwords: PasswordHasher) {
  const password = oneTimePassword();
  return { password, passwordHash: await passwords.hash(password) };
}

export interface PasswordReset {
  readonly accountId: number;
  /** Shown once; the server keeps only its hash. */
  readonly oneTimePassword: string;
}

/** `passwordHash`: the one-time password's, made before the transaction (scrypt is slow). */
export async function resetAccountPassword(
  tx: Database,
  { now, recordAction }: AccountChange,
  {
    accountId,
    password,
    passwordHash,
    scope,
  }: { accountId: number; password: string; passwordHash: string; scope: AccountScope },
): Promise<PasswordReset> {
  const account = await findAccount(tx, accountId, scope);
  if (!account) throw new AppError(HttpStatus.notFound, 'error.notFound');
  await tx
    .update(accounts)
    .set({ passwordHash, mustChangePassword: true, passwordChangedAt: now, updatedAt: now })
    .where(eq(accounts.id, accountId));
  await revokeAccountSessions(tx, accountId, 'password_reset', now);
  await recordAction(tx, {
    action: 'account.resetPassword',
    target: { type: 'account', id: accountId },
    details: { oneTime: true },
    at: now,
  });
  return { accountId, oneTimePassword: password };
}
