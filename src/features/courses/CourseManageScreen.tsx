import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { pages } from '@machines/access/pages';
import { statusFamilies } from '@machines/workflows';
import { ReviewContext } from '../../components/actorContexts';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { useDetailParam } from '../../components/detailParam';
import { dateTimeColumn, rowActionsColumn, viewAction } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import * as coursesApi from '../../lib/api/courses';
import type { Course } from '../../lib/api/courses';
import { ID_PARAM } from './courseActors';
import { courseColumns } from './courseColumns';
import { courseFilters } from './courseFilters';
import { coursePagePath, tookSignUps } from './courseParam';
import { CourseReviewDialog } from './CourseReviewDialog';

/** The URL parameter of the open course is the page's, not the list's. */
const PRESERVED: readonly string[] = [ID_PARAM];

/** The super-administrator's own steps on a row, each asked first. */
const STEPS: Readonly<Record<string, RowStepCall>> = {
  COPY: ({ id }) => coursesApi.copyCourse(id),
  DELETE: ({ id, version }) => coursesApi.deleteCourse({ id, version }),
};

const deletable = (status: number) => statusFamilies.course.snapshotOf(status).hasTag('deletable');

/** `courseManage` (0000): every institution's courses; the platform's steps in the course. */
export function CourseManageRoute() {
  return (
    <ListRouteProvider fetchPage={coursesApi.fetchAllCourses} preserve={PRESERVED}>
      <RowStepsProvider steps={STEPS}>
        <CourseManageScreen
          renderDetail={(id, onClose) => <CourseReviewDialog key={id} id={id} onClose={onClose} />}
        />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

export interface CourseManageScreenProps {
  /** The dialog of the course the URL names (stories bind its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
}

/**
 * Every course of every institution, drafts too, newest first (list machine): filters in
 * the URL (status, name, institution, submission dates); per row its view (`?id=`, with
 * the steps the workflow offers the platform: publish, or return with a comment), a copy
 * into a new draft of its institution, for a draft its deletion, and for a course that took
 * sign-ups the people it gave its hours to. Each step asked first.
 */
export function CourseManageScreen({ renderDetail }: CourseManageScreenProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { openId, open } = useDetailParam(ID_PARAM);
  const review = ReviewContext.useActorRef();
  const filters = useMemo(() => courseFilters(t), [t]);
  const ask = (decision: string, row: Course) =>
    review.send({ type: 'DECIDE', decision, ids: [row.id], commentRequired: false });
  const column = courseColumns(t, i18n.language);
  const columns: GridColDef<Course>[] = [
    column.name,
    column.company,
    column.level,
    column.status,
    dateTimeColumn<Course>('createdAt', t('course.createdAt'), { sortable: false }),
    column.submittedAt,
    rowActionsColumn<Course>(
      t('course.actions'),
      ({ row }) => [
        viewAction(t('course.view'), () => open(row.id)),
        <GridActionsCellItem
          key="copy"
          icon={<ContentCopyIcon />}
          label={t('course.copy')}
          onClick={() => ask('COPY', row)}
        />,
        ...(tookSignUps(row.status)
          ? [
              <GridActionsCellItem
                key="creditUsers"
                icon={<HowToRegOutlinedIcon />}
                label={t('course.creditUsers.open')}
                onClick={() => void navigate(coursePagePath(pages.courseCreditUsers.path, row.id))}
              />,
            ]
          : []),
        ...(deletable(row.status)
          ? [
              <GridActionsCellItem
                key="delete"
                icon={<DeleteOutlineIcon />}
                label={t('action.delete')}
                onClick={() => ask('DELETE', row)}
              />,
            ]
          : []),
      ],
      4,
    ),
  ];
  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.courseManage')} />
      <ListGrid<Course> columns={columns} label={t('course.manageListLabel')} />
      {openId && renderDetail?.(openId, () => open(null))}
      <ConfirmActionDialog
        decision="COPY"
        title={t('course.copyTitle')}
        question={t('course.manageCopyConfirm')}
        done={t('course.copied')}
        confirmLabel={t('course.copy')}
        destructive={false}
      />
      <ConfirmActionDialog
        decision="DELETE"
        title={t('course.deleteTitle')}
        question={t('course.manageDeleteConfirm')}
        done={t('course.deleted')}
        confirmLabel={t('action.delete')}
      />
    </Stack>
  );
}
