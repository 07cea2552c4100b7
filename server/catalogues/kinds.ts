/**
 * The three catalogues of issue 13 and what each is made of: its tables, the permissions
 * that list and change it, and what may refer to its entries (a delete is refused while
 * anything does). Later issues add their users here: credit categories, courses.
 */
import { count, eq, getTableName } from 'drizzle-orm';
import type { Permission } from '@machines/access';
import type { CatalogueKind } from '@machines/contracts';
import type { Database } from '../db/client';
import {
  certificateLevels,
  certificateTypes,
  courseLevels,
  courses,
  courseTypes,
  creditCategories,
  creditLevels,
  creditTypes,
  type CatalogueLevelTable,
  type CatalogueTypeTable,
} from '../db/schema';

/** Something that refers to an entry: how many do, and the message naming them. */
export interface UsageCheck {
  /** i18n key taking `name` (the entry) and `count`. */
  readonly key: string;
  readonly count: (db: Database, id: number) => Promise<number>;
}

export interface Catalogue {
  readonly kind: CatalogueKind;
  readonly types: CatalogueTypeTable;
  readonly levels: CatalogueLevelTable;
  readonly listPermission: Permission;
  readonly administerPermission: Permission;
  /** What refers to a type, and to a level. */
  readonly typeUsages: readonly UsageCheck[];
  readonly levelUsages: readonly UsageCheck[];
}

/** A type's own levels keep it in use: they are removed (or moved) first. */
function levelsOf(levels: CatalogueLevelTable): UsageCheck {
  return {
    key: 'error.catalogueTypeHasLevels',
    count: async (db, id) => {
      const [row] = await db.select({ total: count() }).from(levels).where(eq(levels.typeId, id));
      return row?.total ?? 0;
    },
  };
}

/** A credit level offered as a category (`credit-category/create-credit`) stays. */
const creditLevelCategories: UsageCheck = {
  key: 'error.catalogueLevelHasCategory',
  count: async (db, levelId) => {
    const [row] = await db
      .select({ total: count() })
      .from(creditCategories)
      .where(eq(creditCategories.levelId, levelId));
    return row?.total ?? 0;
  },
};

/** A course level a course teaches, or a certificate level a course leads to, stays. */
function levelCourses(column: typeof courses.courseLevelId | typeof courses.certificateLevelId) {
  return {
    key: 'error.catalogueLevelHasCourse',
    count: async (db: Database, levelId: number) => {
      const [row] = await db.select({ total: count() }).from(courses).where(eq(column, levelId));
      return row?.total ?? 0;
    },
  } satisfies UsageCheck;
}

function catalogue(
  kind: CatalogueKind,
  types: CatalogueTypeTable,
  levels: CatalogueLevelTable,
  levelUsages: readonly UsageCheck[] = [],
): Catalogue {
  return {
    kind,
    types,
    levels,
    listPermission: `${kind}Catalogue.list`,
    administerPermission: `${kind}Catalogue.administer`,
    typeUsages: [levelsOf(levels)],
    levelUsages,
  };
}

export const catalogues: Readonly<Record<CatalogueKind, Catalogue>> = {
  credit: catalogue('credit', creditTypes, creditLevels, [creditLevelCategories]),
  course: catalogue('course', courseTypes, courseLevels, [levelCourses(courses.courseLevelId)]),
  certificate: catalogue('certificate', certificateTypes, certificateLevels, [
    levelCourses(courses.certificateLevelId),
  ]),
};

/** Something made once per catalogue on first use (its lists' prepared statements). */
export function perCatalogue<Made>(
  make: (catalogue: Catalogue) => Made,
): (catalogue: Catalogue) => Made {
  const made = new Map<CatalogueKind, Made>();
  return (catalogue) => {
    let value = made.get(catalogue.kind);
    if (value === undefined) {
      value = make(catalogue);
      made.set(catalogue.kind, value);
    }
    return value;
  };
}

/** The admin log's target type of an entry: the table's name (`credit_types`). */
export const targetTypeOf = (table: CatalogueTypeTable | CatalogueLevelTable): string =>
  getTableName(table);
