/**
 * Writing an application's content: creating a draft, or changing one the company owns
 * while its status is editable (draft, returned, withdrawn). Every write names the version
 * the applicant saw and raises it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { realnameApplications } from '../db/schema';
import type { Actor } from '../lib/access';
import { isUniqueViolation } from '../lib/dbErrors';
import { AppError, HttpStatus } from '../lib/errors';
import { staleVersion } from '../lib/workflow/refusals';
import { ownApplication } from './access';
import { DRAFT, isEditable, OPEN_STATUSES, realnameFamily } from './entity';
import type { ApplicationBody, FieldValues } from './fields';

export interface Saved {
  readonly id: number;
  readonly version: number;
}

export async function writeDraft(
  tx: Database,
  actor: Actor,
  target: Pick<ApplicationBody, 'id' | 'version'>,
  changes: FieldValues,
  now: Date,
): Promise<Saved> {
  if (target.id === undefined || target.id === null) return createDraft(tx, actor, changes, now);
  return updateDraft(tx, actor, target.id, requiredVersion(target.version), changes, now);
}

export function requiredVersion(version: number | null | undefined): number {
  if (version === undefined || version === null) {
    const key = 'validation.required';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'version',
      fieldErrors: { version: { key } },
    });
  }
  return version;
}

async function createDraft(tx: Database, actor: Actor, changes: FieldValues, now: Date) {
  const corporateId = actor.corporateId;
  if (corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
  const [open] = await tx
    .select({ id: realnameApplications.id })
    .from(realnameApplications)
    .where(
      and(
        eq(realnameApplications.corporateId, corporateId),
        inArray(realnameApplications.status, OPEN_STATUSES),
      ),
    )
    .limit(1);
  if (open) throw openApplicationExists(open.id);
  try {
    const [created] = await tx
      .insert(realnameApplications)
      .values({
        ...changes,
        corporateId,
        applicantAccountId: actor.accountId,
        status: DRAFT,
        version: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: realnameApplications.id, version: realnameApplications.version });
    if (!created) throw new Error('The application was not written');
    return created;
  } catch (error) {
    // Two first saves at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw openApplicationExists(null);
    throw error;
  }
}

async function updateDraft(
  tx: Database,
  actor: Actor,
  id: number,
  version: number,
  changes: FieldValues,
  now: Date,
): Promise<Saved> {
  const { application } = await ownApplication(tx, actor, id);
  if (application.version !== version) throw staleVersion();
  if (!isEditable(application.status)) {
    const status = { key: realnameFamily.metaOf(application.status).label };
    throw new AppError(HttpStatus.conflict, 'error.notEditable', { params: { status } });
  }
  const [updated] = await tx
    .update(realnameApplications)
    .set({ ...changes, version: version + 1, updatedAt: now })
    .where(and(eq(realnameApplications.id, id), eq(realnameApplications.version, version)))
    .returning({ id: realnameApplications.id, version: realnameApplications.version });
  if (!updated) throw staleVersion();
  return updated;
}

function openApplicationExists(openId: number | null): AppError {
  return new AppError(HttpStatus.conflict, 'error.realnameOpenExists', {
    ...(openId === null ? {} : { data: { openId } }),
  });
}
