import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { NoRecordNamed, useRecordIdParam } from '../../components/recordIdParam';
import type { Course } from '../../lib/api/courses';
import { appCourseDetailLoader, CourseDetailContext } from './courseActors';
import { COURSE_PAGE_PARAM } from './courseParam';

export interface CourseParamRouteProps {
  /** The page's title, shown when no course is named. */
  readonly title: string;
  /** Why the page needs a course: it is opened from the course list. */
  readonly noCourse: string;
  readonly children: (course: Course) => ReactNode;
}

/**
 * A page about one of the institution's courses, named by `?course=` (its materials, its
 * certificate template): the course loaded, a retry when it fails, a word when none is
 * named.
 */
export function CourseParamRoute({ title, noCourse, children }: CourseParamRouteProps) {
  const { id, key, reload } = useRecordIdParam(COURSE_PAGE_PARAM);
  if (id === null) return <NoRecordNamed title={title} message={noCourse} />;
  return (
    <CourseDetailContext.Provider
      key={key}
      logic={appCourseDetailLoader}
      options={{ input: { id } }}
    >
      <LoadedCourse onRetry={reload}>{children}</LoadedCourse>
    </CourseDetailContext.Provider>
  );
}

function LoadedCourse({
  onRetry,
  children,
}: {
  readonly onRetry: () => void;
  readonly children: (course: Course) => ReactNode;
}) {
  const { t } = useTranslation();
  const result = CourseDetailContext.useSelector((s) => s.output);
  if (!result) {
    return <Skeleton variant="rectangular" height={240} aria-label={t('app.loading')} />;
  }
  if (!result.ok) {
    return <LoadFailed title={t('course.loadFailed')} failure={result} onRetry={onRetry} />;
  }
  return children(result.detail.course);
}
