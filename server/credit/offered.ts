/**
 * What an applicant chooses from: the categories open for applications (the category, its
 * level and its type all enabled) with the materials each asks for, and the review
 * institutions of a category's business line (server/lib/reviewInstitutions.ts).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OfferedCreditCategory } from '@machines/contracts';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
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

// Every credit application form asks these: prepared once (server/db/prepared.ts).
const openApplications = prepared((db) =>
  db
    .select({ id: creditApplications.id, categoryId: creditApplications.categoryId })
    .from(creditApplications)
    .where(
      and(
        eq(creditApplications.corporateId, sql.placeholder('corporateId')),
        inArray(creditApplications.status, OPEN_STATUSES),
      ),
    )
    .prepare('open_credit_applications'),
);

/** The company's open application of each category (one at most: the drafts' rule). */
async function openApplicationsOf(db: Database, corporateId: number | null) {
  if (corporateId === null) return new Map<number, number>();
  const open = await openApplications(db).execute({ corporateId });
  return new Map(open.map((application) => [application.categoryId, application.id]));
}

/** Open: the category, its level and its type all enabled. */
const OFFERED = and(
  eq(creditCategories.enabled, true),
  eq(creditLevels.enabled, true),
  eq(creditTypes.enabled, true),
);

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
    .where(and(OFFERED, condition));
}

const offeredInOrder = prepared((db) =>
  selectOffered(db)
    .orderBy(
      asc(creditTypes.sort),
      asc(creditTypes.id),
      asc(creditLevels.sort),
      asc(creditLevels.id),
    )
    .prepare('offered_credit_categories'),
);

/** The materials of every open category, in their order. */
const offeredMaterials = prepared((db) =>
  db
    .select({
      categoryId: creditMaterials.categoryId,
      id: creditMaterials.id,
      name: creditMaterials.name,
      nameEn: creditMaterials.nameEn,
      required: creditMaterials.required,
    })
    .from(creditMaterials)
    .innerJoin(creditCategories, eq(creditCategories.id, creditMaterials.categoryId))
    .innerJoin(creditLevels, eq(creditLevels.id, creditCategories.levelId))
    .innerJoin(creditTypes, eq(creditTypes.id, creditLevels.typeId))
    .where(OFFERED)
    .orderBy(asc(creditMaterials.sort), asc(creditMaterials.id))
    .prepare('offered_credit_materials'),
);

/**
 * `credit-category/query-offered-credit-list`: every open category, in catalogue order, with
 * what the caller's company can do with it: whether anyone reviews its line, and its open
 * application of it, so the form offers only what can be applied for.
 */
export async function offeredCategories(
  db: Database,
  actor: Pick<Actor, 'corporateId'>,
): Promise<OfferedCreditCategory[]> {
  const [categories, materials, lines, open] = await Promise.all([
    offeredInOrder(db).execute(),
    offeredMaterials(db).execute(),
    reviewedLines(db, actor.corporateId),
    openApplicationsOf(db, actor.corporateId),
  ]);
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
