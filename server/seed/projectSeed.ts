/**
 * Seeds the demo project declarations (issue 14) with their documents and audit trails,
 * the project manager a verified person of each company's roster.
 */
import { and, eq, getTableName } from 'drizzle-orm';
import { storeFile } from '../lib/files/records';
import type { FileStorage } from '../lib/files/storage';
import type { Database } from '../db/client';
import { people, projectApplications, workflowEvents } from '../db/schema';
import { demoAccounts, demoCompanies } from './demoData';
import { materialPdf } from './demoDocuments';
import { demoProjects, type DemoProject } from './demoProjects';
import { replayHistory } from './replayHistory';

const HOUR_MS = 60 * 60 * 1000;

export interface ProjectSeedTargets {
  readonly now: Date;
  readonly storage: FileStorage;
  readonly companyIds: ReadonlyMap<string, number>;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedProjects(tx: Database, targets: ProjectSeedTargets): Promise<void> {
  for (const demo of demoProjects) await seedProject(tx, demo, targets);
}

async function seedProject(
  tx: Database,
  demo: DemoProject,
  { now, storage, companyIds, accountIds }: ProjectSeedTargets,
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const company = demoCompanies.find((candidate) => candidate.key === demo.company);
  const corporateId = companyIds.get(demo.company);
  const institutionId = companyIds.get('rongcheng');
  const admin = demoAccounts.find((account) => account.company === demo.company && account.isAdmin);
  const adminId = admin && accountIds.get(admin.userName);
  if (!company || corporateId === undefined || institutionId === undefined || !adminId) {
    throw new Error(`Demo company ${demo.company} is incomplete`);
  }
  const [manager] = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.corporateId, corporateId), eq(people.name, demo.manager)));
  if (!manager) throw new Error(`Demo person ${demo.manager} of ${demo.company} is missing`);

  const createdAt = at(demo.createdHoursAgo);
  const document = (title: string, fileName: string) =>
    storeFile(
      tx,
      storage,
      {
        bytes: materialPdf(title, company.creditCode),
        mime: 'application/pdf',
        originalName: fileName,
        purpose: 'project',
        ownerAccountId: adminId,
        corporateId,
      },
      createdAt,
    );
  const contract = await document('Project contract', `${demo.name}-合同.pdf`);
  // A draft still waits for its acceptance report.
  const acceptance =
    demo.history.length > 0
      ? await document('Acceptance report', `${demo.name}-验收报告.pdf`)
      : null;
  const trail = replayHistory(
    getTableName(projectApplications),
    demo.history,
    accountIds,
    at,
    'qualification',
  );
  const [project] = await tx
    .insert(projectApplications)
    .values({
      corporateId,
      applicantAccountId: adminId,
      status: trail.status,
      version: trail.events.length + 1,
      institutionCorporateId: institutionId,
      name: demo.name,
      client: demo.client,
      contractAmount: demo.contractAmount,
      startDate: demo.startDate,
      endDate: demo.endDate,
      role: demo.role,
      managerPersonId: manager.id,
      description: demo.description || null,
      contractFileId: contract.id,
      acceptanceFileId: acceptance?.id ?? null,
      submittedAt: trail.submittedAt,
      institutionDecidedAt: trail.institutionDecidedAt,
      decidedAt: trail.decidedAt,
      createdAt,
      updatedAt: trail.events.at(-1)?.createdAt ?? createdAt,
    })
    .returning({ id: projectApplications.id });
  if (!project) throw new Error('A demo project declaration was not stored');
  if (trail.events.length > 0) {
    await tx
      .insert(workflowEvents)
      .values(trail.events.map((event) => ({ ...event, entityId: project.id })));
  }
}
