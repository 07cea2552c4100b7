import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipApplicationDetail } from '@machines/contracts';
import { DetailResultView } from '../../components/RecordDialog';
import { ApplicationDetailContext } from './membershipActors';
import { VipApplicationView } from './VipApplicationView';

export interface VipDetailContentProps {
  readonly onReload: () => void;
  /** What the viewer may do with the loaded application. */
  readonly actions?: (detail: VipApplicationDetail) => ReactNode;
}

/** The application's loader state: loading, failed (with a retry), or the application. */
export function VipDetailContent({ onReload, actions }: VipDetailContentProps) {
  const { t } = useTranslation();
  const result = ApplicationDetailContext.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('membership.loadFailed')} onReload={onReload}>
      {(detail) => <VipApplicationView detail={detail} actions={actions?.(detail)} />}
    </DetailResultView>
  );
}
