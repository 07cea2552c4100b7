/**
 * Training sign-ups (issue 16): the courses open for sign-up, a company's or an
 * individual's sign-ups, and the training institution's review of its courses' sign-ups.
 * Every call is quiet: lists, forms and dialogs show failures themselves.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, listExportParams, type ListQuery } from '@machines/app/listQuery';
import type {
  DateChangeAsk,
  DateChangeRequest,
  OpenCourse,
  SignUp,
  SignUpCourse,
  SignUpDetail,
} from '@machines/contracts';
import {
  postBatchDecision,
  postDecision,
  type BatchDecisionRequest,
  type BatchItemResult,
  type DecisionRequest,
  type VersionedId,
} from './decisions';
import type { BlobAnswer } from './client';
import { api } from './http';

/** The filters of one course's sign-ups (the institution's list and its export). */
const COURSE_SIGN_UP_FILTERS = ['status', 'traineeName', 'companyName', 'trainingDateId'];
/** The filters of the certificate reviewers' queue (the list and its export). */
const CERTIFICATE_FILTERS = ['status', 'traineeName', 'courseName', 'certificateNumber'];

export type { DateChangeRequest, OpenCourse, SignUp, SignUpCourse, SignUpDetail };

/** Published, enabled courses before their deadline, with their open sessions' places. */
export function fetchOpenCourses(query: ListQuery): Promise<ListPage<OpenCourse>> {
  return api.get<ListPage<OpenCourse>>('course/query-courseInfo-page', {
    searchParams: listApiParams(
      query,
      ['name', 'businessLine', 'courseLevelId', 'startsFrom', 'startsTo', 'location', 'feeMax'],
      { sortable: false },
    ),
    quiet: true,
  });
}

/** A company signs verified people of its roster up for one session (all or none). */
export function signUpPeople(request: {
  readonly trainingDateId: number;
  readonly personIds: readonly number[];
}): Promise<readonly SignUp[]> {
  return api.post<readonly SignUp[]>('train/entry-course', { json: request, quiet: true });
}

/** An individual signs themselves up, in the name the certificate will carry. */
export function signUpSelf(request: {
  readonly trainingDateId: number;
  readonly name: string;
  readonly idCard: string;
  readonly mobile: string;
}): Promise<SignUp> {
  return api.post<SignUp>('train/entry-course-reg', { json: request, quiet: true });
}

/** The ID card number my sign-ups carry (one account, one trainee), or null before my first. */
export async function fetchSelfIdentity(): Promise<string | null> {
  const answer = await api.get<{ idCard: string | null }>('train/self-identity');
  return answer.idCard;
}

/** The courses I may apply to now (places left; an individual's own left out), for the picker. */
export function fetchApplicableCourses(): Promise<readonly OpenCourse[]> {
  return api.get<readonly OpenCourse[]>('train/applycourselist', { quiet: true });
}

/** Applies to a course from the picker: a company's people, or an individual themselves. */
export function applyForCourse(request: {
  readonly trainingDateId: number;
  readonly personIds?: readonly number[];
  readonly name?: string;
  readonly idCard?: string;
  readonly mobile?: string;
}): Promise<readonly SignUp[]> {
  return api.post<readonly SignUp[]>('train/applycourse', { json: request, quiet: true });
}

/** My sign-ups (my company's people's, or my own), newest first. */
export function fetchMySignUps(query: ListQuery): Promise<ListPage<SignUp>> {
  return api.get<ListPage<SignUp>>('train/query-applycourse-page', {
    searchParams: listApiParams(query, ['status', 'courseName', 'traineeName'], {
      sortable: false,
    }),
    quiet: true,
  });
}

/** One sign-up as its applicant sees it. */
export function fetchSignUpDetail(id: RowId): Promise<SignUpDetail> {
  return api.get<SignUpDetail>('train/entrycourse-detail', { searchParams: { id }, quiet: true });
}

