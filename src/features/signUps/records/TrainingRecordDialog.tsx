import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { TrainingRecordDetail } from '@machines/contracts';
import { DefinitionItem } from '../../../components/DefinitionList';
import type { detailLoaderOf } from '../../../components/detailLoader';
import { DetailResultView, RecordDialog } from '../../../components/RecordDialog';
import { PersonnelCertificateLink } from '../PersonnelCertificateLink';
import { SignUpView } from '../SignUpView';
import { appTrainingRecordLoader, TrainingRecordContext } from './recordActors';
import { RecordHours } from './RecordHours';

export interface TrainingRecordDialogProps {
  readonly id: string;
  readonly onClose: () => void;
  /** The record's loader (stories give one bound to a fixture). */
  readonly logic?: ReturnType<typeof detailLoaderOf<TrainingRecordDetail>>;
}

/** One training over the records list: the sign-up, its hours, its steps, its certificate. */
export function TrainingRecordDialog({
  id,
  onClose,
  logic = appTrainingRecordLoader,
}: TrainingRecordDialogProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <RecordDialog title={t('record.detailTitle')} onClose={onClose}>
      <TrainingRecordContext.Provider
        key={`${id}:${attempt}`}
        logic={logic}
        options={{ input: { id } }}
      >
        <TrainingRecordContent onReload={() => setAttempt((n) => n + 1)} />
      </TrainingRecordContext.Provider>
    </RecordDialog>
  );
}

function TrainingRecordContent({ onReload }: { readonly onReload: () => void }) {
  const { t } = useTranslation();
  const result = TrainingRecordContext.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('record.loadFailed')} onReload={onReload}>
      {({ record, events }) => (
        <SignUpView
          detail={{ signUp: record, events }}
          extra={
            <DefinitionItem label={t('record.creditHours')}>
              <RecordHours record={record} />
            </DefinitionItem>
          }
          actions={
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <PersonnelCertificateLink signUp={record} />
            </Stack>
          }
        />
      )}
    </DetailResultView>
  );
}
