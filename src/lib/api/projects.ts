/**
 * Project declarations (issue 14): the company's declarations, their steps and the two
 * review levels. Every call is quiet: lists, forms and dialogs show failures themselves.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type { ProjectApplication, ProjectApplicationDetail } from '@machines/contracts';
import type { ProjectField } from '@machines/validation/projectApplication';
import { api } from './http';
import { projectArea } from '@machines/areas/projects';
import { applicantApi, decisionApi, removeCall } from './areaCalls';

export type { ProjectApplication, ProjectApplicationDetail };

/** What the form sends: every field as text ('' clears one). */
export type ProjectSaveRequest = Partial<Readonly<Record<ProjectField, string>>> & {
  readonly id?: RowId;
  readonly version?: number;
};

/** The review institutions a declaration may name. */
export function fetchInstitutions(): Promise<{ id: number; name: string }[]> {
  return api.get('corporate/query-project-institutions', { quiet: true });
}

/** The company's declarations, newest first. */
export function fetchMyProjects(query: ListQuery): Promise<ListPage<ProjectApplication>> {
  return api.get<ListPage<ProjectApplication>>(projectArea.lists.own, {
    searchParams: listApiParams(query, ['status'], { sortable: false }),
    quiet: true,
  });
}

/** Which review queue: the institution's assignments, or what reached the platform. */
export type ReviewLevel = 'institution' | 'platform';

const QUEUES: Readonly<Record<ReviewLevel, string>> = {
  institution: projectArea.lists.institution,
  platform: projectArea.lists.platform,
};

export function fetchReviewQueue(
  level: ReviewLevel,
  query: ListQuery,
): Promise<ListPage<ProjectApplication>> {
  return api.get<ListPage<ProjectApplication>>(QUEUES[level], {
    searchParams: listApiParams(
      query,
      ['status', 'companyName', 'creditCode', 'submittedFrom', 'submittedTo'],
      { sortable: false },
    ),
    quiet: true,
  });
}

export const {
  save: saveProject,
  submit: submitProject,
  withdraw: withdrawProject,
  detail: fetchProjectDetail,
} = applicantApi<ProjectApplication, ProjectSaveRequest, ProjectApplicationDetail>(
  projectArea.applicant,
);
/** A draft deleted for good. */
export const deleteProject = removeCall(projectArea.applicant.remove);

/** One decision of either level; a batch of one level. */
export const { decide: decideProject, decideBatch: decideProjects } =
  decisionApi<ProjectApplication>(projectArea.decisions);
