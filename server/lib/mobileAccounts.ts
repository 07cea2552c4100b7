/**
 * Which account a mobile number belongs to. The login name is the mobile number (DESIGN
 * §4) but may lag behind a changed mobile, so both columns are asked.
 */
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';

/** A deleted account keeps its number for its history, but no longer holds it. */
const holdsMobile = (mobile: string) =>
  and(isNull(accounts.deletedAt), or(eq(accounts.userName, mobile), eq(accounts.mobile, mobile)));

/** The account that signs in with the number, else the one reached at it. */
export async function accountOfMobile(db: Database, mobile: string) {
  const holders = await db
    .select({ id: accounts.id, userName: accounts.userName })
    .from(accounts)
    .where(holdsMobile(mobile))
    .orderBy(accounts.id);
  return holders.find((holder) => holder.userName === mobile) ?? holders[0];
}

/** Whether another account than `exceptAccountId` signs in with or is reached at the number. */
export async function isMobileTaken(
  db: Database,
  mobile: string,
  exceptAccountId?: number,
): Promise<boolean> {
  const [holder] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        holdsMobile(mobile),
        exceptAccountId === undefined ? undefined : ne(accounts.id, exceptAccountId),
      ),
    )
    .limit(1);
  return holder !== undefined;
}
