/**
 * The lists of project declarations: a company's own (`/projectApply`), a review
 * institution's assignments (`/projectCheck`, drafts never) and the platform's
 * (`platProjectCheck`, `corporate/query-applyproject-page`: what institutions approved and
 * everything after). Latest first; each answers whole rows.
 */
import type { ProjectApplication } from '@machines/contracts';
import type { Database } from '../db/client';
import { projectApplications, projectInstitutionCounts } from '../db/schema';
import { readPage, type Page } from '../lib/paging';
import { ownRecordsPage, type OwnPageQuery } from '../lib/workflow/ownRecords';
import type { ReviewQuery } from '../lib/workflow/reviewFilters';
import { institutionQueuePage, platformQueuePage } from '../lib/workflow/reviewQueues';
import { PLATFORM_LEVEL_STATUSES } from '../lib/workflow/twoLevelParty';
import { qualificationFamily } from './entity';
import { selectProjects, toProject, type FilesConfig } from './rows';

/** The company's own list takes the shared query. */
export type { OwnPageQuery };

export type { ReviewQuery };

const DRAFT = qualificationFamily.codeOf('draft');
const table = projectApplications;

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

const institutionQueue = institutionQueuePage('projects_institution_queue', {
  table,
  select: selectProjects,
  counts: projectInstitutionCounts,
  draft: DRAFT,
});

const platformQueue = platformQueuePage('projects_platform_queue', {
  table,
  select: selectProjects,
  statuses: PLATFORM_LEVEL_STATUSES,
});

/** `corporate/query-check-applyproject-page`: what was sent to the institution. */
export function queryInstitutionPage(
  db: Database,
  config: FilesConfig,
  institutionCorporateId: number,
  query: ReviewQuery,
): Promise<Page<ProjectApplication>> {
  return readPage(query, institutionQueue(db, institutionCorporateId, query), (rows) =>
    rows.map((row) => toProject(config, row)),
  );
}

/** `corporate/query-applyproject-page`: what reached the platform. */
export function queryPlatformPage(
  db: Database,
  config: FilesConfig,
  query: ReviewQuery,
): Promise<Page<ProjectApplication>> {
  return readPage(query, platformQueue(db, query), (rows) =>
    rows.map((row) => toProject(config, row)),
  );
}
