import { useTranslation } from 'react-i18next';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { EnabledChip } from '../../components/EnabledChip';
import { DetailResultView, RecordDialog } from '../../components/RecordDialog';
import { formatDateTime } from '../../lib/dates';
import { AccountDetailContext } from './accountActors';
import { useRoleWithCode } from './roleName';

/**
 * One of the company's accounts whole (AccountDetailContext, `user/user-detail`): its login
 * name and mobile unmasked, its roles, state and last sign-in; loading, or failed with a
 * retry.
 */
export function CompanyAccountDetailDialog({
  name,
  onClose,
  onReload,
}: {
  /** The row's name, for the title while the account loads. */
  readonly name: string;
  readonly onClose: () => void;
  readonly onReload: () => void;
}) {
  const { t } = useTranslation();
  const roleName = useRoleWithCode();
  const result = AccountDetailContext.useSelector((s) => s.output);
  return (
    <RecordDialog title={t('companyAccounts.detailTitle', { name })} onClose={onClose}>
      <DetailResultView
        result={result}
        failedTitle={t('companyAccounts.loadFailed')}
        onReload={onReload}
      >
        {(account) => (
          <DefinitionList>
            <DefinitionItem label={t('managers.name')}>{account.name}</DefinitionItem>
            <DefinitionItem label={t('accounts.userName')}>{account.userName}</DefinitionItem>
            <DefinitionItem label={t('managers.mobile')}>{account.mobile}</DefinitionItem>
            <DefinitionItem label={t('managers.email')}>{account.email}</DefinitionItem>
            <DefinitionItem label={t('companyAccounts.kind')}>
              {t(account.isAdmin ? 'companyAccounts.main' : 'companyAccounts.staff')}
            </DefinitionItem>
            <DefinitionItem label={t('companyAccounts.roles')}>
              {account.roles.map(roleName).join('、')}
            </DefinitionItem>
            <DefinitionItem label={t('accounts.state')}>
              <EnabledChip enabled={account.enabled} />
            </DefinitionItem>
            <DefinitionItem label={t('companyAccounts.lastSignIn')}>
              {account.lastSignInAt
                ? formatDateTime(account.lastSignInAt)
                : t('companyAccounts.never')}
              {account.mustChangePassword ? `（${t('companyAccounts.mustChange')}）` : ''}
            </DefinitionItem>
            <DefinitionItem label={t('accounts.createdAt')}>
              {formatDateTime(account.createdAt)}
            </DefinitionItem>
          </DefinitionList>
        )}
      </DetailResultView>
    </RecordDialog>
  );
}
