/** Seeds the demo account appeals, their two images and their decisions' audit rows. */
import { eq, getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { storePendingUpload } from '../lib/files/pendingUploads';
import type { FileStorage } from '../lib/files/storage';
import type { Database } from '../db/client';
import {
  accounts,
  APPEAL_FILE_PURPOSES,
  corporateAppeals,
  files,
  smsOutbox,
  workflowEvents,
} from '../db/schema';
import { demoAppeals, type DemoAppeal } from './demoAppeals';
import { demoAccounts, demoCompanies } from './demoData';
import { foundingDateOf, licenceImage, ownershipLetterImage } from './demoDocuments';

const HOUR_MS = 60 * 60 * 1000;
const family = statusFamilies.appeal;

export interface AppealSeedTargets {
  readonly now: Date;
  readonly storage: FileStorage;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedAppeals(tx: Database, targets: AppealSeedTargets) {
  for (const demo of demoAppeals) await seedAppeal(tx, demo, imagesOf(demo, targets.now), targets);
}

/** The appellant's licence and letter, naming the company the appeal names. */
function imagesOf(demo: DemoAppeal, now: Date): { licence: Buffer; proof: Buffer } {
  // A demo company's own facts; a company outside the demo gets a plausible stand-in.
  const company = demoCompanies.find((candidate) => candidate.creditCode === demo.creditCode);
  return {
    licence: licenceImage({
      companyName: demo.companyName,
      creditCode: demo.creditCode,
      legalRepresentative: company?.contactName ?? '张伟',
      address: company?.address ?? '成都市武侯区人民南路四段12号',
      foundedOn: foundingDateOf(demo.creditCode),
    }),
    proof: ownershipLetterImage({
      companyName: demo.companyName,
      creditCode: demo.creditCode,
      userName: demo.userName,
      mobile: demo.mobile,
      writtenOn: new Date(now.getTime() - demo.createdHoursAgo * HOUR_MS)
        .toISOString()
        .slice(0, 10),
    }),
  };
}

async function seedAppeal(
  tx: Database,
  demo: DemoAppeal,
  images: { licence: Buffer; proof: Buffer },
  { now, storage, accountIds }: AppealSeedTargets,
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const createdAt = at(demo.createdHoursAgo);
  const store = async (bytes: Buffer, name: string, role: 'licence' | 'proof') => {
    const row = await storePendingUpload(
      tx,
      storage,
      { bytes, mime: 'image/png', fileName: name },
      createdAt,
    );
    // Taken by the appeal below, as a submission takes it.
    await tx.update(files).set({ purpose: APPEAL_FILE_PURPOSES[role] }).where(eq(files.id, row.id));
    return row.id;
  };
  const accountId = await accountNamed(tx, demo.userName, accountIds);
  const decision = demo.decision;
  const step = decision && replay(decision);
  const [appeal] = await tx
    .insert(corporateAppeals)
    .values({
      status: step?.to ?? family.codeOf('pending'),
      version: step ? 1 : 0,
      userName: demo.userName,
      accountId,
      companyName: demo.companyName,
      creditCode: demo.creditCode,
      mobile: demo.mobile,
      email: demo.email,
      licenceFileId: await store(images.licence, '营业执照.png', 'licence'),
      proofFileId: await store(images.proof, '账号归属证明.png', 'proof'),
      decidedAt: decision ? at(decision.hoursAgo) : null,
      createdAt,
      updatedAt: decision ? at(decision.hoursAgo) : createdAt,
    })
    .returning({ id: corporateAppeals.id });
  if (!appeal) throw new Error(`Demo appeal of ${demo.userName} was not written`);
  if (!decision || !step) return;

  const reviewer = demoAccounts.find((account) => account.userName === decision.by);
  await tx.insert(workflowEvents).values({
    entity: getTableName(corporateAppeals),
    entityId: appeal.id,
    fromCode: step.from,
    toCode: step.to,
    event: decision.event,
    actorAccountId: accountIds.get(decision.by) ?? null,
    actorRole: reviewer?.roles[0] ?? null,
    comment: decision.comment ?? null,
    createdAt: at(decision.hoursAgo),
  });
  // What the approval did: the account has the appeal's mobile and email, and the reset
  // code it promised went out through the outbox (the operator's outgoing SMS tab).
  if (decision.event === 'APPROVE' && accountId !== null) {
    await tx
      .update(accounts)
      .set({ mobile: demo.mobile, email: demo.email })
      .where(eq(accounts.id, accountId));
    await tx.insert(smsOutbox).values({
      mobile: demo.mobile,
      purpose: 'reset',
      subjectEntity: getTableName(corporateAppeals),
      subjectId: appeal.id,
      state: 'sent',
      attempts: 1,
      nextAttemptAt: at(decision.hoursAgo),
      createdAt: at(decision.hoursAgo),
      sentAt: at(decision.hoursAgo),
    });
  }
}

/** The decision replayed through the machine: an illegal demo step fails the seed. */
function replay(decision: NonNullable<DemoAppeal['decision']>) {
  const from = family.codeOf('pending');
  const comment = decision.comment ? { comment: decision.comment } : {};
  const next = family.next(from, {
    type: decision.event,
    actor: { party: 'platform' },
    ...comment,
  });
  if (!next) throw new Error(`Demo appeal decision ${decision.event} refused`);
  return { from, to: next.code };
}

async function accountNamed(
  tx: Database,
  userName: string,
  accountIds: ReadonlyMap<string, number>,
): Promise<number | null> {
  if (!userName.includes('@')) return accountIds.get(userName) ?? null;
  const [account] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, userName));
  return account?.id ?? null;
}
