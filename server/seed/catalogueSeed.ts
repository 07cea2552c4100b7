/** The demo association's credit, course and certificate catalogues (issue 13). */
import type { Database } from '../db/client';
import {
  certificateLevels,
  certificateTypes,
  courseLevels,
  courseTypes,
  creditLevels,
  creditTypes,
} from '../db/schema';
import {
  certificateCatalogue,
  courseCatalogue,
  creditCatalogue,
  type CatalogueTypeEntry,
} from './catalogues';

type TypeTable = typeof creditTypes | typeof courseTypes | typeof certificateTypes;
type LevelTable = typeof creditLevels | typeof courseLevels | typeof certificateLevels;

const CATALOGUES: readonly [TypeTable, LevelTable, readonly CatalogueTypeEntry[]][] = [
  [creditTypes, creditLevels, creditCatalogue],
  [courseTypes, courseLevels, courseCatalogue],
  [certificateTypes, certificateLevels, certificateCatalogue],
];

export async function seedCatalogues(db: Database, now: Date): Promise<void> {
  for (const [types, levels, entries] of CATALOGUES) {
    for (const [index, { levels: typeLevels, ...type }] of entries.entries()) {
      const [inserted] = await db
        .insert(types)
        .values({ ...type, sort: index + 1, createdAt: now, updatedAt: now })
        .returning({ id: types.id });
      if (!inserted) throw new Error(`The demo type ${type.name} was not stored`);
      await db.insert(levels).values(
        typeLevels.map((level, position) => ({
          ...level,
          typeId: inserted.id,
          sort: position + 1,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
  }
}
