/** A credit category's certificate template, kept on the category's own row. */
import { eq } from 'drizzle-orm';
import type { CertificateTemplate } from '@machines/contracts';
import { creditTemplateSchema } from '@machines/validation';
import { creditCategories } from '../db/schema';
import { creditCertificateValues } from '../lib/certificates/creditValues';
import { findCategory, lockCategory, readCategoryRow, TARGET } from './categories';
import { specimenDates } from '../lib/certificates/templates';
import type { CatalogueTemplateOwner } from './template';

const templateOf = (row: typeof creditCategories.$inferSelect): CertificateTemplate => ({
  backgroundFileId: row.templateFileId,
  points: row.templatePoints,
  version: row.templateVersion,
});

export const creditCategoryTemplates: CatalogueTemplateOwner = {
  target: TARGET,
  schema: creditTemplateSchema,
  read: async (db, id, lock = false) =>
    templateOf(await (lock ? lockCategory(db, id) : readCategoryRow(db, id))),
  async write(tx, id, values, { now, version }) {
    const [saved] = await tx
      .update(creditCategories)
      .set({
        templateFileId: values.backgroundFileId,
        templatePoints: [...values.points],
        templateVersion: version,
        updatedAt: now,
      })
      .where(eq(creditCategories.id, id))
      .returning();
    if (!saved) throw new Error(`credit category ${id} vanished under its lock`);
    return templateOf(saved);
  },
  /** The category's own type and level, and a sample company named as one. */
  async sample(db, id, language, now) {
    const category = await findCategory(db, id);
    return creditCertificateValues(
      {
        companyName:
          language === 'zh'
            ? '示例信息技术有限公司（样张）'
            : 'Sample Information Technology Co. (specimen)',
        creditCode: '91510100MA00000000',
        typeName: category.typeName,
        typeNameEn: category.typeNameEn,
        levelName: category.levelName,
        levelNameEn: category.levelNameEn,
        certificateNo: `SAMPLE-${category.id}-000001`,
        ...specimenDates(now, category.validityYears),
        verifyUrl: `specimen:credit-category/${category.id}`,
      },
      language,
    );
  },
};
