import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { canOpenPage, pages } from '@machines/access/pages';
import { statusFamilies } from '@machines/workflows';
import { ListContext } from '../../../components/actorContexts';
import { useDetailParam } from '../../../components/detailParam';
import type { FilterField } from '../../../components/FilterBar';
import { rowActionsColumn, textColumn, viewAction } from '../../../components/gridColumns';
import { ListFilters } from '../../../components/ListFilters';
import { ListGrid } from '../../../components/ListGrid';
import { ListRouteProvider } from '../../../components/ListRouteProvider';
import { ListToolbar } from '../../../components/ListToolbar';
import * as trainingRecordsApi from '../../../lib/api/trainingRecords';
import type { TrainingRecord } from '../../../lib/api/trainingRecords';
import { SessionContext } from '../../../components/appActorContexts';
import { useToday } from '../../../lib/today';
import { certificatePreviewPath } from '../signUpActors';
import { signUpColumns } from '../../../components/signUpColumns';
import { PERSON_FILTER, RECORD_PARAM } from './recordActors';
import { useRecordScope, type RecordScope } from './recordScope';
import { TrainingRecordDialog } from './TrainingRecordDialog';

/** The open record is the page's parameter, not the list's. */
const PRESERVED: readonly string[] = [RECORD_PARAM];
/** The years a filter offers: this one and the nine before it. */
const YEARS_OFFERED = 10;

/** `trainingRecords`: my company's people's trainings, or my own. */
export function TrainingRecordsRoute() {
  const scope = useRecordScope();
  const role = SessionContext.useSelector((s) => s.context.activeRole);
  const today = useToday();
  return (
    <ListRouteProvider fetchPage={trainingRecordsApi.fetchTrainingRecords} preserve={PRESERVED}>
      <TrainingRecordsScreen
        scope={scope}
        thisYear={Number(today.slice(0, 4))}
        mayOpenCertificate={canOpenPage('certificatePreview', role ?? undefined)}
        mayDeclare={canOpenPage('historyList', role ?? undefined)}
        renderDetail={(id, onClose) => <TrainingRecordDialog key={id} id={id} onClose={onClose} />}
      />
    </ListRouteProvider>
  );
}

function recordFilters(t: (key: string) => string, scope: RecordScope, thisYear: number) {
  const years = Array.from({ length: YEARS_OFFERED }, (_, back) => String(thisYear - back));
  const fields: FilterField[] = [
    { kind: 'text', name: 'courseName', label: t('signUp.course') },
    { kind: 'status', name: 'status', label: t('field.status'), family: 'signUp' },
    {
      kind: 'select',
      name: 'year',
      label: t('record.year'),
      options: years.map((year) => ({ value: year, label: year })),
    },
  ];
  return scope === 'roster'
    ? [{ kind: 'text', name: 'traineeName', label: t('signUp.field.name') } as const, ...fields]
    : fields;
}

export interface TrainingRecordsScreenProps {
  readonly scope: RecordScope;
  /** The latest year the year filter offers. */
  readonly thisYear: number;
  /** The caller may open an issued certificate (`/certificatePreview`). */
  readonly mayOpenCertificate: boolean;
  /** The caller declares trainings taken elsewhere and in house (`/historyList`, a company). */
  readonly mayDeclare?: boolean;
  /** The dialog of the record the URL names (stories bind its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
}

/**
 * Trainings, the latest session first (list machine): the course, the session, the
 * status, the credit hours earned (or still to earn) and the issued certificate;
 * filters in the URL, one person's only when the people list sent the user here.
 */
export function TrainingRecordsScreen({
  scope,
  thisYear,
  mayOpenCertificate,
  mayDeclare = false,
  renderDetail,
}: TrainingRecordsScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openId, open } = useDetailParam(RECORD_PARAM);
  const filters = useMemo(() => recordFilters(t, scope, thisYear), [t, scope, thisYear]);
  const column = signUpColumns<TrainingRecord>(t);
  const issued = (row: TrainingRecord) =>
    statusFamilies.signUp.stateOf(row.status) === 'certificateIssued';
  // The institution and the certificate number are the dialog's: at 1280 px the row keeps
  // room for the session, the status, the hours and the actions.
  const columns: GridColDef<TrainingRecord>[] = [
    ...(scope === 'roster' ? [column.trainee] : []),
    column.course,
    column.session,
    column.status,
    {
      ...textColumn<TrainingRecord>('creditHours', t('record.creditHours'), { minWidth: 110 }),
      valueGetter: (_value, row) =>
        row.hoursEarned || !row.creditHours
          ? row.creditHours
          : t('record.hoursPending', { hours: row.creditHours }),
    },
    rowActionsColumn<TrainingRecord>(
      t('signUp.actions'),
      ({ row }) => [
        viewAction(t('signUp.view'), () => open(row.id)),
        ...(mayOpenCertificate && issued(row)
          ? [
              <GridActionsCellItem
                key="certificate"
                icon={<WorkspacePremiumOutlinedIcon />}
                label={t('certificate.open')}
                onClick={() => void navigate(certificatePreviewPath(row.id))}
              />,
            ]
          : []),
      ],
      2,
    ),
  ];
  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.trainingRecords')} />
      <RecordsToolbar mayDeclare={mayDeclare} />
      <ListGrid<TrainingRecord> columns={columns} label={t('record.listLabel')} />
      {openId && renderDetail?.(openId, () => open(null))}
    </Stack>
  );
}

/**
 * The count, the person the list is narrowed to (the people list's link) to undo, and a
 * company's way to its declarations of trainings the platform did not run.
 */
function RecordsToolbar({ mayDeclare }: { readonly mayDeclare: boolean }) {
  const { t } = useTranslation();
  const list = ListContext.useActorRef();
  const total = ListContext.useSelector((s) => s.context.total);
  const filters = ListContext.useSelector((s) => s.context.query.filters);
  const rows = ListContext.useSelector((s) => s.context.rows) as readonly TrainingRecord[];
  const personId = filters[PERSON_FILTER];
  const personName = rows.find((row) => String(row.personId) === personId)?.traineeName;
  return (
    <ListToolbar label={t('record.toolbar')} status={t('record.total', { count: total })}>
      {personId && (
        <Chip
          label={personName ? t('record.onlyPerson', { name: personName }) : t('record.onePerson')}
          onDelete={() => {
            const { [PERSON_FILTER]: _dropped, ...others } = filters;
            list.send({ type: 'FILTERS.CHANGED', filters: others });
          }}
        />
      )}
      {mayDeclare && (
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button
            component={RouterLink}
            to={pages.historyList.path}
            startIcon={<HistoryEduOutlinedIcon />}
          >
            {t('trainingHistory.openHistory')}
          </Button>
          <Button
            component={RouterLink}
            to={pages.cultivateList.path}
            startIcon={<SchoolOutlinedIcon />}
          >
            {t('trainingHistory.openCultivate')}
          </Button>
        </Stack>
      )}
    </ListToolbar>
  );
}
