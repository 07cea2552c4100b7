import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';
import type { CourseDetail } from '@machines/contracts';
import type { detailLoaderOf } from '../../components/detailLoader';
import { RecordDialog } from '../../components/RecordDialog';
import { isEditable } from '../../lib/applicationStatus';
import { appCourseDetailLoader, CourseDetailContext } from './courseActors';
import { CourseDetailContent } from './CourseDetailContent';

export interface OwnCourseDialogProps {
  readonly id: string;
  readonly onClose: () => void;
  /** Opens the course's form (it may still change). */
  readonly onEdit: (id: string) => void;
  /** The detail's loader (stories give one bound to a fixture). */
  readonly logic?: ReturnType<typeof detailLoaderOf<CourseDetail>>;
  /** The materials in place of the loaded list (stories). */
  readonly materials?: ReactNode;
  /** The certificate in place of the loaded specimen (stories). */
  readonly certificate?: ReactNode;
}

/** The institution's own course over its list: the course, its dates, materials and steps. */
export function OwnCourseDialog({
  id,
  onClose,
  onEdit,
  logic = appCourseDetailLoader,
  materials,
  certificate,
}: OwnCourseDialogProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <RecordDialog title={t('course.detailTitle')} onClose={onClose}>
      <CourseDetailContext.Provider
        key={`${id}:${attempt}`}
        logic={logic}
        options={{ input: { id } }}
      >
        <CourseDetailContent
          onReload={() => setAttempt((n) => n + 1)}
          materials={materials}
          certificate={certificate}
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
      </CourseDetailContext.Provider>
    </RecordDialog>
  );
}
