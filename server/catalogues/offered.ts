/**
 * What applicants choose from: the enabled types of a catalogue (`query-credittype-list`
 * for credit) and the enabled levels of an enabled type (`QLevels`), in sort order.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { OfferedCatalogueLevel, OfferedCatalogueType } from '@machines/contracts';
import type { Database } from '../db/client';
import type { Catalogue } from './kinds';

export function offeredTypes(db: Database, { types }: Catalogue): Promise<OfferedCatalogueType[]> {
  return db
    .select({
      id: types.id,
      name: types.name,
      nameEn: types.nameEn,
      businessLine: types.businessLine,
    })
    .from(types)
    .where(eq(types.enabled, true))
    .orderBy(asc(types.sort), asc(types.id));
}

/** The enabled levels of an enabled type; none when the type is off or unknown. */
export function offeredLevels(
  db: Database,
  { types, levels }: Catalogue,
  typeId: number,
): Promise<OfferedCatalogueLevel[]> {
  return db
    .select({ id: levels.id, name: levels.name, nameEn: levels.nameEn })
    .from(levels)
    .innerJoin(types, eq(types.id, levels.typeId))
    .where(and(eq(levels.typeId, typeId), eq(levels.enabled, true), eq(types.enabled, true)))
    .orderBy(asc(levels.sort), asc(levels.id));
}
