import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailResultView, RecordDialog } from '../../components/RecordDialog';
import { AppealDetailContext } from './appealActors';
import { AppealDetailView } from './AppealDetailView';

export interface AppealDetailDialogProps {
  readonly onClose: () => void;
  /** The loaded content (AppealDetailContent in its loader's provider). */
  readonly children: ReactNode;
}

/** The dialog an appeal opens in (the shared record dialog). */
export function AppealDetailDialog({ onClose, children }: AppealDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <RecordDialog title={t('appeal.detailTitle')} onClose={onClose}>
      {children}
    </RecordDialog>
  );
}

/** The detail loader's state: a skeleton, the failure with a retry, or the appeal. */
export function AppealDetailContent({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const result = AppealDetailContext.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('appeal.loadFailed')} onReload={onReload}>
      {(detail) => <AppealDetailView detail={detail} />}
    </DetailResultView>
  );
}
