import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { pages } from '@machines/access/pages';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import type { FilterField } from '../../components/FilterBar';
import { rowActionsColumn, viewAction } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import * as signUpsApi from '../../lib/api/signUps';
import { CancelSignUpDialog } from './CancelSignUpDialog';
import type { SignUp } from '../../lib/api/signUps';
import { applicantEvents } from '../../lib/applicationStatus';
import { BoundSignUpFormDialog } from './boundSignUpForms';
import { CoursePickerFlow } from './CoursePickerDialog';
import { appApplicableCoursesLoader, ID_PARAM } from './signUpActors';
import { ApplicantRoster, useSignUpApplicant } from './signUpApplicant';
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
        <MySignUpsScreen
          renderCoursePicker={(onClose) => <BoundCoursePicker onClose={onClose} />}
        />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

/** The course picker bound to `train/applycourselist`, then `train/applycourse`. */
function BoundCoursePicker({ onClose }: { readonly onClose: () => void }) {
  const { mode, self } = useSignUpApplicant();
  const list = ListContext.useActorRef();
  return (
    <CoursePickerFlow
      loader={appApplicableCoursesLoader}
      onClose={onClose}
      renderForm={(course) => (
        <ApplicantRoster mode={mode}>
          <BoundSignUpFormDialog
            course={course}
            mode={mode}
            self={self}
            calls="picker"
            onClose={onClose}
            onSignedUp={() => list.send({ type: 'REFRESH' })}
          />
        </ApplicantRoster>
      )}
    />
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
 * open courses and a course picker, each sign-up's page, and its cancellation before the
 * exam (asked first).
 */
export interface MySignUpsScreenProps {
  /** Finding a course by name and signing up for it (stories give one bound to fixtures). */
  readonly renderCoursePicker?: (onClose: () => void) => ReactNode;
}

export function MySignUpsScreen({ renderCoursePicker }: MySignUpsScreenProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
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
        viewAction(
          t('signUp.view'),
          () => void navigate(`${pages.traningSignUpEdit.path}?${ID_PARAM}=${row.id}`),
        ),
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
        {renderCoursePicker && (
          <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => setPicking(true)}>
            {t('signUp.picker.open')}
          </Button>
        )}
      </ListToolbar>
      {picking && renderCoursePicker?.(() => setPicking(false))}
      <ListGrid<SignUp> columns={columns} label={t('signUp.myListLabel')} />
      <CancelSignUpDialog />
    </Stack>
  );
}
