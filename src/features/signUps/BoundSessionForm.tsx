import { useState, type ReactNode } from 'react';
import type { OpenCourse } from '@machines/contracts';
import { FormContext } from '../../components/actorContexts';
import { submittingTo } from '../../components/formBinding';
import { OpenCourseGate } from './OpenCourseGate';
import { appOpenCourseLoader, OpenCourseContext } from './signUpActors';

export interface BoundSessionFormProps<TValues> {
  /** The course whose open sessions the form offers. */
  readonly courseId: number;
  /** The sign-up the form changes (the form machine's record). */
  readonly recordId: number;
  readonly fields: readonly string[];
  /** The dialog's title while the course loads, fails, or takes no sign-ups. */
  readonly title: string;
  readonly submit: (values: TValues) => Promise<unknown>;
  readonly onClose: () => void;
  /** Once the dialog closes after a successful submission: the page reloads. */
  readonly onDone: () => void;
  /** The form, given the course as open now and the closing that reloads when due. */
  readonly children: (course: OpenCourse, close: () => void) => ReactNode;
}

/**
 * A form on one sign-up that picks a session of its course (asking to move, signing up
 * again): the course's open sessions loaded (retried on failure), the form machine bound to
 * the call, and the page reloaded once the dialog closes after the call succeeded, so the
 * saved notice stays until then.
 */
export function BoundSessionForm<TValues>({
  courseId,
  recordId,
  fields,
  title,
  submit,
  onClose,
  onDone,
  children,
}: BoundSessionFormProps<TValues>) {
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);
  const [logic] = useState(() =>
    submittingTo(async (values: TValues) => {
      const answer = await submit(values);
      setDone(true);
      return answer;
    }),
  );
  const close = () => {
    onClose();
    if (done) onDone();
  };
  return (
    <OpenCourseContext.Provider
      key={attempt}
      logic={appOpenCourseLoader}
      options={{ input: { id: courseId } }}
    >
      <FormContext.Provider logic={logic} options={{ input: { recordId, fields: [...fields] } }}>
        <OpenCourseGate title={title} onClose={close} onReload={() => setAttempt((n) => n + 1)}>
          {(course) => children(course, close)}
        </OpenCourseGate>
      </FormContext.Provider>
    </OpenCourseContext.Provider>
  );
}
