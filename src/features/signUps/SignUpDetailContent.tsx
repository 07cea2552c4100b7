import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignUpDetail } from '@machines/contracts';
import { DetailResultView } from '../../components/RecordDialog';
import { SignUpDetailContext } from './signUpActors';
import { SignUpView } from './SignUpView';

export interface SignUpDetailContentProps {
  readonly onReload: () => void;
  /** What the viewer may do with the loaded sign-up. */
  readonly actions?: (detail: SignUpDetail) => ReactNode;
}

/** The sign-up's loader state: loading, failed (with a retry), or the sign-up. */
export function SignUpDetailContent({ onReload, actions }: SignUpDetailContentProps) {
  const { t } = useTranslation();
  const result = SignUpDetailContext.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('signUp.loadFailed')} onReload={onReload}>
      {(detail) => <SignUpView detail={detail} actions={actions?.(detail)} />}
    </DetailResultView>
  );
}
