import { useRecordIdParam } from '../../components/recordIdParam';
import { CourseSignUpsRoute } from './CourseSignUpsScreen';
import { COURSE_PARAM } from './signUpActors';
import { SignUpCoursesRoute } from './SignUpCoursesScreen';

/**
 * `/entryTraining`: the institution's courses taking sign-ups; with `?course=`, that
 * course's sign-ups to decide. One list at a time, each keeping its query in the URL.
 */
export function EntryTrainingRoute() {
  const { id } = useRecordIdParam(COURSE_PARAM);
  return id === null ? <SignUpCoursesRoute /> : <CourseSignUpsRoute key={id} courseId={id} />;
}
