import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import GradingIcon from '@mui/icons-material/Grading';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { pages } from '@machines/access/pages';
import { ListContext } from '../../components/actorContexts';
import { BatchReviewProvider } from '../../components/batchReview';
import { useDetailParam } from '../../components/detailParam';
import { ExportButton } from '../../components/ExportButton';
import type { FilterField } from '../../components/FilterBar';
import { rowActionsColumn, viewAction } from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { offeredEvents, ReviewList, type BatchDecisions } from '../../components/ReviewList';
import type { ListQuery } from '@machines/app/listQuery';
import * as signUpsApi from '../../lib/api/signUps';
import { type BlobAnswer } from '../../lib/api/client';
import type { SignUp } from '../../lib/api/signUps';
import { BoundExamBatchDialog } from './ExamBatchDialog';
import { BoundExamDialog } from './ExamDialog';
import { COURSE_PARAM, ID_PARAM } from './signUpActors';
import { signUpColumns } from '../../components/signUpColumns';
import { SignUpReviewDialog } from './SignUpReviewDialog';
import { useToday } from '../../lib/today';

/** Approving several sign-ups at once, or rejecting them with one reason. */
const BATCH: BatchDecisions<SignUp> = {
  family: 'signUp',
  party: 'institution',
  decisions: ['APPROVE_SIGNUP', 'REJECT_SIGNUP'],
  labelOf: (row) => row.traineeName,
};

/** The open sign-up and the course are the page's parameters, not the list's. */
const PRESERVED: readonly string[] = [COURSE_PARAM, ID_PARAM];

/** The sign-ups of the course `?course=` names, decided one by one or in a batch. */
export function CourseSignUpsRoute({ courseId }: { readonly courseId: number }) {
  return (
    <ListRouteProvider
      fetchPage={(query) => signUpsApi.fetchCourseSignUps(courseId, query)}
      preserve={PRESERVED}
    >
      <BatchReviewProvider decide={signUpsApi.decideSignUps}>
        <BoundCourseSignUps courseId={courseId} />
      </BatchReviewProvider>
    </ListRouteProvider>
  );
}

function BoundCourseSignUps({ courseId }: { readonly courseId: number }) {
  const list = ListContext.useActorRef();
  return (
    <CourseSignUpsScreen
      exportRoster={(query) => signUpsApi.exportCourseSignUps(courseId, query)}
      renderDetail={(id, onClose) => <SignUpReviewDialog key={id} id={id} onClose={onClose} />}
      renderExam={(signUp, onClose) => (
        <BoundExamDialog
          signUp={signUp}
          onClose={onClose}
          onRecorded={() => list.send({ type: 'REFRESH' })}
        />
      )}
      renderExamBatch={(signUps, onClose) => (
        <BoundExamBatchDialog
          signUps={signUps}
          onClose={onClose}
          onRecorded={() => list.send({ type: 'REFRESH' })}
        />
      )}
    />
  );
}

/** The institution may record the exam of the row now: approved, its session started. */
const examinable = (today: string) => (row: SignUp) =>
  offeredEvents('signUp', 'institution', row.status, {
    sessionStartsOn: row.startsOn,
    today,
  }).some((event) => event.type === 'PASS_EXAM');

function signUpReviewFilters(t: (key: string) => string): FilterField[] {
  return [
    { kind: 'status', name: 'status', label: t('field.status'), family: 'signUp' },
    { kind: 'text', name: 'traineeName', label: t('signUp.field.name') },
    { kind: 'text', name: 'companyName', label: t('signUp.company') },
  ];
}

export interface CourseSignUpsScreenProps {
  /** The dialog of the sign-up the URL names (stories bind its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
  /** The exam form of a sign-up (stories give one bound to no server). */
  readonly renderExam?: (signUp: SignUp, onClose: () => void) => ReactNode;
  /** The batch exam form of the approved trainees shown (stories give one bound to no server). */
  readonly renderExamBatch?: (signUps: readonly SignUp[], onClose: () => void) => ReactNode;
  /** The roster under the list's filters as xlsx (absent: no export offered). */
  readonly exportRoster?: (query: ListQuery) => Promise<BlobAnswer>;
  /** Saves the export through a temporary link (a story records it instead). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/**
 * One course's sign-ups, those waiting first (list machine): filters in the URL, a batch
 * approval or rejection (only rows waiting are selectable), each sign-up's dialog with
 * the institution's steps, an approved trainee's exam (passed or failed, the score) or
 * the exams of every approved trainee shown at once, and the roster as a spreadsheet.
 */
export function CourseSignUpsScreen({
  renderDetail,
  renderExam,
  renderExamBatch,
  exportRoster,
  save,
}: CourseSignUpsScreenProps) {
  const { t } = useTranslation();
  const [examined, setExamined] = useState<SignUp | null>(null);
  const [batchExamined, setBatchExamined] = useState<readonly SignUp[] | null>(null);
  const rows = ListContext.useSelector((s) => s.context.rows as readonly SignUp[]);
  const examinableNow = examinable(useToday());
  const examinableRows = rows.filter(examinableNow);
  const { openId, open } = useDetailParam(ID_PARAM);
  const courseName = ListContext.useSelector(
    (s) => (s.context.rows[0] as SignUp | undefined)?.courseName,
  );
  const filters = useMemo(() => signUpReviewFilters(t), [t]);
  const column = signUpColumns(t);
  const columns: GridColDef<SignUp>[] = [
    column.trainee,
    column.idCard,
    column.company,
    column.session,
    column.status,
    column.createdAt,
    rowActionsColumn<SignUp>(
      t('signUp.actions'),
      ({ row }) => [
        viewAction(t('signUp.view'), () => open(row.id)),
        ...(examinableNow(row)
          ? [
              <GridActionsCellItem
                key="exam"
                icon={<GradingIcon />}
                label={t('signUp.recordExamOf', { name: row.traineeName })}
                onClick={() => setExamined(row)}
              />,
            ]
          : []),
      ],
      2,
    ),
  ];
  return (
    <ReviewList<SignUp>
      title={
        courseName ? t('signUp.courseSignUps', { course: courseName }) : t('route.entryTraining')
      }
      listLabel={t('signUp.reviewListLabel')}
      filters={filters}
      columns={columns}
      batch={BATCH}
      tools={
        <>
          <Button
            startIcon={<ArrowBackIcon />}
            component={RouterLink}
            to={pages.entryTraining.path}
          >
            {t('signUp.backToCourses')}
          </Button>
          {renderExamBatch && (
            <Button
              startIcon={<GradingIcon />}
              disabled={examinableRows.length === 0}
              onClick={() => setBatchExamined(examinableRows)}
            >
              {t('signUp.recordExams')}
            </Button>
          )}
          {exportRoster && (
            <ExportButton
              exportList={exportRoster}
              fallbackName={`${t('signUp.rosterFileName')}.xlsx`}
              label={t('signUp.exportRoster')}
              save={save}
            />
          )}
        </>
      }
      detail={
        <>
          {openId && renderDetail?.(openId, () => open(null))}
          {examined && renderExam?.(examined, () => setExamined(null))}
          {batchExamined && renderExamBatch?.(batchExamined, () => setBatchExamined(null))}
        </>
      }
    />
  );
}
