import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { pages } from '@machines/access/pages';
import { statusFamilies } from '@machines/workflows';
import { appMyMembershipLoader, MyMembershipContext, ONCE } from './membershipActors';

const family = statusFamilies.membership;
const EXPIRED = family.codeOf('expired');
const DISABLED = family.codeOf('disabled');

/**
 * Says on a company's page that its membership has expired or was disabled, with the way
 * to the membership page; nothing while it loads, fails, or stands.
 */
export function MembershipNoticeView() {
  const { t } = useTranslation();
  const result = MyMembershipContext.useSelector((s) => s.output);
  const membership = result?.ok ? result.detail.membership : null;
  if (!membership || (membership.status !== EXPIRED && membership.status !== DISABLED)) {
    return null;
  }
  const expired = membership.status === EXPIRED;
  return (
    <Alert
      severity={expired ? 'warning' : 'error'}
      action={
        <Button color="inherit" component={RouterLink} to={pages.myMembership.path}>
          {t('dashboard.membership.open')}
        </Button>
      }
    >
      {expired
        ? t('membership.expiredNotice', { date: membership.validTo })
        : t('membership.disabledNotice')}
    </Alert>
  );
}

/** The notice bound to `query-my-vip` (the dashboard of a member company shows it). */
export function MembershipNotice() {
  return (
    <MyMembershipContext.Provider logic={appMyMembershipLoader} options={{ input: ONCE }}>
      <MembershipNoticeView />
    </MyMembershipContext.Provider>
  );
}
