/**
 * Telling whoever must act that something waits for them (issue 41: nothing that needs a
 * party's step sits unseen): a message to each enabled account of the organisation, written
 * in the transaction of what put the record in front of it.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, messages } from '../../db/schema';
import { actionMessage } from './notification';

/** Who acts for an organisation: its enabled accounts. */
export async function enabledAccountsOf(tx: Database, corporateId: number): Promise<number[]> {
  const found = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.corporateId, corporateId), eq(accounts.enabled, true)));
  return found.map((account) => account.id);
}

export interface MustAct {
  readonly accountIds: readonly number[];
  /** Whose record it is: the applicant's name in the message. */
  readonly applicant: string;
}

/** "待审核：{kind}" to each of them; nothing when nobody is named. */
export async function tellToAct(
  tx: Database,
  { accountIds, applicant }: MustAct,
  kindKey: string,
  now: Date,
): Promise<void> {
  if (accountIds.length === 0) return;
  const message = actionMessage({ kindKey, applicant });
  await tx
    .insert(messages)
    .values(accountIds.map((id) => ({ recipientAccountId: id, ...message, createdAt: now })));
}
