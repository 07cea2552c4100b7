/**
 * The review institutions an applicant may name: companies holding an approved
 * review-institution application (of a business line, or of any), the applicant itself
 * left out: nobody reviews its own.
 */
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { OfferedReviewInstitution } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { corporates, institutionApplications } from '../db/schema';

const INSTITUTION_APPROVED = statusFamilies.application.codeOf('approved');

const approvedReviewers = (applicantCorporateId: number, line?: SQL) =>
  and(
    eq(institutionApplications.kind, 'review'),
    eq(institutionApplications.status, INSTITUTION_APPROVED),
    ne(corporates.id, applicantCorporateId),
    line,
  );

/** Who may review the line, by name (a credit application names one of its category's line). */
export function reviewInstitutionsOf(
  db: Database,
  businessLine: number,
  applicantCorporateId: number,
): Promise<OfferedReviewInstitution[]> {
  return db
    .selectDistinct({
      id: corporates.id,
      name: corporates.name,
      businessLine: institutionApplications.businessLine,
    })
    .from(institutionApplications)
    .innerJoin(corporates, eq(corporates.id, institutionApplications.corporateId))
    .where(
      approvedReviewers(
        applicantCorporateId,
        eq(institutionApplications.businessLine, businessLine),
      ),
    )
    .orderBy(asc(corporates.name), asc(corporates.id)) as Promise<OfferedReviewInstitution[]>;
}

/** Every review institution, whatever its lines, by name (a project declaration names one). */
export function anyReviewInstitutions(
  db: Database,
  applicantCorporateId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: corporates.id, name: corporates.name })
    .from(institutionApplications)
    .innerJoin(corporates, eq(corporates.id, institutionApplications.corporateId))
    .where(approvedReviewers(applicantCorporateId))
    .orderBy(asc(corporates.name), asc(corporates.id)) as Promise<{ id: number; name: string }[]>;
}

/** The business lines someone other than the applicant reviews: a category of another waits. */
export async function reviewedLines(
  db: Database,
  applicantCorporateId: number | null,
): Promise<Set<number>> {
  const lines = await db
    .selectDistinct({ line: institutionApplications.businessLine })
    .from(institutionApplications)
    .innerJoin(corporates, eq(corporates.id, institutionApplications.corporateId))
    .where(approvedReviewers(applicantCorporateId ?? -1));
  return new Set(lines.flatMap(({ line }) => (line === null ? [] : [line])));
}
