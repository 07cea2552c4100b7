import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpenOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LockClockIcon from '@mui/icons-material/LockClockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { pages } from '@machines/access/pages';
import { ReviewContext } from '../../components/actorContexts';
import { ApplicantListPage, type ApplicantListPageProps } from '../../components/ApplicantListPage';
import { useApplicantPageParams } from '../../components/applicantPageParams';
import { useApplicantRowActions } from '../../components/applicantRows';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { ONCE } from '../../components/detailLoader';
import { rowActionsColumn } from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import * as coursesApi from '../../lib/api/courses';
import type { Course } from '../../lib/api/courses';
import { applicantEvents } from '../../lib/applicationStatus';
import {
  appCourseChoicesLoader,
  appTeachersLoader,
  CourseChoicesContext,
  EDIT_PARAM,
  ID_PARAM,
  TeachersContext,
} from './courseActors';
import { courseColumns } from './courseColumns';
import { CourseFormHost } from './CourseFormHost';
import { coursePagePath, isRunning, tookSignUps } from './courseParam';
import { OwnCourseDialog } from './OwnCourseDialog';

/** URL parameters of the page that are not the list's: the open form and course. */
const PRESERVED: readonly string[] = [EDIT_PARAM, ID_PARAM];

/** The institution's steps after review, each asked first. */
const RUNNING_STEPS = ['CLOSE_SIGNUP', 'REOPEN', 'FINISH'] as const;
type RunningStep = (typeof RUNNING_STEPS)[number];
const RUNNING_ICONS: Record<RunningStep, ReactElement> = {
  CLOSE_SIGNUP: <LockClockIcon />,
  REOPEN: <LockOpenIcon />,
  FINISH: <DoneAllIcon />,
};

const step =
  (event: string): RowStepCall =>
  ({ id, version }) =>
    coursesApi.stepCourse({ id, version, event });

/** The institution's own steps on its rows. */
const STEPS: Readonly<Record<string, RowStepCall>> = {
  SUBMIT: ({ id, version }) => coursesApi.submitCourse({ id, version }),
  WITHDRAW: step('WITHDRAW'),
  DELETE: ({ id, version }) => coursesApi.deleteCourse({ id, version }),
  COPY: ({ id }) => coursesApi.copyCourse(id),
  ...Object.fromEntries(RUNNING_STEPS.map((event) => [event, step(event)])),
};

/** `/traningApply`: the institution's courses, their steps, the form's choices. */
export function CourseApplyRoute() {
  return (
    <TeachersContext.Provider logic={appTeachersLoader} options={{ input: ONCE }}>
      <CourseChoicesContext.Provider logic={appCourseChoicesLoader} options={{ input: ONCE }}>
        <ListRouteProvider fetchPage={coursesApi.fetchMyCourses} preserve={PRESERVED}>
          <RowStepsProvider steps={STEPS}>
            <CourseApplyScreen />
          </RowStepsProvider>
        </ListRouteProvider>
      </CourseChoicesContext.Provider>
    </TeachersContext.Provider>
  );
}

export type CourseApplyScreenProps = Pick<
  ApplicantListPageProps<Course>,
  'renderForm' | 'renderDetail'
>;

/**
 * The training institution's courses (list machine): a new one or any draft opens its
 * form on the page (`?edit=`), each one its dialog (`?id=`); per row what its status
 * allows: edit, submit, withdraw, delete a draft, close or reopen sign-up, finish; copy
 * any course into a new draft; its materials page, and once it took sign-ups the people it
 * gave its hours to. Each step is asked first.
 */
export function CourseApplyScreen({ renderForm, renderDetail }: CourseApplyScreenProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const review = ReviewContext.useActorRef();
  const params = useApplicantPageParams(EDIT_PARAM, ID_PARAM);
  const openCoursePage = (path: string, row: Course) => void navigate(coursePagePath(path, row.id));
  const ask = (decision: string, row: Course) =>
    review.send({ type: 'DECIDE', decision, ids: [row.id], commentRequired: false });

  const actionsOf = useApplicantRowActions<Course>(
    params.rowPaths,
    { view: t('course.view'), edit: t('course.edit'), submit: t('course.submit') },
    {
      family: 'course',
      deletable: true,
      more: (row) => {
        const offered = applicantEvents(row.status, 'course').map((event) => event.type);
        const item = (key: string, icon: ReactElement, label: string, onClick: () => void) => (
          <GridActionsCellItem key={key} icon={icon} label={label} onClick={onClick} showInMenu />
        );
        return [
          ...RUNNING_STEPS.filter((event) => offered.includes(event)).map((event) =>
            item(event, RUNNING_ICONS[event], t(`workflowEvent.${event}`), () => ask(event, row)),
          ),
          ...(isRunning(row.status)
            ? [
                item('sessions', <EventNoteIcon />, t('courseSession.open'), () =>
                  openCoursePage(pages.courseSessions.path, row),
                ),
              ]
            : []),
          item('materials', <FolderOpenIcon />, t('course.materials'), () =>
            openCoursePage(pages.courseDocument.path, row),
          ),
          item('certificate', <WorkspacePremiumIcon />, t('course.certificate'), () =>
            openCoursePage(pages.courseCertificate.path, row),
          ),
          ...(tookSignUps(row.status)
            ? [
                item('creditUsers', <HowToRegOutlinedIcon />, t('course.creditUsers.open'), () =>
                  openCoursePage(pages.courseCreditUsers.path, row),
                ),
              ]
            : []),
          item('copy', <ContentCopyIcon />, t('course.copy'), () => ask('COPY', row)),
        ];
      },
    },
  );

  const column = courseColumns(t, i18n.language);
  const columns: GridColDef<Course>[] = [
    column.name,
    column.level,
    column.signUpDeadline,
    column.status,
    column.submittedAt,
    rowActionsColumn<Course>(t('course.actions'), ({ row }) => actionsOf(row), 6),
  ];

  return (
    <ApplicantListPage<Course>
      title={t('route.traningApply')}
      prefix="course"
      deletable
      columns={columns}
      params={params}
      FormHost={CourseFormHost}
      Dialog={OwnCourseDialog}
      renderForm={renderForm}
      renderDetail={renderDetail}
    >
      {RUNNING_STEPS.map((event) => (
        <ConfirmActionDialog
          key={event}
          decision={event}
          title={t(`course.step.${event}.title`)}
          question={t(`course.step.${event}.question`)}
          done={t(`course.step.${event}.done`)}
          confirmLabel={t(`workflowEvent.${event}`)}
          destructive={event === 'FINISH'}
        />
      ))}
      <ConfirmActionDialog
        decision="COPY"
        title={t('course.copyTitle')}
        question={t('course.copyConfirm')}
        done={t('course.copied')}
        confirmLabel={t('course.copy')}
        destructive={false}
      />
    </ApplicantListPage>
  );
}
