/**
 * What an admin action refers to, by name: its target ("张三（13900002001）", "信息系统建设
 * 和服务能力评估 · 三级") and the ids inside its details (`typeId`, `levelId`,
 * `categoryId`, `corporateId`), so an auditor reads names where the log stores ids. Names
 * are read for a whole page at once, one query per kind of thing, in the reader's language;
 * a thing deleted since has no name, and the log shows its id.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accounts,
  certificateLevels,
  certificateTypes,
  corporates,
  corporateVips,
  courseLevels,
  courseTypes,
  creditCategories,
  creditLevels,
  creditMaterials,
  creditTypes,
  type CatalogueLevelTable,
  type CatalogueTypeTable,
} from '../db/schema';
import type { Language } from '../lib/i18n';

type Kind =
  | 'account'
  | 'corporate'
  | 'corporateVip'
  | 'creditType'
  | 'creditLevel'
  | 'courseType'
  | 'courseLevel'
  | 'certificateType'
  | 'certificateLevel'
  | 'creditCategory'
  | 'creditMaterial';

/** The kind of thing a target type names. */
const TARGET_KINDS: Readonly<Record<string, Kind>> = {
  account: 'account',
  corporate_vips: 'corporateVip',
  credit_types: 'creditType',
  credit_levels: 'creditLevel',
  course_types: 'courseType',
  course_levels: 'courseLevel',
  certificate_types: 'certificateType',
  certificate_levels: 'certificateLevel',
  credit_categories: 'creditCategory',
  credit_materials: 'creditMaterial',
};

/** The kind an id inside the details names: a level's `typeId` is a type of its catalogue. */
function detailKind(targetType: string, key: string): Kind | null {
  if (key === 'corporateId') return 'corporate';
  // A copy names the entry it was copied from, of its own table.
  if (key === 'from') return TARGET_KINDS[targetType] ?? null;
  if (key === 'typeId') {
    const kinds: Readonly<Record<string, Kind>> = {
      credit_levels: 'creditType',
      course_levels: 'courseType',
      certificate_levels: 'certificateType',
    };
    return kinds[targetType] ?? null;
  }
  if (key === 'levelId' && targetType === 'credit_categories') return 'creditLevel';
  if (key === 'categoryId' && targetType === 'credit_materials') return 'creditCategory';
  return null;
}

export interface ActionReferences {
  readonly targetType: string;
  readonly targetId: string | null;
  readonly details: Readonly<Record<string, unknown>>;
}

export interface ActionNames {
  /** The target's name, or null when it is gone (or of a type named by no table). */
  readonly targetName: string | null;
  /** `<detail key>:<id>` → name, for every id in the details that still names something. */
  readonly references: Readonly<Record<string, string>>;
}

/** Every `key: id` pair in the details (`…Id`, a copy's `from`), at the top and in `before` / `after`. */
function detailIds(details: Readonly<Record<string, unknown>>): [string, number][] {
  const levels = [details, details.before, details.after].filter(
    (level): level is Record<string, unknown> => typeof level === 'object' && level !== null,
  );
  return levels.flatMap((level) =>
    Object.entries(level).flatMap(([key, value]): [string, number][] =>
      (key.endsWith('Id') || key === 'from') && Number.isSafeInteger(Number(value))
        ? [[key, Number(value)]]
        : [],
    ),
  );
}

const wanted = (ids: Map<Kind, Set<number>>, kind: Kind, id: number) => {
  const set = ids.get(kind) ?? new Set<number>();
  set.add(id);
  ids.set(kind, set);
};

/** Names of the actions' targets and of the ids in their details. */
export async function namesOfActions(
  db: Database,
  actions: readonly ActionReferences[],
  language: Language,
): Promise<ActionNames[]> {
  const ids = new Map<Kind, Set<number>>();
  for (const action of actions) {
    const kind = TARGET_KINDS[action.targetType];
    const id = Number(action.targetId);
    if (kind && action.targetId !== null && Number.isSafeInteger(id)) wanted(ids, kind, id);
    for (const [key, value] of detailIds(action.details)) {
      const referred = detailKind(action.targetType, key);
      if (referred) wanted(ids, referred, value);
    }
  }
  const names = await readNames(db, ids, language);
  const nameOf = (kind: Kind | null | undefined, id: number) =>
    kind ? names.get(`${kind}:${id}`) : undefined;
  return actions.map((action) => {
    const references: Record<string, string> = {};
    for (const [key, value] of detailIds(action.details)) {
      const name = nameOf(detailKind(action.targetType, key), value);
      if (name !== undefined) references[`${key}:${value}`] = name;
    }
    return {
      targetName: nameOf(TARGET_KINDS[action.targetType], Number(action.targetId)) ?? null,
      references,
    };
  });
}

