import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridColDef } from '@mui/x-data-grid';
import { BatchReviewProvider } from '../../components/batchReview';
import { useDetailParam } from '../../components/detailParam';
import { viewColumn } from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ReviewList, type BatchDecisions } from '../../components/ReviewList';
import * as coursesApi from '../../lib/api/courses';
import type { Course } from '../../lib/api/courses';
import { ID_PARAM } from './courseActors';
import { courseColumns } from './courseColumns';
import { courseFilters } from './courseFilters';
import { CourseReviewDialog } from './CourseReviewDialog';

/**
 * Publishing several courses at once; a return needs its own comment, one by one. The
 * platform and the experts are offered the same steps, so either party decides the rows.
 */
const BATCH: BatchDecisions<Course> = {
  family: 'course',
  party: 'platform',
  decisions: ['APPROVE'],
  labelOf: (row) => row.name,
};

/** The URL parameter of the open course is the page's, not the list's. */
const PRESERVED: readonly string[] = [ID_PARAM];

/** Batches through the list's review binding; the open course decides through its own. */
function BoundCourseCheck() {
  return (
    <BatchReviewProvider decide={coursesApi.stepCourses}>
      <CourseCheckScreen
        renderDetail={(id, onClose) => <CourseReviewDialog key={id} id={id} onClose={onClose} />}
      />
    </BatchReviewProvider>
  );
}

/** `courseCheck`: the platform's and the experts' queue (an expert's own line only). */
export function CourseCheckRoute() {
  return (
    <ListRouteProvider fetchPage={coursesApi.fetchReviewQueue} preserve={PRESERVED}>
      <BoundCourseCheck />
    </ListRouteProvider>
  );
}

export interface CourseCheckScreenProps {
  /** The dialog of the course the URL names (stories bind its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
}

/**
 * Courses sent for review and after: filters in the URL (status, name, institution,
 * submission dates), batch publishing, and a view per row opening the course (`?id=`)
 * with its dates, materials, steps and the decisions the workflow offers (publish, or
 * return with a comment).
 */
export function CourseCheckScreen({ renderDetail }: CourseCheckScreenProps) {
  const { t, i18n } = useTranslation();
  const { openId, open } = useDetailParam(ID_PARAM);
  const filters = useMemo(() => courseFilters(t), [t]);
  const column = courseColumns(t, i18n.language);
  const columns: GridColDef<Course>[] = [
    column.name,
    column.company,
    column.level,
    column.status,
    column.submittedAt,
    viewColumn<Course>(t('course.actions'), t('course.view'), (row) => open(row.id)),
  ];
  return (
    <ReviewList<Course>
      title={t('route.courseCheck')}
      listLabel={t('course.reviewListLabel')}
      filters={filters}
      columns={columns}
      batch={BATCH}
      detail={openId && renderDetail?.(openId, () => open(null))}
    />
  );
}
