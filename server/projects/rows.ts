/** Project declarations as every project endpoint answers them (the contract's shape). */
import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProjectApplication } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { corporates, people, projectApplications } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { joinedFile, joinedFileInfo, type JoinedFileColumns } from '../lib/files/joined';

export type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

const applicant = alias(corporates, 'applicant');
const institution = alias(corporates, 'institution');
const contractFile = joinedFile('contract_file');
const acceptanceFile = joinedFile('acceptance_file');

/** Declarations with the names they refer to: company, institution, manager, files. */
export function selectProjects(db: Database) {
  return db
    .select({
      project: getTableColumns(projectApplications),
      companyName: applicant.name,
      institutionName: institution.name,
      managerName: people.name,
      contractFile: contractFile.columns,
      acceptanceFile: acceptanceFile.columns,
    })
    .from(projectApplications)
    .innerJoin(applicant, eq(applicant.id, projectApplications.corporateId))
    .leftJoin(institution, eq(institution.id, projectApplications.institutionCorporateId))
    .leftJoin(people, eq(people.id, projectApplications.managerPersonId))
    .leftJoin(contractFile.table, eq(contractFile.table.id, projectApplications.contractFileId))
    .leftJoin(
      acceptanceFile.table,
      eq(acceptanceFile.table.id, projectApplications.acceptanceFileId),
    );
}

export type ProjectRow = Awaited<ReturnType<typeof selectProjects>>[number];

export function toProject(config: FilesConfig, row: ProjectRow): ProjectApplication {
  const { project } = row;
  const fileOf = (file: JoinedFileColumns | null) => joinedFileInfo(config, file);
  return {
    id: project.id,
    corporateId: project.corporateId,
    companyName: row.companyName,
    status: project.status,
    version: project.version,
    name: project.name,
    client: project.client ?? '',
    contractAmount: project.contractAmount ?? '',
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    role: project.role ?? '',
    managerId: project.managerPersonId,
    managerName: row.managerName ?? '',
    institutionId: project.institutionCorporateId,
    institutionName: row.institutionName ?? '',
    description: project.description ?? '',
    contractFile: fileOf(row.contractFile),
    acceptanceFile: fileOf(row.acceptanceFile),
    submittedAt: project.submittedAt?.toISOString() ?? null,
    institutionDecidedAt: project.institutionDecidedAt?.toISOString() ?? null,
    decidedAt: project.decidedAt?.toISOString() ?? null,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

export const findProject = preparedById('project_by_id', (db, id) =>
  selectProjects(db).where(eq(projectApplications.id, id)),
);

export async function loadProject(
  db: Database,
  config: FilesConfig,
  id: number,
): Promise<ProjectApplication> {
  const found = await findProject(db, id);
  if (!found) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return toProject(config, found);
}
