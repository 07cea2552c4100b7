/**
 * A course's materials (`/courseDocument`): files its institution uploads with a title,
 * newest first, which its reviewers read with the course. The institution adds and removes
 * them until the course is finished.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { CourseMaterial } from '@machines/contracts';
import { courseMaterials, files } from '../db/schema';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import { describeFile } from '../lib/files/records';
import { assertFilesUsable } from '../lib/files/usable';
import { readPage, type Page, type PageQuery } from '../lib/paging';
import { courseAs, courseInReach } from './access';
import { courseFamily } from './entity';
import type { FilesConfig } from './rows';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

const FINISHED = courseFamily.codeOf('finished');
const MAX_TITLE = 100;

function selectMaterials(db: Context['db']) {
  return db
    .select({
      material: courseMaterials,
      file: { id: files.id, originalName: files.originalName, mime: files.mime },
    })
    .from(courseMaterials)
    .innerJoin(files, eq(files.id, courseMaterials.fileId));
}

type MaterialRow = Awaited<ReturnType<typeof selectMaterials>>[number];

const toMaterial = (config: FilesConfig, { material, file }: MaterialRow): CourseMaterial => ({
  id: material.id,
  courseId: material.courseId,
  name: material.name,
  file: describeFile(config, file),
  createdAt: material.createdAt.toISOString(),
});

const refuse = (field: string, key: string) =>
  new AppError(HttpStatus.badRequest, key, {
    field,
    labels: 'course.material',
    fieldErrors: { [field]: { key } },
  });

/** `course/create-coursematerial`: one more material of the institution's own course. */
export async function addMaterial(
  { db, config, clock }: Context,
  actor: Actor,
  body: { courseId: number; fileId: string; name: string },
): Promise<CourseMaterial> {
  const { course } = await courseAs(db, actor, body.courseId, 'institution');
  if (course.status === FINISHED) {
    const status = { key: courseFamily.metaOf(course.status).label };
    throw new AppError(HttpStatus.conflict, 'error.notEditable', { params: { status } });
  }
  const name = body.name.trim();
  if (!name) throw refuse('name', 'validation.required');
  if (name.length > MAX_TITLE) throw refuse('name', 'validation.tooLong');
  await assertFilesUsable(db, actor, { fileId: body.fileId }, ['fileId']);
  const [created] = await db
    .insert(courseMaterials)
    .values({
      courseId: course.id,
      fileId: body.fileId,
      name,
      createdByAccountId: actor.accountId,
      createdAt: clock.now(),
    })
    .returning({ id: courseMaterials.id });
  if (!created) throw new Error('The material was not written');
  const [row] = await selectMaterials(db).where(eq(courseMaterials.id, created.id));
  if (!row) throw new Error('The material was not found');
  return toMaterial(config, row);
}

/** `course/query-coursematerial-page`: a course's materials, for whoever reaches the course. */
export async function queryMaterialPage(
  { db, config }: Context,
  actor: Actor,
  query: PageQuery & { courseId: number },
): Promise<Page<CourseMaterial>> {
  await courseInReach(db, actor, query.courseId);
  const where = eq(courseMaterials.courseId, query.courseId);
  return readPage(
    query,
    {
      total: db.select({ total: count() }).from(courseMaterials).where(where),
      rows: (limit, offset) =>
        selectMaterials(db)
          .where(where)
          .orderBy(desc(courseMaterials.createdAt), desc(courseMaterials.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map((row) => toMaterial(config, row)),
  );
}

/** `credit-category/delete-coursematerial` (seed): one material of the institution's course. */
export async function removeMaterial({ db }: Context, actor: Actor, id: number): Promise<void> {
  const [material] = await db
    .select({ courseId: courseMaterials.courseId })
    .from(courseMaterials)
    .where(eq(courseMaterials.id, id));
  if (!material) throw new AppError(HttpStatus.notFound, 'error.notFound');
  const { course } = await courseAs(db, actor, material.courseId, 'institution');
  if (course.status === FINISHED) {
    const status = { key: courseFamily.metaOf(course.status).label };
    throw new AppError(HttpStatus.conflict, 'error.notEditable', { params: { status } });
  }
  await db
    .delete(courseMaterials)
    .where(and(eq(courseMaterials.id, id), eq(courseMaterials.courseId, course.id)));
}
