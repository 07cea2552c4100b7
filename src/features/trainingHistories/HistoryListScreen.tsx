import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { TrainingHistoryKind } from '@machines/validation/trainingHistory';
import { ListContext } from '../../components/actorContexts';
import { ApplicantStepDialogs, useApplicantRowActions } from '../../components/applicantRows';
import { useDetailParam } from '../../components/detailParam';
import type { FilterField } from '../../components/FilterBar';
import { withParam } from '../../components/formParam';
import { rowActionsColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import * as trainingHistoriesApi from '../../lib/api/trainingHistories';
import type { TrainingHistory } from '../../lib/api/trainingHistories';
import { historyColumns } from './historyColumns';
import { historyFormPath, ID_PARAM } from './historyActors';
import { OwnHistoryDialog } from './OwnHistoryDialog';

/** The open declaration is the page's parameter, not the list's. */
const PRESERVED: readonly string[] = [ID_PARAM];

/** The company's own steps on its rows. */
const STEPS: Readonly<Record<string, RowStepCall>> = {
  SUBMIT: (step) => trainingHistoriesApi.submitHistory({ id: step.id, version: step.version }),
  WITHDRAW: (step) => trainingHistoriesApi.withdrawHistory(step),
  DELETE: (step) => trainingHistoriesApi.deleteHistory(step),
};

/** `/historyList` and `/cultivateList`: the company's declarations of one kind. */
export function HistoryListRoute({ kind }: { readonly kind: TrainingHistoryKind }) {
  return (
    <ListRouteProvider
      key={kind}
      fetchPage={(query) => trainingHistoriesApi.fetchMyHistories(kind, query)}
      preserve={PRESERVED}
    >
      <RowStepsProvider steps={STEPS}>
        <HistoryListScreen
          kind={kind}
          renderDetail={(id, onClose) => <OwnHistoryDialog key={id} id={id} onClose={onClose} />}
        />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

export const PastTrainingListRoute = () => <HistoryListRoute kind="history" />;
export const CultivationListRoute = () => <HistoryListRoute kind="cultivate" />;

export interface HistoryListScreenProps {
  readonly kind: TrainingHistoryKind;
  /** The dialog of the declaration the URL names (stories bind its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
}

/**
 * The company's declarations of one kind (list machine), newest first: filters in the URL,
 * the trainee, training, days, hours and status; per row what its status allows: view,
 * edit (on the form page), submit, withdraw, delete a draft (each step asked first).
 */
export function HistoryListScreen({ kind, renderDetail }: HistoryListScreenProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const total = ListContext.useSelector((s) => s.context.total);
  const { openId, open } = useDetailParam(ID_PARAM);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: t('trainingHistory.keyword') },
      { kind: 'status', name: 'status', label: t('field.status'), family: 'application' },
    ],
    [t],
  );
  const actionsOf = useApplicantRowActions<TrainingHistory>(
    {
      view: (row) => `${location.pathname}${withParam(location.search, ID_PARAM, String(row.id))}`,
      edit: (row) => historyFormPath(kind, row.id),
    },
    {
      view: t('trainingHistory.view'),
      edit: t('trainingHistory.edit'),
      submit: t('trainingHistory.submit'),
    },
    { deletable: true },
  );
  const column = historyColumns(t);
  const columns: GridColDef<TrainingHistory>[] = [
    column.person,
    column.course,
    column.period,
    column.hours,
    column.status,
    rowActionsColumn<TrainingHistory>(t('trainingHistory.actions'), ({ row }) => actionsOf(row), 5),
  ];
  const route = kind === 'history' ? 'route.historyList' : 'route.cultivateList';

  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t(route)} />
      <ListToolbar
        label={t('trainingHistory.myActions')}
        status={t('trainingHistory.total', { count: total })}
      >
        <Button
          component={RouterLink}
          to={historyFormPath(kind)}
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ ml: 'auto' }}
        >
          {t(`trainingHistory.new.${kind}`)}
        </Button>
      </ListToolbar>
      <ListGrid<TrainingHistory>
        columns={columns}
        label={t(`trainingHistory.myListLabel.${kind}`)}
      />
      {openId && renderDetail?.(openId, () => open(null))}
      <ApplicantStepDialogs prefix="trainingHistory" deletable />
    </Stack>
  );
}
