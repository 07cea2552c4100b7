/**
 * Whether a requested code really goes out. The answer is the same either way (DESIGN §5:
 * answers never tell whether a number has an account); only the phone knows.
 */
import type { SmsPurpose } from '@machines/validation';
import type { Database } from '../db/client';
import { accountOfMobile } from '../lib/mobileAccounts';

export async function shouldDeliver(
  db: Database,
  purpose: SmsPurpose,
  mobile: string,
): Promise<boolean> {
  // A reset needs an account to reset. Registering to a taken number still gets its code:
  // only with it does the form say the number is taken, to the number's owner.
  if (purpose === 'reset') return (await accountOfMobile(db, mobile)) !== undefined;
  return true;
}
