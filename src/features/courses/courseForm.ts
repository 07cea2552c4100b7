/** The course form's fields and their starting values. */
import { COURSE_FIELDS, type CourseField } from '@machines/validation/course';
import type { Course } from '../../lib/api/courses';

/** One dated session as the form edits it: every field as typed. */
export interface ScheduleRow {
  readonly startsOn: string;
  readonly endsOn: string;
  readonly capacity: string;
  readonly location: string;
}

/** Text fields as typed (ids, amounts, days as YYYY-MM-DD), the teachers, the dates. */
export type CourseFormValues = Record<CourseField, string> & {
  teacherIds: number[];
  dates: ScheduleRow[];
};

/** Every field in form order, the lists last. */
export const COURSE_FORM_FIELDS = [...COURSE_FIELDS, 'teacherIds', 'dates'] as const;

export const EMPTY_DATE: ScheduleRow = { startsOn: '', endsOn: '', capacity: '', location: '' };

const idText = (id: number | null | undefined) => (id ? String(id) : '');

export function initialCourseValues(course: Course | null): CourseFormValues {
  return {
    name: course?.name ?? '',
    courseLevelId: idText(course?.courseLevelId),
    certificateLevelId: idText(course?.certificateLevelId),
    description: course?.description ?? '',
    fee: course?.fee ?? '',
    capacity: idText(course?.capacity),
    online: course?.online ? 'true' : '',
    location: course?.location ?? '',
    signUpDeadline: course?.signUpDeadline ?? '',
    creditHours: course?.creditHours ?? '',
    coverFileId: course?.cover?.id ?? '',
    teacherIds: course?.teachers.map((teacher) => teacher.id) ?? [],
    dates:
      course?.dates.map((date) => ({
        startsOn: date.startsOn,
        endsOn: date.endsOn,
        capacity: String(date.capacity),
        location: date.location,
      })) ?? [],
  };
}
