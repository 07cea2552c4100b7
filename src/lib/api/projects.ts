/**
 * Project declarations (issue 14): the company's declarations, their steps and the two
 * review levels. Every call is quiet: lists, forms and dialogs show failures themselves.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type { ProjectApplication, ProjectApplicationDetail } from '@machines/contracts';
import type { ProjectField } from '@machines/validation/projectApplication';
import {
  postBatchDecision,
  postDecision,
  type BatchDecisionRequest,
  type DecisionRequest,
  type VersionedId,
} from './decisions';
import { api } from './http';

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
  return api.get<ListPage<ProjectApplication>>('corporate/query-my-applyproject-page', {
    searchParams: listApiParams(query, ['status'], { sortable: false }),
    quiet: true,
  });
}

/** A new draft (no id), or a change of one. */
export function saveProject(request: ProjectSaveRequest): Promise<ProjectApplication> {
  return api.post<ProjectApplication>('corporate/create-applyproject', {
    json: request,
    quiet: true,
  });
}

/** Save and submit; 400 naming every missing field. */
export function submitProject(request: ProjectSaveRequest): Promise<ProjectApplication> {
  return api.post<ProjectApplication>('corporate/submit-applyproject', {
    json: request,
    quiet: true,
  });
}

export function withdrawProject(request: VersionedId): Promise<ProjectApplication> {
  return api.post<ProjectApplication>('corporate/withdraw-applyproject', {
    json: { id: request.id, version: request.version },
    quiet: true,
  });
}

/** A draft deleted for good (`train/delete-project`). */
export function deleteProject(request: VersionedId): Promise<null> {
  return api.delete<null>('train/delete-project', {
    searchParams: { id: request.id, version: request.version },
    quiet: true,
  });
}

export function fetchProjectDetail(id: RowId): Promise<ProjectApplicationDetail> {
  return api.get<ProjectApplicationDetail>('corporate/query-applyproject-detail', {
    searchParams: { id },
    quiet: true,
  });
}

/** Which review queue: the institution's assignments, or what reached the platform. */
export type ReviewLevel = 'institution' | 'platform';

const QUEUES: Readonly<Record<ReviewLevel, string>> = {
  institution: 'corporate/query-check-applyproject-page',
  platform: 'corporate/query-applyproject-page',
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

/** One decision of either level; 409 with a localized message on conflict. */
export const decideProject = (request: DecisionRequest) =>
  postDecision<ProjectApplication>('audit/update-corporateproject-status', request);

export const decideProjects = (request: BatchDecisionRequest) =>
  postBatchDecision('audit/muliti-update-corporateproject-status', request);
