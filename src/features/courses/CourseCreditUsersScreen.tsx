import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { GridColDef } from '@mui/x-data-grid';
import type { ListQuery } from '@machines/app/listQuery';
import { canOpenPage, pages } from '@machines/access/pages';
import { SessionContext } from '../../components/appActorContexts';
import { ListContext } from '../../components/actorContexts';
import { ExportButton } from '../../components/ExportButton';
import type { FilterField } from '../../components/FilterBar';
import { textColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { signUpColumns } from '../../components/signUpColumns';
import { StatusChip } from '../../components/StatusChip';
import * as trainingRecordsApi from '../../lib/api/trainingRecords';
import { type BlobAnswer } from '../../lib/api/client';
import type { Course } from '../../lib/api/courses';
import type { TrainingRecord } from '../../lib/api/trainingRecords';
import { CourseParamRoute } from './CourseParamRoute';
import { COURSE_PAGE_PARAM } from './courseParam';

/** The course is the page's parameter, not the list's. */
const PRESERVED: readonly string[] = [COURSE_PAGE_PARAM];

/** `/courseCreditUsers?course=…`: the people one course gave its credit hours to. */
export function CourseCreditUsersRoute() {
  const { t } = useTranslation();
  const role = SessionContext.useSelector((s) => s.context.activeRole) ?? undefined;
  // The institution came from its courses, the super-administrator from every course.
  const back = canOpenPage('traningApply', role) ? pages.traningApply : pages.courseManage;
  return (
    <CourseParamRoute
      title={t('route.courseCreditUsers')}
      noCourse={t('course.creditUsers.noCourse')}
    >
      {(course) => (
        <ListRouteProvider
          fetchPage={(query) => trainingRecordsApi.fetchCourseCreditUsers(course.id, query)}
          preserve={PRESERVED}
        >
          <CourseCreditUsersScreen
            course={course}
            backTo={back.path}
            exportList={(query) => trainingRecordsApi.exportCourseCreditUsers(course.id, query)}
          />
        </ListRouteProvider>
      )}
    </CourseParamRoute>
  );
}

export interface CourseCreditUsersScreenProps {
  readonly course: Course;
  /** The course list the user came from. */
  readonly backTo: string;
  /** The list under its filters as xlsx. */
  readonly exportList: (query: ListQuery) => Promise<BlobAnswer>;
  /** Saves the export through a temporary link (a story records it instead). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/**
 * The people a course gave its credit hours to — its trainees from the passed exam on
 * (list machine), session by session: who, for which company, the session, where their
 * certificate stands and the hours; filters in the URL, the list as a spreadsheet.
 */
export function CourseCreditUsersScreen({
  course,
  backTo,
  exportList,
  save,
}: CourseCreditUsersScreenProps) {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'traineeName', label: t('signUp.field.name') },
      { kind: 'text', name: 'companyName', label: t('signUp.company') },
    ],
    [t],
  );
  const column = signUpColumns<TrainingRecord>(t);
  const columns: GridColDef<TrainingRecord>[] = [
    column.trainee,
    column.idCard,
    column.company,
    column.session,
    column.status,
    textColumn<TrainingRecord>('examScore', t('signUp.examScore'), { minWidth: 90 }),
    textColumn<TrainingRecord>('creditHours', t('record.creditHours'), { minWidth: 90 }),
  ];
  return (
    <Stack spacing={2}>
      <ListFilters
        fields={filters}
        title={t('course.creditUsers.pageTitle', { name: course.name })}
      />
      <ListToolbar
        label={t('course.creditUsers.actions')}
        status={t('course.creditUsers.total', { count: total, hours: course.creditHours })}
      >
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />}>
          {t('course.backToList')}
        </Button>
        <StatusChip family="course" code={course.status} />
        <Stack direction="row" sx={{ ml: 'auto' }}>
          <ExportButton
            exportList={exportList}
            fallbackName={`${t('course.creditUsers.fileName')}.xlsx`}
            label={t('course.creditUsers.export')}
            save={save}
          />
        </Stack>
      </ListToolbar>
      <ListGrid<TrainingRecord> columns={columns} label={t('course.creditUsers.listLabel')} />
    </Stack>
  );
}
