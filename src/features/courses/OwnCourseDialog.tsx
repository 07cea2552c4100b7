import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';
import type { RowId } from '@machines/app/list';
import type { CourseDetail } from '@machines/contracts';
import { ReviewContext } from '../../components/actorContexts';
import {
  DetailTracker,
  useReloadableDetail,
  type detailLoaderOf,
} from '../../components/detailLoader';
import {
  PersonRemovalDialog,
  useAskRemoval,
  usePersonRemoval,
  type PersonRemovalBinding,
} from '../../components/personRemoval';
import { RecordDialog } from '../../components/RecordDialog';
import * as coursesApi from '../../lib/api/courses';
import { isEditable } from '../../lib/applicationStatus';
import { appCourseDetailLoader, CourseDetailContext } from './courseActors';
import { CourseDetailContent, type CourseDetailContentProps } from './CourseDetailContent';

export interface OwnCourseDialogProps {
  readonly id: string;
  readonly onClose: () => void;
  /** Opens the course's form (it may still change). */
  readonly onEdit: (id: string) => void;
  /** The detail's loader (stories give one bound to a fixture). */
  readonly logic?: ReturnType<typeof detailLoaderOf<CourseDetail>>;
  /** The call taking a teacher off (stories give their own). */
  readonly removeTeacher?: PersonRemovalBinding['remove'];
  /** The materials in place of the loaded list (stories). */
  readonly materials?: ReactNode;
  /** The certificate in place of the loaded specimen (stories). */
  readonly certificate?: ReactNode;
}

/**
 * The institution's own course over its list: the course, its dates, materials and steps;
 * while it may change, a teacher comes off from here (asked first).
 */
export function OwnCourseDialog({
  id,
  onClose,
  onEdit,
  logic = appCourseDetailLoader,
  removeTeacher = coursesApi.removeTeacher,
  materials,
  certificate,
}: OwnCourseDialogProps) {
  const { t } = useTranslation();
  const { generation, reload, track, latest } = useReloadableDetail<CourseDetail>();
  const removal = usePersonRemoval({
    current: () => latest()?.course ?? null,
    remove: removeTeacher,
    reload,
  });
  const nameOf = (personId: RowId) =>
    latest()?.course.teachers.find((teacher) => teacher.id === personId)?.name;
  return (
    <RecordDialog title={t('course.detailTitle')} onClose={onClose}>
      <ReviewContext.Provider logic={removal}>
        <CourseDetailContext.Provider
          key={`${id}:${generation}`}
          logic={logic}
          options={{ input: { id } }}
        >
          <DetailTracker context={CourseDetailContext} onDetail={track} />
          <OwnCourseContent
            onReload={reload}
            onEdit={onEdit}
            materials={materials}
            certificate={certificate}
          />
        </CourseDetailContext.Provider>
        <PersonRemovalDialog nameOf={nameOf} />
      </ReviewContext.Provider>
    </RecordDialog>
  );
}

/** The loaded course with the institution's way to change it (the removal's asking bound). */
function OwnCourseContent({
  onEdit,
  ...content
}: Omit<CourseDetailContentProps, 'actions' | 'onRemoveTeacher'> & {
  readonly onEdit: (id: string) => void;
}) {
  const { t } = useTranslation();
  const askRemoval = useAskRemoval();
  return (
    <CourseDetailContent
      {...content}
      onRemoveTeacher={askRemoval}
      actions={({ course }) =>
        isEditable(course.status, 'course') && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              onClick={() => onEdit(String(course.id))}
            >
              {t('course.edit')}
            </Button>
          </Stack>
        )
      }
    />
  );
}
