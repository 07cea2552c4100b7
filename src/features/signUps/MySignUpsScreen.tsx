import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { pages } from '@machines/access/pages';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import type { FilterField } from '../../components/FilterBar';
import { rowActionsColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import { signUpsApi } from '../../lib/api';
import { CancelSignUpDialog } from './CancelSignUpDialog';
import type { SignUp } from '../../lib/api/signUps';
import { applicantEvents } from '../../lib/applicationStatus';
import { ID_PARAM } from './signUpActors';
import { signUpColumns } from '../../components/signUpColumns';

const STEPS: Readonly<Record<string, RowStepCall>> = {
  CANCEL: ({ id, version }) => signUpsApi.cancelSignUp({ id, version }),
};

const cancellable = (row: SignUp) =>
  applicantEvents(row.status, 'signUp').some((event) => event.type === 'CANCEL');

/** `/newApply`: my sign-ups (my company's people's, or my own). */
export function MySignUpsRoute() {
  return (
    <ListRouteProvider fetchPage={signUpsApi.fetchMySignUps}>
      <RowStepsProvider steps={STEPS}>
        <MySignUpsScreen />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

function signUpFilters(t: (key: string) => string): FilterField[] {
  return [
    { kind: 'status', name: 'status', label: t('field.status'), family: 'signUp' },
    { kind: 'text', name: 'courseName', label: t('signUp.course') },
    { kind: 'text', name: 'traineeName', label: t('signUp.field.name') },
  ];
}

/**
 * The applicant's sign-ups, newest first (list machine): filters in the URL, a way to the
 * open courses, each sign-up's page, and its cancellation before the exam (asked first).
 */
export function MySignUpsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const review = ReviewContext.useActorRef();
  const total = ListContext.useSelector((s) => s.context.total);
  const filters = useMemo(() => signUpFilters(t), [t]);
  const column = signUpColumns(t);
  const columns: GridColDef<SignUp>[] = [
    column.trainee,
    column.course,
    column.institution,
    column.session,
    column.status,
    column.createdAt,
    rowActionsColumn<SignUp>(
      t('signUp.actions'),
      ({ row }) => [
        <GridActionsCellItem
          key="view"
          icon={<VisibilityIcon />}
          label={t('signUp.view')}
          onClick={() => void navigate(`${pages.traningSignUpEdit.path}?${ID_PARAM}=${row.id}`)}
        />,
        ...(cancellable(row)
          ? [
              <GridActionsCellItem
                key="cancel"
                icon={<CancelOutlinedIcon />}
                label={t('signUp.cancel')}
                onClick={() =>
                  review.send({
                    type: 'DECIDE',
                    decision: 'CANCEL',
                    ids: [row.id],
                    commentRequired: false,
                  })
                }
              />,
            ]
          : []),
      ],
      2,
    ),
  ];
  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.newApply')} />
      <ListToolbar label={t('signUp.myActions')} status={t('signUp.total', { count: total })}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={RouterLink}
          to={pages.traningSignUp.path}
        >
          {t('signUp.new')}
        </Button>
      </ListToolbar>
      <ListGrid<SignUp> columns={columns} label={t('signUp.myListLabel')} />
      <CancelSignUpDialog />
    </Stack>
  );
}
