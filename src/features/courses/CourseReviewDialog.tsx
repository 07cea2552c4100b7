import { useTranslation } from 'react-i18next';
import { ReviewContext } from '../../components/actorContexts';
import { BoundRecordDialog, useDialogReview } from '../../components/dialogReview';
import { ReviewDecisionActions } from '../../components/ReviewDecisionActions';
import { ReviewDialog } from '../../components/ReviewDialog';
import * as coursesApi from '../../lib/api/courses';
import { appCourseDetailLoader, CourseDetailContext } from './courseActors';
import { CourseDetailContent } from './CourseDetailContent';

export interface CourseReviewDialogProps {
  readonly id: string;
  readonly onClose: () => void;
}

/**
 * A course opened over the platform's lists (`courseCheck`, `courseManage`): its content,
 * dates, materials and timeline, and the steps the workflow offers the caller (publish,
 * or return with a comment); the list reloads after a step.
 */
export function CourseReviewDialog({ id, onClose }: CourseReviewDialogProps) {
  const { t } = useTranslation();
  const { logic, tracking } = useDialogReview((decision) => coursesApi.stepCourse(decision));
  return (
    <ReviewContext.Provider logic={logic}>
      <BoundRecordDialog
        title={t('course.detailTitle')}
        id={id}
        onClose={onClose}
        tracking={tracking}
        context={CourseDetailContext}
        logic={appCourseDetailLoader}
        recordOf={(detail) => detail.course}
      >
        {(reload) => (
          <CourseDetailContent
            onReload={reload}
            actions={(detail) => (
              <ReviewDecisionActions
                id={detail.course.id}
                available={detail.availableEvents}
                label={t('course.reviewActions')}
              />
            )}
          />
        )}
      </BoundRecordDialog>
      <ReviewDialog itemLabel={() => t('course.itemLabel')} />
    </ReviewContext.Provider>
  );
}
