/**
 * Registering a company (seed §2, DESIGN §9): the SMS code proves the number, then a
 * company account is made — role 2000 with the admin flag (the company's main account)
 * and the company row behind it, named by its real-name certification later.
 */
import type { RegisterFields } from '@machines/validation';
import { MEMBER_COMPANY_ROLE } from '@machines/access';
import type { Database } from '../db/client';
import { accounts, corporates } from '../db/schema';
import { contactClash } from '../lib/accountContacts';
import { brokeUnique } from '../lib/dbErrors';
import { AppError, HttpStatus } from '../lib/errors';
import { isMobileTaken } from '../lib/mobileAccounts';
import type { PasswordHasher } from '../lib/passwords';
import { consumeSmsCode } from '../lib/sms';

/** A member company (seed §3 corporateType). */
const MEMBER_COMPANY_TYPE = 2;

export interface RegisteredAccount {
  readonly accountId: number;
  readonly userName: string;
}

export async function registerCompany(
  db: Database,
  passwords: PasswordHasher,
  input: RegisterFields,
  now: Date,
): Promise<RegisteredAccount> {
  await consumeSmsCode(db, { mobile: input.mobile, purpose: 'register', code: input.smsCode }, now);
  // The one place a taken number is named, and only to whoever received its code.
  if (await isMobileTaken(db, input.mobile)) throw mobileRegistered();
  const passwordHash = await passwords.hash(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(corporates)
        .values({
          // A placeholder until the real-name certification gives the company its name.
          name: input.mobile,
          corporateType: MEMBER_COMPANY_TYPE,
          contactMobile: input.mobile,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: corporates.id });
      if (!company) throw new Error('The company row was not written');
      const [account] = await tx
        .insert(accounts)
        .values({
          userName: input.mobile,
          mobile: input.mobile,
          passwordHash,
          name: input.mobile,
          availableRoles: [MEMBER_COMPANY_ROLE],
          activeRole: MEMBER_COMPANY_ROLE,
          isAdmin: true,
          corporateId: company.id,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: accounts.id, userName: accounts.userName });
      if (!account) throw new Error('The account row was not written');
      return { accountId: account.id, userName: account.userName };
    });
  } catch (error) {
    // Registered a moment ago by a request that passed the same check.
    if (brokeUnique(error, 'accounts_user_name_unique')) throw mobileRegistered();
    throw contactClash(error) ?? error;
  }
}

function mobileRegistered(): AppError {
  const key = 'error.mobileRegistered';
  return new AppError(HttpStatus.conflict, key, {
    field: 'mobile',
    fieldErrors: { mobile: { key } },
  });
}
