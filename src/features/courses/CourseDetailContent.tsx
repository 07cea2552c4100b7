import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail, InstitutionPerson } from '@machines/contracts';
import { DetailResultView } from '../../components/RecordDialog';
import { isEditable } from '../../lib/applicationStatus';
import { CourseDetailContext } from './courseActors';
import { CourseCertificateSpecimen } from './CourseCertificateSpecimen';
import { CourseMaterialsList } from './CourseMaterialsList';
import { CourseView } from './CourseView';

export interface CourseDetailContentProps {
  readonly onReload: () => void;
  /** What the viewer may do with the loaded course. */
  readonly actions?: (detail: CourseDetail) => ReactNode;
  /** The materials in place of the loaded list (stories). */
  readonly materials?: ReactNode;
  /** The certificate in place of the loaded specimen (stories). */
  readonly certificate?: ReactNode;
  /** The institution takes a teacher off: offered while the course may change. */
  readonly onRemoveTeacher?: (person: InstitutionPerson) => void;
}

/**
 * The course's loader state: loading, failed (with a retry), or the course with its
 * materials and the certificate its template draws.
 */
export function CourseDetailContent({
  onReload,
  actions,
  materials,
  certificate,
  onRemoveTeacher,
}: CourseDetailContentProps) {
  const { t } = useTranslation();
  const result = CourseDetailContext.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('course.loadFailed')} onReload={onReload}>
      {(detail) => (
        <CourseView
          detail={detail}
          materials={materials ?? <CourseMaterialsList courseId={detail.course.id} />}
          certificate={certificate ?? <CourseCertificateSpecimen courseId={detail.course.id} />}
          actions={actions?.(detail)}
          onRemoveTeacher={isEditable(detail.course.status, 'course') ? onRemoveTeacher : undefined}
        />
      )}
    </DetailResultView>
  );
}
