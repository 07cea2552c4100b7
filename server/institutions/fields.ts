/**
 * What an applicant sends: the application's fields, checked with the shared yup schemas
 * of its kind (machines/validation/institution). A field left out of the body stays as it
 * is; an empty or null one is cleared. Files must be the company's uploads; teachers and
 * assessors verified people of its roster.
 */
import type { InstitutionKind } from '@machines/access';
import {
  INSTITUTION_FIELDS,
  INSTITUTION_FILE_FIELDS,
  institutionDraftSchema,
  institutionSubmissionSchema,
  type InstitutionField,
} from '@machines/validation';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { assertFilesUsable } from '../lib/files/usable';
import { validate } from '../lib/validation';
import { assertPeopleVerified } from '../lib/verifiedPeople';
import type { ApplicationRecord } from './rows';

export type FieldValues = Partial<Record<InstitutionField, string | null>>;

export interface ApplicationBody extends FieldValues {
  /** Absent for a new application. */
  readonly id?: number | null;
  /** The version the applicant saw; required with an id. */
  readonly version?: number | null;
  /** Teachers (training) or assessors (review), in order; absent: unchanged. */
  readonly personIds?: readonly number[] | null;
}

/** What a save writes: the columns it names, and the people when it names them. */
export interface Changes {
  readonly values: FieldValues;
  readonly personIds: readonly number[] | undefined;
}

/** The fields the body names, checked as a draft: well-formed, not necessarily complete. */
export async function draftChanges(kind: InstitutionKind, body: ApplicationBody): Promise<Changes> {
  const given = INSTITUTION_FIELDS.filter((name) => body[name] !== undefined);
  const input = {
    ...Object.fromEntries(given.map((name) => [name, body[name] ?? ''])),
    ...(body.personIds === undefined ? {} : { personIds: body.personIds ?? [] }),
  };
  const checked = (await validate(institutionDraftSchema(kind), input)) as FieldValues & {
    personIds?: number[];
  };
  return {
    values: Object.fromEntries(given.map((name) => [name, checked[name] || null])),
    personIds: body.personIds === undefined ? undefined : [...new Set(checked.personIds ?? [])],
  };
}

/** The complete application the body would submit: stored fields overlaid with the body's. */
export async function submissionChanges(
  kind: InstitutionKind,
  stored: { record: ApplicationRecord; personIds: readonly number[] } | null,
  body: ApplicationBody,
): Promise<Changes> {
  const storedValue = (name: InstitutionField) => {
    if (!stored) return '';
    const value = name === 'businessLine' ? stored.record.businessLine : stored.record[name];
    return value === null ? '' : String(value);
  };
  const merged = {
    ...Object.fromEntries(
      INSTITUTION_FIELDS.map((name) => [
        name,
        (body[name] === undefined ? storedValue(name) : body[name]) ?? '',
      ]),
    ),
    personIds: body.personIds === undefined ? (stored?.personIds ?? []) : (body.personIds ?? []),
  };
  const checked = (await validate(institutionSubmissionSchema(kind), merged)) as FieldValues & {
    personIds: number[];
  };
  return {
    values: Object.fromEntries(INSTITUTION_FIELDS.map((name) => [name, checked[name] || null])),
    personIds: [...new Set(checked.personIds)],
  };
}

/** What the changes name outside the application: the company's files and verified people. */
export async function assertReferencesUsable(db: Database, actor: Actor, changes: Changes) {
  await assertFilesUsable(db, actor, changes.values, INSTITUTION_FILE_FIELDS);
  if (actor.corporateId === null) return;
  await assertPeopleVerified(db, actor.corporateId, changes.personIds ?? [], 'personIds');
}

/** The stored columns of the values: the business line is a number. */
export function columnsOf(values: FieldValues) {
  const { businessLine, ...texts } = values;
  return {
    ...texts,
    ...(businessLine === undefined
      ? {}
      : { businessLine: businessLine === null ? null : Number(businessLine) }),
  };
}
