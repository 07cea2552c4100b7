/**
 * One company as platform staff see it (issue 12): who it is, its real-name standing,
 * membership, institution roles, personnel and every application it submitted. Read
 * straight from the tables the areas write; no area's code is needed for a summary.
 */
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { institutionRoleOf, type InstitutionKind } from '@machines/access';
import type {
  CompanyApplicationSummary,
  CompanyDetail,
  CorporateTypeCount,
} from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import {
  accounts,
  corporateTypeCounts,
  corporates,
  corporateVips,
  institutionApplications,
  people,
  realnameApplications,
  vipApplications,
} from '../db/schema';
import { approvedInstitutionLines } from '../lib/approvedInstitutionLines';
import { AppError, HttpStatus } from '../lib/errors';

const family = statusFamilies.application;
const DRAFT = family.codeOf('draft');
const APPROVED = family.codeOf('approved');
const MAX_APPLICATIONS = 50;

/** The company compared with: every statement below is prepared once (server/db/prepared.ts). */
const COMPANY = sql.placeholder('id');

const companyRow = prepared((db) =>
  db.select().from(corporates).where(eq(corporates.id, COMPANY)).prepare('company_detail'),
);

const membershipOf = prepared((db) =>
  db
    .select({
      status: corporateVips.status,
      levelCode: corporateVips.levelCode,
      validFrom: corporateVips.validFrom,
      validTo: corporateVips.validTo,
    })
    .from(corporateVips)
    .where(eq(corporateVips.corporateId, COMPANY))
    .prepare('company_membership'),
);

const rosterOf = prepared((db) =>
  db
    .select({
      total: count(),
      verified: sql<number>`count(*) filter (where ${people.status} = ${APPROVED})`,
    })
    .from(people)
    .where(and(eq(people.corporateId, COMPANY), isNull(people.deletedAt)))
    .prepare('company_roster_counts'),
);

const accountsOf = prepared((db) =>
  db
    .select({ total: count() })
    .from(accounts)
    .where(eq(accounts.corporateId, COMPANY))
    .prepare('company_account_count'),
);

export async function companyDetail(db: Database, id: number): Promise<CompanyDetail> {
  const [company] = await companyRow(db).execute({ id });
  if (!company) throw new AppError(HttpStatus.notFound, 'error.notFound');
  const [membership, roster, accountCount, approvals, applications] = await Promise.all([
    membershipOf(db).execute({ id }),
    rosterOf(db).execute({ id }),
    accountsOf(db).execute({ id }),
    approvedInstitutionLines(db, id),
    submittedApplications(db, id),
  ]);
  const institutionRoles = approvals
    .map(({ kind, businessLine }) =>
      businessLine === null ? null : institutionRoleOf(kind as InstitutionKind, businessLine),
    )
    .filter((code): code is NonNullable<typeof code> => code !== null)
    .sort();
  return {
    company: {
      id: company.id,
      name: company.name,
      creditCode: company.creditCode ?? '',
      corporateType: company.corporateType,
      contactName: company.contactName ?? '',
      contactMobile: company.contactMobile ?? '',
      contactEmail: company.contactEmail ?? '',
      address: company.address ?? '',
      verifiedAt: company.verifiedAt?.toISOString() ?? null,
      createdAt: company.createdAt.toISOString(),
    },
    institutionRoles,
    membership: membership[0] ?? null,
    people: {
      total: Number(roster[0]?.total ?? 0),
      verified: Number(roster[0]?.verified ?? 0),
    },
    accounts: Number(accountCount[0]?.total ?? 0),
    applications,
  };
}

/** The columns the summary reads, alike in the real-name and membership tables. */
type SentTable = PgTable & {
  readonly id: AnyPgColumn<{ data: number; notNull: true }>;
  readonly status: AnyPgColumn<{ data: number; notNull: true }>;
  readonly submittedAt: AnyPgColumn<{ data: Date; notNull: false }>;
  readonly updatedAt: AnyPgColumn<{ data: Date; notNull: true }>;
  readonly corporateId: AnyPgColumn;
};

const sentOf = (table: SentTable, name: string) =>
  prepared((db) =>
    db
      .select({
        id: table.id,
        status: table.status,
        submittedAt: table.submittedAt,
        updatedAt: table.updatedAt,
      })
      .from(table)
      .where(and(eq(table.corporateId, COMPANY), ne(table.status, DRAFT)))
      .prepare(name),
  );

const sentRealname = sentOf(realnameApplications, 'company_sent_realname');
const sentMembership = sentOf(vipApplications, 'company_sent_membership');
const sentInstitution = prepared((db) =>
  db
    .select({
      id: institutionApplications.id,
      kind: institutionApplications.kind,
      status: institutionApplications.status,
      submittedAt: institutionApplications.submittedAt,
      updatedAt: institutionApplications.updatedAt,
    })
    .from(institutionApplications)
    .where(
      and(
        eq(institutionApplications.corporateId, COMPANY),
        ne(institutionApplications.status, DRAFT),
      ),
    )
    .prepare('company_sent_institution'),
);

/** Its applications of every kind the platform may see (drafts are the company's own). */
async function submittedApplications(
  db: Database,
  corporateId: number,
): Promise<CompanyApplicationSummary[]> {
  const values = { id: corporateId };
  const [realname, membership, institutions] = await Promise.all([
    sentRealname(db).execute(values),
    sentMembership(db).execute(values),
    sentInstitution(db).execute(values),
  ]);
  const all = [
    ...realname.map((row) => ({ ...row, kind: 'realname' })),
    ...membership.map((row) => ({ ...row, kind: 'membership' })),
    ...institutions,
  ];
  return all
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id)
    .slice(0, MAX_APPLICATIONS)
    .map((row) => ({
      kind: row.kind,
      id: row.id,
      status: row.status,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    }));
}

/** How many companies there are of each kind (issuing agencies 0 and 1, members 2). */
export async function corporateTypes(db: Database): Promise<CorporateTypeCount[]> {
  // Kept by the database (derived.corporate_type_counts), not counted per request.
  const rows = await db.select().from(corporateTypeCounts);
  const counted = new Map(rows.map((row) => [row.corporateType, Number(row.total)]));
  return [0, 1, 2].map((corporateType) => ({
    corporateType,
    count: counted.get(corporateType) ?? 0,
  }));
}
