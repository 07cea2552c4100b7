import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';
import type { ProjectApplicationDetail } from '@machines/contracts';
import type { detailLoaderOf } from '../../components/detailLoader';
import { RecordDialog } from '../../components/RecordDialog';
import { isEditable } from '../../lib/applicationStatus';
import { appProjectDetailLoader, ProjectDetailContext } from './projectActors';
import { ProjectDetailContent } from './ProjectDetailContent';

export interface OwnProjectDialogProps {
  readonly id: string;
  readonly onClose: () => void;
  /** Opens the declaration's form (it may still change). */
  readonly onEdit: (id: string) => void;
  /** The detail's loader (stories give one bound to a fixture). */
  readonly logic?: ReturnType<typeof detailLoaderOf<ProjectApplicationDetail>>;
}

/** The company's own declaration over its list: the project, its files and steps. */
export function OwnProjectDialog({
  id,
  onClose,
  onEdit,
  logic = appProjectDetailLoader,
}: OwnProjectDialogProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <RecordDialog title={t('project.detailTitle')} onClose={onClose}>
      <ProjectDetailContext.Provider
        key={`${id}:${attempt}`}
        logic={logic}
        options={{ input: { id } }}
      >
        <ProjectDetailContent
          onReload={() => setAttempt((n) => n + 1)}
          actions={({ application }) =>
            isEditable(application.status, 'qualification') && (
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button
                  variant="contained"
                  startIcon={<EditIcon />}
                  onClick={() => onEdit(String(application.id))}
                >
                  {t('project.edit')}
                </Button>
              </Stack>
            )
          }
        />
      </ProjectDetailContext.Provider>
    </RecordDialog>
  );
}
