/**
 * Seeds the demo VIP applications with their signed forms and audit trails, and the
 * memberships the approved ones granted, as the membership area would have made them:
 * validity from the approval day, then expiry or the platform's switch as its own step.
 */
import { getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { storeFile } from '../lib/files/records';
import type { FileStorage } from '../lib/files/storage';
import { dayAfter, localDate, startOfDay } from '../lib/dates';
import { extendedValidity } from '../membership/validity';
import type { Database } from '../db/client';
import { corporateVips, membershipLevels, vipApplications, workflowEvents } from '../db/schema';
import { demoAccounts, demoCompanies } from './demoData';
import { membershipFormImage } from './demoDocuments';
import { demoVipApplications, type DemoVipApplication } from './demoMemberships';
import { replayHistory } from './replayHistory';

const HOUR_MS = 60 * 60 * 1000;
const membership = statusFamilies.membership;
const PLATFORM_ADMIN = '13900000000';

export interface MembershipSeedTargets {
  readonly now: Date;
  readonly storage: FileStorage;
  readonly companyIds: ReadonlyMap<string, number>;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedMemberships(tx: Database, targets: MembershipSeedTargets) {
  const levels = await tx.select().from(membershipLevels);
  for (const demo of demoVipApplications) {
    const level = levels.find((candidate) => candidate.code === demo.levelCode);
    if (!level) throw new Error(`Membership level ${demo.levelCode} is missing`);
    await seedApplication(tx, demo, level, targets);
  }
}

async function seedApplication(
  tx: Database,
  demo: DemoVipApplication,
  level: typeof membershipLevels.$inferSelect,
  { now, storage, companyIds, accountIds }: MembershipSeedTargets,
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const company = demoCompanies.find((candidate) => candidate.key === demo.company);
  const corporateId = companyIds.get(demo.company);
  const admin = demoAccounts.find((account) => account.company === demo.company && account.isAdmin);
  const adminId = admin && accountIds.get(admin.userName);
  if (!company || corporateId === undefined || !admin || adminId === undefined) {
    throw new Error(`Demo company ${demo.company} is incomplete`);
  }
  const createdAt = at(demo.createdHoursAgo);
  const form = await storeFile(
    tx,
    storage,
    {
      bytes: membershipFormImage({
        companyName: company.name,
        creditCode: company.creditCode,
        levelName: level.nameZh,
        contactName: company.contactName,
        contactMobile: company.contactMobile,
        writtenOn: localDate(createdAt),
      }),
      mime: 'image/png',
      originalName: `${company.name}-入会申请表.png`,
      purpose: 'vipApplicationForm',
      ownerAccountId: adminId,
      corporateId,
    },
    createdAt,
  );
  const trail = replayHistory(getTableName(vipApplications), demo.history, accountIds, at);
  const [application] = await tx
    .insert(vipApplications)
    .values({
      corporateId,
      applicantAccountId: adminId,
      status: trail.status,
      version: trail.events.length,
      levelCode: level.code,
      businessScope: demo.businessScope,
      scale: demo.scale,
      registeredCapital: demo.registeredCapital,
      staffCount: demo.staffCount,
      qualifications: demo.qualifications || null,
      contactName: company.contactName,
      contactMobile: company.contactMobile,
      contactEmail: company.contactEmail,
      applicationFileId: form.id,
      submittedAt: trail.submittedAt,
      decidedAt: trail.decidedAt,
      createdAt,
      updatedAt: trail.events.at(-1)?.createdAt ?? createdAt,
    })
    .returning({ id: vipApplications.id });
  if (!application) throw new Error(`Demo VIP application of ${demo.company} was not written`);
  if (trail.events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(trail.events.map((event) => ({ ...event, entityId: application.id })));
  }
  if (trail.decidedAt && demo.history.at(-1)?.event === 'APPROVE') {
    await seedMembership(tx, {
      corporateId,
      accountId: adminId,
      applicationId: application.id,
      levelCode: level.code,
      validity: extendedValidity(null, level.validityYears, trail.decidedAt),
      approvedAt: trail.decidedAt,
      disabledAt: demo.disabledDaysAgo === undefined ? null : at(demo.disabledDaysAgo * 24),
      adminId: accountIds.get(PLATFORM_ADMIN) ?? null,
      now,
    });
  }
}

interface GrantedMembership {
  readonly corporateId: number;
  readonly accountId: number;
  readonly applicationId: number;
  readonly levelCode: string;
  readonly validity: { validFrom: string; validTo: string };
  readonly approvedAt: Date;
  readonly disabledAt: Date | null;
  readonly adminId: number | null;
  readonly now: Date;
}

/** The membership, then its own steps: disabled by the platform, or expired by the system. */
async function seedMembership(tx: Database, granted: GrantedMembership) {
  const { validity, disabledAt, now } = granted;
  const steps: { event: 'DISABLE' | 'EXPIRE'; at: Date; accountId: number | null }[] = [];
  if (disabledAt) steps.push({ event: 'DISABLE', at: disabledAt, accountId: granted.adminId });
  else if (validity.validTo < localDate(now)) {
    steps.push({
      event: 'EXPIRE',
      // An hour into the first day after the validity, as the nightly expiry would.
      at: new Date(startOfDay(dayAfter(validity.validTo)).getTime() + 3_600_000),
      accountId: null,
    });
  }
  let status = membership.codeOf('active');
  const events: (typeof workflowEvents.$inferInsert)[] = [];
  for (const step of steps) {
    const party = step.event === 'EXPIRE' ? 'system' : 'platform';
    const next = membership.next(status, { type: step.event, actor: { party } });
    if (!next) throw new Error(`Demo membership step ${step.event} refused`);
    events.push({
      entity: getTableName(corporateVips),
      entityId: 0,
      fromCode: status,
      toCode: next.code,
      event: step.event,
      actorAccountId: step.accountId,
      actorRole: step.accountId === null ? null : '0000',
      comment: null,
      createdAt: step.at,
    });
    status = next.code;
  }
  const [record] = await tx
    .insert(corporateVips)
    .values({
      corporateId: granted.corporateId,
      accountId: granted.accountId,
      status,
      version: events.length,
      levelCode: granted.levelCode,
      validFrom: validity.validFrom,
      validTo: validity.validTo,
      applicationId: granted.applicationId,
      createdAt: granted.approvedAt,
      updatedAt: steps.at(-1)?.at ?? granted.approvedAt,
    })
    .returning({ id: corporateVips.id });
  if (!record) throw new Error('Demo membership was not written');
  if (events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(events.map((event) => ({ ...event, entityId: record.id })));
  }
}
