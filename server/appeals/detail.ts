/** One appeal for its reviewers: the appeal, the account it is about, its timeline, the decisions open. */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { AppealAccount, CorporateAppealDetail, SmsDelivery } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, corporateAppeals, corporates, smsOutbox } from '../db/schema';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { deliveryOf } from '../lib/sms/outbox';
import { loadTimeline } from '../lib/workflow/timeline';
import { loginNameAfter } from './accountContact';
import { appealEntity, appealFamily, PENDING } from './entity';
import { findAppeal, toAppealRow } from './rows';

export async function loadAppealDetail(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  actor: Actor,
  id: number,
): Promise<CorporateAppealDetail> {
  const found = await findAppeal(db, id);
  if (!found) throw new AppError(HttpStatus.notFound, 'error.notFound');
  const { status, accountId } = found.appeal;
  const account = accountId === null ? null : await loadAccount(db, accountId);
  const loginName = account && loginNameAfter(account, found.appeal.mobile);
  return {
    appeal: toAppealRow(config, found),
    account,
    loginNameAfterApproval: loginName && loginName !== account?.userName ? loginName : null,
    otherPendingAppeals: accountId === null ? 0 : await otherPending(db, id, accountId),
    resetCode: await resetCodeDelivery(db, id),
    events: await loadTimeline(db, appealEntity.name, id),
    // Every caller here is platform staff (the route's permission): the platform party.
    availableEvents: appealFamily.availableEvents(status, {
      party: 'platform',
      role: actor.activeRole,
    }),
  };
}

async function loadAccount(db: Database, accountId: number): Promise<AppealAccount | null> {
  const [row] = await db
    .select({
      id: accounts.id,
      userName: accounts.userName,
      name: accounts.name,
      mobile: accounts.mobile,
      email: accounts.email,
      enabled: accounts.enabled,
      companyName: corporates.name,
      creditCode: corporates.creditCode,
    })
    .from(accounts)
    .leftJoin(corporates, eq(corporates.id, accounts.corporateId))
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** Pending appeals about the same account besides appeal `id`. */
export async function otherPending(db: Database, id: number, accountId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(corporateAppeals)
    .where(
      and(
        eq(corporateAppeals.accountId, accountId),
        eq(corporateAppeals.status, PENDING),
        ne(corporateAppeals.id, id),
      ),
    );
  return row?.value ?? 0;
}

/** How the reset code's SMS of an approval stands (the outbox row the approval wrote). */
async function resetCodeDelivery(db: Database, id: number): Promise<SmsDelivery | null> {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.subjectEntity, appealEntity.name), eq(smsOutbox.subjectId, id)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row ? deliveryOf(row) : null;
}
