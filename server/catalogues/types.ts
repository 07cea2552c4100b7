/**
 * A catalogue's types (`CreditTypes`, `CreateCouserType`, …, `Copy`): the platform's list,
 * in sort order with each type's level count, and its changes.
 */
import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { CatalogueType } from '@machines/contracts';
import { catalogueTypeSchema, type CatalogueTypeValues } from '@machines/validation';
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

export interface TypeFilters {
  readonly name?: string;
  readonly businessLine?: number;
  readonly enabled?: boolean;
}

const NAME_TAKEN = 'error.catalogueNameTaken';

function selectTypes(db: Database, { types, levels }: Catalogue) {
  const levelCount = db
    .select({ typeId: levels.typeId, total: count().as('total') })
    .from(levels)
    .groupBy(levels.typeId)
    .as('level_count');
  return db
    .select({
      id: types.id,
      name: types.name,
      nameEn: types.nameEn,
      businessLine: types.businessLine,
      sort: types.sort,
      enabled: types.enabled,
      levelCount: sql<number>`coalesce(${levelCount.total}, 0)`.mapWith(Number),
      updatedAt: types.updatedAt,
    })
    .from(types)
    .leftJoin(levelCount, eq(levelCount.typeId, types.id));
}

type TypeRow = Awaited<ReturnType<typeof selectTypes>>[number];

const toType = (row: TypeRow): CatalogueType => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

interface TypeConditions {
  readonly namePattern?: string;
  readonly businessLine?: number;
  readonly enabled?: boolean;
}

const typePage = perCatalogue((catalogue) => {
  const { types } = catalogue;
  return preparedPage<TypeConditions, TypeRow>(
    `${catalogue.kind}_types`,
    {
      namePattern: (pattern) => ilike(types.name, pattern),
      businessLine: (line) => eq(types.businessLine, line),
      enabled: (enabled) => eq(types.enabled, enabled),
    },
    {
      total: (db, where) => db.select({ total: count() }).from(types).where(where),
      rows: (db, where, page) =>
        selectTypes(db, catalogue)
          .where(where)
          .orderBy(asc(types.sort), asc(types.id))
          .limit(page.limit)
          .offset(page.offset),
    },
  );
});

export function queryTypes(
  db: Database,
  catalogue: Catalogue,
  { name, businessLine, enabled, ...page }: TypeFilters & PageQuery,
): Promise<Page<CatalogueType>> {
  const namePattern = name?.trim() ? containsPattern(name.trim()) : undefined;
  const filters = { namePattern, businessLine, enabled };
  return readPage(page, typePage(catalogue)(db, { filters }), (rows) => rows.map(toType));
}

async function findType(db: Database, catalogue: Catalogue, id: number) {
  const [row] = await selectTypes(db, catalogue).where(eq(catalogue.types.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createType(
  db: Database,
  catalogue: Catalogue,
  change: CatalogueChange,
  input: CatalogueTypeValues,
): Promise<CatalogueType> {
  const values = await validate(catalogueTypeSchema, input, { labels: FIELD_LABELS });
  const { types } = catalogue;
  return withUniqueName(NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(types)
        .values({ ...values, createdAt: change.now, updatedAt: change.now })
        .returning({ id: types.id });
      if (!created) throw notFound();
      await logEntryChange(tx, change, 'catalogue.create', types, created.id, { after: values });
      return toType(await findType(tx, catalogue, created.id));
    }),
  );
}

export async function updateType(
  db: Database,
  catalogue: Catalogue,
  change: CatalogueChange,
  { id, ...input }: CatalogueTypeValues & { readonly id: number },
): Promise<CatalogueType> {
  const values = await validate(catalogueTypeSchema, input, { labels: FIELD_LABELS });
  const { types } = catalogue;
  return withUniqueName(NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const before = await findType(tx, catalogue, id);
      await tx
        .update(types)
        .set({ ...values, updatedAt: change.now })
        .where(eq(types.id, id));
      await logEntryChange(tx, change, 'catalogue.update', types, id, {
        before: entryValues(before),
        after: values,
      });
      return toType(await findType(tx, catalogue, id));
    }),
  );
}

/** Only a type nothing refers to (not even its own levels) is deleted. */
export function deleteType(
  db: Database,
  catalogue: Catalogue,
  change: CatalogueChange,
  { id }: { readonly id: number },
): Promise<{ id: number }> {
  const { types, typeUsages } = catalogue;
  return deleteEntry(db, change, { table: types, usages: typeUsages, valuesOf: entryValues }, id);
}

/**
 * `Copy`: the type and its levels under a new name ("…（副本）", then "…（副本 2）", …),
 * switched off until the platform has made it what it wants and enables it.
 */
export async function copyType(
  db: Database,
  catalogue: Catalogue,
  change: CatalogueChange,
  { id }: { readonly id: number },
): Promise<CatalogueType> {
  const { types, levels } = catalogue;
  const { now } = change;
  return db.transaction(async (tx) => {
    const source = await findType(tx, catalogue, id);
    const names = await freeCopyNames(tx, catalogue, source);
    const [copy] = await tx
      .insert(types)
      .values({
        ...names,
        businessLine: source.businessLine,
        sort: source.sort,
        enabled: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: types.id });
    if (!copy) throw notFound();
    const sourceLevels = await tx
      .select({
        name: levels.name,
        nameEn: levels.nameEn,
        sort: levels.sort,
        enabled: levels.enabled,
      })
      .from(levels)
      .where(eq(levels.typeId, id))
      .orderBy(asc(levels.sort), asc(levels.id));
    if (sourceLevels.length > 0) {
      await tx.insert(levels).values(
        sourceLevels.map((level) => ({
          ...level,
          typeId: copy.id,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    await logEntryChange(tx, change, 'catalogue.copy', types, copy.id, {
      from: id,
      name: names.name,
      levels: sourceLevels.length,
    });
    return toType(await findType(tx, catalogue, copy.id));
  });
}

const MAX_COPIES = 100;

async function freeCopyNames(
  tx: Database,
  { types }: Catalogue,
  source: { readonly name: string; readonly nameEn: string },
) {
  for (let number = 1; number <= MAX_COPIES; number += 1) {
    const suffix = number === 1 ? '' : ` ${number}`;
    const name = `${source.name}（副本${suffix}）`;
    const [taken] = await tx.select({ id: types.id }).from(types).where(eq(types.name, name));
    if (!taken) return { name, nameEn: `${source.nameEn} (copy${suffix})` };
  }
  throw new AppError(HttpStatus.conflict, NAME_TAKEN);
}

/** The values an entry's admin log row shows before and after a change. */
function entryValues(row: {
  readonly name: string;
  readonly nameEn: string;
  readonly businessLine: number;
  readonly sort: number;
  readonly enabled: boolean;
}) {
  const { name, nameEn, businessLine, sort, enabled } = row;
  return { name, nameEn, businessLine, sort, enabled };
}
