import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstitutionApplicationDetail } from '@machines/contracts';
import { DetailResultView } from '../../components/RecordDialog';
import { ApplicationDetailContext } from './institutionActors';
import { InstitutionView } from './InstitutionView';

export interface InstitutionDetailContentProps {
  readonly onReload: () => void;
  /** What the viewer may do with the loaded application. */
  readonly actions?: (detail: InstitutionApplicationDetail) => ReactNode;
}

/** The application's loader state: loading, failed (with a retry), or the application. */
export function InstitutionDetailContent({ onReload, actions }: InstitutionDetailContentProps) {
  const { t } = useTranslation();
  const result = ApplicationDetailContext.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('institution.loadFailed')} onReload={onReload}>
      {(detail) => <InstitutionView detail={detail} actions={actions?.(detail)} />}
    </DetailResultView>
  );
}
