/**
 * The lists of project declarations: a company's own (`/projectApply`), a review
 * institution's assignments (`/projectCheck`, drafts never) and the platform's
 * (`platProjectCheck`, `corporate/query-applyproject-page`: what institutions approved and
 * everything after). Latest first; each answers whole rows.
 */
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { ProjectApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import { projectApplications, projectInstitutionCounts } from '../db/schema';
import { keptInstitutionQueueTotal } from '../lib/derivedCounts';
import { readPage, type Page, type PageQuery } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery } from '../lib/workflow/ownRecords';
import { reviewFilters, type ReviewQuery } from '../lib/workflow/reviewFilters';
import { PLATFORM_LEVEL_STATUSES } from '../lib/workflow/twoLevelParty';
import { qualificationFamily } from './entity';
import { selectProjects, toProject, type FilesConfig } from './rows';

/** The company's own list takes the shared query. */
export type { OwnPageQuery };

export type { ReviewQuery };

const DRAFT = qualificationFamily.codeOf('draft');
const table = projectApplications;

function readProjectPage(
  db: Database,
  config: FilesConfig,
  where: SQL | undefined,
  order: SQL[],
  query: PageQuery,
  /** The total when the database keeps it (server/lib/derivedCounts.ts); counted otherwise. */
  keptTotal?: Promise<number>,
): Promise<Page<ProjectApplication>> {
  return readPage(
    query,
    {
      total: keptTotal ?? db.select({ total: count() }).from(table).where(where),
      rows: (limit, offset) =>
        selectProjects(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map((row) => toProject(config, row)),
  );
}

const ownPage = ownRecordsPage('projects_own', table, selectProjects);

/** `corporate/query-my-applyproject-page`: the company's own, newest first. */
export function queryOwnPage(
  db: Database,
  config: FilesConfig,
  corporateId: number,
  query: OwnPageQuery,
): Promise<Page<ProjectApplication>> {
  return readPage(query, ownPage(db, corporateId, query), (rows) =>
    rows.map((row) => toProject(config, row)),
  );
}

const LATEST_SUBMITTED = [desc(table.submittedAt), desc(table.id)];

/** `corporate/query-check-applyproject-page`: what was sent to the institution. */
export function queryInstitutionPage(
  db: Database,
  config: FilesConfig,
  institutionCorporateId: number,
  query: ReviewQuery,
): Promise<Page<ProjectApplication>> {
  const where = and(
    eq(table.institutionCorporateId, institutionCorporateId),
    ne(table.status, DRAFT),
    ...reviewFilters(db, table, query),
  );
  const kept = keptInstitutionQueueTotal(
    db,
    projectInstitutionCounts,
    institutionCorporateId,
    query,
    DRAFT,
  );
  return readProjectPage(db, config, where, LATEST_SUBMITTED, query, kept);
}

/** `corporate/query-applyproject-page`: what reached the platform. */
export function queryPlatformPage(
  db: Database,
  config: FilesConfig,
  query: ReviewQuery,
): Promise<Page<ProjectApplication>> {
  const where = and(
    inArray(table.status, PLATFORM_LEVEL_STATUSES),
    ...reviewFilters(db, table, query),
  );
  return readProjectPage(db, config, where, LATEST_SUBMITTED, query);
}
