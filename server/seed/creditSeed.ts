/**
 * Seeds the demo credit applications (issue 14) with their materials, people and audit
 * trails; an application the platform approved carries the certificate it issued, numbered
 * by the same counter as a real approval.
 */
import { and, asc, eq, getTableName, inArray } from 'drizzle-orm';
import { issueCertificate } from '../credit/certificates';
import { storeFile } from '../lib/files/records';
import type { FileStorage } from '../lib/files/storage';
import type { Database } from '../db/client';
import {
  creditApplicationMaterials,
  creditApplicationPeople,
  creditApplications,
  creditCategories,
  creditLevels,
  creditMaterials,
  creditTypes,
  people,
  workflowEvents,
} from '../db/schema';
import { creditCatalogue } from './catalogues';
import { demoAccounts, demoCompanies } from './demoData';
import { demoCreditApplications, type DemoCreditApplication } from './demoCredit';
import { materialPdf } from './demoDocuments';
import { replayHistory } from './replayHistory';

const HOUR_MS = 60 * 60 * 1000;
const APPROVE = 'PLATFORM_APPROVE';

export interface CreditSeedTargets {
  readonly now: Date;
  readonly storage: FileStorage;
  readonly companyIds: ReadonlyMap<string, number>;
  readonly accountIds: ReadonlyMap<string, number>;
}

/** The line-1 type's category of each level, with its line, validity and materials. */
async function categoriesByLevel(tx: Database) {
  const typeName = creditCatalogue[0]?.name ?? '';
  const rows = await tx
    .select({
      id: creditCategories.id,
      level: creditLevels.name,
      businessLine: creditTypes.businessLine,
      validityYears: creditCategories.validityYears,
    })
    .from(creditCategories)
    .innerJoin(creditLevels, eq(creditLevels.id, creditCategories.levelId))
    .innerJoin(creditTypes, eq(creditTypes.id, creditLevels.typeId))
    .where(eq(creditTypes.name, typeName));
  const materials = await tx
    .select({
      categoryId: creditMaterials.categoryId,
      id: creditMaterials.id,
      nameEn: creditMaterials.nameEn,
    })
    .from(creditMaterials)
    .where(
      inArray(
        creditMaterials.categoryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(creditMaterials.sort));
  return new Map(
    rows.map((row) => [
      row.level,
      { ...row, materials: materials.filter((material) => material.categoryId === row.id) },
    ]),
  );
}

export async function seedCreditApplications(tx: Database, targets: CreditSeedTargets) {
  const categories = await categoriesByLevel(tx);
  for (const demo of demoCreditApplications) {
    const category = categories.get(demo.level);
    if (!category) throw new Error(`No demo credit category of level ${demo.level}`);
    await seedApplication(tx, demo, category, targets);
  }
}

async function seedApplication(
  tx: Database,
  demo: DemoCreditApplication,
  category: {
    id: number;
    businessLine: number;
    validityYears: number;
    materials: { id: number; nameEn: string }[];
  },
  { now, storage, companyIds, accountIds }: CreditSeedTargets,
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const company = demoCompanies.find((candidate) => candidate.key === demo.company);
  const corporateId = companyIds.get(demo.company);
  const institutionId = companyIds.get('rongcheng');
  const admin = demoAccounts.find((account) => account.company === demo.company && account.isAdmin);
  const adminId = admin && accountIds.get(admin.userName);
  if (
    !company ||
    corporateId === undefined ||
    institutionId === undefined ||
    !admin ||
    adminId === undefined
  ) {
    throw new Error(`Demo company ${demo.company} is incomplete`);
  }
  const createdAt = at(demo.createdHoursAgo);
  const trail = replayHistory(
    getTableName(creditApplications),
    demo.history,
    accountIds,
    at,
    'qualification',
  );
  const approval = demo.history.find((step) => step.event === APPROVE);
  const certificate = approval
    ? await issueCertificate(tx, {
        now: at(approval.hoursAgo),
        businessLine: category.businessLine,
        validityYears: category.validityYears,
      })
    : null;
  const [application] = await tx
    .insert(creditApplications)
    .values({
      corporateId,
      applicantAccountId: adminId,
      categoryId: category.id,
      status: trail.status,
      version: trail.events.length + 1,
      institutionCorporateId: demo.institutionChosen === false ? null : institutionId,
      contactName: company.contactName,
      contactMobile: company.contactMobile,
      description: demo.description || null,
      submittedAt: trail.submittedAt,
      institutionDecidedAt: trail.institutionDecidedAt,
      decidedAt: trail.decidedAt,
      ...(certificate ?? {}),
      createdAt,
      updatedAt: trail.events.at(-1)?.createdAt ?? createdAt,
    })
    .returning({ id: creditApplications.id });
  if (!application) throw new Error('A demo credit application was not stored');

  const named = await tx
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(and(eq(people.corporateId, corporateId), inArray(people.name, [...demo.people])));
  await tx.insert(creditApplicationPeople).values(
    demo.people.map((name, position) => {
      const person = named.find((candidate) => candidate.name === name);
      if (!person) throw new Error(`Demo person ${name} of ${demo.company} is missing`);
      return { applicationId: application.id, personId: person.id, position };
    }),
  );

  const given = category.materials.slice(0, demo.materialsGiven ?? category.materials.length);
  for (const material of given) {
    const file = await storeFile(
      tx,
      storage,
      {
        bytes: materialPdf(material.nameEn, company.creditCode),
        mime: 'application/pdf',
        originalName: `${material.nameEn}.pdf`,
        purpose: 'creditMaterial',
        ownerAccountId: adminId,
        corporateId,
      },
      createdAt,
    );
    await tx.insert(creditApplicationMaterials).values({
      applicationId: application.id,
      materialId: material.id,
      fileId: file.id,
      uploadedAt: createdAt,
    });
  }
  if (trail.events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(trail.events.map((event) => ({ ...event, entityId: application.id })));
  }
}
