/**
 * What an applicant sends: the application's fields, checked with the shared yup schemas
 * (machines/validation/realname). A field left out of the body stays as it is; an empty
 * or null one is cleared.
 */
import { and, eq, or } from 'drizzle-orm';
import { realnameDraftSchema, realnameSubmissionSchema } from '@machines/validation';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { validate } from '../lib/validation';
import type { ApplicationRecord } from './rows';

export const FIELD_NAMES = [
  'companyName',
  'creditCode',
  'legalRepresentative',
  'contactName',
  'contactMobile',
  'address',
  'licenceFileId',
] as const;

export type FieldName = (typeof FIELD_NAMES)[number];
export type FieldValues = Partial<Record<FieldName, string | null>>;

export interface ApplicationBody extends FieldValues {
  /** Absent for a new application. */
  readonly id?: number | null;
  /** The version the applicant saw; required with an id. */
  readonly version?: number | null;
}

/** The fields the body names, checked as a draft: well-formed, not necessarily complete. */
export async function draftChanges(body: ApplicationBody): Promise<FieldValues> {
  const given = FIELD_NAMES.filter((name) => body[name] !== undefined);
  const input = Object.fromEntries(given.map((name) => [name, body[name] ?? '']));
  const checked: FieldValues = await validate(realnameDraftSchema, input);
  return Object.fromEntries(given.map((name) => [name, checked[name] || null]));
}

/** The complete application the body would submit: stored fields overlaid with the body's. */
export async function submissionFields(
  stored: ApplicationRecord | null,
  body: ApplicationBody,
): Promise<Record<FieldName, string>> {
  const merged = Object.fromEntries(
    FIELD_NAMES.map((name) => [
      name,
      (body[name] === undefined ? stored?.[name] : body[name]) ?? '',
    ]),
  );
  return validate(realnameSubmissionSchema, merged);
}

/** The licence must be a file the applicant's company uploaded. */
export async function assertLicenceUsable(db: Database, actor: Actor, fileId: string) {
  const owners = [eq(files.ownerAccountId, actor.accountId)];
  if (actor.corporateId !== null) owners.push(eq(files.corporateId, actor.corporateId));
  const [usable] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), or(...owners)));
  if (!usable) {
    const key = 'validation.licenceNotUsable';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'licenceFileId',
      fieldErrors: { licenceFileId: { key } },
    });
  }
}
