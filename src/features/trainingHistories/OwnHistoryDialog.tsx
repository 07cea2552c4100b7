import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';
import type { TrainingHistoryDetail } from '@machines/contracts';
import type { TrainingHistoryKind } from '@machines/validation/trainingHistory';
import type { detailLoaderOf } from '../../components/detailLoader';
import { RecordDialog } from '../../components/RecordDialog';
import { isEditable } from '../../lib/applicationStatus';
import { appHistoryDetailLoader, HistoryDetailContext, historyFormPath } from './historyActors';
import { HistoryDetailContent } from './HistoryDetailContent';

export interface OwnHistoryDialogProps {
  readonly id: string;
  readonly onClose: () => void;
  /** The detail's loader (stories give one bound to a fixture). */
  readonly logic?: ReturnType<typeof detailLoaderOf<TrainingHistoryDetail>>;
}

/** The company's own declaration over its list, with a link to its form while it may change. */
export function OwnHistoryDialog({
  id,
  onClose,
  logic = appHistoryDetailLoader,
}: OwnHistoryDialogProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <RecordDialog title={t('trainingHistory.detailTitle')} onClose={onClose}>
      <HistoryDetailContext.Provider
        key={`${id}:${attempt}`}
        logic={logic}
        options={{ input: { id } }}
      >
        <HistoryDetailContent
          onReload={() => setAttempt((n) => n + 1)}
          actions={({ application }) =>
            isEditable(application.status, 'application') && (
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button
                  component={RouterLink}
                  to={historyFormPath(application.kind as TrainingHistoryKind, application.id)}
                  variant="contained"
                  startIcon={<EditIcon />}
                >
                  {t('trainingHistory.edit')}
                </Button>
              </Stack>
            )
          }
        />
      </HistoryDetailContext.Provider>
    </RecordDialog>
  );
}
