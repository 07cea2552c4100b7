/** Credit applications as every credit endpoint answers them (the contract's shape). */
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CreditApplication, CreditApplicationMaterial } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { inIds, prepared, preparedById } from '../db/prepared';
import {
  corporates,
  creditApplicationMaterials,
  creditApplicationPeople,
  creditApplications,
  creditCategories,
  creditLevels,
  creditMaterials,
  creditTypes,
  files,
  people,
} from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { plainColumns, type RawRow } from '../lib/exportRows';
import { describeFile } from '../lib/files/records';
import { maskMobile } from '../lib/masking';
import { namedPeopleOf, type PeopleLink } from '../lib/namedPeople';

export type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

const applicant = alias(corporates, 'applicant');
const institution = alias(corporates, 'institution');
const assessor = alias(people, 'assessor');

/** Applications with the names they refer to: company, category, institution, assessor. */
export function selectApplications(db: Database) {
  return db
    .select({
      application: getTableColumns(creditApplications),
      companyName: applicant.name,
      creditCode: applicant.creditCode,
      typeName: creditTypes.name,
      typeNameEn: creditTypes.nameEn,
      levelName: creditLevels.name,
      levelNameEn: creditLevels.nameEn,
      businessLine: creditTypes.businessLine,
      institutionName: institution.name,
      assessorName: assessor.name,
    })
    .from(creditApplications)
    .innerJoin(applicant, eq(applicant.id, creditApplications.corporateId))
    .innerJoin(creditCategories, eq(creditCategories.id, creditApplications.categoryId))
    .innerJoin(creditLevels, eq(creditLevels.id, creditCategories.levelId))
    .innerJoin(creditTypes, eq(creditTypes.id, creditLevels.typeId))
    .leftJoin(institution, eq(institution.id, creditApplications.institutionCorporateId))
    .leftJoin(assessor, eq(assessor.id, creditApplications.assessorPersonId));
}

/**
 * What a row of the platform's application sheet shows (server/credit/export.ts): the
 * contract's fields, but moments as dates, which the sheet formats as they are.
 */
export type SheetApplication = Pick<
  ApplicationFields,
  | 'id'
  | 'companyName'
  | 'typeName'
  | 'typeNameEn'
  | 'levelName'
  | 'levelNameEn'
  | 'institutionName'
  | 'contactName'
  | 'contactMobile'
  | 'status'
  | 'certificateNo'
  | 'issuedOn'
  | 'expiresOn'
> & { readonly submittedAt: Date | null; readonly decidedAt: Date | null };

/** The sheet's columns only, as plain rows for a cursor (server/lib/exportRows.ts). */
const sheetColumns = plainColumns({
  id: creditApplications.id,
  companyName: applicant.name,
  typeName: creditTypes.name,
  typeNameEn: creditTypes.nameEn,
  levelName: creditLevels.name,
  levelNameEn: creditLevels.nameEn,
  institutionName: institution.name,
  contactName: creditApplications.contactName,
  contactMobile: creditApplications.contactMobile,
  status: creditApplications.status,
  submittedAt: creditApplications.submittedAt,
  decidedAt: creditApplications.decidedAt,
  certificateNo: creditApplications.certificateNo,
  issuedOn: creditApplications.issuedOn,
  expiresOn: creditApplications.expiresOn,
});

/**
 * 40k applications read with every column, their materials and people, and mapped by
 * drizzle took most of an export's time; the sheet reads these columns only.
 */
export function selectSheetApplications(db: Database) {
  // The joins of selectApplications but the assessor's, whom the sheet does not name.
  return db
    .select(sheetColumns.fields)
    .from(creditApplications)
    .innerJoin(applicant, eq(applicant.id, creditApplications.corporateId))
    .innerJoin(creditCategories, eq(creditCategories.id, creditApplications.categoryId))
    .innerJoin(creditLevels, eq(creditLevels.id, creditCategories.levelId))
    .innerJoin(creditTypes, eq(creditTypes.id, creditLevels.typeId))
    .leftJoin(institution, eq(institution.id, creditApplications.institutionCorporateId));
}

/** A plain row of `selectSheetApplications`, contact mobile masked as in the lists. */
export function sheetApplication(raw: RawRow): SheetApplication {
  const row = sheetColumns.read(raw);
  return {
    id: row.id ?? 0,
    companyName: row.companyName ?? '',
    typeName: row.typeName ?? '',
    typeNameEn: row.typeNameEn ?? '',
    levelName: row.levelName ?? '',
    levelNameEn: row.levelNameEn ?? '',
    institutionName: row.institutionName ?? '',
    contactName: row.contactName ?? '',
    contactMobile: maskMobile(row.contactMobile ?? ''),
    status: row.status ?? 0,
    submittedAt: row.submittedAt,
    decidedAt: row.decidedAt,
    certificateNo: row.certificateNo,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
  };
}

