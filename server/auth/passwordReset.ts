/**
 * "Forgot password" (seed §2, §5): a reset code to the account's mobile number sets a new
 * password and signs every device out (ASVS 7.4.3). A number without an account was never
 * sent a code, so it fails like a wrong code does.
 */
import type { ResetPasswordFields } from '@machines/validation';
import type { Database } from '../db/client';
import type { PasswordHasher } from '../lib/passwords';
import { accountOfMobile } from '../lib/mobileAccounts';
import { changePassword } from '../lib/sessions';
import { consumeSmsCode, smsCodeRefusal } from '../lib/sms';

export async function resetPassword(
  db: Database,
  passwords: PasswordHasher,
  input: ResetPasswordFields,
  now: Date,
) {
  await consumeSmsCode(db, { mobile: input.mobile, purpose: 'reset', code: input.smsCode }, now);
  const account = await accountOfMobile(db, input.mobile);
  if (!account) throw smsCodeRefusal('smsCode');
  await changePassword(db, passwords, account.id, input.password, now);
}
