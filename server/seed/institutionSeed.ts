/**
 * Seeds the demo institution applications with their signed forms, the teachers or
 * assessors they name and their audit trails, then settles each company's roles from its
 * approvals as a decision would.
 */
import { and, eq, getTableName, inArray } from 'drizzle-orm';
import { localDate } from '../lib/dates';
import { storeFile } from '../lib/files/records';
import type { FileStorage } from '../lib/files/storage';
import { settleInstitutionRoles } from '../institutions/roles';
import type { Database } from '../db/client';
import { institutionApplications, institutionPeople, people, workflowEvents } from '../db/schema';
import { demoAccounts, demoCompanies } from './demoData';
import { institutionFormImage } from './demoDocuments';
import { demoInstitutionApplications, type DemoInstitutionApplication } from './demoInstitutions';
import { replayHistory } from './replayHistory';

const HOUR_MS = 60 * 60 * 1000;
const KIND_NAMES = { training: '培训机构', review: '评审机构' } as const;

export interface InstitutionSeedTargets {
  readonly now: Date;
  readonly storage: FileStorage;
  readonly companyIds: ReadonlyMap<string, number>;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedInstitutions(tx: Database, targets: InstitutionSeedTargets) {
  for (const demo of demoInstitutionApplications) await seedApplication(tx, demo, targets);
  const companies = new Set(demoInstitutionApplications.map((demo) => demo.company));
  for (const company of companies) {
    const corporateId = targets.companyIds.get(company);
    if (corporateId !== undefined) await settleInstitutionRoles(tx, corporateId, targets.now);
  }
}

async function seedApplication(
  tx: Database,
  demo: DemoInstitutionApplication,
  { now, storage, companyIds, accountIds }: InstitutionSeedTargets,
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
  const complete = demo.history.length > 0;
  const form = complete
    ? await storeFile(
        tx,
        storage,
        {
          bytes: institutionFormImage({
            companyName: company.name,
            creditCode: company.creditCode,
            kindName: KIND_NAMES[demo.kind],
            businessLine: demo.businessLine,
            contactName: company.contactName,
            writtenOn: localDate(createdAt),
          }),
          mime: 'image/png',
          originalName: `${company.name}-${KIND_NAMES[demo.kind]}申请表.png`,
          purpose: 'institutionForm',
          ownerAccountId: adminId,
          corporateId,
        },
        createdAt,
      )
    : null;
  const trail = replayHistory(getTableName(institutionApplications), demo.history, accountIds, at);
  const [application] = await tx
    .insert(institutionApplications)
    .values({
      corporateId,
      applicantAccountId: adminId,
      kind: demo.kind,
      status: trail.status,
      version: trail.events.length,
      businessLine: demo.businessLine,
      introduction: demo.introduction,
      premises: demo.premises || null,
      courseScope: demo.courseScope || null,
      contactName: company.contactName,
      contactMobile: company.contactMobile,
      qualificationFileId: form?.id ?? null,
      submittedAt: trail.submittedAt,
      decidedAt: trail.decidedAt,
      createdAt,
      updatedAt: trail.events.at(-1)?.createdAt ?? createdAt,
    })
    .returning({ id: institutionApplications.id });
  if (!application)
    throw new Error(`Demo institution application of ${demo.company} was not written`);
  if (demo.people.length > 0) {
    const named = await tx
      .select({ id: people.id, name: people.name })
      .from(people)
      .where(and(eq(people.corporateId, corporateId), inArray(people.name, [...demo.people])));
    await tx.insert(institutionPeople).values(
      demo.people.map((name, position) => {
        const person = named.find((candidate) => candidate.name === name);
        if (!person) throw new Error(`Demo person ${name} of ${demo.company} is missing`);
        return { applicationId: application.id, personId: person.id, position };
      }),
    );
  }
  if (trail.events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(trail.events.map((event) => ({ ...event, entityId: application.id })));
  }
}
