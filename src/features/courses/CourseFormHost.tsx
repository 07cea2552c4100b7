import {
  type ApplicantFormArea,
  type ApplicantFormHostProps,
  type ApplicantFormProps,
  ListedApplicantFormHost,
} from '../../components/ApplicantFormHost';
import * as coursesApi from '../../lib/api/courses';
import type { Course, CourseDetail, CourseSaveRequest } from '../../lib/api/courses';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import { appCourseDetailLoader, CourseChoicesContext, TeachersContext } from './courseActors';
import { CourseForm } from './CourseForm';
import { COURSE_FORM_FIELDS } from './courseForm';

/** The course's form with the page's loaded choices (its types, certificates, teachers). */
function CourseFormWithChoices({ record, ...props }: ApplicantFormProps<Course>) {
  const choices = CourseChoicesContext.useSelector((s) => s.output);
  const teachers = TeachersContext.useSelector((s) => s.output);
  return (
    <CourseForm
      course={record}
      // A failed load offers nothing to choose: the server names what is missing.
      choices={choices?.ok ? choices.detail : choices && { courseTypes: [], certificateTypes: [] }}
      teachers={teachers?.ok ? teachers.detail : teachers && []}
      {...props}
    />
  );
}

/** The course and its dates are saved and submitted in one. */
const COURSE_FORM: ApplicantFormArea<CourseSaveRequest, Course, CourseDetail> = {
  prefix: 'course',
  saveDraft: coursesApi.saveCourse,
  submit: coursesApi.submitCourse,
  formInput: {
    fields: COURSE_FORM_FIELDS,
    confirm: { titleKey: 'course.submitTitle', questionKey: 'course.submitConfirm' },
  },
  detailLoader: appCourseDetailLoader,
  editable: ({ course, events }) =>
    isEditable(course.status, 'course')
      ? { record: course, returnComment: returnCommentOf(course.status, events) }
      : null,
  Form: CourseFormWithChoices,
};

/** The form of a new course, or of an existing one of the institution once it is loaded. */
export function CourseFormHost(props: ApplicantFormHostProps) {
  return <ListedApplicantFormHost area={COURSE_FORM} {...props} />;
}
