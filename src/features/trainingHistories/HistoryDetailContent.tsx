import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingHistoryDetail } from '@machines/contracts';
import { DetailResultView } from '../../components/RecordDialog';
import { HistoryDetailContext } from './historyActors';
import { HistoryView } from './HistoryView';

export interface HistoryDetailContentProps {
  readonly onReload: () => void;
  /** What the viewer may do with the loaded declaration. */
  readonly actions?: (detail: TrainingHistoryDetail) => ReactNode;
}

/** The declaration's loader state: loading, failed (with a retry), or the declaration. */
export function HistoryDetailContent({ onReload, actions }: HistoryDetailContentProps) {
  const { t } = useTranslation();
  const result = HistoryDetailContext.useSelector((s) => s.output);
  return (
    <DetailResultView
      result={result}
      failedTitle={t('trainingHistory.loadFailed')}
      onReload={onReload}
    >
      {(detail) => <HistoryView detail={detail} actions={actions?.(detail)} />}
    </DetailResultView>
  );
}
