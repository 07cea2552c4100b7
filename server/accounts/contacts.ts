/**
 * A new or changed account's contact: a mobile (its login name) or email another account
 * holds is refused with 409 under its field.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { contactTaken } from '../lib/accountContacts';
import { isMobileTaken } from '../lib/mobileAccounts';

export { contactClash, contactTaken } from '../lib/accountContacts';

/** `accountId`: the account being changed, whose own contact is no clash. */
export async function assertContactFree(
  tx: Database,
  values: { readonly mobile: string; readonly email?: string | null },
  accountId?: number,
) {
  if (await isMobileTaken(tx, values.mobile, accountId)) throw contactTaken('mobile');
  if (!values.email) return;
  const [holder] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.email, values.email),
        accountId === undefined ? undefined : ne(accounts.id, accountId),
      ),
    );
  if (holder) throw contactTaken('email');
}
