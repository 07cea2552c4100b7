import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';

/** The applicant's withdrawal of a real-name application, asked for first. */
export function WithdrawDialog() {
  const { t } = useTranslation();
  return (
    <ConfirmActionDialog
      decision="WITHDRAW"
      title={t('realname.withdrawTitle')}
      question={t('realname.withdrawConfirm')}
      done={t('realname.withdrawn')}
      confirmLabel={t('workflowEvent.WITHDRAW')}
    />
  );
}
