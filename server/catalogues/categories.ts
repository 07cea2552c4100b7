/**
 * Credit categories (`credit-category/create-credit`, `query-credit-page`,
 * `update-credit-switch`, `delete-credit`): a credit level offered for application, with the
 * years an issued qualification lasts. The seed has no separate update call: `create-credit`
 * with an `id` changes that category.
 */
import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { CreditCategory } from '@machines/contracts';
import { creditCategorySchema, type CreditCategoryValues } from '@machines/validation';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { preparedPage } from '../lib/preparedPage';
import {
  creditApplications,
  creditCategories,
  creditLevels,
  creditMaterials,
  creditTypes,
} from '../db/schema';
import { FIELD_LABELS, notFound, refuseWhileUsed, type CatalogueChange } from './changes';
import type { UsageCheck } from './kinds';
import { brokeUnique } from '../lib/dbErrors';
import { AppError, HttpStatus } from '../lib/errors';
import { readPage, type Page, type PageQuery } from '../lib/paging';
import { validate } from '../lib/validation';

export const TARGET = 'credit_categories';

export interface CategoryFilters {
  /** One category (its page opens it by id). */
  readonly id?: number;
  readonly typeId?: number;
  readonly enabled?: boolean;
}

/**
 * What refers to a category and keeps it from being deleted. Credit applications (issue
 * 14) add theirs here; its materials and template are its own and go with it.
 */
export const categoryUsages: UsageCheck[] = [
  // Applications name their category for good: a category applied for is switched off instead.
  {
    key: 'error.categoryHasApplications',
    count: async (db, id) => {
      const [row] = await db
        .select({ total: count() })
        .from(creditApplications)
        .where(eq(creditApplications.categoryId, id));
      return row?.total ?? 0;
    },
  },
];

function selectCategories(db: Database) {
  const materialCount = db
    .select({ categoryId: creditMaterials.categoryId, total: count().as('total') })
    .from(creditMaterials)
    .groupBy(creditMaterials.categoryId)
    .as('material_count');
  return db
    .select({
      id: creditCategories.id,
      typeId: creditTypes.id,
      typeName: creditTypes.name,
      typeNameEn: creditTypes.nameEn,
      levelId: creditLevels.id,
      levelName: creditLevels.name,
      levelNameEn: creditLevels.nameEn,
      businessLine: creditTypes.businessLine,
      validityYears: creditCategories.validityYears,
      enabled: creditCategories.enabled,
      materialCount: sql<number>`coalesce(${materialCount.total}, 0)`.mapWith(Number),
      hasTemplate: sql<boolean>`${isNotNull(creditCategories.templateFileId)} and jsonb_array_length(${creditCategories.templatePoints}) > 0`,
      updatedAt: creditCategories.updatedAt,
    })
    .from(creditCategories)
    .innerJoin(creditLevels, eq(creditLevels.id, creditCategories.levelId))
    .innerJoin(creditTypes, eq(creditTypes.id, creditLevels.typeId))
    .leftJoin(materialCount, eq(materialCount.categoryId, creditCategories.id));
}

type CategoryRow = Awaited<ReturnType<typeof selectCategories>>[number];

const toCategory = (row: CategoryRow): CreditCategory => ({
  ...row,
  hasTemplate: Boolean(row.hasTemplate),
  updatedAt: row.updatedAt.toISOString(),
});

const categoryPage = preparedPage<CategoryFilters, CategoryRow>(
  'credit_categories',
  {
    id: (id) => eq(creditCategories.id, id),
    typeId: (typeId) => eq(creditLevels.typeId, typeId),
    enabled: (enabled) => eq(creditCategories.enabled, enabled),
  },
  {
    total: (db, where) =>
      db
        .select({ total: count() })
        .from(creditCategories)
        .innerJoin(creditLevels, eq(creditLevels.id, creditCategories.levelId))
        .where(where),
    // In the order of the catalogue: type, then level.
    rows: (db, where, page) =>
      selectCategories(db)
        .where(where)
        .orderBy(
          asc(creditTypes.sort),
          asc(creditTypes.id),
          asc(creditLevels.sort),
          asc(creditLevels.id),
        )
        .limit(page.limit)
        .offset(page.offset),
  },
);

export function queryCategories(
  db: Database,
  { id, typeId, enabled, ...page }: CategoryFilters & PageQuery,
): Promise<Page<CreditCategory>> {
  return readPage(page, categoryPage(db, { filters: { id, typeId, enabled } }), (rows) =>
    rows.map(toCategory),
  );
}

