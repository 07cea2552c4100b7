/**
 * The demo personnel certificate templates (issue 13): the first certificate type's
 * levels, the first two designed on a drawn background with every field placed, the
 * third not designed yet (what a new level looks like).
 */
import { asc, eq } from 'drizzle-orm';
import type { TemplatePoint } from '@machines/validation';
import { storeFile } from '../lib/files/records';
import type { Database } from '../db/client';
import { certificateLevels, certificateLevelTemplates, certificateTypes } from '../db/schema';
import type { CategorySeedTargets } from './categorySeed';
import { certificateCatalogue } from './catalogues';
import { certificateBackgroundImage } from './demoDocuments';

/** Where the demo template puts each field on the background (fractions of the image). */
export const DEMO_PERSONNEL_POINTS: TemplatePoint[] = [
  { field: 'title', x: 0.12, y: 0.1, size: 0.046 },
  { field: 'personName', x: 0.12, y: 0.25, size: 0.036 },
  { field: 'idCard', x: 0.12, y: 0.33, size: 0.024 },
  { field: 'companyName', x: 0.12, y: 0.4, size: 0.024 },
  { field: 'category', x: 0.12, y: 0.47, size: 0.026 },
  { field: 'level', x: 0.12, y: 0.54, size: 0.026 },
  { field: 'certificateNumber', x: 0.12, y: 0.63, size: 0.022 },
  { field: 'issueDate', x: 0.12, y: 0.7, size: 0.022 },
  { field: 'expiryDate', x: 0.12, y: 0.77, size: 0.022 },
  // Left of the seal (its box is 622-778 px of 880): the QR code's white square never covers it.
  { field: 'qrCode', x: 0.5, y: 0.6, size: 0.14 },
];

const DESIGNED_LEVELS = 2;

export async function seedPersonnelTemplates(
  tx: Database,
  { now, storage, uploaderId }: CategorySeedTargets,
): Promise<void> {
  const typeName = certificateCatalogue[0]?.name;
  if (typeName === undefined) throw new Error('The demo certificate catalogue is empty');
  const levels = await tx
    .select({ id: certificateLevels.id })
    .from(certificateLevels)
    .innerJoin(certificateTypes, eq(certificateTypes.id, certificateLevels.typeId))
    .where(eq(certificateTypes.name, typeName))
    .orderBy(asc(certificateLevels.sort))
    .limit(DESIGNED_LEVELS);
  const background = await storeFile(
    tx,
    storage,
    {
      bytes: certificateBackgroundImage('省计算机信息系统集成行业协会'),
      mime: 'image/png',
      originalName: '人员证书底图.png',
      purpose: 'certificateTemplate',
      ownerAccountId: uploaderId,
      corporateId: null,
    },
    now,
  );
  await tx.insert(certificateLevelTemplates).values(
    levels.map((level) => ({
      levelId: level.id,
      templateFileId: background.id,
      templatePoints: DEMO_PERSONNEL_POINTS,
      templateVersion: 1,
      updatedAt: now,
    })),
  );
}
