import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canOpenPage, pages } from '@machines/access/pages';
import { roleKind, roleLabelKey } from '@machines/access/roles';
import { SessionContext } from '../../app/actors/contexts';
import { dayPeriod } from './greeting';

/**
 * The member company's way to its real-name certification (a hidden page, reached from
 * here only).
 */
function RealnameCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="dashboard-realname" sx={{ maxWidth: 420 }}>
      <CardContent>
        <Typography id="dashboard-realname" variant="h6" component="h2">
          {t('dashboard.realname.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.realname.text')}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={pages.realnameApplyHistory.path}>
          {t('dashboard.realname.open')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The home page: a greeting for the time of day, the active role and the account kind. */
export function DashboardScreen({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const user = SessionContext.useSelector((s) => s.context.user);
  if (!user) return null;

  const role = user.activeRole;
  return (
    <Stack spacing={2}>
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
      {canOpenPage('realnameApplyHistory', role) && <RealnameCard />}
    </Stack>
  );
}
