/**
 * A running course's sessions (issue 41): the institution lists them, asks to move one and
 * adds one; the platform lists the moves and decides them. Quiet: screens show failures.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type { CourseSession, SessionAdd, SessionMoveAsk } from '@machines/contracts';
import { postBatchDecision, type BatchDecisionRequest } from './decisions';
import { api } from './http';

export type { CourseSession, SessionAdd, SessionMoveAsk };

const PAGE_PATH = 'train/query-traindate-page';

/** One course's sessions, by date (the institution's). */
export function fetchCourseSessions(
  courseId: RowId,
  query: ListQuery,
): Promise<ListPage<CourseSession>> {
  return api.get<ListPage<CourseSession>>(PAGE_PATH, {
    searchParams: { ...listApiParams(query, ['status'], { sortable: false }), courseId },
    quiet: true,
  });
}

/** Every session whose move was asked, those waiting first (the platform's). */
export function fetchSessionMoves(query: ListQuery): Promise<ListPage<CourseSession>> {
  return api.get<ListPage<CourseSession>>(PAGE_PATH, {
    searchParams: listApiParams(query, ['status', 'courseName'], { sortable: false }),
    quiet: true,
  });
}

export function askSessionMove(request: SessionMoveAsk): Promise<CourseSession> {
  return api.post<CourseSession>('train/request-traindate-change', { json: request, quiet: true });
}

export function addSession(request: SessionAdd): Promise<CourseSession> {
  return api.post<CourseSession>('train/add-traindate', { json: request, quiet: true });
}

export const decideSessionMoves = (request: BatchDecisionRequest) =>
  postBatchDecision('train/muliti-update-traindate-status', request, 'put');
