/** VIP applications as every membership endpoint answers them (the contract's `VipApplication`). */
import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VipApplication } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { corporates, files, vipApplications } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { describeFile } from '../lib/files/records';
import { maskMobile } from '../lib/masking';

export type ApplicationRecord = typeof vipApplications.$inferSelect;
type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

const applicationFile = alias(files, 'application_file');
const supportingFile = alias(files, 'supporting_file');
const fileColumns = (table: typeof applicationFile | typeof supportingFile) => ({
  id: table.id,
  originalName: table.originalName,
  mime: table.mime,
});

/** Applications with their company's name and their files' names and types. */
export function selectApplications(db: Database) {
  return db
    .select({
      application: getTableColumns(vipApplications),
      companyName: corporates.name,
      applicationFile: fileColumns(applicationFile),
      supportingFile: fileColumns(supportingFile),
    })
    .from(vipApplications)
    .innerJoin(corporates, eq(corporates.id, vipApplications.corporateId))
    .leftJoin(applicationFile, eq(applicationFile.id, vipApplications.applicationFileId))
    .leftJoin(supportingFile, eq(supportingFile.id, vipApplications.supportingFileId));
}

export type ApplicationWithFiles = Awaited<ReturnType<typeof selectApplications>>[number];

export function toApplication(
  config: FilesConfig,
  { application, companyName, applicationFile, supportingFile }: ApplicationWithFiles,
  { maskPersonalData = false } = {},
): VipApplication {
  const fileOf = (file: ApplicationWithFiles['applicationFile']) =>
    file?.id
      ? describeFile(config, {
          id: file.id,
          originalName: file.originalName ?? '',
          mime: file.mime ?? '',
        })
      : null;
  const mobile = application.contactMobile ?? '';
  return {
    id: application.id,
    corporateId: application.corporateId,
    companyName: companyName ?? '',
    status: application.status,
    version: application.version,
    levelCode: application.levelCode ?? '',
    businessScope: application.businessScope ?? '',
    scale: application.scale ?? '',
    registeredCapital: application.registeredCapital ?? '',
    staffCount: application.staffCount ?? '',
    qualifications: application.qualifications ?? '',
    contactName: application.contactName ?? '',
    contactMobile: maskPersonalData ? maskMobile(mobile) : mobile,
    contactEmail: application.contactEmail ?? '',
    applicationFile: fileOf(applicationFile),
    supportingFile: fileOf(supportingFile),
    submittedAt: application.submittedAt?.toISOString() ?? null,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

export async function findApplication(
  db: Database,
  id: number,
): Promise<ApplicationWithFiles | undefined> {
  const [found] = await selectApplications(db).where(eq(vipApplications.id, id));
  return found;
}

export async function loadApplication(
  db: Database,
  config: FilesConfig,
  id: number,
): Promise<VipApplication> {
  const found = await findApplication(db, id);
  if (!found) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return toApplication(config, found);
}
