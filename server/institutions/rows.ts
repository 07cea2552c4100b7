/** Institution applications as every institution endpoint answers them (the contract's shape). */
import { eq, getTableColumns } from 'drizzle-orm';
import { institutionRoleOf, type InstitutionKind } from '@machines/access';
import type { InstitutionApplication, InstitutionPerson } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { corporates, institutionApplications, institutionPeople } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { namedPeopleOf } from '../lib/namedPeople';
import { joinedFile, joinedFileInfo, type JoinedFileColumns } from '../lib/files/joined';
import { maskMobile } from '../lib/masking';

export type ApplicationRecord = typeof institutionApplications.$inferSelect;
export type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

const qualificationFile = joinedFile('qualification_file');
const supportingFile = joinedFile('supporting_file');

/** Applications with their company's name and their files' names and types. */
export function selectApplications(db: Database) {
  return db
    .select({
      application: getTableColumns(institutionApplications),
      companyName: corporates.name,
      qualificationFile: qualificationFile.columns,
      supportingFile: supportingFile.columns,
    })
    .from(institutionApplications)
    .innerJoin(corporates, eq(corporates.id, institutionApplications.corporateId))
    .leftJoin(
      qualificationFile.table,
      eq(qualificationFile.table.id, institutionApplications.qualificationFileId),
    )
    .leftJoin(
      supportingFile.table,
      eq(supportingFile.table.id, institutionApplications.supportingFileId),
    );
}

export type ApplicationWithFiles = Awaited<ReturnType<typeof selectApplications>>[number];

const NAMED_PEOPLE = {
  table: institutionPeople,
  ownerId: institutionPeople.applicationId,
  personId: institutionPeople.personId,
  position: institutionPeople.position,
};

/** The people each application names, in its order: one query for a whole page. */
export const peopleOf = (db: Database, applicationIds: readonly number[]) =>
  namedPeopleOf(db, NAMED_PEOPLE, applicationIds);

export function toApplication(
  config: FilesConfig,
  { application, companyName, qualificationFile, supportingFile }: ApplicationWithFiles,
  named: readonly InstitutionPerson[],
  { maskPersonalData = false } = {},
): InstitutionApplication {
  const fileOf = (file: JoinedFileColumns | null) => joinedFileInfo(config, file);
  const mobile = application.contactMobile ?? '';
  const line = application.businessLine;
  const kind = application.kind as InstitutionKind;
  return {
    id: application.id,
    corporateId: application.corporateId,
    companyName: companyName ?? '',
    kind,
    status: application.status,
    version: application.version,
    businessLine: line === null ? '' : String(line),
    roleCode: line === null ? '' : (institutionRoleOf(kind, line) ?? ''),
    introduction: application.introduction ?? '',
    premises: application.premises ?? '',
    courseScope: application.courseScope ?? '',
    contactName: application.contactName ?? '',
    contactMobile: maskPersonalData ? maskMobile(mobile) : mobile,
    people: named,
    qualificationFile: fileOf(qualificationFile),
    supportingFile: fileOf(supportingFile),
    submittedAt: application.submittedAt?.toISOString() ?? null,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

/** A page of rows answered whole: each with the people it names. */
export async function toApplications(
  db: Database,
  config: FilesConfig,
  rows: readonly ApplicationWithFiles[],
  options: { maskPersonalData?: boolean } = {},
): Promise<InstitutionApplication[]> {
  const named = await peopleOf(
    db,
    rows.map((row) => row.application.id),
  );
  return rows.map((row) =>
    toApplication(config, row, named.get(row.application.id) ?? [], options),
  );
}

export const findApplication = preparedById('institution_application_by_id', (db, id) =>
  selectApplications(db).where(eq(institutionApplications.id, id)),
);

export async function loadApplication(
  db: Database,
  config: FilesConfig,
  id: number,
): Promise<InstitutionApplication> {
  const found = await findApplication(db, id);
  if (!found) throw new AppError(HttpStatus.notFound, 'error.notFound');
  const [application] = await toApplications(db, config, [found]);
  if (!application) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return application;
}
