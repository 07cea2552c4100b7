/** A company's own VIP applications, and every company's for the platform's review. */
import { eq } from 'drizzle-orm';
import type { VipApplication } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { vipApplications } from '../db/schema';
import { readPage, type Page, type PageQuery } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery } from '../lib/workflow/ownRecords';
import { sentApplicationsPage } from '../lib/workflow/sentApplications';
import { DRAFT } from './entity';
import { selectApplications, toApplication } from './rows';

/** The company's own list takes the shared query. */
export type { OwnPageQuery };

type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

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

const reviewPage = sentApplicationsPage('vip_applications_review', {
  table: vipApplications,
  select: selectApplications,
  draft: DRAFT,
  narrowing: { levelCode: (levelCode) => eq(vipApplications.levelCode, levelCode) },
});

/** `corporate/query-vipapply-page`: submitted applications of every company, latest first. */
export function queryReviewPage(
  db: Database,
  config: FilesConfig,
  query: ReviewQuery,
): Promise<Page<VipApplication>> {
  const reads = reviewPage(db, query, { levelCode: query.levelCode || undefined });
  return readPage(query, reads, (rows) =>
    rows.map((row) => toApplication(config, row, { maskPersonalData: true })),
  );
}
