import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { ListContext } from '../../components/actorContexts';
import { ApplicantStepDialogs, useApplicantRowActions } from '../../components/applicantRows';
import {
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
} from '../../components/gridColumns';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { PageHeading } from '../../components/PageHeading';
import { RowStepsProvider } from '../../components/rowSteps';
import * as membershipApi from '../../lib/api/membership';
import type { VipApplication } from '../../lib/api/membership';
import { isAwaitingReview, isEditable } from '../../lib/applicationStatus';
import { useLevelName } from './levels';
import { MembershipCard } from './MembershipCard';
import { applicationFormPath, applicationInfoPath } from './membershipActors';
import { WithMyMembership } from './WithMyMembership';

/** The company's own steps on its rows, by the review machine's decision name. */
const STEPS = {
  SUBMIT: membershipApi.submitStoredApplication,
  WITHDRAW: membershipApi.withdrawApplication,
};

/** `/vipApply`: the company's membership, its applications and their steps. */
export function VipApplyRoute() {
  return (
    <WithMyMembership>
      {(retry) => (
        <ListRouteProvider fetchPage={membershipApi.fetchMyApplications}>
          <RowStepsProvider steps={STEPS}>
            <VipApplyScreen membership={<MembershipCard onRetry={retry} />} />
          </RowStepsProvider>
        </ListRouteProvider>
      )}
    </WithMyMembership>
  );
}

export interface VipApplyScreenProps {
  /** The company's membership card (its own loader). */
  readonly membership: ReactNode;
}

/**
 * The company's membership and its applications (list machine): apply, or continue the
 * open application; per application what its status allows: view, edit, submit, withdraw
 * (each step asked for first).
 */
export function VipApplyScreen({ membership }: VipApplyScreenProps) {
  const { t } = useTranslation();
  const rows = ListContext.useSelector((s) => s.context.rows) as readonly VipApplication[];
  const total = ListContext.useSelector((s) => s.context.total);
  const loaded = ListContext.useSelector((s) => s.matches('loaded') || s.matches('empty'));
  const levelName = useLevelName();
  // At most one application is open (being written or awaiting review).
  const open = rows.find((row) => isEditable(row.status) || isAwaitingReview(row.status));

  const actionsOf = useApplicantRowActions<VipApplication>(
    { view: (row) => applicationInfoPath(row.id), edit: (row) => applicationFormPath(row.id) },
    { view: t('membership.view'), edit: t('membership.edit'), submit: t('membership.submit') },
  );

  const columns: GridColDef<VipApplication>[] = [
    {
      ...textColumn<VipApplication>('levelCode', t('membership.level'), { minWidth: 110 }),
      valueGetter: (_value, row) => (row.levelCode ? levelName(row.levelCode) : ''),
    },
    textColumn<VipApplication>('contactName', t('field.contactName'), { minWidth: 90 }),
    statusColumn<VipApplication>('status', t('field.status'), 'application', t, {
      sortable: false,
    }),
    dateTimeColumn<VipApplication>('createdAt', t('membership.createdAt'), { sortable: false }),
    dateTimeColumn<VipApplication>('submittedAt', t('field.submittedAt'), { sortable: false }),
    dateTimeColumn<VipApplication>('decidedAt', t('membership.decidedAt'), { sortable: false }),
    rowActionsColumn<VipApplication>(t('membership.actions'), ({ row }) => actionsOf(row), 4),
  ];

  return (
    <Stack spacing={2}>
      <PageHeading>{t('route.vipApply')}</PageHeading>
      {membership}
      <ListToolbar
        label={t('membership.myActions')}
        status={t('membership.total', { count: total })}
      >
        {loaded && !(open && isAwaitingReview(open.status)) && (
          <Button
            component={RouterLink}
            to={applicationFormPath(open?.id)}
            variant="contained"
            startIcon={open ? <EditIcon /> : <AddIcon />}
            sx={{ ml: 'auto' }}
          >
            {t(open ? 'membership.continue' : 'membership.apply')}
          </Button>
        )}
      </ListToolbar>
      <ListGrid<VipApplication> columns={columns} label={t('membership.myListLabel')} />
      <ApplicantStepDialogs prefix="membership" />
    </Stack>
  );
}