type Named = { id: number; name: string };

/** One query per kind asked for: `<kind>:<id>` → name. */
async function readNames(
  db: Database,
  ids: Map<Kind, Set<number>>,
  language: Language,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const inLanguage = (name: string, nameEn: string) => (language === 'en' && nameEn) || name;
  await Promise.all(
    [...ids].map(async ([kind, set]) => {
      const rows = await READERS[kind](db, [...set], inLanguage);
      for (const row of rows) names.set(`${kind}:${row.id}`, row.name);
    }),
  );
  return names;
}

type Reader = (
  db: Database,
  ids: number[],
  inLanguage: (name: string, nameEn: string) => string,
) => Promise<Named[]>;

const typeReader =
  (table: CatalogueTypeTable): Reader =>
  async (db, ids, inLanguage) =>
    (
      await db
        .select({ id: table.id, name: table.name, nameEn: table.nameEn })
        .from(table)
        .where(inArray(table.id, ids))
    ).map((row) => ({ id: row.id, name: inLanguage(row.name, row.nameEn) }));

const levelReader =
  (levels: CatalogueLevelTable, types: CatalogueTypeTable): Reader =>
  async (db, ids, inLanguage) =>
    (
      await db
        .select({
          id: levels.id,
          name: levels.name,
          nameEn: levels.nameEn,
          typeName: types.name,
          typeNameEn: types.nameEn,
        })
        .from(levels)
        .innerJoin(types, eq(types.id, levels.typeId))
        .where(inArray(levels.id, ids))
    ).map((row) => ({
      id: row.id,
      name: `${inLanguage(row.typeName, row.typeNameEn)} · ${inLanguage(row.name, row.nameEn)}`,
    }));

const categoryNames = levelReader(creditLevels, creditTypes);

const READERS: Readonly<Record<Kind, Reader>> = {
  account: async (db, ids) =>
    (
      await db
        .select({ id: accounts.id, name: accounts.name, userName: accounts.userName })
        .from(accounts)
        .where(inArray(accounts.id, ids))
    ).map((row) => ({ id: row.id, name: `${row.name}（${row.userName}）` })),
  corporate: async (db, ids) =>
    db
      .select({ id: corporates.id, name: corporates.name })
      .from(corporates)
      .where(inArray(corporates.id, ids)),
  corporateVip: async (db, ids) =>
    db
      .select({ id: corporateVips.id, name: corporates.name })
      .from(corporateVips)
      .innerJoin(corporates, eq(corporates.id, corporateVips.corporateId))
      .where(inArray(corporateVips.id, ids)),
  creditType: typeReader(creditTypes),
  courseType: typeReader(courseTypes),
  certificateType: typeReader(certificateTypes),
  creditLevel: levelReader(creditLevels, creditTypes),
  courseLevel: levelReader(courseLevels, courseTypes),
  certificateLevel: levelReader(certificateLevels, certificateTypes),
  creditCategory: async (db, ids, inLanguage) => {
    const categories = await db
      .select({ id: creditCategories.id, levelId: creditCategories.levelId })
      .from(creditCategories)
      .where(inArray(creditCategories.id, ids));
    const levels = new Map(
      (
        await categoryNames(
          db,
          categories.map((category) => category.levelId),
          inLanguage,
        )
      ).map((level) => [level.id, level.name]),
    );
    return categories.flatMap((category) => {
      const name = levels.get(category.levelId);
      return name === undefined ? [] : [{ id: category.id, name }];
    });
  },
  creditMaterial: async (db, ids, inLanguage) =>
    (
      await db
        .select({
          id: creditMaterials.id,
          name: creditMaterials.name,
          nameEn: creditMaterials.nameEn,
        })
        .from(creditMaterials)
        .where(inArray(creditMaterials.id, ids))
    ).map((row) => ({ id: row.id, name: inLanguage(row.name, row.nameEn) })),
};
