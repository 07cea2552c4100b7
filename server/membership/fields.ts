/**
 * What an applicant sends: the application's fields, checked with the shared yup schemas
 * (machines/validation/membership). A field left out of the body stays as it is; an empty
 * or null one is cleared. Files must be the company's uploads, the level one the platform
 * offers.
 */
import {
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_FILE_FIELDS,
  membershipDraftSchema,
  membershipSubmissionSchema,
  type MembershipField,
} from '@machines/validation';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { assertFilesUsable } from '../lib/files/usable';
import { validate } from '../lib/validation';
import { assertLevelOffered } from './levels';
import type { ApplicationRecord } from './rows';

export type FieldValues = Partial<Record<MembershipField, string | null>>;

export interface ApplicationBody extends FieldValues {
  /** Absent for a new application. */
  readonly id?: number | null;
  /** The version the applicant saw; required with an id. */
  readonly version?: number | null;
}

/** The fields the body names, checked as a draft: well-formed, not necessarily complete. */
export async function draftChanges(body: ApplicationBody): Promise<FieldValues> {
  const given = MEMBERSHIP_FIELDS.filter((name) => body[name] !== undefined);
  const input = Object.fromEntries(given.map((name) => [name, body[name] ?? '']));
  const checked: FieldValues = await validate(membershipDraftSchema, input);
  return Object.fromEntries(given.map((name) => [name, checked[name] || null]));
}

/** The complete application the body would submit: stored fields overlaid with the body's. */
export async function submissionFields(
  stored: ApplicationRecord | null,
  body: ApplicationBody,
): Promise<FieldValues> {
  const merged = Object.fromEntries(
    MEMBERSHIP_FIELDS.map((name) => [
      name,
      (body[name] === undefined ? stored?.[name] : body[name]) ?? '',
    ]),
  );
  const checked: FieldValues = await validate(membershipSubmissionSchema, merged);
  return Object.fromEntries(MEMBERSHIP_FIELDS.map((name) => [name, checked[name] || null]));
}

/** What the values name outside the application: the company's files, an offered level. */
export async function assertReferencesUsable(db: Database, actor: Actor, values: FieldValues) {
  await assertFilesUsable(db, actor, values, MEMBERSHIP_FILE_FIELDS);
  if (values.levelCode) await assertLevelOffered(db, values.levelCode);
}
