/** Seeds the demo real-name applications, their licences and their audit trails. */
import { eq, getTableName } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import { storeFile } from '../lib/files/records';
import type { FileStorage } from '../lib/files/storage';
import type { Database } from '../db/client';
import { corporates, realnameApplications, workflowEvents } from '../db/schema';
import { demoAccounts, demoCompanies, type DemoCompanyKey } from './demoData';
import { foundingDateOf, licenceImage } from './demoDocuments';
import { demoApplications, type DemoApplication } from './demoRealname';
import { replayHistory } from './replayHistory';

const HOUR_MS = 60 * 60 * 1000;
const family = statusFamilies.application;

export interface SeedTargets {
  readonly now: Date;
  readonly storage: FileStorage;
  readonly companyIds: ReadonlyMap<DemoCompanyKey, number>;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedRealnameApplications(tx: Database, targets: SeedTargets) {
  for (const demo of demoApplications) await seedApplication(tx, demo, targets);
}

async function seedApplication(tx: Database, demo: DemoApplication, targets: SeedTargets) {
  const { now, storage, companyIds, accountIds } = targets;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const company = demoCompanies.find((candidate) => candidate.key === demo.company);
  const corporateId = companyIds.get(demo.company);
  const admin = demoAccounts.find((account) => account.company === demo.company && account.isAdmin);
  const applicantAccountId = admin && accountIds.get(admin.userName);
  if (!company || corporateId === undefined || applicantAccountId === undefined) {
    throw new Error(`Demo company ${demo.company} is incomplete`);
  }

  const trail = replayHistory(getTableName(realnameApplications), demo.history, accountIds, at);
  const licence = demo.partial
    ? null
    : await storeFile(
        tx,
        storage,
        {
          bytes: licenceImage({
            companyName: company.name,
            creditCode: company.creditCode,
            legalRepresentative: demo.legalRepresentative ?? company.contactName,
            address: company.address,
            foundedOn: foundingDateOf(company.creditCode),
          }),
          mime: 'image/png',
          originalName: '营业执照.png',
          purpose: 'licence',
          ownerAccountId: applicantAccountId,
          corporateId,
        },
        at(demo.createdHoursAgo),
      );
  const [application] = await tx
    .insert(realnameApplications)
    .values({
      corporateId,
      applicantAccountId,
      status: trail.status,
      version: trail.events.length,
      companyName: company.name,
      creditCode: company.creditCode,
      ...(demo.partial
        ? {}
        : {
            legalRepresentative: demo.legalRepresentative ?? null,
            contactName: company.contactName,
            contactMobile: company.contactMobile,
            address: company.address,
            licenceFileId: licence?.id ?? null,
          }),
      submittedAt: trail.submittedAt,
      decidedAt: trail.decidedAt,
      createdAt: at(demo.createdHoursAgo),
      updatedAt: trail.events.at(-1)?.createdAt ?? at(demo.createdHoursAgo),
    })
    .returning({ id: realnameApplications.id });
  if (!application) throw new Error(`Application of ${demo.company} was not written`);

  if (trail.events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(trail.events.map((event) => ({ ...event, entityId: application.id })));
  }
  if (trail.status === family.codeOf('approved')) {
    await tx
      .update(corporates)
      .set({ verifiedAt: trail.decidedAt })
      .where(eq(corporates.id, corporateId));
  }
}
