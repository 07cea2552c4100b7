/**
 * The business query of personnel certificates (`businessPerson`, 01000): issued ones
 * (in force, expired, revoked) searched by the holder's name, their whole ID card number
 * (a number in hand is matched; a part of one finds nothing, so numbers cannot be fished
 * for) or the certificate number's start. The ID card number answers masked.
 */
import { and, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { PersonnelCertificateRecord } from '@machines/contracts';
import type { Database } from '../db/client';
import { corporates, courses, people, signUpStatusCounts, signUps } from '../db/schema';
import { countedByStatus } from '../lib/derivedCounts';
import { personnelCertificateStatus } from '../lib/certificates/personnelVerification';
import { maskIdCard } from '../lib/masking';
import { containsPattern, prefixPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { signUpFamily } from './entity';

const ISSUED = signUpFamily.codeOf('certificateIssued');
const EXPIRED = signUpFamily.codeOf('certificateExpired');
const REVOKED = signUpFamily.codeOf('certificateRevoked');
export const ISSUED_CERTIFICATE_STATUSES = [ISSUED, EXPIRED, REVOKED] as const;

export interface PersonnelCertificateQuery extends PageQuery {
  readonly status?: number;
  readonly traineeName?: string;
  readonly idCard?: string;
  readonly certificateNumber?: string;
}

/** "In `status` on `today`": one in force past its last day counts as expired. */
function inStatus(status: number, today: string): SQL | undefined {
  if (status === ISSUED)
    return and(eq(signUps.status, ISSUED), sql`${signUps.expiresOn} >= ${today}`);
  if (status === EXPIRED) {
    return or(
      eq(signUps.status, EXPIRED),
      and(eq(signUps.status, ISSUED), sql`${signUps.expiresOn} < ${today}`),
    );
  }
  return eq(signUps.status, status);
}

const holderIdCard = sql<string>`coalesce(${signUps.traineeIdCard}, ${people.idCard})`;

export function queryPersonnelCertificates(
  db: Database,
  query: PersonnelCertificateQuery,
  today: string,
): Promise<Page<PersonnelCertificateRecord>> {
  const name = query.traineeName?.trim();
  const idCard = query.idCard?.trim().toUpperCase();
  const number = query.certificateNumber?.trim();
  const where = and(
    inArray(signUps.status, [...ISSUED_CERTIFICATE_STATUSES]),
    query.status === undefined ? undefined : inStatus(query.status, today),
    name ? ilike(signUps.traineeName, containsPattern(name)) : undefined,
    idCard ? eq(holderIdCard, idCard) : undefined,
    number ? like(signUps.certificateNumber, prefixPattern(number)) : undefined,
  );
  // Unfiltered, or revoked ones (no date decides those): the counts the database keeps.
  const kept = !name && !idCard && !number && (query.status ?? REVOKED) === REVOKED;
  return readPage(
    query,
    {
      // The holder's person for the ID card number; the course and institution for rows.
      total: kept
        ? countedByStatus(db, signUpStatusCounts, {
            in: query.status === undefined ? [...ISSUED_CERTIFICATE_STATUSES] : [REVOKED],
          })
        : db
            .select({ total: count() })
            .from(signUps)
            .leftJoin(people, eq(people.id, signUps.personId))
            .where(where),
      rows: (limit, offset) =>
        db
          .select({
            id: signUps.id,
            status: signUps.status,
            certificateNo: signUps.certificateNumber,
            holderName: signUps.traineeName,
            holderIdCard,
            courseName: courses.name,
            institutionName: corporates.name,
            issuedOn: signUps.issuedOn,
            expiresOn: signUps.expiresOn,
          })
          .from(signUps)
          .innerJoin(courses, eq(courses.id, signUps.courseId))
          .innerJoin(corporates, eq(corporates.id, courses.corporateId))
          .leftJoin(people, eq(people.id, signUps.personId))
          .where(where)
          .orderBy(desc(signUps.issuedOn), desc(signUps.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) =>
      rows.map((row) => ({
        id: row.id,
        certificateNo: row.certificateNo ?? '',
        status: personnelCertificateStatus(row.status, row.expiresOn, today),
        holderName: row.holderName,
        holderIdCard: row.holderIdCard ? maskIdCard(row.holderIdCard) : '',
        courseName: row.courseName,
        institutionName: row.institutionName,
        issuedOn: row.issuedOn ?? '',
        expiresOn: row.expiresOn ?? '',
      })),
  );
}
