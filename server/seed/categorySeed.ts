/**
 * The demo credit categories (issue 13): the levels of the first two credit types offered
 * for application, each with its required materials; the first type's categories carry a
 * certificate template (a drawn background with every field placed), one is switched off.
 */
import { asc, eq } from 'drizzle-orm';
import type { TemplatePoint } from '@machines/validation';
import { storeFile } from '../lib/files/records';
import type { FileStorage } from '../lib/files/storage';
import type { Database } from '../db/client';
import { creditCategories, creditLevels, creditMaterials, creditTypes } from '../db/schema';
import { creditCatalogue } from './catalogues';
import { certificateBackgroundImage } from './demoDocuments';

export interface CategorySeedTargets {
  readonly now: Date;
  readonly storage: FileStorage;
  /** The platform account that uploaded the certificate background. */
  readonly uploaderId: number;
}

const MATERIALS = [
  { name: '营业执照副本', nameEn: 'Business licence (copy)', required: true },
  {
    name: '近三年财务审计报告',
    nameEn: 'Audited accounts of the last three years',
    required: true,
  },
  {
    name: '代表性项目合同及验收报告',
    nameEn: 'Contracts and acceptance reports of key projects',
    required: true,
  },
  {
    name: '技术人员社保缴纳证明',
    nameEn: 'Social insurance records of technical staff',
    required: false,
  },
];

/** Where the demo template puts each field on the background (fractions of the image). */
export const DEMO_CREDIT_POINTS: TemplatePoint[] = [
  { field: 'title', x: 0.12, y: 0.1, size: 0.046 },
  { field: 'companyName', x: 0.12, y: 0.27, size: 0.036 },
  { field: 'creditCode', x: 0.12, y: 0.36, size: 0.026 },
  { field: 'category', x: 0.12, y: 0.44, size: 0.026 },
  { field: 'level', x: 0.12, y: 0.52, size: 0.026 },
  { field: 'certificateNumber', x: 0.12, y: 0.62, size: 0.022 },
  { field: 'issueDate', x: 0.12, y: 0.69, size: 0.022 },
  { field: 'expiryDate', x: 0.12, y: 0.76, size: 0.022 },
  // Left of the seal (its box is 622-778 px of 880): the QR code's white square never covers it.
  { field: 'qrCode', x: 0.5, y: 0.6, size: 0.14 },
];

/** Validity in years of each demo type's categories, in catalogue order. */
const VALIDITY_YEARS = [3, 3];

export async function seedCreditCategories(
  tx: Database,
  { now, storage, uploaderId }: CategorySeedTargets,
): Promise<void> {
  const background = await storeFile(
    tx,
    storage,
    {
      bytes: certificateBackgroundImage('省计算机信息系统集成行业协会'),
      mime: 'image/png',
      originalName: '资质证书底图.png',
      purpose: 'certificateTemplate',
      ownerAccountId: uploaderId,
      corporateId: null,
    },
    now,
  );
  for (const [typeIndex, validityYears] of VALIDITY_YEARS.entries()) {
    const typeName = creditCatalogue[typeIndex]?.name;
    if (typeName === undefined) throw new Error('The demo credit catalogue is too short');
    const levels = await tx
      .select({ id: creditLevels.id })
      .from(creditLevels)
      .innerJoin(creditTypes, eq(creditTypes.id, creditLevels.typeId))
      .where(eq(creditTypes.name, typeName))
      .orderBy(asc(creditLevels.sort));
    for (const [levelIndex, level] of levels.entries()) {
      const templated = typeIndex === 0;
      const [category] = await tx
        .insert(creditCategories)
        .values({
          levelId: level.id,
          validityYears,
          // The second type's last level is not offered yet.
          enabled: !(typeIndex === 1 && levelIndex === levels.length - 1),
          templateFileId: templated ? background.id : null,
          templatePoints: templated ? DEMO_CREDIT_POINTS : [],
          templateVersion: templated ? 1 : 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: creditCategories.id });
      if (!category) throw new Error('A demo credit category was not stored');
      // Higher levels ask for everything; the first level of each type spares the optional one.
      const materials = levelIndex === 0 ? MATERIALS.slice(0, 3) : MATERIALS;
      await tx.insert(creditMaterials).values(
        materials.map((material, sort) => ({
          ...material,
          categoryId: category.id,
          sort: sort + 1,
          createdAt: now,
        })),
      );
    }
  }
}
