import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { pages } from '@machines/access/pages';
import type { CourseSession } from '@machines/contracts';
import { ListContext } from '../../components/actorContexts';
import { rowActionsColumn } from '../../components/gridColumns';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { PageHeading } from '../../components/PageHeading';
import { offeredEvents } from '../../components/ReviewList';
import { StatusChip } from '../../components/StatusChip';
import * as courseSessionsApi from '../../lib/api/courseSessions';
import type { Course } from '../../lib/api/courses';
import { useToday } from '../../lib/today';
import { CourseParamRoute } from './CourseParamRoute';
import { isRunning } from './courseParam';
import { BoundAddSessionDialog, BoundMoveSessionDialog } from './SessionDialogs';
import { sessionColumns, sessionContextOf } from './sessionColumns';

/** The farthest day a move could ask: whether the machine offers one at all today. */
const ANY_DAY_AHEAD = '9999-12-31';

/** `/courseSessions?course=…`: the sessions of one of the institution's running courses. */
export function CourseSessionsRoute() {
  const { t } = useTranslation();
  return (
    <CourseParamRoute title={t('route.courseSessions')} noCourse={t('courseSession.noCourse')}>
      {(course) => (
        <ListRouteProvider
          fetchPage={(query) => courseSessionsApi.fetchCourseSessions(course.id, query)}
        >
          <BoundSessionsScreen course={course} />
        </ListRouteProvider>
      )}
    </CourseParamRoute>
  );
}

function BoundSessionsScreen({ course }: { readonly course: Course }) {
  const list = ListContext.useActorRef();
  const refresh = () => list.send({ type: 'REFRESH' });
  return (
    <CourseSessionsScreen
      course={course}
      renderMove={(session, onClose) => (
        <BoundMoveSessionDialog session={session} onClose={onClose} onSaved={refresh} />
      )}
      renderAdd={(onClose) => (
        <BoundAddSessionDialog
          courseId={course.id}
          capacity={course.capacity}
          onClose={onClose}
          onSaved={refresh}
        />
      )}
    />
  );
}

export interface CourseSessionsScreenProps {
  readonly course: Course;
  /** The move dialog of a session (stories give one bound to no server). */
  readonly renderMove?: (session: CourseSession, onClose: () => void) => ReactNode;
  /** The add dialog (stories give one bound to no server). */
  readonly renderAdd?: (onClose: () => void) => ReactNode;
}

/**
 * A running course's sessions (list machine), by date: the days, a move waiting for the
 * platform, the places held, why the last move was asked or refused, the session's status.
 * A session not begun may be moved (the platform decides; everyone holding a place is told
 * and may cancel instead); a session may be added while the course takes sign-ups.
 */
export function CourseSessionsScreen({ course, renderMove, renderAdd }: CourseSessionsScreenProps) {
  const { t } = useTranslation();
  const today = useToday();
  const [moving, setMoving] = useState<CourseSession | null>(null);
  const [adding, setAdding] = useState(false);
  const total = ListContext.useSelector((s) => s.context.total);
  const running = isRunning(course.status);
  const movable = (row: CourseSession) =>
    running &&
    offeredEvents('trainingDate', 'institution', row.status, {
      ...sessionContextOf(today)(row),
      proposedStartsOn: ANY_DAY_AHEAD,
    }).some((event) => event.type === 'REQUEST_CHANGE');
  const column = sessionColumns(t);
  const columns: GridColDef<CourseSession>[] = [
    column.dates,
    column.proposed,
    column.places,
    column.location,
    column.reason,
    column.status,
    rowActionsColumn<CourseSession>(t('course.actions'), ({ row }) =>
      movable(row)
        ? [
            <GridActionsCellItem
              key="move"
              icon={<EventRepeatIcon />}
              label={t('workflowEvent.REQUEST_CHANGE')}
              onClick={() => setMoving(row)}
            />,
          ]
        : [],
    ),
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading>{t('courseSession.pageTitle', { name: course.name })}</PageHeading>
        <StatusChip family="course" code={course.status} size="medium" />
      </Stack>
      {!running && (
        <Alert severity="info" role="note">
          {t('courseSession.notRunning')}
        </Alert>
      )}
      <ListToolbar
        label={t('courseSession.actions')}
        status={t('courseSession.total', { count: total })}
      >
        <Button component={RouterLink} to={pages.traningApply.path} startIcon={<ArrowBackIcon />}>
          {t('course.backToList')}
        </Button>
        {running && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            sx={{ ml: 'auto' }}
          >
            {t('courseSession.add')}
          </Button>
        )}
      </ListToolbar>
      <ListGrid<CourseSession> columns={columns} label={t('courseSession.listLabel')} />
      {moving && renderMove?.(moving, () => setMoving(null))}
      {adding && renderAdd?.(() => setAdding(false))}
    </Stack>
  );
}
