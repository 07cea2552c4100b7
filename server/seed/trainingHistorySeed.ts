/**
 * Seeds the demo training history declarations (issue 16) with their proofs and audit
 * trails, each trainee a verified person of the company's roster.
 */
import { and, eq, getTableName } from 'drizzle-orm';
import { storeFile } from '../lib/files/records';
import type { FileStorage } from '../lib/files/storage';
import type { Database } from '../db/client';
import { people, trainingHistories, workflowEvents } from '../db/schema';
import { demoAccounts, demoCompanies } from './demoData';
import { materialPdf } from './demoDocuments';
import { demoTrainingHistories, type DemoTrainingHistory } from './demoTrainingHistories';
import { replayHistory } from './replayHistory';

const HOUR_MS = 60 * 60 * 1000;

export interface TrainingHistorySeedTargets {
  readonly now: Date;
  readonly storage: FileStorage;
  readonly companyIds: ReadonlyMap<string, number>;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedTrainingHistories(
  tx: Database,
  targets: TrainingHistorySeedTargets,
): Promise<void> {
  for (const demo of demoTrainingHistories) await seedOne(tx, demo, targets);
}

async function seedOne(
  tx: Database,
  demo: DemoTrainingHistory,
  { now, storage, companyIds, accountIds }: TrainingHistorySeedTargets,
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const company = demoCompanies.find((candidate) => candidate.key === demo.company);
  const corporateId = companyIds.get(demo.company);
  const admin = demoAccounts.find((account) => account.company === demo.company && account.isAdmin);
  const adminId = admin && accountIds.get(admin.userName);
  if (!company || corporateId === undefined || !adminId) {
    throw new Error(`Demo company ${demo.company} is incomplete`);
  }
  const [person] = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.corporateId, corporateId), eq(people.name, demo.person)));
  if (!person) throw new Error(`Demo person ${demo.person} of ${demo.company} is missing`);

  const createdAt = at(demo.createdHoursAgo);
  // A draft still waits for its proof.
  const proof =
    demo.history.length > 0
      ? await storeFile(
          tx,
          storage,
          {
            bytes: materialPdf('Training certificate', company.creditCode),
            mime: 'application/pdf',
            originalName: `${demo.courseName}-证明.pdf`,
            purpose: 'training-history',
            ownerAccountId: adminId,
            corporateId,
          },
          createdAt,
        )
      : null;
  const trail = replayHistory(getTableName(trainingHistories), demo.history, accountIds, at);
  const [stored] = await tx
    .insert(trainingHistories)
    .values({
      corporateId,
      applicantAccountId: adminId,
      status: trail.status,
      version: trail.events.length + 1,
      kind: demo.kind,
      personId: person.id,
      courseName: demo.courseName,
      organizer: demo.organizer || null,
      startDate: demo.startDate || null,
      endDate: demo.endDate || null,
      creditHours: demo.creditHours || null,
      certificateNo: demo.certificateNo ?? null,
      content: demo.content ?? null,
      proofFileId: proof?.id ?? null,
      submittedAt: trail.submittedAt,
      decidedAt: trail.decidedAt,
      createdAt,
      updatedAt: trail.events.at(-1)?.createdAt ?? createdAt,
    })
    .returning({ id: trainingHistories.id });
  if (!stored) throw new Error('A demo training history declaration was not stored');
  if (trail.events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(trail.events.map((event) => ({ ...event, entityId: stored.id })));
  }
}
