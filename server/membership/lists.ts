/** A company's own VIP applications, and every company's for the platform's review. */
import { and, count, desc, eq, gte, ilike, lt, ne, type SQL } from 'drizzle-orm';
import type { VipApplication } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { corporates, vipApplications } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery } from '../lib/workflow/ownRecords';
import { DRAFT } from './entity';
import { selectApplications, toApplication } from './rows';

/** The company's own list takes the shared query. */
export type { OwnPageQuery };

type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

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
): Promise<Page<VipApplication>> {
  return readPage(
    query,
    {
      // Only a company-name filter needs the companies: the count stays on one index.
      total: byCompanyName
        ? db
            .select({ total: count() })
            .from(vipApplications)
            .innerJoin(corporates, eq(corporates.id, vipApplications.corporateId))
            .where(where)
        : db.select({ total: count() }).from(vipApplications).where(where),
      rows: (limit, offset) =>
        selectApplications(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map((row) => toApplication(config, row, { maskPersonalData })),
  );
}

const ownPage = ownRecordsPage('vip_applications_own', vipApplications, selectApplications);

/** `corporate/query-my-vipapply-page`: the company's applications, newest first. */
export function queryOwnPage(
  db: Database,
  config: FilesConfig,
  corporateId: number,
  query: OwnPageQuery,
): Promise<Page<VipApplication>> {
  return readPage(query, ownPage(db, corporateId, query), (rows) =>
    rows.map((row) => toApplication(config, row, { maskPersonalData: false })),
  );
}

export interface ReviewQuery extends PageQuery {
  readonly status?: number;
  readonly levelCode?: string;
  readonly companyName?: string;
  /** `YYYY-MM-DD`, inclusive days. */
  readonly submittedFrom?: string;
  readonly submittedTo?: string;
}

/** `corporate/query-vipapply-page`: submitted applications of every company, latest first. */
export function queryReviewPage(
  db: Database,
  config: FilesConfig,
  query: ReviewQuery,
): Promise<Page<VipApplication>> {
  const company = query.companyName?.trim();
  const where = and(
    ne(vipApplications.status, DRAFT),
    query.status === undefined ? undefined : eq(vipApplications.status, query.status),
    query.levelCode ? eq(vipApplications.levelCode, query.levelCode) : undefined,
    company ? ilike(corporates.name, containsPattern(company)) : undefined,
    query.submittedFrom
      ? gte(vipApplications.submittedAt, startOfDay(query.submittedFrom))
      : undefined,
    query.submittedTo
      ? lt(vipApplications.submittedAt, startOfNextDay(query.submittedTo))
      : undefined,
  );
  const order = [desc(vipApplications.submittedAt), desc(vipApplications.id)];
  return page(db, config, where, order, query, {
    maskPersonalData: true,
    byCompanyName: Boolean(company),
  });
}
