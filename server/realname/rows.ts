/** An application as every realname endpoint answers it (the contract's `Row`). */
import { eq, getTableColumns } from 'drizzle-orm';
import type { RealnameApplication } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { files, realnameApplications } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { describeFile } from '../lib/files/records';
import { maskMobile } from '../lib/masking';

export type ApplicationRecord = typeof realnameApplications.$inferSelect;

export type RealnameRow = RealnameApplication;

/** Applications with their licence file's name and type. */
export function selectApplications(db: Database) {
  return db
    .select({
      application: getTableColumns(realnameApplications),
      licence: { id: files.id, originalName: files.originalName, mime: files.mime },
    })
    .from(realnameApplications)
    .leftJoin(files, eq(files.id, realnameApplications.licenceFileId));
}

export type ApplicationWithLicence = Awaited<ReturnType<typeof selectApplications>>[number];

export function toRow(
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  { application, licence }: ApplicationWithLicence,
  { maskPersonalData = false } = {},
): RealnameRow {
  const mobile = application.contactMobile ?? '';
  return {
    id: application.id,
    corporateId: application.corporateId,
    status: application.status,
    version: application.version,
    companyName: application.companyName ?? '',
    creditCode: application.creditCode ?? '',
    legalRepresentative: application.legalRepresentative ?? '',
    contactName: application.contactName ?? '',
    contactMobile: maskPersonalData ? maskMobile(mobile) : mobile,
    address: application.address ?? '',
    licenceFile: licence ? describeFile(config, licence) : null,
    submittedAt: application.submittedAt?.toISOString() ?? null,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

export const findApplication = preparedById('realname_application_by_id', (db, id) =>
  selectApplications(db).where(eq(realnameApplications.id, id)),
);

/** The row of an application just written, for the answer. */
export async function loadRow(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  id: number,
): Promise<RealnameRow> {
  const found = await findApplication(db, id);
  if (!found) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return toRow(config, found);
}
