import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { pages } from '@machines/access/pages';
import { PageHeading } from '../../components/PageHeading';
import { Timeline } from '../../components/Timeline';
import { MembershipCard } from './MembershipCard';
import { applicationFormPath, applicationInfoPath, MyMembershipContext } from './membershipActors';
import { WithMyMembership } from './WithMyMembership';

/** `/myMembership` (ours, in the menu): the company's membership, bound to `query-my-vip`. */
export function MyMembershipRoute() {
  return <WithMyMembership>{(retry) => <MyMembershipScreen onRetry={retry} />}</WithMyMembership>;
}

/** What the company can do next: go on with its open application, or apply (join or renew). */
function NextSteps() {
  const { t } = useTranslation();
  const result = MyMembershipContext.useSelector((s) => s.output);
  if (!result?.ok) return null;
  const { membership, openApplicationId } = result.detail;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {openApplicationId !== null ? (
        <Button
          component={RouterLink}
          to={applicationInfoPath(openApplicationId)}
          variant="contained"
          startIcon={<VisibilityOutlinedIcon />}
        >
          {t('membership.openApplication')}
        </Button>
      ) : (
        <Button
          component={RouterLink}
          to={applicationFormPath()}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t(membership ? 'membership.renew' : 'membership.apply')}
        </Button>
      )}
      <Button component={RouterLink} to={pages.vipApply.path} startIcon={<ListAltIcon />}>
        {t('membership.applications')}
      </Button>
    </Stack>
  );
}

/** The membership's own steps: granted, renewed, disabled, expired, with the platform's reasons. */
function MembershipHistory() {
  const { t } = useTranslation();
  const headingId = useId();
  const result = MyMembershipContext.useSelector((s) => s.output);
  if (!result?.ok || !result.detail.membership) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {t('membership.history')}
      </Typography>
      <Timeline family="membership" entries={result.detail.events} labelledBy={headingId} />
    </Paper>
  );
}

/**
 * The company's membership in its menu: level, validity and status (or none yet), what it
 * can do next, and the membership's history; its applications one click away (`/vipApply`).
 */
export function MyMembershipScreen({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <PageHeading>{t('route.myMembership')}</PageHeading>
      <MembershipCard onRetry={onRetry} />
      <NextSteps />
      <MembershipHistory />
    </Stack>
  );
}
