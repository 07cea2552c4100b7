import { useState, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
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
import { membershipApi } from '../../lib/api';
import type { VipApplication } from '../../lib/api/membership';
import { applicantEvents, isAwaitingReview, isEditable } from '../../lib/applicationStatus';
import { useLevelName } from './levels';
import { MembershipCard } from './MembershipCard';
import {
  appLevelsLoader,
  applicationFormPath,
  applicationInfoPath,
  appMyMembershipLoader,
  LevelsContext,
  MyMembershipContext,
  ONCE,
} from './membershipActors';

/** The company's own steps on its rows, by the review machine's decision name. */
const STEPS = {
  SUBMIT: membershipApi.submitStoredApplication,
  WITHDRAW: membershipApi.withdrawApplication,
};

/** `/vipApply`: the company's membership, its applications and their steps. */
export function VipApplyRoute() {
  const [attempt, setAttempt] = useState(0);
  return (
    <LevelsContext.Provider logic={appLevelsLoader} options={{ input: ONCE }}>
      <MyMembershipContext.Provider
        key={attempt}
        logic={appMyMembershipLoader}
        options={{ input: ONCE }}
      >
        <ListRouteProvider fetchPage={membershipApi.fetchMyApplications}>
          <RowStepsProvider steps={STEPS}>
            <VipApplyScreen
              membership={<MembershipCard onRetry={() => setAttempt((n) => n + 1)} />}
            />
          </RowStepsProvider>
        </ListRouteProvider>
      </MyMembershipContext.Provider>
    </LevelsContext.Provider>
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
  const navigate = useNavigate();
  const review = ReviewContext.useActorRef();
  const rows = ListContext.useSelector((s) => s.context.rows) as readonly VipApplication[];
  const total = ListContext.useSelector((s) => s.context.total);
  const loaded = ListContext.useSelector((s) => s.matches('loaded') || s.matches('empty'));
  const levelName = useLevelName();
  // At most one application is open (being written or awaiting review).
  const open = rows.find((row) => isEditable(row.status) || isAwaitingReview(row.status));

  const step = (decision: keyof typeof STEPS, row: VipApplication) =>
    review.send({ type: 'DECIDE', decision, ids: [row.id], commentRequired: false });

  const actionsOf = (row: VipApplication) => {
    const offered = applicantEvents(row.status).map((event) => event.type);
    const item = (key: string, icon: ReactElement, label: string, onClick: () => void) => (
      <GridActionsCellItem key={key} icon={icon} label={label} onClick={onClick} />
    );
    const items = [
      item(
        'view',
        <VisibilityIcon />,
        t('membership.view'),
        () => void navigate(applicationInfoPath(row.id)),
      ),
    ];
    if (isEditable(row.status)) {
      items.push(
        item(
          'edit',
          <EditIcon />,
          t('membership.edit'),
          () => void navigate(applicationFormPath(row.id)),
        ),
      );
    }
    if (offered.includes('SUBMIT')) {
      items.push(item('submit', <SendIcon />, t('membership.submit'), () => step('SUBMIT', row)));
    }
    if (offered.includes('WITHDRAW')) {
      const label = t('workflowEvent.WITHDRAW');
      items.push(item('withdraw', <UndoIcon />, label, () => step('WITHDRAW', row)));
    }
    return items;
  };

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
      <ConfirmActionDialog
        decision="SUBMIT"
        title={t('membership.submitTitle')}
        question={t('membership.submitConfirm')}
        done={t('membership.submitDone')}
        confirmLabel={t('membership.submit')}
        destructive={false}
      />
      <ConfirmActionDialog
        decision="WITHDRAW"
        title={t('membership.withdrawTitle')}
        question={t('membership.withdrawConfirm')}
        done={t('membership.withdrawn')}
        confirmLabel={t('workflowEvent.WITHDRAW')}
      />
    </Stack>
  );
}
