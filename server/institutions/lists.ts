/** A company's own institution applications, and every company's for the platform's review. */
import { and, eq, inArray } from 'drizzle-orm';
import type { InstitutionKind } from '@machines/access';
import type { InstitutionApplication, MyInstitutions } from '@machines/contracts';
import type { Database } from '../db/client';
import { institutionApplications } from '../db/schema';
import { readPage, type Page, type PageQuery } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery as CompanyPageQuery } from '../lib/workflow/ownRecords';
import { sentApplicationsPage } from '../lib/workflow/sentApplications';
import { DRAFT, OPEN_STATUSES } from './entity';
import { institutionRolesOf } from './roles';
import { selectApplications, toApplications, type FilesConfig } from './rows';

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

const reviewPage = sentApplicationsPage('institution_applications_review', {
  table: institutionApplications,
  select: selectApplications,
  draft: DRAFT,
  narrowing: {
    kind: (kind) => eq(institutionApplications.kind, kind),
    businessLine: (line) => eq(institutionApplications.businessLine, line),
  },
});

/** `audit/query-traincorporate-page`, `-auditcorporate-page`: submitted ones, latest first. */
export function queryReviewPage(
  db: Database,
  config: FilesConfig,
  kind: InstitutionKind,
  query: ReviewQuery,
): Promise<Page<InstitutionApplication>> {
  const reads = reviewPage(db, query, { kind, businessLine: query.businessLine });
  return readPage(query, reads, (rows) =>
    toApplications(db, config, rows, { maskPersonalData: true }),
  );
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
