/**
 * What a form offers from a catalogue in one answer: the enabled types, each with its
 * enabled levels, in sort order (a course's level and the certificate it leads to).
 */
import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import type { OfferedCatalogueTypeWithLevels } from '@machines/contracts';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import type { CatalogueLevelTable, CatalogueTypeTable } from '../db/schema';
import { integer, object, string } from './schemas';

export interface CatalogueTables {
  readonly types: CatalogueTypeTable;
  readonly levels: CatalogueLevelTable;
}

/**
 * The two statements of a catalogue's choices, with or without a business line: the enabled
 * types, and the enabled levels of those types (read side by side). Every course form asks
 * them: prepared once per catalogue and shape (server/db/prepared.ts).
 */
function choiceStatements({ types, levels }: CatalogueTables, byLine: boolean) {
  const offeredTypes = and(
    eq(types.enabled, true),
    byLine ? eq(types.businessLine, sql.placeholder('line')) : undefined,
  );
  const name = `${getTableName(types)}_choices${byLine ? '_of_line' : ''}`;
  return {
    types: prepared((db) =>
      db
        .select({
          id: types.id,
          name: types.name,
          nameEn: types.nameEn,
          businessLine: types.businessLine,
        })
        .from(types)
        .where(offeredTypes)
        .orderBy(asc(types.sort), asc(types.id))
        .prepare(name),
    ),
    levels: prepared((db) =>
      db
        .select({ typeId: levels.typeId, id: levels.id, name: levels.name, nameEn: levels.nameEn })
        .from(levels)
        .innerJoin(types, eq(types.id, levels.typeId))
        .where(and(eq(levels.enabled, true), offeredTypes))
        .orderBy(asc(levels.sort), asc(levels.id))
        .prepare(`${name}_levels`),
    ),
  };
}

const statementsByShape = new Map<string, ReturnType<typeof choiceStatements>>();

function statementsOf(tables: CatalogueTables, byLine: boolean) {
  const key = `${getTableName(tables.types)}:${byLine}`;
  let statements = statementsByShape.get(key);
  if (statements === undefined) {
    statements = choiceStatements(tables, byLine);
    statementsByShape.set(key, statements);
  }
  return statements;
}

/** The enabled types (only those of `businessLine` when given) with their enabled levels. */
export async function offeredTypesWithLevels(
  db: Database,
  tables: CatalogueTables,
  businessLine?: number,
): Promise<OfferedCatalogueTypeWithLevels[]> {
  const statements = statementsOf(tables, businessLine !== undefined);
  const values = businessLine === undefined ? {} : { line: businessLine };
  const [typeRows, levelRows] = await Promise.all([
    statements.types(db).execute(values),
    statements.levels(db).execute(values),
  ]);
  return typeRows.map((type) => ({
    ...type,
    levels: levelRows
      .filter((level) => level.typeId === type.id)
      .map(({ id, name, nameEn }) => ({ id, name, nameEn })),
  }));
}

const levelSchema = object({ id: integer, name: string(), nameEn: string() });

export const offeredTypeWithLevelsSchema = object({
  id: integer,
  name: string(),
  nameEn: string(),
  businessLine: integer,
  levels: { type: 'array', items: levelSchema },
});
