/**
 * Issued certificates as anyone outside the company may know them: the business query
 * (`businessCredit`, 01000) and the public verification read them here. A certificate in
 * force past its last day reads as expired, whether or not the hourly sweep has run.
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
import type { CertificateRecord } from '@machines/contracts';
import type { Database } from '../db/client';
import { corporates, creditApplications, creditStatusCounts } from '../db/schema';
import { localDate } from '../lib/dates';
import { containsPattern, prefixPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { APPROVED, EXPIRED, qualificationFamily } from './entity';
import { selectApplications, type CreditApplicationRow } from './rows';

const REVOKED = qualificationFamily.codeOf('revoked');
/** The statuses an issued certificate can be in. */
export const CERTIFICATE_STATUSES = [APPROVED, EXPIRED, REVOKED] as const;

/** The status a certificate is in on `today` (YYYY-MM-DD). */
export function certificateStatus(status: number, expiresOn: string | null, today: string) {
  return status === APPROVED && expiresOn !== null && expiresOn < today ? EXPIRED : status;
}

/** The condition "in `status` on `today`", the lapsed-but-not-swept ones counted as expired. */
function inStatus(status: number, today: string): SQL | undefined {
  const table = creditApplications;
  if (status === APPROVED) return and(eq(table.status, APPROVED), gte(table.expiresOn, today));
  if (status === EXPIRED) {
    return or(
      eq(table.status, EXPIRED),
      and(eq(table.status, APPROVED), lt(table.expiresOn, today)),
    );
  }
  return eq(table.status, status);
}

export function toCertificateRecord(
  { application, ...names }: CreditApplicationRow,
  today: string,
): CertificateRecord {
  return {
    id: application.id,
    certificateNo: application.certificateNo ?? '',
    status: certificateStatus(application.status, application.expiresOn, today),
    companyName: names.companyName,
    creditCode: names.creditCode ?? '',
    typeName: names.typeName,
    typeNameEn: names.typeNameEn,
    levelName: names.levelName,
    levelNameEn: names.levelNameEn,
    businessLine: names.businessLine,
    issuedOn: application.issuedOn ?? '',
    expiresOn: application.expiresOn ?? '',
  };
}

export interface CertificateQuery extends PageQuery {
  readonly status?: number;
  /** Contained in the company name. */
  readonly companyName?: string;
  /** The start of the unified social credit code. */
  readonly creditCode?: string;
  /** The start of the certificate number. */
  readonly certificateNo?: string;
}

/** How many applications are in `statuses` now: derived.credit_status_counts, O(1). */
async function keptTotal(db: Database, statuses: number[]): Promise<number> {
  const [kept] = await db
    .select({ total: sql<number>`coalesce(sum(${creditStatusCounts.total}), 0)::int` })
    .from(creditStatusCounts)
    .where(inArray(creditStatusCounts.status, statuses));
  return Number(kept?.total ?? 0);
}

/** `credit-category/query-business-credit-page`: issued certificates, the latest first. */
export function queryCertificatePage(
  db: Database,
  query: CertificateQuery,
  now: Date,
): Promise<Page<CertificateRecord>> {
  const table = creditApplications;
  const today = localDate(now);
  const company = query.companyName?.trim();
  const code = query.creditCode?.trim();
  const number = query.certificateNo?.trim();
  // The company in a subquery: the count needs no join.
  const companies = (condition: SQL) =>
    db.select({ id: corporates.id }).from(corporates).where(condition);
  const where = and(
    inArray(table.status, [...CERTIFICATE_STATUSES]),
    query.status === undefined ? undefined : inStatus(query.status, today),
    number ? like(table.certificateNo, prefixPattern(number)) : undefined,
    company
      ? inArray(table.corporateId, companies(ilike(corporates.name, containsPattern(company))))
      : undefined,
    code
      ? inArray(table.corporateId, companies(like(corporates.creditCode, prefixPattern(code))))
      : undefined,
  );
  // Unnarrowed (every issued certificate, or the revoked ones), the total is the sum of the
  // counts the database keeps per status; in force and expired depend on today's date.
  const kept =
    !number && !company && !code && (query.status === undefined || query.status === REVOKED);
  return readPage(
    query,
    {
      total: kept
        ? keptTotal(db, query.status === undefined ? [...CERTIFICATE_STATUSES] : [REVOKED])
        : db.select({ total: count() }).from(table).where(where),
      rows: (limit, offset) =>
        selectApplications(db)
          .where(where)
          .orderBy(desc(table.issuedOn), desc(table.id))
          .limit(limit)
          .offset(offset),
    },
    (found) => Promise.resolve(found.map((row) => toCertificateRecord(row, today))),
  );
}
