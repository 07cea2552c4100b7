import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canOpenPage, pages } from '@machines/access/pages';
import { roleKind, roleLabelKey } from '@machines/access/roles';
import { greetingKey } from '@machines/app/greeting';
import { SessionContext } from '../../components/appActorContexts';
import { PageLinkCard } from '../../components/PageLinkCard';

/** A member company's own areas, reached from its home page (catalogue keys). */
const MEMBER_PAGE_LINKS = [
  { page: 'realnameApplyHistory', key: 'realname' },
  { page: 'myMembership', key: 'membership' },
  { page: 'institutionApply', key: 'institution' },
] as const;

export interface DashboardScreenProps {
  readonly now?: Date;
  /**
   * What a member company's own areas have to say on its home page (a membership that
   * expired), under its links to them; the route table composes it, areas do not import
   * each other.
   */
  readonly memberNotices?: ReactNode;
  /** The role's to-do lists (BacklogPanel, with its loader). */
  readonly backlog?: ReactNode;
  /** The role's charts (ChartsPanel, with its loader). */
  readonly charts?: ReactNode;
}

/** The home page: a greeting for the time of day, the active role and the account kind. */
export function DashboardScreen({
  now = new Date(),
  memberNotices,
  backlog,
  charts,
}: DashboardScreenProps) {
  const { t } = useTranslation();
  const user = SessionContext.useSelector((s) => s.context.user);
  if (!user) return null;

  const role = user.activeRole;
  return (
    <Stack spacing={2}>
      <Paper component="section" aria-labelledby="dashboard-greeting" sx={{ p: 3 }}>
        <Stack spacing={1}>
          <Typography id="dashboard-greeting" variant="h5" component="h1">
            {t(greetingKey(now.getHours()), { name: user.name || user.userName })}
          </Typography>
          <Typography color="text.secondary">
            {t('dashboard.activeRole', { role: t(roleLabelKey(role)) })}
          </Typography>
          <Typography color="text.secondary">
            {t('dashboard.accountKind', { kind: t(`roleKind.${roleKind(role)}`) })}
          </Typography>
        </Stack>
      </Paper>
      {backlog}
      {charts}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {MEMBER_PAGE_LINKS.filter(({ page }) => canOpenPage(page, role)).map(({ page, key }) => (
          <PageLinkCard
            key={page}
            title={t(`dashboard.${key}.title`)}
            text={t(`dashboard.${key}.text`)}
            linkLabel={t(`dashboard.${key}.open`)}
            to={pages[page].path}
          />
        ))}
      </Stack>
      {/* Last: a notice that arrives after the page has drawn moves nothing above it. */}
      {canOpenPage('vipApply', role) && memberNotices}
    </Stack>
  );
}
