/**
 * Training courses (issue 15): a training institution's courses, their dates and steps,
 * and the review queue of the platform and the experts. Every call is quiet: lists, forms
 * and dialogs show failures themselves.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type { Course, CourseChoices, CourseDetail, CourseMaterial } from '@machines/contracts';
import type { CourseField } from '@machines/validation/course';
import { type PersonRemoval, type VersionedId } from './decisions';
import { courseArea } from '@machines/areas/courses';
import { decisionApi, removeCall } from './areaCalls';
import { api } from './http';

export type { Course, CourseChoices, CourseDetail, CourseMaterial };

/** What the form sends: every field as text ('' clears one), the teachers as ids. */
export type CourseSaveRequest = Partial<Readonly<Record<CourseField, string>>> & {
  readonly teacherIds?: readonly number[];
  /** The whole schedule, saved with the course in the same call. */
  readonly dates?: readonly TrainingDateRequest[];
  readonly id?: RowId;
  readonly version?: number;
};

/** One dated session as the schedule sends it (places as a number or as typed). */
export interface TrainingDateRequest {
  readonly startsOn: string;
  readonly endsOn: string;
  readonly capacity: number | string;
  readonly location: string;
}

/** The institution's courses, newest first. */
export function fetchMyCourses(query: ListQuery): Promise<ListPage<Course>> {
  return api.get<ListPage<Course>>(courseArea.lists.own, {
    searchParams: listApiParams(query, ['status'], { sortable: false }),
    quiet: true,
  });
}

/** A new draft (no id), or a change of one. */
export function saveCourse(request: CourseSaveRequest): Promise<Course> {
  return api.post<Course>(courseArea.applicant.save, { json: request, quiet: true });
}

/** Save and submit; 400 naming every missing field (`dates` when none is scheduled). */
export function submitCourse(request: CourseSaveRequest): Promise<Course> {
  return api.post<Course>(courseArea.applicant.submit, { json: request, quiet: true });
}

/** The course's dates, written whole while it is being written. */
export function saveSchedule(
  course: VersionedId,
  dates: readonly TrainingDateRequest[],
): Promise<Course> {
  return api.post<Course>('train/custome-traindate', {
    json: { courseId: course.id, version: course.version, dates },
    quiet: true,
  });
}

/** A new draft with the course's content, teachers, dates and template points. */
export function copyCourse(id: RowId): Promise<Course> {
  return api.get<Course>('course/copy', { searchParams: { id }, quiet: true });
}

/** A draft deleted for good (`course/delete-coursestatus`). */
export const deleteCourse = removeCall(courseArea.applicant.remove);

export function fetchCourseDetail(id: RowId): Promise<CourseDetail> {
  return api.get<CourseDetail>(courseArea.applicant.detail, { searchParams: { id }, quiet: true });
}

/** What was sent for review: the platform's every line, an expert's own. */
export function fetchReviewQueue(query: ListQuery): Promise<ListPage<Course>> {
  return fetchCoursePage(courseArea.lists.review, query);
}

/** Every course of every institution, drafts too, newest first (`courseManage`, 0000). */
export function fetchAllCourses(query: ListQuery): Promise<ListPage<Course>> {
  return fetchCoursePage(courseArea.lists.all, query);
}

function fetchCoursePage(path: string, query: ListQuery): Promise<ListPage<Course>> {
  return api.get<ListPage<Course>>(path, {
    searchParams: listApiParams(
      query,
      ['status', 'name', 'companyName', 'businessLine', 'submittedFrom', 'submittedTo'],
      { sortable: false },
    ),
    quiet: true,
  });
}

/** One step of either side (review, or the institution's); 409 with a message on conflict. */
export const { decide: stepCourse, decideBatch: stepCourses } = decisionApi<Course>(
  courseArea.decisions,
);

/** The course levels of the institution's line and the certificate levels a course may lead to. */
export function fetchCourseChoices(): Promise<CourseChoices> {
  return api.get<CourseChoices>('course/query-course-choices', { quiet: true });
}

/** A course's materials, newest first. */
export function fetchMaterials(
  courseId: RowId,
  query: ListQuery,
): Promise<ListPage<CourseMaterial>> {
  return api.get<ListPage<CourseMaterial>>('course/query-coursematerial-page', {
    searchParams: { ...listApiParams(query, [], { sortable: false }), courseId },
    quiet: true,
  });
}

/** One more material: an upload of the institution, with its title. */
export function addMaterial(request: {
  readonly courseId: RowId;
  readonly fileId: string;
  readonly name: string;
}): Promise<CourseMaterial> {
  return api.post<CourseMaterial>('course/create-coursematerial', { json: request, quiet: true });
}

/** One teacher taken off a draft (or returned) course. */
export function removeTeacher(request: PersonRemoval): Promise<Course> {
  return api.delete<Course>('credit-category/delete-userapplycourseId', {
    searchParams: { id: request.id, version: request.version, personId: request.personId },
    quiet: true,
  });
}

/** A material removed from the course. */
export function removeMaterial(id: RowId): Promise<null> {
  return api.delete<null>('credit-category/delete-coursematerial', {
    searchParams: { id },
    quiet: true,
  });
}