/** Who an application counts, in its order (namedPeopleOf). */
export const COUNTED_PEOPLE: PeopleLink = {
  table: creditApplicationPeople,
  ownerId: creditApplicationPeople.applicationId,
  personId: creditApplicationPeople.personId,
  position: creditApplicationPeople.position,
};

export type CreditApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

/**
 * Every material of each application's category, with the file given for it or none: for a
 * page of applications (`ids`), prepared once (server/db/prepared.ts).
 */
const materialsOf = prepared((db) =>
  db
    .select({
      applicationId: creditApplications.id,
      materialId: creditMaterials.id,
      name: creditMaterials.name,
      nameEn: creditMaterials.nameEn,
      required: creditMaterials.required,
      fileId: files.id,
      originalName: files.originalName,
      mime: files.mime,
      uploadedAt: creditApplicationMaterials.uploadedAt,
    })
    .from(creditApplications)
    .innerJoin(creditMaterials, eq(creditMaterials.categoryId, creditApplications.categoryId))
    .leftJoin(
      creditApplicationMaterials,
      and(
        eq(creditApplicationMaterials.applicationId, creditApplications.id),
        eq(creditApplicationMaterials.materialId, creditMaterials.id),
      ),
    )
    .leftJoin(files, eq(files.id, creditApplicationMaterials.fileId))
    .where(inIds(creditApplications.id))
    .orderBy(asc(creditMaterials.sort), asc(creditMaterials.id))
    .prepare('credit_materials_of_applications'),
);

type MaterialRow = Awaited<ReturnType<ReturnType<typeof materialsOf>['execute']>>[number];

const toMaterial = (config: FilesConfig, row: MaterialRow): CreditApplicationMaterial => ({
  materialId: row.materialId,
  name: row.name,
  nameEn: row.nameEn,
  required: row.required,
  file: row.fileId
    ? describeFile(config, {
        id: row.fileId,
        originalName: row.originalName ?? '',
        mime: row.mime ?? '',
      })
    : null,
  uploadedAt: row.uploadedAt?.toISOString() ?? null,
});

export interface AnswerOptions {
  /** Lists for reviewers mask the contact mobile (DESIGN §4). */
  readonly maskPersonalData?: boolean;
}

/** An application's own fields and names: everything of the answer but its people and materials. */
export type ApplicationFields = Omit<CreditApplication, 'people' | 'materials'>;

export function applicationFields(
  { application, ...names }: CreditApplicationRow,
  { maskPersonalData = false }: AnswerOptions = {},
): ApplicationFields {
  const mobile = application.contactMobile ?? '';
  return {
    id: application.id,
    corporateId: application.corporateId,
    companyName: names.companyName,
    status: application.status,
    version: application.version,
    categoryId: application.categoryId,
    typeName: names.typeName,
    typeNameEn: names.typeNameEn,
    levelName: names.levelName,
    levelNameEn: names.levelNameEn,
    businessLine: names.businessLine,
    institutionId: application.institutionCorporateId,
    institutionName: names.institutionName ?? '',
    assessorId: application.assessorPersonId,
    assessorName: names.assessorName ?? '',
    contactName: application.contactName ?? '',
    contactMobile: maskPersonalData ? maskMobile(mobile) : mobile,
    description: application.description ?? '',
    submittedAt: application.submittedAt?.toISOString() ?? null,
    institutionDecidedAt: application.institutionDecidedAt?.toISOString() ?? null,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    certificateNo: application.certificateNo,
    issuedOn: application.issuedOn,
    expiresOn: application.expiresOn,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

/** A page of rows answered whole: each with its people and materials. */
export async function toApplications(
  db: Database,
  config: FilesConfig,
  rows: readonly CreditApplicationRow[],
  options: AnswerOptions = {},
): Promise<CreditApplication[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.application.id);
  const [named, materialRows] = await Promise.all([
    namedPeopleOf(db, COUNTED_PEOPLE, ids),
    materialsOf(db).execute({ ids }),
  ]);
  const materials = groupBy(materialRows, (row) => row.applicationId);
  return rows.map((row) => ({
    ...applicationFields(row, options),
    people: named.get(row.application.id) ?? [],
    materials: (materials.get(row.application.id) ?? []).map((material) =>
      toMaterial(config, material),
    ),
  }));
}

export const findApplication = preparedById('credit_application_by_id', (db, id) =>
  selectApplications(db).where(eq(creditApplications.id, id)),
);

export async function loadApplication(
  db: Database,
  config: FilesConfig,
  id: number,
): Promise<CreditApplication> {
  const found = await findApplication(db, id);
  const [application] = found ? await toApplications(db, config, [found]) : [];
  if (!application) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return application;
}
