/** VIP applications as every membership endpoint answers them (the contract's `VipApplication`). */
import { eq, getTableColumns } from 'drizzle-orm';
import type { VipApplication } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { corporates, vipApplications } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { joinedFile, joinedFileInfo, type JoinedFileColumns } from '../lib/files/joined';
import { maskMobile } from '../lib/masking';

export type ApplicationRecord = typeof vipApplications.$inferSelect;
type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

const applicationFile = joinedFile('application_file');
const supportingFile = joinedFile('supporting_file');

/** Applications with their company's name and their files' names and types. */
export function selectApplications(db: Database) {
  return db
    .select({
      application: getTableColumns(vipApplications),
      companyName: corporates.name,
      applicationFile: applicationFile.columns,
      supportingFile: supportingFile.columns,
    })
    .from(vipApplications)
    .innerJoin(corporates, eq(corporates.id, vipApplications.corporateId))
    .leftJoin(
      applicationFile.table,
      eq(applicationFile.table.id, vipApplications.applicationFileId),
    )
    .leftJoin(supportingFile.table, eq(supportingFile.table.id, vipApplications.supportingFileId));
}

export type ApplicationWithFiles = Awaited<ReturnType<typeof selectApplications>>[number];

export function toApplication(
  config: FilesConfig,
  { application, companyName, applicationFile, supportingFile }: ApplicationWithFiles,
  { maskPersonalData = false } = {},
): VipApplication {
  const fileOf = (file: JoinedFileColumns | null) => joinedFileInfo(config, file);
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

export const findApplication = preparedById('membership_application_by_id', (db, id) =>
  selectApplications(db).where(eq(vipApplications.id, id)),
);

export async function loadApplication(
  db: Database,
  config: FilesConfig,
  id: number,
): Promise<VipApplication> {
  const found = await findApplication(db, id);
  if (!found) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return toApplication(config, found);
}
