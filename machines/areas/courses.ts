/**
 * Training courses (issue 15): a training institution writes and submits a course, the
 * platform or an expert of its line reviews it. The institution withdraws, closes and
 * reopens sign-up and finishes a course through the decisions call, as the seed spells it,
 * so the descriptor names no withdraw path; deleting a draft is the seed's POST, open to
 * the super-administrator too (`course.delete`, registered beside the other calls).
 */
import type { WorkflowArea } from './area';

export const courseArea = {
  kind: 'course',
  lifecycle: {
    family: 'course',
    listPage: 'courseCheck',
    statusFilter: 'status',
    byBusinessLine: true,
    byInstitution: 'training',
  },
  permissions: { apply: 'course.apply', read: 'course.read' },
  lists: {
    own: 'course/query-course-page',
    review: 'course/query-applycourseInfo-page',
    all: 'course/query-all-course-page',
  },
  applicant: {
    save: 'course/create-course',
    submit: 'course/submit-course',
    remove: { path: 'course/delete-coursestatus', method: 'POST' },
    detail: 'course/course',
  },
  decisions: {
    method: 'POST',
    decide: 'course/update-coursestatus',
    decideBatch: 'course/muliti-update-coursestatus',
  },
} as const satisfies WorkflowArea;
