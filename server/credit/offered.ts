/**
 * What an applicant chooses from: the categories open for applications (the category, its
 * level and its type all enabled) with the materials each asks for, and the review
 * institutions of a category's business line (server/lib/reviewInstitutions.ts).
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { OfferedCreditCategory } from '@machines/contracts';
import type { Database } from '../db/client';
import { creditCategories, creditLevels, creditMaterials, creditTypes } from '../db/schema';

function selectOffered(db: Database, condition?: SQL) {
  return db
    .select({
      id: creditCategories.id,
      typeName: creditTypes.name,
      typeNameEn: creditTypes.nameEn,
      levelName: creditLevels.name,
      levelNameEn: creditLevels.nameEn,
      businessLine: creditTypes.businessLine,
      validityYears: creditCategories.validityYears,
    })
    .from(creditCategories)
    .innerJoin(creditLevels, eq(creditLevels.id, creditCategories.levelId))
    .innerJoin(creditTypes, eq(creditTypes.id, creditLevels.typeId))
    .where(
      and(
        eq(creditCategories.enabled, true),
        eq(creditLevels.enabled, true),
        eq(creditTypes.enabled, true),
        condition,
      ),
    );
}

/** `credit-category/query-offered-credit-list`: every open category, in catalogue order. */
export async function offeredCategories(db: Database): Promise<OfferedCreditCategory[]> {
  const categories = await selectOffered(db).orderBy(
    asc(creditTypes.sort),
    asc(creditTypes.id),
    asc(creditLevels.sort),
    asc(creditLevels.id),
  );
  if (categories.length === 0) return [];
  const materials = await db
    .select({
      categoryId: creditMaterials.categoryId,
      id: creditMaterials.id,
      name: creditMaterials.name,
      nameEn: creditMaterials.nameEn,
      required: creditMaterials.required,
    })
    .from(creditMaterials)
    .where(
      inArray(
        creditMaterials.categoryId,
        categories.map((category) => category.id),
      ),
    )
    .orderBy(asc(creditMaterials.sort), asc(creditMaterials.id));
  return categories.map((category) => ({
    ...category,
    materials: materials
      .filter((material) => material.categoryId === category.id)
      .map(({ categoryId: _category, ...material }) => material),
  }));
}

/** The open category of that id, or undefined when it is unknown or switched off. */
export async function offeredCategory(db: Database, id: number) {
  const [category] = await selectOffered(db, eq(creditCategories.id, id));
  return category;
}

/** `credit-category/query-review-institutions`: who may review the line, by name. */
export { reviewInstitutionsOf } from '../lib/reviewInstitutions';
