import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleKind, roleLabelKey } from '@machines/access/roles';
import { SessionContext } from '../../app/actors/contexts';
import { dayPeriod } from './greeting';

/** The home page: a greeting for the time of day, the active role and the account kind. */
export function DashboardScreen({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const user = SessionContext.useSelector((s) => s.context.user);
  if (!user) return null;

  const role = user.activeRole;
  return (
    <Paper component="section" aria-labelledby="dashboard-greeting" sx={{ p: 3 }}>
      <Stack spacing={1}>
        <Typography id="dashboard-greeting" variant="h5" component="h1">
          {t(`dashboard.greeting.${dayPeriod(now)}`, { name: user.name || user.userName })}
        </Typography>
        <Typography color="text.secondary">
          {t('dashboard.activeRole', { role: t(roleLabelKey(role)) })}
        </Typography>
        <Typography color="text.secondary">
          {t('dashboard.accountKind', { kind: t(`roleKind.${roleKind(role)}`) })}
        </Typography>
      </Stack>
    </Paper>
  );
}
