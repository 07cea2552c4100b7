/**
 * An institution's teachers (training) or assessors (review): the people its approved
 * applications of that kind name who are still verified on its roster. The institution
 * asks for its own; the platform names the company.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { roleKind, type InstitutionKind } from '@machines/access';
import type { InstitutionPerson } from '@machines/contracts';
import type { Database } from '../db/client';
import { institutionApplications, institutionPeople, people } from '../db/schema';
import type { Actor } from '../lib/access';
import { AppError, HttpStatus } from '../lib/errors';
import { APPROVED } from './entity';

/** Whose staff the actor asks for: its own company, or (platform) the one it names. */
export function staffCompanyOf(actor: Actor, corporateId: number | undefined): number {
  if (roleKind(actor.activeRole) === 'platform') {
    if (corporateId === undefined) {
      const key = 'validation.required';
      throw new AppError(HttpStatus.badRequest, key, {
        field: 'corporateId',
        fieldErrors: { corporateId: { key } },
      });
    }
    return corporateId;
  }
  if (actor.corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
  // Another company's staff do not exist for an institution.
  if (corporateId !== undefined && corporateId !== actor.corporateId) {
    throw new AppError(HttpStatus.notFound, 'error.notFound');
  }
  return actor.corporateId;
}

export async function institutionStaff(
  db: Database,
  corporateId: number,
  kind: InstitutionKind,
): Promise<InstitutionPerson[]> {
  const rows = await db
    .selectDistinctOn([people.name, people.id], {
      id: people.id,
      name: people.name,
      education: people.education,
      professionalTitle: people.professionalTitle,
    })
    .from(institutionPeople)
    .innerJoin(
      institutionApplications,
      eq(institutionApplications.id, institutionPeople.applicationId),
    )
    .innerJoin(people, eq(people.id, institutionPeople.personId))
    .where(
      and(
        eq(institutionApplications.corporateId, corporateId),
        eq(institutionApplications.kind, kind),
        eq(institutionApplications.status, APPROVED),
        eq(people.corporateId, corporateId),
        eq(people.status, APPROVED),
        isNull(people.deletedAt),
      ),
    )
    .orderBy(asc(people.name), asc(people.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    education: row.education ?? '',
    professionalTitle: row.professionalTitle ?? '',
    verified: true,
  }));
}
