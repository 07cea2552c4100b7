/**
 * What a form offers from a catalogue in one answer: the enabled types, each with its
 * enabled levels, in sort order (a course's level and the certificate it leads to).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OfferedCatalogueTypeWithLevels } from '@machines/contracts';
import type { Database } from '../db/client';
import type { CatalogueLevelTable, CatalogueTypeTable } from '../db/schema';
import { integer, object, string } from './schemas';

export interface CatalogueTables {
  readonly types: CatalogueTypeTable;
  readonly levels: CatalogueLevelTable;
}

/** The enabled types (only those of `businessLine` when given) with their enabled levels. */
export async function offeredTypesWithLevels(
  db: Database,
  { types, levels }: CatalogueTables,
  businessLine?: number,
): Promise<OfferedCatalogueTypeWithLevels[]> {
  const typeRows = await db
    .select({
      id: types.id,
      name: types.name,
      nameEn: types.nameEn,
      businessLine: types.businessLine,
    })
    .from(types)
    .where(
      and(
        eq(types.enabled, true),
        businessLine === undefined ? undefined : eq(types.businessLine, businessLine),
      ),
    )
    .orderBy(asc(types.sort), asc(types.id));
  if (typeRows.length === 0) return [];
  const levelRows = await db
    .select({ typeId: levels.typeId, id: levels.id, name: levels.name, nameEn: levels.nameEn })
    .from(levels)
    .where(
      and(
        eq(levels.enabled, true),
        inArray(
          levels.typeId,
          typeRows.map((type) => type.id),
        ),
      ),
    )
    .orderBy(asc(levels.sort), asc(levels.id));
  return typeRows.map((type) => ({
    ...type,
    levels: levelRows
      .filter((level) => level.typeId === type.id)
      .map(({ id, name, nameEn }) => ({ id, name, nameEn })),
  }));
}

const levelSchema = object({ id: integer, name: string(), nameEn: string() });

export const offeredTypeWithLevelsSchema = object({
  id: integer,
  name: string(),
  nameEn: string(),
  businessLine: integer,
  levels: { type: 'array', items: levelSchema },
});
