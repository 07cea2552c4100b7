/**
 * What a company sends about a person, checked with the shared yup schemas
 * (machines/validation/person). A field left out of the body stays as it is; an empty or
 * null one is cleared. The files must be the company's own uploads.
 */
import { personDraftSchema, personSubmissionSchema } from '@machines/validation';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { assertFilesUsable } from '../lib/files/usable';
import { validate } from '../lib/validation';
import type { PersonRecord } from './rows';

export const PERSON_FIELDS = [
  'name',
  'gender',
  'idCard',
  'mobile',
  'email',
  'education',
  'professionalTitle',
  'employedFrom',
  'employedTo',
  'photoFileId',
  'idCardFileId',
  'diplomaFileId',
] as const;

export type PersonField = (typeof PERSON_FIELDS)[number];
export type PersonValues = Partial<Record<PersonField, string | null>>;

export const FILE_FIELDS = ['photoFileId', 'idCardFileId', 'diplomaFileId'] as const;

/** Fields a verified person keeps changing: how to reach them, and when they left. */
export const VERIFIED_CHANGEABLE: readonly PersonField[] = ['mobile', 'email', 'employedTo'];

export interface PersonBody extends PersonValues {
  /** Absent for a new person. */
  readonly id?: number | null;
  /** The version the company saw; required with an id. */
  readonly version?: number | null;
}

/** The fields the body names, checked as a draft: well-formed, not necessarily complete. */
export async function draftChanges(
  stored: PersonRecord | null,
  body: PersonBody,
): Promise<PersonValues> {
  const given = PERSON_FIELDS.filter((name) => body[name] !== undefined);
  // The end date is checked against the start the person will have.
  const input = {
    ...Object.fromEntries(PERSON_FIELDS.map((name) => [name, stored?.[name] ?? ''])),
    ...Object.fromEntries(given.map((name) => [name, body[name] ?? ''])),
  };
  const checked: PersonValues = await validate(personDraftSchema, input);
  return Object.fromEntries(given.map((name) => [name, checked[name] || null]));
}

/** The complete person the body would declare: stored fields overlaid with the body's. */
export async function declaredFields(
  stored: PersonRecord | null,
  body: PersonBody,
): Promise<Record<PersonField, string | null>> {
  const merged = Object.fromEntries(
    PERSON_FIELDS.map((name) => [
      name,
      (body[name] === undefined ? stored?.[name] : body[name]) ?? '',
    ]),
  );
  const checked: PersonValues = await validate(personSubmissionSchema, merged);
  return Object.fromEntries(PERSON_FIELDS.map((name) => [name, checked[name] || null])) as Record<
    PersonField,
    string | null
  >;
}

/** Every file the values name must be one the actor's company uploaded. */
export const assertPersonFilesUsable = (db: Database, actor: Actor, values: PersonValues) =>
  assertFilesUsable(db, actor, values, FILE_FIELDS);
