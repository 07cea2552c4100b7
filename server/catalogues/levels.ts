/**
 * A catalogue's levels (`CreditLevels`, `CreateCouserLevel`, …): the platform's list, in
 * the order of their types and then their own, and their changes. A level belongs to one
 * type and shares its business line.
 */
import { asc, count, eq, ilike } from 'drizzle-orm';
import type { CatalogueLevel } from '@machines/contracts';
import { catalogueLevelSchema, type CatalogueLevelValues } from '@machines/validation';
import type { Database } from '../db/client';
import { preparedPage } from '../lib/preparedPage';
import { AppError, HttpStatus } from '../lib/errors';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { validate } from '../lib/validation';
import {
  deleteEntry,
  logEntryChange,
  notFound,
  FIELD_LABELS,
  withUniqueName,
  type CatalogueChange,
} from './changes';
import { perCatalogue, type Catalogue } from './kinds';

export interface LevelFilters {
  /** One level (a page that opens it by id). */
  readonly id?: number;
  readonly typeId?: number;
  readonly name?: string;
  readonly enabled?: boolean;
}

const NAME_TAKEN = 'error.catalogueLevelNameTaken';

function selectLevels(db: Database, { types, levels }: Catalogue) {
  return db
    .select({
      id: levels.id,
      typeId: levels.typeId,
      typeName: types.name,
      typeNameEn: types.nameEn,
      businessLine: types.businessLine,
      name: levels.name,
      nameEn: levels.nameEn,
      sort: levels.sort,
      enabled: levels.enabled,
      updatedAt: levels.updatedAt,
    })
    .from(levels)
    .innerJoin(types, eq(types.id, levels.typeId));
}

type LevelRow = Awaited<ReturnType<typeof selectLevels>>[number];

const toLevel = (row: LevelRow): CatalogueLevel => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

interface LevelConditions {
  readonly id?: number;
  readonly typeId?: number;
  readonly namePattern?: string;
  readonly enabled?: boolean;
}

const levelPage = perCatalogue((catalogue) => {
  const { types, levels } = catalogue;
  return preparedPage<LevelConditions, LevelRow>(
    `${catalogue.kind}_levels`,
    {
      id: (id) => eq(levels.id, id),
      typeId: (typeId) => eq(levels.typeId, typeId),
      namePattern: (pattern) => ilike(levels.name, pattern),
      enabled: (enabled) => eq(levels.enabled, enabled),
    },
    {
      total: (db, where) => db.select({ total: count() }).from(levels).where(where),
      rows: (db, where, page) =>
        selectLevels(db, catalogue)
          .where(where)
          .orderBy(asc(types.sort), asc(types.id), asc(levels.sort), asc(levels.id))
          .limit(page.limit)
          .offset(page.offset),
    },
  );
});

export function queryLevels(
  db: Database,
  catalogue: Catalogue,
  { id, typeId, name, enabled, ...page }: LevelFilters & PageQuery,
): Promise<Page<CatalogueLevel>> {
  const namePattern = name?.trim() ? containsPattern(name.trim()) : undefined;
  const filters = { id, typeId, namePattern, enabled };
  return readPage(page, levelPage(catalogue)(db, { filters }), (rows) => rows.map(toLevel));
}

async function findLevel(db: Database, catalogue: Catalogue, id: number) {
  const [row] = await selectLevels(db, catalogue).where(eq(catalogue.levels.id, id));
  if (!row) throw notFound();
  return row;
}

/** 400 naming `typeId` unless the type exists (a level may join a disabled one). */
async function assertTypeExists(tx: Database, { types }: Catalogue, typeId: number) {
  const [type] = await tx.select({ id: types.id }).from(types).where(eq(types.id, typeId));
  if (type) return;
  const key = 'validation.catalogueTypeMissing';
  throw new AppError(HttpStatus.badRequest, key, {
    field: 'typeId',
    labels: FIELD_LABELS,
    fieldErrors: { typeId: { key } },
  });
}

export async function createLevel(
  db: Database,
  catalogue: Catalogue,
  change: CatalogueChange,
  input: CatalogueLevelValues,
): Promise<CatalogueLevel> {
  const values = await validate(catalogueLevelSchema, input, { labels: FIELD_LABELS });
  const { levels } = catalogue;
  return withUniqueName(NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      await assertTypeExists(tx, catalogue, values.typeId);
      const [created] = await tx
        .insert(levels)
        .values({ ...values, createdAt: change.now, updatedAt: change.now })
        .returning({ id: levels.id });
      if (!created) throw notFound();
      await logEntryChange(tx, change, 'catalogue.create', levels, created.id, { after: values });
      return toLevel(await findLevel(tx, catalogue, created.id));
    }),
  );
}

export async function updateLevel(
  db: Database,
  catalogue: Catalogue,
  change: CatalogueChange,
  { id, ...input }: CatalogueLevelValues & { readonly id: number },
): Promise<CatalogueLevel> {
  const values = await validate(catalogueLevelSchema, input, { labels: FIELD_LABELS });
  const { levels } = catalogue;
  return withUniqueName(NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const before = await findLevel(tx, catalogue, id);
      await assertTypeExists(tx, catalogue, values.typeId);
      await tx
        .update(levels)
        .set({ ...values, updatedAt: change.now })
        .where(eq(levels.id, id));
      await logEntryChange(tx, change, 'catalogue.update', levels, id, {
        before: levelValues(before),
        after: values,
      });
      return toLevel(await findLevel(tx, catalogue, id));
    }),
  );
}

/** Only a level nothing refers to is deleted. */
export function deleteLevel(
  db: Database,
  catalogue: Catalogue,
  change: CatalogueChange,
  { id }: { readonly id: number },
): Promise<{ id: number }> {
  const { levels, levelUsages } = catalogue;
  return deleteEntry(db, change, { table: levels, usages: levelUsages, valuesOf: levelValues }, id);
}

function levelValues(row: {
  readonly typeId: number;
  readonly name: string;
  readonly nameEn: string;
  readonly sort: number;
  readonly enabled: boolean;
}) {
  const { typeId, name, nameEn, sort, enabled } = row;
  return { typeId, name, nameEn, sort, enabled };
}
