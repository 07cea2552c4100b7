/**
 * `train/clear-certimg` (the seed's, on the sign-up review page): the institution clears
 * its published course's own certificate template, so the course's certificates are drawn
 * on the association's template of their certificate level. The way out when the
 * reviewers reject certificates because the course's own drawing is wrong, after
 * publication, when the template can no longer be redesigned (it was reviewed with the
 * course). Only back to a template the association
 * set, so nothing unreviewed reaches a certificate; and only while none of the course's
 * certificates is issued, so an issued one never changes its look.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { certificateLevelTemplates, courses, signUps } from '../db/schema';
import type { Actor } from '../lib/access';
import { clearTemplate } from '../lib/certificates/templates';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { courseTemplates } from './template';

const courseFamily = statusFamilies.course;
const signUpFamily = statusFamilies.signUp;
/** A course whose template the designer can no longer change (it resets there before). */
const PAST_REVIEW: readonly number[] = [
  courseFamily.codeOf('published'),
  courseFamily.codeOf('inTraining'),
  courseFamily.codeOf('finished'),
];
/** Certificates drawn at least once: their look stays. */
const ISSUED: readonly number[] = [
  signUpFamily.codeOf('certificateIssued'),
  signUpFamily.codeOf('certificateExpired'),
  signUpFamily.codeOf('certificateRevoked'),
];

const refused = (key: string) => new AppError(HttpStatus.conflict, key);

async function assertClearable(tx: Database, actor: Actor, id: number): Promise<void> {
  const [course] = await tx
    .select({
      status: courses.status,
      templateFileId: courses.templateFileId,
      levelTemplate: certificateLevelTemplates.templateFileId,
    })
    .from(courses)
    .leftJoin(
      certificateLevelTemplates,
      eq(certificateLevelTemplates.levelId, courses.certificateLevelId),
    )
    .where(and(eq(courses.id, id), eq(courses.corporateId, actor.corporateId ?? -1)))
    .for('update', { of: courses });
  if (!course) throw new AppError(HttpStatus.notFound, 'error.notFound');
  if (!PAST_REVIEW.includes(course.status)) throw refused('error.templateStillEditable');
  if (course.templateFileId === null) throw refused('error.noOwnTemplate');
  if (!course.levelTemplate) throw refused('error.certificateNoTemplate');
  const [issued] = await tx
    .select({ issued: count() })
    .from(signUps)
    .where(and(eq(signUps.courseId, id), inArray(signUps.status, [...ISSUED])));
  if ((issued?.issued ?? 0) > 0) throw refused('error.certificatesIssued');
}

export async function clearCourseCertificateTemplate(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  actor: Actor,
  id: number,
): Promise<{ id: number; ownTemplate: boolean }> {
  await db.transaction(async (tx) => {
    await assertClearable(tx, actor, id);
    await clearTemplate(courseTemplates, tx, { id, now: clock.now() });
  });
  return { id, ownTemplate: false };
}
