import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { pages } from '@machines/access/pages';
import type { CourseMaterial } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { FilePreview } from '../../components/FilePreview';
import { dateTimeColumn, rowActionsColumn, textColumn } from '../../components/gridColumns';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { PageHeading } from '../../components/PageHeading';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import { StatusChip } from '../../components/StatusChip';
import * as coursesApi from '../../lib/api/courses';
import type { Course } from '../../lib/api/courses';
import { BoundAddMaterialDialog } from './AddMaterialDialog';
import { CourseParamRoute } from './CourseParamRoute';

const FINISHED = statusFamilies.course.codeOf('finished');

const STEPS: Readonly<Record<string, RowStepCall>> = {
  DELETE: ({ id }) => coursesApi.removeMaterial(id),
};

/** `/courseDocument?course=…`: the materials of one of the institution's courses. */
export function CourseDocumentRoute() {
  const { t } = useTranslation();
  return (
    <CourseParamRoute title={t('route.courseDocument')} noCourse={t('course.material.noCourse')}>
      {(course) => (
        <ListRouteProvider fetchPage={(query) => coursesApi.fetchMaterials(course.id, query)}>
          <RowStepsProvider steps={STEPS}>
            <BoundDocumentScreen course={course} />
          </RowStepsProvider>
        </ListRouteProvider>
      )}
    </CourseParamRoute>
  );
}

function BoundDocumentScreen({ course }: { course: Course }) {
  const list = ListContext.useActorRef();
  return (
    <CourseDocumentScreen
      course={course}
      renderAdd={(onClose) => (
        <BoundAddMaterialDialog
          courseId={course.id}
          onClose={onClose}
          onSaved={() => list.send({ type: 'REFRESH' })}
        />
      )}
    />
  );
}

export interface CourseDocumentScreenProps {
  readonly course: Course;
  /** The add dialog (stories give one bound to no server). */
  readonly renderAdd?: (onClose: () => void) => ReactNode;
}

/**
 * A course's materials (list machine): each with its title, a preview that opens the
 * viewer and when it was added; added with a title and an upload (with progress) until
 * the course is finished, removed after a confirmation.
 */
export function CourseDocumentScreen({ course, renderAdd }: CourseDocumentScreenProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const review = ReviewContext.useActorRef();
  const total = ListContext.useSelector((s) => s.context.total);
  const open = course.status !== FINISHED;
  const columns: GridColDef<CourseMaterial>[] = [
    {
      field: 'file',
      headerName: t('course.material.preview'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <FilePreview file={row.file} width={72} height={48} />,
    },
    textColumn<CourseMaterial>('name', t('course.material.name'), { flex: 2, minWidth: 180 }),
    dateTimeColumn<CourseMaterial>('createdAt', t('course.material.addedAt'), {
      sortable: false,
    }),
    rowActionsColumn<CourseMaterial>(t('course.actions'), ({ row }) =>
      open
        ? [
            <GridActionsCellItem
              key="delete"
              icon={<DeleteOutlineIcon />}
              label={t('action.delete')}
              onClick={() =>
                review.send({
                  type: 'DECIDE',
                  decision: 'DELETE',
                  ids: [row.id],
                  commentRequired: false,
                })
              }
            />,
          ]
        : [],
    ),
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading>{t('course.material.pageTitle', { name: course.name })}</PageHeading>
        <StatusChip family="course" code={course.status} size="medium" />
      </Stack>
      <ListToolbar
        label={t('course.material.actions')}
        status={t('course.material.total', { count: total })}
      >
        <Button component={RouterLink} to={pages.traningApply.path} startIcon={<ArrowBackIcon />}>
          {t('course.backToList')}
        </Button>
        {open && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            sx={{ ml: 'auto' }}
          >
            {t('course.material.add')}
          </Button>
        )}
      </ListToolbar>
      <ListGrid<CourseMaterial> columns={columns} label={t('course.material.listLabel')} />
      {adding && renderAdd?.(() => setAdding(false))}
      <ConfirmActionDialog
        decision="DELETE"
        title={t('course.material.deleteTitle')}
        question={t('course.material.deleteConfirm')}
        done={t('course.material.deleted')}
        confirmLabel={t('action.delete')}
      />
    </Stack>
  );
}
