import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';

/** The applicant's cancellation of a sign-up, asked first (its place goes to someone else). */
export function CancelSignUpDialog() {
  const { t } = useTranslation();
  return (
    <ConfirmActionDialog
      decision="CANCEL"
      title={t('signUp.cancelTitle')}
      question={t('signUp.cancelConfirm')}
      done={t('signUp.cancelled')}
      confirmLabel={t('signUp.cancel')}
    />
  );
}