/** Cancels a sign-up before its exam; its place is free again. */
export function cancelSignUp(request: VersionedId): Promise<SignUp> {
  return api.delete<SignUp>('train/delte-entry-course', {
    searchParams: { id: request.id, version: request.version },
    quiet: true,
  });
}

/** The institution's courses taking sign-ups, with places and sign-ups waiting. */
export function fetchSignUpCourses(query: ListQuery): Promise<ListPage<SignUpCourse>> {
  return api.get<ListPage<SignUpCourse>>('train/entrytraincoursemanagerlist', {
    searchParams: listApiParams(query, ['name', 'status'], { sortable: false }),
    quiet: true,
  });
}

/** The sign-ups of one of the institution's courses, those waiting first. */
export function fetchCourseSignUps(courseId: RowId, query: ListQuery): Promise<ListPage<SignUp>> {
  return api.get<ListPage<SignUp>>('train/query-entryuser-page', {
    searchParams: {
      ...listApiParams(query, COURSE_SIGN_UP_FILTERS, { sortable: false }),
      courseId,
    },
    quiet: true,
  });
}

/** One sign-up to the institution's course, with the institution's steps. */
export function fetchEntryDetail(id: RowId): Promise<SignUpDetail> {
  return api.get<SignUpDetail>('train/query-entry-user-detail', {
    searchParams: { id },
    quiet: true,
  });
}

/**
 * The institution's step on one sign-up: approve, reject (with a reason), cancel, resubmit
 * a rejected certificate, or take an exam result back — the seed's own call, `train/reset`.
 */
export const decideSignUp = (request: DecisionRequest) =>
  postDecision<SignUp>(
    request.event === 'RESET_EXAM' ? 'train/reset' : 'train/update-applycourse-status',
    request,
    'put',
  );

export const decideSignUps = (request: BatchDecisionRequest) =>
  postBatchDecision('train/muliti-update-applycourse-status', request, 'put');

/** Clears the course's own certificate template: its level's draws its certificates. */
export function clearCertificateTemplate(id: RowId) {
  return api.post<{ id: number; ownTemplate: boolean }>('train/clear-certimg', {
    json: { id },
    quiet: true,
  });
}

/** Opens a published course to sign-up, or closes it. */
export function switchSignUp(request: { readonly id: RowId; readonly enabled: boolean }) {
  return api.put<{ id: number; enabled: boolean }>('train/update-applycourse-switch', {
    json: request,
    quiet: true,
  });
}

/** One trainee's exam: passed (to certificate review) or failed, with the score. */
export function recordExam(request: {
  readonly id: RowId;
  readonly version: number;
  readonly event: 'PASS_EXAM' | 'FAIL_EXAM';
  readonly score: number;
}): Promise<SignUp> {
  return api.post<SignUp>('train/auditexamination', { json: request, quiet: true });
}

/** One result for several approved trainees, each with their score; a result per item. */
export async function recordExams(request: {
  readonly event: 'PASS_EXAM' | 'FAIL_EXAM';
  readonly items: readonly (VersionedId & { readonly score: number })[];
}): Promise<readonly BatchItemResult[]> {
  const answer = await api.post<{ results: readonly BatchItemResult[] }>(
    'train/muliti-auditexamination',
    { json: request, quiet: true },
  );
  return answer.results;
}

/** The course as open for sign-up now (its open sessions and places), or null once closed. */
export async function fetchOpenCourse(courseId: RowId): Promise<OpenCourse | null> {
  const page = await api.get<ListPage<OpenCourse>>('course/query-courseInfo-page', {
    searchParams: { courseId, pageIndex: 1, pageSize: 1 },
    quiet: true,
  });
  return page.list[0] ?? null;
}

/** A waiting sign-up moved to another session of its course (an individual's particulars too). */
export function editSignUp(request: {
  readonly id: RowId;
  readonly version: number;
  readonly trainingDateId: number;
  readonly name?: string;
  readonly idCard?: string;
  readonly mobile?: string;
}): Promise<SignUp> {
  return api.post<SignUp>('train/update-entry-course', { json: request, quiet: true });
}

