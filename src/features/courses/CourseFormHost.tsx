import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormContext, ListContext } from '../../components/actorContexts';
import { NEW_RECORD } from '../../components/formParam';
import { LoadedRecordForm } from '../../components/LoadedRecordForm';
import { useVersionedForm } from '../../components/versionedForm';
import * as coursesApi from '../../lib/api/courses';
import type { Course, CourseSaveRequest } from '../../lib/api/courses';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import {
  appCourseDetailLoader,
  CourseChoicesContext,
  CourseDetailContext,
  TeachersContext,
} from './courseActors';
import { CourseForm } from './CourseForm';
import { COURSE_FORM_FIELDS } from './courseForm';

/** The question the form asks before sending, the one its list's send button asks. */
const SUBMIT_QUESTION = {
  titleKey: 'course.submitTitle',
  questionKey: 'course.submitConfirm',
} as const;

interface BoundFormProps {
  readonly course: Course | null;
  readonly returnComment: string | null;
  readonly onClose: () => void;
  /** A new course got its id with its first draft. */
  readonly onCreated?: (id: string) => void;
}

/** The form bound to the save and submit calls (the course and its dates in one). */
function BoundCourseForm({ course, onCreated, ...props }: BoundFormProps) {
  const list = ListContext.useActorRef();
  const logic = useVersionedForm<CourseSaveRequest, Course>(course, {
    saveDraft: coursesApi.saveCourse,
    submit: coursesApi.submitCourse,
    onSaved: () => list.send({ type: 'REFRESH' }),
    onCreated: (id, how) => {
      if (how === 'draft') onCreated?.(String(id));
    },
  });
  const choices = CourseChoicesContext.useSelector((s) => s.output);
  const teachers = TeachersContext.useSelector((s) => s.output);
  return (
    <FormContext.Provider
      logic={logic}
      options={{
        input: {
          recordId: course?.id ?? null,
          fields: COURSE_FORM_FIELDS,
          confirm: SUBMIT_QUESTION,
        },
      }}
    >
      <CourseForm
        course={course}
        // A failed load offers nothing to choose: the server names what is missing.
        choices={
          choices?.ok ? choices.detail : choices && { courseTypes: [], certificateTypes: [] }
        }
        teachers={teachers?.ok ? teachers.detail : teachers && []}
        {...props}
      />
    </FormContext.Provider>
  );
}

/** A course of the institution, loaded fresh (its current version, the last return comment). */
function LoadedForm({ onClose, onRetry }: { onClose: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  const result = CourseDetailContext.useSelector((s) => s.output);
  return (
    <LoadedRecordForm
      result={result}
      failedTitle={t('course.loadFailed')}
      onRetry={onRetry}
      closed={{ text: t('course.notEditable'), backLabel: t('action.close'), onBack: onClose }}
    >
      {({ course, events }) =>
        isEditable(course.status, 'course') ? (
          <BoundCourseForm
            course={course}
            returnComment={returnCommentOf(course.status, events)}
            onClose={onClose}
          />
        ) : null
      }
    </LoadedRecordForm>
  );
}

export interface CourseFormHostProps {
  /** `new`, or the id of the course to continue or correct. */
  readonly target: string;
  readonly onClose: () => void;
  readonly onCreated?: (id: string) => void;
}

/** The form of a new course, or of an existing one once it is loaded. */
export function CourseFormHost({ target, onClose, onCreated }: CourseFormHostProps) {
  const [attempt, setAttempt] = useState(0);
  if (target === NEW_RECORD) {
    return (
      <BoundCourseForm course={null} returnComment={null} onClose={onClose} onCreated={onCreated} />
    );
  }
  return (
    <CourseDetailContext.Provider
      key={attempt}
      logic={appCourseDetailLoader}
      options={{ input: { id: target } }}
    >
      <LoadedForm onClose={onClose} onRetry={() => setAttempt((n) => n + 1)} />
    </CourseDetailContext.Provider>
  );
}