export async function findCategory(db: Database, id: number): Promise<CreditCategory> {
  const [row] = await selectCategories(db).where(eq(creditCategories.id, id));
  if (!row) throw notFound();
  return toCategory(row);
}

const categoryRow = preparedById('credit_category_row', (db, id) =>
  db.select().from(creditCategories).where(eq(creditCategories.id, id)),
);

/** A category's own row; 404 when there is none. */
export async function readCategoryRow(db: Database, id: number) {
  const row = await categoryRow(db, id);
  if (!row) throw notFound();
  return row;
}

/** Locks a category's row for a change of it; 404 when there is none. */
export async function lockCategory(tx: Database, id: number) {
  const [row] = await tx
    .select()
    .from(creditCategories)
    .where(eq(creditCategories.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const fieldError = (status: number, field: keyof CreditCategoryValues, key: string) =>
  new AppError(status, key, { field, labels: FIELD_LABELS, fieldErrors: { [field]: { key } } });

/** 400 naming `levelId` unless the level exists and is of the chosen type. */
async function assertLevelOfType(tx: Database, { typeId, levelId }: CreditCategoryValues) {
  const [level] = await tx
    .select({ typeId: creditLevels.typeId })
    .from(creditLevels)
    .where(eq(creditLevels.id, levelId));
  if (!level || level.typeId !== typeId) {
    throw fieldError(HttpStatus.badRequest, 'levelId', 'validation.levelNotOfType');
  }
}

/** One category per level: a second one is a 409 naming `levelId`, also when raced in. */
async function withFreeLevel<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!brokeUnique(error, 'credit_categories_level_key')) throw error;
    throw fieldError(HttpStatus.conflict, 'levelId', 'error.creditCategoryTaken');
  }
}

export async function saveCategory(
  db: Database,
  { now, recordAction }: CatalogueChange,
  { id, ...input }: CreditCategoryValues & { readonly id?: number },
): Promise<CreditCategory> {
  const values = await validate(creditCategorySchema, input, { labels: FIELD_LABELS });
  const row = {
    levelId: values.levelId,
    validityYears: values.validityYears,
    enabled: values.enabled,
  };
  return withFreeLevel(() =>
    db.transaction(async (tx) => {
      await assertLevelOfType(tx, values);
      if (id === undefined) {
        const [created] = await tx
          .insert(creditCategories)
          .values({ ...row, createdAt: now, updatedAt: now })
          .returning({ id: creditCategories.id });
        if (!created) throw notFound();
        await recordAction(tx, {
          action: 'catalogue.create',
          target: { type: TARGET, id: created.id },
          details: { after: values },
          at: now,
        });
        return findCategory(tx, created.id);
      }
      const before = await lockCategory(tx, id);
      await tx
        .update(creditCategories)
        .set({ ...row, updatedAt: now })
        .where(eq(creditCategories.id, id));
      await recordAction(tx, {
        action: 'catalogue.update',
        target: { type: TARGET, id },
        details: { before: categoryValues(before), after: row },
        at: now,
      });
      return findCategory(tx, id);
    }),
  );
}

/** `update-credit-switch`: offered to applicants, or not. */
export async function switchCategory(
  db: Database,
  { now, recordAction }: CatalogueChange,
  { id, enabled }: { readonly id: number; readonly enabled: boolean },
): Promise<CreditCategory> {
  return db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    await tx
      .update(creditCategories)
      .set({ enabled, updatedAt: now })
      .where(eq(creditCategories.id, id));
    await recordAction(tx, {
      action: 'catalogue.update',
      target: { type: TARGET, id },
      details: { before: { enabled: before.enabled }, after: { enabled } },
      at: now,
    });
    return findCategory(tx, id);
  });
}

/** `delete-credit`: only a category nothing refers to; its materials go with it. */
export async function deleteCategory(
  db: Database,
  { now, recordAction }: CatalogueChange,
  { id }: { readonly id: number },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const category = await findCategory(tx, id);
    const locked = await lockCategory(tx, id);
    await refuseWhileUsed(tx, categoryUsages, {
      id,
      name: `${category.typeName} ${category.levelName}`,
    });
    await tx.delete(creditCategories).where(eq(creditCategories.id, id));
    await recordAction(tx, {
      action: 'catalogue.delete',
      target: { type: TARGET, id },
      details: { before: categoryValues(locked) },
      at: now,
    });
    return { id };
  });
}

function categoryValues(row: typeof creditCategories.$inferSelect) {
  const { levelId, validityYears, enabled } = row;
  return { levelId, validityYears, enabled };
}
