/**
 * An institution's teachers (training) or assessors (review): the people its approved
 * applications of that kind name who are still verified on its roster. The institution
 * pages list them; a credit review names one of its assessors.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { InstitutionKind } from '@machines/access';
import type { InstitutionPerson } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { institutionApplications, institutionPeople, people } from '../db/schema';

const APPROVED = statusFamilies.application.codeOf('approved');

/** Every institution page and credit review asks it: prepared once (server/db/prepared.ts). */
const staffOf = prepared((db) =>
  db
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
        eq(institutionApplications.corporateId, sql.placeholder('corporateId')),
        eq(institutionApplications.kind, sql.placeholder('kind')),
        eq(institutionApplications.status, APPROVED),
        eq(people.corporateId, sql.placeholder('corporateId')),
        eq(people.status, APPROVED),
        isNull(people.deletedAt),
      ),
    )
    .orderBy(asc(people.name), asc(people.id))
    .prepare('institution_staff'),
);

export async function institutionStaff(
  db: Database,
  corporateId: number,
  kind: InstitutionKind,
): Promise<InstitutionPerson[]> {
  const rows = await staffOf(db).execute({ corporateId, kind });
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    education: row.education ?? '',
    professionalTitle: row.professionalTitle ?? '',
    verified: true,
  }));
}