/** Personnel certificates from the exam on (`usercerditCheck`), those waiting first. */
export function fetchCertificateQueue(query: ListQuery): Promise<ListPage<SignUp>> {
  return api.get<ListPage<SignUp>>('train/query-entryusercerdit-page', {
    searchParams: listApiParams(query, CERTIFICATE_FILTERS, { sortable: false }),
    quiet: true,
  });
}

/** Issue or reject (with a reason) one personnel certificate, or revoke it. */
export const decideCertificate = (request: DecisionRequest) =>
  postDecision<SignUp>('train/update-entryusercerdit-status', request, 'put');

export const decideCertificates = (request: BatchDecisionRequest) =>
  postBatchDecision('train/muliti-update-entryusercerdit-status', request, 'put');

/** The issue date a course's personnel certificates carry ('' : each its own day). */
export interface CourseIssueDate {
  readonly id: number;
  readonly issuedOn: string;
}

export function fetchIssueDate(courseId: RowId): Promise<CourseIssueDate> {
  return api.get<CourseIssueDate>('train/get-issuedate', {
    searchParams: { id: courseId },
    quiet: true,
  });
}

export function setIssueDate(request: {
  readonly id: RowId;
  readonly issuedOn: string;
}): Promise<CourseIssueDate> {
  return api.post<CourseIssueDate>('train/set-issuedate', { json: request, quiet: true });
}

/** Asks to move an approved sign-up to another session of its course; the institution decides. */
export function askDateChange(request: DateChangeAsk): Promise<DateChangeRequest> {
  return api.post<DateChangeRequest>('train/changedate', { json: request, quiet: true });
}

/** Signs a trainee who failed the exam up again, for an open session of the course. */
export function retrain(request: {
  readonly id: RowId;
  readonly version: number;
  readonly trainingDateId: number;
}): Promise<SignUp> {
  return api.put<SignUp>('v2/train-reset', { json: request, quiet: true });
}

/** The date change requests of the institution's courses, those waiting first. */
export function fetchDateChanges(query: ListQuery): Promise<ListPage<DateChangeRequest>> {
  const { status, traineeName } = query.filters;
  return api.post<ListPage<DateChangeRequest>>('train/changedatelist', {
    json: {
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      ...(status ? { status: Number(status) } : {}),
      ...(traineeName ? { traineeName } : {}),
    },
    quiet: true,
  });
}

/** Approve a date change (the sign-up moves) or refuse it with a reason. */
export const decideDateChange = (request: DecisionRequest) =>
  postDecision<DateChangeRequest>('train/update-changedate-status', request, 'put');

export const decideDateChanges = (request: BatchDecisionRequest) =>
  postBatchDecision('train/muliti-update-changedate-status', request, 'put');

/**
 * An issued sign-up's personnel e-certificate, drawn in the app's language. `quiet`: the
 * page showing the picture tells a failure itself; a download leaves it to the toast.
 */
export function fetchPersonnelCertificate(
  id: RowId,
  format: 'png' | 'pdf',
  { quiet = false }: { quiet?: boolean } = {},
): Promise<BlobAnswer> {
  return api.blob(`credit-category/compay-person-ecert/${encodeURIComponent(String(id))}`, {
    searchParams: { format, download: format === 'pdf' },
    quiet,
  });
}

/** The roster of one of the institution's courses under the list's filters, as xlsx. */
export function exportCourseSignUps(courseId: RowId, query: ListQuery): Promise<BlobAnswer> {
  return api.blob('train/export-entryuser', {
    searchParams: {
      ...listExportParams(query, COURSE_SIGN_UP_FILTERS),
      courseId,
    },
  });
}

/** The certificate reviewers' queue under its filters, as xlsx. */
export function exportCertificateQueue(query: ListQuery): Promise<BlobAnswer> {
  return api.blob('train/export-entryusercerdit', {
    searchParams: listExportParams(query, CERTIFICATE_FILTERS),
  });
}
