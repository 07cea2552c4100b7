/**
 * What an applicant sends: the application's fields, checked with the shared yup schemas
 * (machines/validation/creditApplication). A field left out of the body stays as it is; an
 * empty or null one is cleared. The category is chosen with the first save and kept; the
 * institution must review the category's line; the people must be verified people of the
 * company; a submission needs a file for every required material.
 */
import {
  CREDIT_APPLICATION_FIELDS,
  creditApplicationDraftSchema,
  creditApplicationSubmissionSchema,
  type CreditApplicationField,
} from '@machines/validation';
import type { CreditApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import { AppError, HttpStatus } from '../lib/errors';
import { validate } from '../lib/validation';
import { assertPeopleVerified } from '../lib/verifiedPeople';
import { offeredCategory, reviewInstitutionsOf } from './offered';

export type FieldValues = Partial<Record<CreditApplicationField, string | null>>;

export interface CreditApplicationBody extends FieldValues {
  /** Absent for a new application. */
  readonly id?: number | null;
  /** The version the applicant saw; required with an id. */
  readonly version?: number | null;
  /** The people it counts, in order; absent: unchanged. */
  readonly personIds?: readonly number[] | null;
}

/** What a save writes: its columns, and the people when it names them. */
export interface Changes {
  readonly categoryId: number;
  readonly institutionId: number | null | undefined;
  readonly columns: {
    readonly contactName?: string | null;
    readonly contactMobile?: string | null;
    readonly description?: string | null;
  };
  readonly personIds: readonly number[] | undefined;
}

/** The labels of the fields a refusal names: `creditApply.field.<name>`. */
export const FIELD_LABELS = 'creditApply.field';

const refuse = (field: string, key: string) =>
  new AppError(HttpStatus.badRequest, key, {
    field,
    labels: FIELD_LABELS,
    fieldErrors: { [field]: { key } },
  });

const idOf = (value: string | null | undefined) => (value ? Number(value) : null);

function changesOf(checked: FieldValues & { personIds?: number[] }, given: readonly string[]) {
  const named = (field: CreditApplicationField) =>
    given.includes(field) ? { [field]: checked[field] || null } : {};
  return {
    categoryId: Number(checked.categoryId),
    institutionId: given.includes('institutionId') ? idOf(checked.institutionId) : undefined,
    columns: { ...named('contactName'), ...named('contactMobile'), ...named('description') },
    personIds: checked.personIds === undefined ? undefined : [...new Set(checked.personIds)],
  };
}

/**
 * The fields the body names, checked as a draft. A stored application keeps its category:
 * naming another one is refused.
 */
export async function draftChanges(
  body: CreditApplicationBody,
  stored: CreditApplication | null,
): Promise<Changes> {
  const input = {
    ...Object.fromEntries(
      CREDIT_APPLICATION_FIELDS.filter((name) => body[name] !== undefined).map((name) => [
        name,
        body[name] ?? '',
      ]),
    ),
    ...(stored ? { categoryId: String(stored.categoryId) } : {}),
    ...(body.personIds === undefined ? {} : { personIds: body.personIds ?? [] }),
  };
  if (stored && body.categoryId && Number(body.categoryId) !== stored.categoryId) {
    throw refuse('categoryId', 'validation.categoryFixed');
  }
  const checked = await validate(creditApplicationDraftSchema, input, { labels: FIELD_LABELS });
  const given = CREDIT_APPLICATION_FIELDS.filter((name) => body[name] !== undefined);
  return changesOf(checked as FieldValues & { personIds?: number[] }, given);
}

/** The complete application the body would submit: stored fields overlaid with the body's. */
export async function submissionChanges(
  body: CreditApplicationBody,
  stored: CreditApplication | null,
): Promise<Changes> {
  if (stored && body.categoryId && Number(body.categoryId) !== stored.categoryId) {
    throw refuse('categoryId', 'validation.categoryFixed');
  }
  const storedValues: Record<CreditApplicationField, string> = {
    categoryId: stored ? String(stored.categoryId) : '',
    institutionId: stored?.institutionId ? String(stored.institutionId) : '',
    contactName: stored?.contactName ?? '',
    contactMobile: stored?.contactMobile ?? '',
    description: stored?.description ?? '',
  };
  const merged = {
    ...Object.fromEntries(
      CREDIT_APPLICATION_FIELDS.map((name) => [name, (body[name] ?? storedValues[name]) || '']),
    ),
    ...(stored ? { categoryId: storedValues.categoryId } : {}),
    personIds:
      body.personIds === undefined || body.personIds === null
        ? (stored?.people.map((person) => person.id) ?? [])
        : body.personIds,
  };
  const checked = await validate(creditApplicationSubmissionSchema, merged, {
    labels: FIELD_LABELS,
  });
  return changesOf(checked as FieldValues & { personIds: number[] }, CREDIT_APPLICATION_FIELDS);
}

/**
 * What the changes name outside the application: an open category, a review institution
 * of its line (never the applicant), verified people of the company. Answers the category.
 */
export async function assertReferencesUsable(
  db: Database,
  corporateId: number,
  changes: Changes,
): Promise<void> {
  const category = await offeredCategory(db, changes.categoryId);
  if (!category) throw refuse('categoryId', 'validation.categoryNotOffered');
  if (changes.institutionId !== undefined && changes.institutionId !== null) {
    const institutions = await reviewInstitutionsOf(db, category.businessLine, corporateId);
    if (!institutions.some((institution) => institution.id === changes.institutionId)) {
      throw refuse('institutionId', 'validation.institutionNotOfLine');
    }
  }
  await assertPeopleVerified(db, corporateId, changes.personIds ?? [], 'personIds');
}

/** A submission needs a file for every required material: 400 naming each missing one. */
export function assertMaterialsComplete(application: CreditApplication): void {
  const missing = application.materials.filter((material) => material.required && !material.file);
  if (missing.length === 0) return;
  throw new AppError(HttpStatus.badRequest, 'validation.materialsMissing', {
    params: { count: missing.length },
    fieldErrors: Object.fromEntries(
      missing.map((material) => [
        `materials.${material.materialId}`,
        { key: 'validation.materialMissing' },
      ]),
    ),
  });
}
