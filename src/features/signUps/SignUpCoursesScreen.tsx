import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import LayersClearIcon from '@mui/icons-material/LayersClearOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { pages } from '@machines/access/pages';
import type { SignUpCourse } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import { ReviewContext } from '../../components/actorContexts';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import type { FilterField } from '../../components/FilterBar';
import { rowActionsColumn, statusColumn, textColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import * as signUpsApi from '../../lib/api/signUps';
import { BoundIssueDateDialog } from './IssueDateDialog';
import { COURSE_PARAM } from './signUpActors';

const course = statusFamilies.course;
const PUBLISHED = course.codeOf('published');
/** The course statuses this list holds: published, in training, finished. */
const LISTED = [PUBLISHED, course.codeOf('inTraining'), course.codeOf('finished')];

/**
 * The sign-up switch, asked first: closing hides the course from sign-up; and clearing the
 * course's own certificate template (`train/clear-certimg`), asked first too.
 */
const STEPS: Readonly<Record<string, RowStepCall>> = {
  CLOSE: ({ id }) => signUpsApi.switchSignUp({ id, enabled: false }),
  OPEN: ({ id }) => signUpsApi.switchSignUp({ id, enabled: true }),
  CLEAR_TEMPLATE: ({ id }) => signUpsApi.clearCertificateTemplate(id),
};

/** `/entryTraining` without a course: the institution's courses taking sign-ups. */
export function SignUpCoursesRoute() {
  return (
    <ListRouteProvider fetchPage={signUpsApi.fetchSignUpCourses}>
      <RowStepsProvider steps={STEPS}>
        <SignUpCoursesScreen
          renderIssueDate={(course, onClose) => (
            <BoundIssueDateDialog course={course} onClose={onClose} />
          )}
        />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

function courseFilters(t: (key: string) => string): FilterField[] {
  return [
    { kind: 'status', name: 'status', label: t('field.status'), family: 'course', codes: LISTED },
    { kind: 'text', name: 'name', label: t('course.field.name') },
  ];
}

export interface SignUpCoursesScreenProps {
  /** The issue date form of a course (stories give one bound to no server). */
  readonly renderIssueDate?: (course: SignUpCourse, onClose: () => void) => ReactNode;
}

/**
 * The institution's courses taking sign-ups or past it (list machine): per course its
 * sessions' span, places held of its places, the sign-ups waiting, whether it takes
 * sign-ups now, whether its certificates use its own template; its sign-ups (`?course=`),
 * the issue date its certificates carry, for a published course the switch that closes or
 * reopens sign-up, and clearing the course's own template (both asked first).
 */
export function SignUpCoursesScreen({ renderIssueDate }: SignUpCoursesScreenProps) {
  const { t } = useTranslation();
  const [dated, setDated] = useState<SignUpCourse | null>(null);
  const navigate = useNavigate();
  // The course's sign-ups start from their own query: the courses' filters stay behind.
  const open = (id: number) => void navigate(`${pages.entryTraining.path}?${COURSE_PARAM}=${id}`);
  const review = ReviewContext.useActorRef();
  const filters = useMemo(() => courseFilters(t), [t]);
  const ask = (decision: 'OPEN' | 'CLOSE' | 'CLEAR_TEMPLATE', row: SignUpCourse) =>
    review.send({ type: 'DECIDE', decision, ids: [row.id], commentRequired: false });
  const columns: GridColDef<SignUpCourse>[] = [
    textColumn<SignUpCourse>('name', t('course.field.name'), { flex: 2, minWidth: 180 }),
    statusColumn<SignUpCourse>('status', t('field.status'), 'course', t, { sortable: false }),
    {
      ...textColumn<SignUpCourse>('startsOn', t('signUp.period'), { minWidth: 190 }),
      valueGetter: (_value: unknown, row: SignUpCourse) =>
        row.startsOn ? t('signUp.sessionValue', { from: row.startsOn, to: row.endsOn }) : '',
    },
    {
      ...textColumn<SignUpCourse>('placesHeld', t('signUp.placesHeld'), { minWidth: 110 }),
      valueGetter: (_value: unknown, row: SignUpCourse) =>
        t('signUp.placesValue', { held: row.placesHeld, capacity: row.capacity }),
    },
    {
      ...textColumn<SignUpCourse>('pendingSignUps', t('signUp.pending'), { minWidth: 90 }),
      renderCell: ({ row }) =>
        row.pendingSignUps > 0 ? (
          <Chip size="small" color="warning" label={row.pendingSignUps} />
        ) : (
          '0'
        ),
    },
    {
      ...textColumn<SignUpCourse>('enabled', t('signUp.switch'), { minWidth: 110 }),
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.enabled && row.status === PUBLISHED ? 'success' : 'default'}
          label={row.enabled && row.status === PUBLISHED ? t('signUp.open') : t('signUp.closed')}
        />
      ),
    },
    {
      ...textColumn<SignUpCourse>('ownTemplate', t('signUp.ownTemplate'), { minWidth: 110 }),
      valueGetter: (_value: unknown, row: SignUpCourse) =>
        row.ownTemplate ? t('signUp.ownTemplateValue') : t('signUp.levelTemplateValue'),
    },
    rowActionsColumn<SignUpCourse>(
      t('signUp.actions'),
      ({ row }) => [
        <GridActionsCellItem
          key="signUps"
          icon={<GroupsIcon />}
          label={t('signUp.reviewSignUps', { course: row.name })}
          onClick={() => open(row.id)}
        />,
        <GridActionsCellItem
          key="issueDate"
          icon={<EventAvailableIcon />}
          label={t('signUp.issueDateOf', { course: row.name })}
          onClick={() => setDated(row)}
        />,
        ...(row.status === PUBLISHED
          ? [
              row.enabled ? (
                <GridActionsCellItem
                  key="close"
                  icon={<LockIcon />}
                  label={t('signUp.closeSignUp')}
                  onClick={() => ask('CLOSE', row)}
                />
              ) : (
                <GridActionsCellItem
                  key="open"
                  icon={<LockOpenIcon />}
                  label={t('signUp.openSignUp')}
                  onClick={() => ask('OPEN', row)}
                />
              ),
            ]
          : []),
        ...(row.ownTemplate
          ? [
              <GridActionsCellItem
                key="clearTemplate"
                icon={<LayersClearIcon />}
                label={t('signUp.clearTemplateOf', { course: row.name })}
                onClick={() => ask('CLEAR_TEMPLATE', row)}
              />,
            ]
          : []),
      ],
      4,
    ),
  ];
  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.entryTraining')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<EventRepeatIcon />}
          component={RouterLink}
          to={pages.dateChangeList.path}
        >
          {t('dateChange.open')}
        </Button>
      </Stack>
      <ListGrid<SignUpCourse> columns={columns} label={t('signUp.courseListLabel')} />
      {dated && renderIssueDate?.(dated, () => setDated(null))}
      <ConfirmActionDialog
        decision="CLOSE"
        title={t('signUp.closeSignUp')}
        question={t('signUp.closeConfirm')}
        done={t('signUp.closedDone')}
      />
      <ConfirmActionDialog
        decision="OPEN"
        title={t('signUp.openSignUp')}
        question={t('signUp.openConfirm')}
        done={t('signUp.openedDone')}
        destructive={false}
      />
      <ConfirmActionDialog
        decision="CLEAR_TEMPLATE"
        title={t('signUp.clearTemplate')}
        question={t('signUp.clearTemplateConfirm')}
        done={t('signUp.templateCleared')}
      />
    </Stack>
  );
}
