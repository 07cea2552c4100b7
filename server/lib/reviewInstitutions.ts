/**
 * The review institutions an applicant may name: companies holding an approved
 * review-institution application (of a business line, or of any), the applicant itself
 * left out: nobody reviews its own.
 */
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { OfferedReviewInstitution } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { corporates, institutionApplications } from '../db/schema';

const INSTITUTION_APPROVED = statusFamilies.application.codeOf('approved');

/** Compared with the `applicant` placeholder of the statements below. */
const approvedReviewers = (line?: SQL) =>
  and(
    eq(institutionApplications.kind, 'review'),
    eq(institutionApplications.status, INSTITUTION_APPROVED),
    ne(corporates.id, sql.placeholder('applicant')),
    line,
  );

// Every credit and project form asks these: prepared once (server/db/prepared.ts).
const reviewersOfLine = prepared((db) =>
  db
    .selectDistinct({
      id: corporates.id,
      name: corporates.name,
      businessLine: institutionApplications.businessLine,
    })
    .from(institutionApplications)
    .innerJoin(corporates, eq(corporates.id, institutionApplications.corporateId))
    .where(approvedReviewers(eq(institutionApplications.businessLine, sql.placeholder('line'))))
    .orderBy(asc(corporates.name), asc(corporates.id))
    .prepare('review_institutions_of_line'),
);

const reviewersOfAnyLine = prepared((db) =>
  db
    .selectDistinct({ id: corporates.id, name: corporates.name })
    .from(institutionApplications)
    .innerJoin(corporates, eq(corporates.id, institutionApplications.corporateId))
    .where(approvedReviewers())
    .orderBy(asc(corporates.name), asc(corporates.id))
    .prepare('review_institutions_any'),
);

const linesReviewed = prepared((db) =>
  db
    .selectDistinct({ line: institutionApplications.businessLine })
    .from(institutionApplications)
    .innerJoin(corporates, eq(corporates.id, institutionApplications.corporateId))
    .where(approvedReviewers())
    .prepare('review_institution_lines'),
);

/** Who may review the line, by name (a credit application names one of its category's line). */
export function reviewInstitutionsOf(
  db: Database,
  businessLine: number,
  applicantCorporateId: number,
): Promise<OfferedReviewInstitution[]> {
  return reviewersOfLine(db).execute({
    line: businessLine,
    applicant: applicantCorporateId,
  }) as Promise<OfferedReviewInstitution[]>;
}

/** Every review institution, whatever its lines, by name (a project declaration names one). */
export function anyReviewInstitutions(
  db: Database,
  applicantCorporateId: number,
): Promise<{ id: number; name: string }[]> {
  return reviewersOfAnyLine(db).execute({ applicant: applicantCorporateId });
}

/** The business lines someone other than the applicant reviews: a category of another waits. */
export async function reviewedLines(
  db: Database,
  applicantCorporateId: number | null,
): Promise<Set<number>> {
  const lines = await linesReviewed(db).execute({ applicant: applicantCorporateId ?? -1 });
  return new Set(lines.flatMap(({ line }) => (line === null ? [] : [line])));
}
