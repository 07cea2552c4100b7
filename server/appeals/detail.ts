/** One appeal for its reviewers: the appeal, the account it is about, its timeline, the decisions open. */
import { eq } from 'drizzle-orm';
import type { AppealAccount, CorporateAppealDetail } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, corporates } from '../db/schema';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { loadTimeline } from '../lib/workflow/timeline';
import { appealEntity, appealFamily } from './entity';
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
  return {
    appeal: toAppealRow(config, found),
    account: accountId === null ? null : await loadAccount(db, accountId),
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
