/**
 * A course's own certificate template (`course/save-image-point`,
 * `course/get-image-point/{id}`): the personnel certificates of the course are drawn from
 * it, and a course without one uses its certificate level's. Its institution designs it
 * while the course is being written, so the reviewer approves it with the rest; whoever
 * reaches the course reads it. It keeps its own version: saving it does not make the course
 * form open beside the designer stale.
 */
import { eq } from 'drizzle-orm';
import type { CertificateTemplate } from '@machines/contracts';
import { personnelTemplateSchema, type CertificateTemplateValues } from '@machines/validation';
import type { Database } from '../db/client';
import { courses } from '../db/schema';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { AppError, HttpStatus } from '../lib/errors';
import {
  clearTemplate,
  drawSpecimen,
  personnelSpecimen,
  storeTemplate,
  type TemplateOwner,
} from '../lib/certificates/templates';
import { courseAs, courseInReach } from './access';
import { courseFamily, isEditable } from './entity';
import { findCourse } from './rows';

type Context = Pick<ServerContext, 'db' | 'clock' | 'storage' | 'fileAccess'>;

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');

const templateColumns = {
  status: courses.status,
  backgroundFileId: courses.templateFileId,
  points: courses.templatePoints,
  version: courses.templateVersion,
};

async function templateRow(db: Database, id: number, lock: boolean) {
  const query = db.select(templateColumns).from(courses).where(eq(courses.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

const templateOf = ({ backgroundFileId, points, version }: CertificateTemplate) => ({
  backgroundFileId,
  points,
  version,
});

export const courseTemplates: TemplateOwner = {
  schema: personnelTemplateSchema,
  read: async (db, id, lock = false) => templateOf(await templateRow(db, id, lock)),
  async write(tx, id, values, { now, version }) {
    const [saved] = await tx
      .update(courses)
      .set({
        templateFileId: values.backgroundFileId,
        templatePoints: [...values.points],
        templateVersion: version,
        updatedAt: now,
      })
      .where(eq(courses.id, id))
      .returning(templateColumns);
    if (!saved) throw notFound();
    return templateOf(saved);
  },
  /** The certificate the course leads to (its name while it has none), a sample person. */
  async sample(db, id, language, now) {
    const found = await findCourse(db, id);
    if (!found) throw notFound();
    return personnelSpecimen(language, now, {
      typeName: found.certificateType?.name ?? '',
      typeNameEn: found.certificateType?.nameEn ?? '',
      levelName: found.certificateLevel?.name ?? '',
      levelNameEn: found.certificateLevel?.nameEn ?? '',
      courseName: found.course.name,
      certificateNo: `SAMPLE-C${id}-000001`,
      verifyUrl: `specimen:course/${id}`,
    });
  },
};

/** Locks the course for a change of its template: only while it is being written (409). */
async function lockEditable(tx: Database, id: number): Promise<void> {
  const { status } = await templateRow(tx, id, true);
  if (!isEditable(status)) {
    const label = { key: courseFamily.metaOf(status).label };
    throw new AppError(HttpStatus.conflict, 'error.notEditable', { params: { status: label } });
  }
}

export async function readCourseTemplate(
  db: Database,
  actor: Actor,
  id: number,
): Promise<CertificateTemplate> {
  await courseInReach(db, actor, id);
  return courseTemplates.read(db, id);
}

export async function saveCourseTemplate(
  { db, clock, storage, fileAccess }: Context,
  actor: Actor,
  input: CertificateTemplateValues & { readonly id: number; readonly version: number },
): Promise<CertificateTemplate> {
  await courseAs(db, actor, input.id, 'institution');
  const now = clock.now();
  return db.transaction(async (tx) => {
    await lockEditable(tx, input.id);
    return (await storeTemplate(courseTemplates, tx, { actor, storage, fileAccess, now }, input))
      .saved;
  });
}

export async function resetCourseTemplate(
  { db, clock }: Context,
  actor: Actor,
  id: number,
): Promise<CertificateTemplate> {
  await courseAs(db, actor, id, 'institution');
  return db.transaction(async (tx) => {
    await lockEditable(tx, id);
    return (await clearTemplate(courseTemplates, tx, { id, now: clock.now() })).saved;
  });
}

/** A specimen drawn with the template, saved or not, for whoever reaches the course. */
export async function drawCourseSpecimen(
  { db, clock, storage, fileAccess }: Context,
  actor: Actor,
  input: CertificateTemplateValues & { readonly id: number; readonly language: 'zh' | 'en' },
): Promise<Buffer> {
  await courseInReach(db, actor, input.id);
  return drawSpecimen(
    courseTemplates,
    db,
    { actor, storage, fileAccess },
    { ...input, now: clock.now() },
  );
}
