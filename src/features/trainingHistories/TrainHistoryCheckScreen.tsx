import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridColDef } from '@mui/x-data-grid';
import { TRAINING_HISTORY_KINDS } from '@machines/validation/trainingHistory';
import { ReviewContext } from '../../components/actorContexts';
import { BatchReviewProvider } from '../../components/batchReview';
import { useDetailParam } from '../../components/detailParam';
import { BoundRecordDialog, useDialogReview } from '../../components/dialogReview';
import type { FilterField } from '../../components/FilterBar';
import { viewColumn } from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ReviewDecisionActions } from '../../components/ReviewDecisionActions';
import { ReviewDialog } from '../../components/ReviewDialog';
import { ReviewList, type BatchDecisions } from '../../components/ReviewList';
import * as trainingHistoriesApi from '../../lib/api/trainingHistories';
import type { TrainingHistory, TrainingHistoryDetail } from '../../lib/api/trainingHistories';
import { historyColumns } from './historyColumns';
import { appHistoryDetailLoader, HistoryDetailContext, ID_PARAM } from './historyActors';
import { HistoryDetailContent } from './HistoryDetailContent';

const PRESERVED: readonly string[] = [ID_PARAM];

const BATCH: BatchDecisions<TrainingHistory> = {
  family: 'application',
  party: 'platform',
  decisions: ['APPROVE', 'REJECT'],
  labelOf: (row) => `${row.courseName}（${row.personName}，${row.companyName}）`,
};

/** The decisions the workflow offers the platform on the open declaration. */
export function HistoryDecisions(detail: TrainingHistoryDetail) {
  return <HistoryDecisionActions detail={detail} />;
}

function HistoryDecisionActions({ detail }: { detail: TrainingHistoryDetail }) {
  const { t } = useTranslation();
  return (
    <ReviewDecisionActions
      id={detail.application.id}
      available={detail.availableEvents}
      label={t('trainingHistory.reviewActions')}
    />
  );
}

/**
 * The open declaration's decisions go through the dialog's own review binding; the batch
 * decisions through the list's. Each provides ReviewContext where it is used.
 */
function BoundScreen() {
  const { t } = useTranslation();
  const { logic, tracking } = useDialogReview((decision) =>
    trainingHistoriesApi.decideHistory(decision),
  );
  return (
    <BatchReviewProvider decide={trainingHistoriesApi.decideHistories}>
      <TrainHistoryCheckScreen
        renderDetail={(id, onClose) => (
          <ReviewContext.Provider logic={logic}>
            <BoundRecordDialog
              key={id}
              title={t('trainingHistory.detailTitle')}
              id={id}
              onClose={onClose}
              tracking={tracking}
              context={HistoryDetailContext}
              logic={appHistoryDetailLoader}
              recordOf={(detail) => detail.application}
            >
              {(reload) => <HistoryDetailContent onReload={reload} actions={HistoryDecisions} />}
            </BoundRecordDialog>
            <ReviewDialog itemLabel={() => t('trainingHistory.itemLabel')} />
          </ReviewContext.Provider>
        )}
      />
    </BatchReviewProvider>
  );
}

/** `/platCoperationCheck/trainHistoryCheck`: the bound list, batch review and the dialog. */
export function TrainHistoryCheckRoute() {
  return (
    <ListRouteProvider fetchPage={trainingHistoriesApi.fetchReviewQueue} preserve={PRESERVED}>
      <BoundScreen />
    </ListRouteProvider>
  );
}

export interface TrainHistoryCheckScreenProps {
  /** The dialog of the declaration the URL names (stories restore its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
}

/**
 * Companies' training declarations, past trainings and in-house cultivations alike: filters
 * in the URL (status, kind, training or trainee, company, declaration days), batch approve
 * and reject, and a view per row opening the declaration (`?id=`) with its proof and the
 * decisions the workflow offers.
 */
export function TrainHistoryCheckScreen({ renderDetail }: TrainHistoryCheckScreenProps) {
  const { t } = useTranslation();
  const { openId, open } = useDetailParam(ID_PARAM);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'status', name: 'status', label: t('field.status'), family: 'application' },
      {
        kind: 'select',
        name: 'kind',
        label: t('trainingHistory.field.kind'),
        options: TRAINING_HISTORY_KINDS.map((kind) => ({
          value: kind,
          label: t(`trainingHistory.kind.${kind}`),
        })),
      },
      { kind: 'text', name: 'keyword', label: t('trainingHistory.keyword') },
      { kind: 'text', name: 'companyName', label: t('field.companyName') },
      {
        kind: 'dateRange',
        from: 'submittedFrom',
        to: 'submittedTo',
        fromLabel: t('person.declaredFrom'),
        toLabel: t('person.declaredTo'),
      },
    ],
    [t],
  );
  const column = historyColumns(t);
  const columns: GridColDef<TrainingHistory>[] = [
    column.person,
    column.company,
    column.course,
    column.kind,
    column.hours,
    column.status,
    column.submittedAt,
    viewColumn<TrainingHistory>(t('trainingHistory.actions'), t('trainingHistory.view'), (row) =>
      open(row.id),
    ),
  ];

  return (
    <ReviewList<TrainingHistory>
      title={t('route.trainHistoryCheck')}
      listLabel={t('trainingHistory.reviewListLabel')}
      filters={filters}
      columns={columns}
      batch={BATCH}
      detail={openId && renderDetail?.(openId, () => open(null))}
    />
  );
}
