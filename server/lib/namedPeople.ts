/**
 * The people records name from a roster (an institution's teachers or assessors, the
 * people a credit application counts, a course's teachers), each record's in the order it
 * names them, for a whole page in one query. A person whose verification no longer stands
 * (revoked, deleted) is still named, marked so.
 */
import { asc, eq, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InstitutionPerson } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { inIds, prepared } from '../db/prepared';
import { people } from '../db/schema';
import { AppError, HttpStatus } from './errors';

const VERIFIED = statusFamilies.application.codeOf('approved');

/** A link table: which record, which person, in which place. */
export interface PeopleLink {
  readonly table: PgTable;
  readonly ownerId: PgColumn;
  readonly personId: PgColumn;
  readonly position: PgColumn;
}

/**
 * Each link's statement, prepared once (server/db/prepared.ts): every page of a list asks
 * it. Kept by the link's table and columns, so a link written afresh per call is one too.
 */
const statementsByLink = new Map<string, ReturnType<typeof linkStatement>>();

function linkStatement(link: PeopleLink, name: string) {
  return prepared((db) =>
    db
      .select({
        ownerId: link.ownerId,
        id: people.id,
        name: people.name,
        education: people.education,
        professionalTitle: people.professionalTitle,
        status: people.status,
        deletedAt: people.deletedAt,
      })
      .from(link.table)
      .innerJoin(people, eq(people.id, link.personId))
      .where(inIds(link.ownerId))
      .orderBy(asc(link.ownerId), asc(link.position))
      .prepare(name),
  );
}

function statementOf(link: PeopleLink) {
  const table = getTableName(link.table);
  const key = [table, link.ownerId.name, link.personId.name, link.position.name].join('.');
  let statement = statementsByLink.get(key);
  if (statement === undefined) {
    statement = linkStatement(link, `named_people_${table}_${statementsByLink.size}`);
    statementsByLink.set(key, statement);
  }
  return statement;
}

export async function namedPeopleOf(
  db: Database,
  link: PeopleLink,
  ownerIds: readonly number[],
): Promise<Map<number, InstitutionPerson[]>> {
  const byOwner = new Map<number, InstitutionPerson[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await statementOf(link)(db).execute({ ids: [...ownerIds] });
  for (const row of rows) {
    const ownerId = Number(row.ownerId);
    const list = byOwner.get(ownerId) ?? [];
    list.push({
      id: row.id,
      name: row.name ?? '',
      education: row.education ?? '',
      professionalTitle: row.professionalTitle ?? '',
      verified: row.status === VERIFIED && row.deletedAt === null,
    });
    byOwner.set(ownerId, list);
  }
  return byOwner;
}

/** Which person comes off which versioned record (`delete-userapplycredit`, `…-userapplycourseId`). */
export interface PersonRemoval {
  readonly id: number;
  readonly version: number;
  readonly personId: number;
}

/**
 * The people a record keeps once one comes off, in their order: the list its writer then
 * saves like any change, so the workflow machine decides whether it may still change. One
 * the record does not name is refused naming the field.
 */
export function peopleWithout(
  named: readonly { readonly id: number }[],
  personId: number,
): number[] {
  if (!named.some((person) => person.id === personId)) {
    const key = 'validation.personNotNamed';
    throw new AppError(HttpStatus.badRequest, key, {
      field: 'personId',
      fieldErrors: { personId: { key } },
    });
  }
  return named.map((person) => person.id).filter((id) => id !== personId);
}
