/**
 * What an applicant sends for a project declaration, checked with the shared yup schemas
 * (machines/validation/projectApplication). A field left out of the body stays as it is;
 * an empty or null one is cleared. The project manager must be a verified person of the
 * company, the institution an approved review institution other than the company, each
 * file the company's own upload.
 */
import {
  PROJECT_FIELDS,
  PROJECT_FILE_FIELDS,
  projectDraftSchema,
  projectSubmissionSchema,
  type ProjectField,
} from '@machines/validation';
import type { ProjectApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { assertFilesUsable } from '../lib/files/usable';
import { anyReviewInstitutions } from '../lib/reviewInstitutions';
import { validate } from '../lib/validation';
import { assertPeopleVerified } from '../lib/verifiedPeople';

export type ProjectBody = Partial<Record<ProjectField, string | null>> & {
  /** Absent for a new declaration. */
  readonly id?: number | null;
  /** The version the applicant saw; required with an id. */
  readonly version?: number | null;
};

/** The labels of the fields a refusal names: `project.field.<name>`. */
export const FIELD_LABELS = 'project.field';

/** What a save writes: the columns the body named, in the table's terms. */
export type ProjectColumns = Partial<{
  name: string;
  client: string | null;
  contractAmount: string | null;
  startDate: string | null;
  endDate: string | null;
  role: string | null;
  managerPersonId: number | null;
  institutionCorporateId: number | null;
  description: string | null;
  contractFileId: string | null;
  acceptanceFileId: string | null;
}>;

const COLUMN_OF: Readonly<Record<ProjectField, keyof ProjectColumns>> = {
  name: 'name',
  client: 'client',
  contractAmount: 'contractAmount',
  startDate: 'startDate',
  endDate: 'endDate',
  role: 'role',
  managerId: 'managerPersonId',
  institutionId: 'institutionCorporateId',
  description: 'description',
  contractFileId: 'contractFileId',
  acceptanceFileId: 'acceptanceFileId',
};
const ID_FIELDS: readonly ProjectField[] = ['managerId', 'institutionId'];

function columnsOf(checked: Partial<Record<ProjectField, string>>, given: readonly ProjectField[]) {
  const columns: Record<string, string | number | null> = {};
  for (const field of given) {
    const value = checked[field] || null;
    columns[COLUMN_OF[field]] = value !== null && ID_FIELDS.includes(field) ? Number(value) : value;
  }
  return columns as ProjectColumns;
}

/** The fields the body names, checked as a draft. */
export async function draftColumns(body: ProjectBody): Promise<ProjectColumns> {
  const given = PROJECT_FIELDS.filter((field) => body[field] !== undefined);
  const input = Object.fromEntries(given.map((field) => [field, body[field] ?? '']));
  const checked = await validate(projectDraftSchema, input, { labels: FIELD_LABELS });
  return columnsOf(checked as Partial<Record<ProjectField, string>>, given);
}

const storedValue = (stored: ProjectApplication, field: ProjectField): string => {
  switch (field) {
    case 'managerId':
      return stored.managerId === null ? '' : String(stored.managerId);
    case 'institutionId':
      return stored.institutionId === null ? '' : String(stored.institutionId);
    case 'contractFileId':
      return stored.contractFile?.id ?? '';
    case 'acceptanceFileId':
      return stored.acceptanceFile?.id ?? '';
    default:
      return stored[field];
  }
};

/** The complete declaration the body would submit: stored fields overlaid with the body's. */
export async function submissionColumns(
  body: ProjectBody,
  stored: ProjectApplication | null,
): Promise<ProjectColumns> {
  const merged = Object.fromEntries(
    PROJECT_FIELDS.map((field) => [
      field,
      (body[field] ?? (stored ? storedValue(stored, field) : '')) || '',
    ]),
  );
  const checked = await validate(projectSubmissionSchema, merged, { labels: FIELD_LABELS });
  return columnsOf(checked as Partial<Record<ProjectField, string>>, PROJECT_FIELDS);
}

const refuse = (field: string, key: string) =>
  new AppError(HttpStatus.badRequest, key, {
    field,
    labels: FIELD_LABELS,
    fieldErrors: { [field]: { key } },
  });

/** What the columns name outside the declaration: the manager, the institution, the files. */
export async function assertReferencesUsable(
  db: Database,
  actor: Actor,
  corporateId: number,
  columns: ProjectColumns,
): Promise<void> {
  if (columns.managerPersonId) {
    await assertPeopleVerified(db, corporateId, [columns.managerPersonId], 'managerId');
  }
  if (columns.institutionCorporateId) {
    const institutions = await anyReviewInstitutions(db, corporateId);
    if (!institutions.some((institution) => institution.id === columns.institutionCorporateId)) {
      throw refuse('institutionId', 'validation.notAReviewInstitution');
    }
  }
  await assertFilesUsable(
    db,
    actor,
    { contractFileId: columns.contractFileId, acceptanceFileId: columns.acceptanceFileId },
    PROJECT_FILE_FIELDS,
  );
}
