/**
 * Who besides its uploader and company may read a file this area's records carry (DESIGN §5):
 * the app asks every area's rule (server/lib/files/readAccess.ts).
 */
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { businessLine, may, roleKind } from '@machines/access';
import { statusFamilies } from '@machines/workflows';
import { courseMaterials, courses } from '../db/schema';
import type { AttachmentRule } from '../lib/files/readAccess';

const COURSE_DRAFT = statusFamilies.course.codeOf('draft');

/**
 * A course's cover, certificate background and materials, once sent: to the platform's
 * reviewers and the experts of its line (published courses' covers are for sign-up too:
 * issue 16 widens this).
 */
export const courseAttachmentRule: AttachmentRule = async (db, fileId, actor) => {
  if (!may('course.review', actor.activeRole)) return false;
  const platform = roleKind(actor.activeRole) === 'platform';
  // The super-administrator manages every course, drafts too (`courseManage`).
  const drafts = may('course.manage', actor.activeRole);
  const ofCourse = (condition: SQL) =>
    db
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(
          condition,
          drafts ? undefined : ne(courses.status, COURSE_DRAFT),
          platform ? undefined : eq(courses.businessLine, businessLine(actor.activeRole)),
        ),
      )
      .limit(1);
  const [cover] = await ofCourse(
    or(eq(courses.coverFileId, fileId), eq(courses.templateFileId, fileId)) as SQL,
  );
  if (cover) return true;
  const [material] = await ofCourse(
    inArray(
      courses.id,
      db
        .select({ id: courseMaterials.courseId })
        .from(courseMaterials)
        .where(eq(courseMaterials.fileId, fileId)),
    ),
  );
  return material !== undefined;
};
