/**
 * What an applicant chooses from: the categories open for applications (the category, its
 * level and its type all enabled) with the materials each asks for, and the review
 * institutions of a category's business line (server/lib/reviewInstitutions.ts).
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { OfferedCreditCategory } from '@machines/contracts';
import type { Database } from '../db/client';
import {
  creditApplications,
  creditCategories,
  creditLevels,
  creditMaterials,
  creditTypes,
} from '../db/schema';
import type { Actor } from '../lib/access';
import { reviewedLines } from '../lib/reviewInstitutions';
import { openStatusesOf } from '../lib/workflow/applicationDrafts';
import { creditEntity } from './entity';

const OPEN_STATUSES = openStatusesOf(creditEntity);

/** The company's open application of each category (one at most: the drafts' rule). */
async function openApplicationsOf(db: Database, corporateId: number | null) {
  if (corporateId === null) return new Map<number, number>();
  const open = await db
    .select({ id: creditApplications.id, categoryId: creditApplications.categoryId })
    .from(creditApplications)
    .where(
      and(
        eq(creditApplications.corporateId, corporateId),
        inArray(creditApplications.status, OPEN_STATUSES),
      ),
    );
  return new Map(open.map((application) => [application.categoryId, application.id]));
}

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

/**
 * `credit-category/query-offered-credit-list`: every open category, in catalogue order, with
 * what the caller's company can do with it: whether anyone reviews its line, and its open
 * application of it, so the form offers only what can be applied for.
 */
export async function offeredCategories(
  db: Database,
  actor: Pick<Actor, 'corporateId'>,
): Promise<OfferedCreditCategory[]> {
  const [categories, lines, open] = await Promise.all([
    selectOffered(db).orderBy(
      asc(creditTypes.sort),
      asc(creditTypes.id),
      asc(creditLevels.sort),
      asc(creditLevels.id),
    ),
    reviewedLines(db, actor.corporateId),
    openApplicationsOf(db, actor.corporateId),
  ]);
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
    reviewed: lines.has(category.businessLine),
    openApplicationId: open.get(category.id) ?? null,
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
