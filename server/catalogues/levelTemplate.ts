/**
 * A personnel certificate level's certificate template, in its own table (a level has
 * none until its first save). Every certificate of the level is drawn from it.
 */
import { eq } from 'drizzle-orm';
import type { CertificateTemplate } from '@machines/contracts';
import { personnelTemplateSchema } from '@machines/validation';
import type { Database } from '../db/client';
import { certificateLevels, certificateLevelTemplates, certificateTypes } from '../db/schema';
import { notFound } from './changes';
import { targetTypeOf } from './kinds';
import { personnelSpecimen } from '../lib/certificates/templates';
import type { CatalogueTemplateOwner } from './template';

const NO_TEMPLATE: CertificateTemplate = { backgroundFileId: null, points: [], version: 0 };

const templateOf = (row: typeof certificateLevelTemplates.$inferSelect): CertificateTemplate => ({
  backgroundFileId: row.templateFileId,
  points: row.templatePoints,
  version: row.templateVersion,
});

/** The level with its type's names; 404 when there is none. `lock`: its row, for a change. */
async function findLevel(db: Database, id: number, lock: boolean) {
  const query = db
    .select({
      id: certificateLevels.id,
      name: certificateLevels.name,
      nameEn: certificateLevels.nameEn,
      typeName: certificateTypes.name,
      typeNameEn: certificateTypes.nameEn,
    })
    .from(certificateLevels)
    .innerJoin(certificateTypes, eq(certificateTypes.id, certificateLevels.typeId))
    .where(eq(certificateLevels.id, id));
  const [level] = await (lock ? query.for('update', { of: certificateLevels }) : query);
  if (!level) throw notFound();
  return level;
}

export const certificateLevelTemplateOwner: CatalogueTemplateOwner = {
  target: targetTypeOf(certificateLevels),
  schema: personnelTemplateSchema,
  async read(db, id, lock = false) {
    await findLevel(db, id, lock);
    const [row] = await db
      .select()
      .from(certificateLevelTemplates)
      .where(eq(certificateLevelTemplates.levelId, id));
    return row ? templateOf(row) : NO_TEMPLATE;
  },
  async write(tx, id, values, { now, version }) {
    const template = {
      templateFileId: values.backgroundFileId,
      templatePoints: [...values.points],
      templateVersion: version,
      updatedAt: now,
    };
    const [saved] = await tx
      .insert(certificateLevelTemplates)
      .values({ levelId: id, ...template })
      .onConflictDoUpdate({ target: certificateLevelTemplates.levelId, set: template })
      .returning();
    if (!saved) throw new Error(`certificate level ${id}: its template was not written`);
    return templateOf(saved);
  },
  /** The level's own type and level, a sample person of a sample company, named as such. */
  async sample(db, id, language, now) {
    const level = await findLevel(db, id, false);
    return personnelSpecimen(language, now, {
      typeName: level.typeName,
      typeNameEn: level.typeNameEn,
      levelName: level.name,
      levelNameEn: level.nameEn,
      courseName: '',
      certificateNo: `SAMPLE-P${level.id}-000001`,
      verifyUrl: `specimen:certificate-level/${level.id}`,
    });
  },
};
