/** A company's own institution applications, and every company's for the platform's review. */
import { and, count, desc, eq, gte, ilike, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { InstitutionKind } from '@machines/access';
import type { InstitutionApplication, MyInstitutions } from '@machines/contracts';
import type { Database } from '../db/client';
import { corporates, institutionApplications } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery as CompanyPageQuery } from '../lib/workflow/ownRecords';
import { DRAFT, OPEN_STATUSES } from './entity';
import { institutionRolesOf } from './roles';
import { selectApplications, toApplications, type FilesConfig } from './rows';

async function page(
  db: Database,
  config: FilesConfig,
  where: SQL | undefined,
  order: SQL[],
  query: PageQuery,
  {
    maskPersonalData,
    byCompanyName = false,
  }: {
    maskPersonalData: boolean;
    /** The filter names the company: the total joins the companies too. */
    byCompanyName?: boolean;
  },
): Promise<Page<InstitutionApplication>> {
  return readPage(
    query,
    {
      // Only a company-name filter needs the companies: the count stays on one index.
      total: byCompanyName
        ? db
            .select({ total: count() })
            .from(institutionApplications)
            .innerJoin(corporates, eq(corporates.id, institutionApplications.corporateId))
            .where(where)
        : db.select({ total: count() }).from(institutionApplications).where(where),
      rows: (limit, offset) =>
        selectApplications(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    },
    (rows) => toApplications(db, config, rows, { maskPersonalData }),
  );
}

export interface OwnPageQuery extends CompanyPageQuery {
  readonly kind?: InstitutionKind;
}

const ownPage = ownRecordsPage<
  Awaited<ReturnType<typeof selectApplications>>[number],
  { kind?: InstitutionKind }
>('institution_applications_own', institutionApplications, selectApplications, {
  kind: (kind) => eq(institutionApplications.kind, kind),
});

/** `corporate/query-my-institutionapply-page`: the company's applications, newest first. */
export function queryOwnPage(
  db: Database,
  config: FilesConfig,
  corporateId: number,
  query: OwnPageQuery,
): Promise<Page<InstitutionApplication>> {
  const narrowedBy = { kind: query.kind || undefined };
  return readPage(query, ownPage(db, corporateId, query, narrowedBy), (rows) =>
    toApplications(db, config, rows, { maskPersonalData: false }),
  );
}

export interface ReviewQuery extends PageQuery {
  readonly status?: number;
  readonly businessLine?: number;
  readonly companyName?: string;
  /** `YYYY-MM-DD`, inclusive days. */
  readonly submittedFrom?: string;
  readonly submittedTo?: string;
}

/** `audit/query-traincorporate-page`, `-auditcorporate-page`: submitted ones, latest first. */
export function queryReviewPage(
  db: Database,
  config: FilesConfig,
  kind: InstitutionKind,
  query: ReviewQuery,
): Promise<Page<InstitutionApplication>> {
  const company = query.companyName?.trim();
  const table = institutionApplications;
  const where = and(
    eq(table.kind, kind),
    ne(table.status, DRAFT),
    query.status === undefined ? undefined : eq(table.status, query.status),
    query.businessLine === undefined ? undefined : eq(table.businessLine, query.businessLine),
    company ? ilike(corporates.name, containsPattern(company)) : undefined,
    query.submittedFrom ? gte(table.submittedAt, startOfDay(query.submittedFrom)) : undefined,
    query.submittedTo ? lt(table.submittedAt, startOfNextDay(query.submittedTo)) : undefined,
  );
  const order = [desc(table.submittedAt), desc(table.id)];
  return page(db, config, where, order, query, {
    maskPersonalData: true,
    byCompanyName: Boolean(company),
  });
}

/** `corporate/query-my-institution`: the roles the company holds and its open applications. */
export async function myInstitutions(db: Database, corporateId: number): Promise<MyInstitutions> {
  const [roles, open] = await Promise.all([
    institutionRolesOf(db, corporateId),
    db
      .select({ id: institutionApplications.id, kind: institutionApplications.kind })
      .from(institutionApplications)
      .where(
        and(
          eq(institutionApplications.corporateId, corporateId),
          inArray(institutionApplications.status, OPEN_STATUSES),
        ),
      ),
  ]);
  const openOf = (kind: InstitutionKind) => open.find((row) => row.kind === kind)?.id ?? null;
  return {
    training: { roleCodes: roles.training, openApplicationId: openOf('training') },
    review: { roleCodes: roles.review, openApplicationId: openOf('review') },
  };
}
