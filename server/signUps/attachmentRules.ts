/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { businessLine, canOpenPage, may, roleKind } from '@machines/access';
import { SIGN_UP_CERTIFICATE_STATES, statusFamilies } from '@machines/workflows';
import { courses, people, signUps } from '../db/schema';
import type { AttachmentRule } from '../lib/files/readAccess';

const SIGN_UP_CERTIFICATE_STATUSES = SIGN_UP_CERTIFICATE_STATES.map((state) =>
  statusFamilies.signUp.codeOf(state),
);

/**
 * A trainee's photo (their person's on the roster), to the institution of a course they
 * signed up to, and from the exam passed on to its certificate reviewers (the platform;
 * an expert of the course's line): the certificate carries the face they check.
 */
export const traineePhotoRule: AttachmentRule = async (db, fileId, actor) => {
  const role = actor.activeRole;
  const institution = canOpenPage('entryTraining', role) && actor.corporateId !== null;
  const reviewer = may('signUp.certificateReview', role);
  if (!institution && !reviewer) return false;
  const reviewed = and(
    inArray(signUps.status, SIGN_UP_CERTIFICATE_STATUSES),
    roleKind(role) === 'platform' ? undefined : eq(courses.businessLine, businessLine(role)),
  );
  const [attached] = await db
    .select({ id: signUps.id })
    .from(signUps)
    .innerJoin(people, eq(people.id, signUps.personId))
    .innerJoin(courses, eq(courses.id, signUps.courseId))
    .where(
      and(
        eq(people.photoFileId, fileId),
        isNull(people.deletedAt),
        institution ? eq(courses.corporateId, actor.corporateId ?? -1) : reviewed,
      ),
    )
    .limit(1);
  return attached !== undefined;
};
