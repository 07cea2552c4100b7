import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { statusFamilies } from '@machines/workflows';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { LoadFailed } from '../../components/LoadFailed';
import { StatusChip } from '../../components/StatusChip';
import { useLevelName } from './levels';
import { MyMembershipContext } from './membershipActors';

const family = statusFamilies.membership;
const EXPIRED = family.codeOf('expired');
const DISABLED = family.codeOf('disabled');

/**
 * The company's membership: level, validity and status, or that it is none yet. An
 * expired or disabled membership says so, and what the company can do about it.
 */
export function MembershipCard({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const result = MyMembershipContext.useSelector((s) => s.output);
  if (!result) {
    return (
      <Paper sx={{ p: 2 }} role="progressbar" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" width="60%" />
      </Paper>
    );
  }
  if (!result.ok) {
    return <LoadFailed title={t('membership.myLoadFailed')} failure={result} onRetry={onRetry} />;
  }
  const { membership } = result.detail;
  return (
    <Paper component="section" aria-label={t('membership.myMembership')} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {t('membership.myMembership')}
          </Typography>
          {membership && <StatusChip family="membership" code={membership.status} size="medium" />}
        </Stack>
        {membership ? (
          <DefinitionList>
            <DefinitionItem label={t('membership.level')}>
              {levelName(membership.levelCode)}
            </DefinitionItem>
            <DefinitionItem label={t('membership.validity')}>
              {t('membership.validityRange', {
                from: membership.validFrom,
                to: membership.validTo,
              })}
            </DefinitionItem>
          </DefinitionList>
        ) : (
          <Typography color="text.secondary">{t('membership.none')}</Typography>
        )}
        {membership?.status === EXPIRED && (
          <Alert severity="warning">
            {t('membership.expiredNotice', { date: membership.validTo })}
          </Alert>
        )}
        {membership?.status === DISABLED && (
          <Alert severity="error">{t('membership.disabledNotice')}</Alert>
        )}
      </Stack>
    </Paper>
  );
}
