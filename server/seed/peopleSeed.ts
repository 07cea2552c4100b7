/** Seeds the demo personnel, their photos and ID card pictures, and their audit trails. */
import { getTableName } from 'drizzle-orm';
import { storeFile } from '../lib/files/records';
import type { FileStorage } from '../lib/files/storage';
import type { Database } from '../db/client';
import { people, workflowEvents } from '../db/schema';
import { demoAccounts, demoCompanies, type DemoCompanyKey } from './demoData';
import { idCardImage, idPhotoImage } from './demoDocuments';
import { demoIdCard, demoPeople, type DemoPerson } from './demoPeople';
import { replayHistory } from './replayHistory';

const HOUR_MS = 60 * 60 * 1000;

export interface PeopleSeedTargets {
  readonly now: Date;
  readonly storage: FileStorage;
  readonly companyIds: ReadonlyMap<DemoCompanyKey, number>;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedPeople(tx: Database, targets: PeopleSeedTargets) {
  for (const [index, demo] of demoPeople.entries()) await seedPerson(tx, demo, index, targets);
}

async function seedPerson(
  tx: Database,
  demo: DemoPerson,
  index: number,
  { now, storage, companyIds, accountIds }: PeopleSeedTargets,
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const company = demoCompanies.find((candidate) => candidate.key === demo.company);
  const corporateId = companyIds.get(demo.company);
  const admin = demoAccounts.find((account) => account.company === demo.company && account.isAdmin);
  const adminId = admin && accountIds.get(admin.userName);
  if (!company || corporateId === undefined || adminId === undefined) {
    throw new Error(`Demo company ${demo.company} is incomplete`);
  }
  const createdAt = at(demo.createdHoursAgo);
  const idCard = demoIdCard(demo, index);
  const store = (bytes: Buffer, originalName: string, purpose: string) =>
    storeFile(
      tx,
      storage,
      { bytes, mime: 'image/png', originalName, purpose, ownerAccountId: adminId, corporateId },
      createdAt,
    );
  const photo = await store(idPhotoImage(demo), `${demo.name}-照片.png`, 'personPhoto');
  const idCardPicture = await store(
    idCardImage({ ...demo, idCard, address: company.address }),
    `${demo.name}-身份证.png`,
    'personIdCard',
  );

  const trail = replayHistory(getTableName(people), demo.history, accountIds, at);
  const [person] = await tx
    .insert(people)
    .values({
      corporateId,
      createdByAccountId: adminId,
      status: trail.status,
      version: trail.events.length,
      name: demo.name,
      gender: demo.gender,
      idCard,
      mobile: `1370000${String(1000 + index).slice(-4)}`,
      email: null,
      education: demo.education,
      professionalTitle: demo.professionalTitle,
      employedFrom: demo.employedFrom,
      photoFileId: photo.id,
      idCardFileId: idCardPicture.id,
      submittedAt: trail.submittedAt,
      decidedAt: trail.decidedAt,
      createdAt,
      updatedAt: trail.events.at(-1)?.createdAt ?? createdAt,
    })
    .returning({ id: people.id });
  if (!person) throw new Error(`Demo person ${demo.name} was not written`);
  if (trail.events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(trail.events.map((event) => ({ ...event, entityId: person.id })));
  }
}
