/**
 * Course status 0-5 (DESIGN §3.4): a course a training institution publishes after
 * review by the platform or an expert of the course's line. The enable switch that
 * hides a published course is a flag on the row, not a status.
 */
import { and } from 'xstate';
import { statusWorkflowSetup, actorIs, type WorkflowEventBase } from './workflow';

export type CourseEvent = WorkflowEventBase<
  'SUBMIT' | 'WITHDRAW' | 'APPROVE' | 'RETURN' | 'CLOSE_SIGNUP' | 'REOPEN' | 'FINISH'
>;

const institution = actorIs('institution');
const reviewer = actorIs('platform', 'expert');

export const courseWorkflow = statusWorkflowSetup<CourseEvent>().createMachine({
  id: 'course',
  context: {},
  initial: 'draft',
  states: {
    draft: {
      meta: { code: 0, color: 'default', label: 'status.course.draft' },
      // Its institution may delete it for good (`course/delete-coursestatus`).
      tags: ['editable', 'deletable'],
      on: { SUBMIT: { target: 'pendingReview', guard: institution } },
    },
    pendingReview: {
      meta: { code: 1, color: 'warning', label: 'status.course.pendingReview' },
      tags: ['awaitingReview'],
      on: {
        WITHDRAW: { target: 'draft', guard: institution },
        APPROVE: { target: 'published', guard: reviewer },
        RETURN: { target: 'returned', guard: and([reviewer, 'hasComment']) },
      },
    },
    published: {
      meta: { code: 2, color: 'success', label: 'status.course.published' },
      on: { CLOSE_SIGNUP: { target: 'inTraining', guard: institution } },
    },
    returned: {
      meta: { code: 3, color: 'error', label: 'status.course.returned' },
      tags: ['editable'],
      on: { SUBMIT: { target: 'pendingReview', guard: institution } },
    },
    inTraining: {
      meta: { code: 4, color: 'info', label: 'status.course.inTraining' },
      on: {
        REOPEN: { target: 'published', guard: institution },
        FINISH: { target: 'finished', guard: institution },
      },
    },
    finished: {
      meta: { code: 5, color: 'default', label: 'status.course.finished' },
      tags: ['final'],
    },
  },
});
