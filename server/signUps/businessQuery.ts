/**
 * The business query of personnel certificates (`businessPerson`, 01000): issued ones
 * (in force, expired, revoked) searched by the holder's name, their whole ID card number
 * (a number in hand is matched; a part of one finds nothing, so numbers cannot be fished
 * for) or the certificate number's start. The ID card number answers masked.
 */
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  like,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PersonnelCertificateRecord } from '@machines/contracts';
import type { Database } from '../db/client';
import { preparedPage } from '../lib/preparedPage';
import { corporates, courses, people, signUpStatusCounts, signUps } from '../db/schema';
import { keptTotalStatement } from '../lib/derivedCounts';
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

const holderIdCard = sql<string>`coalesce(${signUps.traineeIdCard}, ${people.idCard})`;

interface CertificateFilters {
  /** In force on this day (issued, its last day not passed). */
  readonly inForceOn?: string;
  /** Expired by this day: marked so, or issued with its last day passed. */
  readonly expiredBy?: string;
  /** Any other status, which no day decides (revoked). */
  readonly status?: number;
  readonly namePattern?: string;
  readonly idCard?: string;
  readonly numberPrefix?: string;
}

const ISSUED_SET = inArray(signUps.status, [...ISSUED_CERTIFICATE_STATUSES]);

/** Issued certificates prepared by shape (server/lib/preparedPage.ts), latest issued first. */
const certificatePage = preparedPage<CertificateFilters, CertificateRow>(
  'personnel_certificates',
  {
    inForceOn: (today) => and(eq(signUps.status, ISSUED), gte(signUps.expiresOn, today)) as SQL,
    expiredBy: (today) =>
      or(
        eq(signUps.status, EXPIRED),
        and(eq(signUps.status, ISSUED), lt(signUps.expiresOn, today)),
      ) as SQL,
    status: (status) => eq(signUps.status, status),
    namePattern: (pattern) => ilike(signUps.traineeName, pattern),
    idCard: (idCard) => eq(holderIdCard, idCard),
    numberPrefix: (prefix) => like(signUps.certificateNumber, prefix),
  },
  {
    total: (db, where, shape) => {
      // Unfiltered, or one status no day decides: the counts the database keeps.
      const dated = shape.has('inForceOn') || shape.has('expiredBy');
      const searched = shape.has('namePattern') || shape.has('idCard') || shape.has('numberPrefix');
      if (!dated && !searched) {
        return keptTotalStatement(
          db,
          signUpStatusCounts,
          { in: ISSUED_CERTIFICATE_STATUSES },
          shape.has('status'),
        );
      }
      // The holder's person for the ID card number.
      return db
        .select({ total: count() })
        .from(signUps)
        .leftJoin(people, eq(people.id, signUps.personId))
        .where(and(ISSUED_SET, where));
    },
    rows: (db, where, { limit, offset }) =>
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
        .where(and(ISSUED_SET, where))
        .orderBy(desc(signUps.issuedOn), desc(signUps.id))
        .limit(limit)
        .offset(offset),
  },
);

interface CertificateRow {
  readonly id: number;
  readonly status: number;
  readonly certificateNo: string | null;
  readonly holderName: string;
  readonly holderIdCard: string;
  readonly courseName: string;
  readonly institutionName: string;
  readonly issuedOn: string | null;
  readonly expiresOn: string | null;
}

/** "In `status` on `today`": one in force past its last day counts as expired. */
function statusFilters(status: number | undefined, today: string): CertificateFilters {
  if (status === ISSUED) return { inForceOn: today };
  if (status === EXPIRED) return { expiredBy: today };
  return { status };
}

export function queryPersonnelCertificates(
  db: Database,
  query: PersonnelCertificateQuery,
  today: string,
): Promise<Page<PersonnelCertificateRecord>> {
  const name = query.traineeName?.trim();
  const idCard = query.idCard?.trim().toUpperCase();
  const number = query.certificateNumber?.trim();
  const reads = certificatePage(db, {
    filters: {
      ...statusFilters(query.status, today),
      namePattern: name ? containsPattern(name) : undefined,
      idCard: idCard || undefined,
      numberPrefix: number ? prefixPattern(number) : undefined,
    },
  });
  return readPage(query, reads, (rows) =>
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
