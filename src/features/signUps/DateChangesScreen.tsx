import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColDef } from '@mui/x-data-grid';
import type { DateChangeRequest } from '@machines/contracts';
import { BatchReviewProvider } from '../../components/batchReview';
import type { FilterField } from '../../components/FilterBar';
import { statusColumn, textColumn } from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ReviewList, type BatchDecisions } from '../../components/ReviewList';
import * as signUpsApi from '../../lib/api/signUps';
import { traineeColumns } from '../../components/signUpColumns';

/** The institution decides one request from its row, or several selected at once. */
const BATCH: BatchDecisions<DateChangeRequest> = {
  family: 'dateChange',
  party: 'institution',
  decisions: ['APPROVE_CHANGE', 'REFUSE_CHANGE'],
  labelOf: (row) => row.traineeName,
  rowActions: true,
};

/** `/entryTraining/dateChanges`: the date change requests of the institution's courses. */
export function DateChangesRoute() {
  return (
    <ListRouteProvider fetchPage={signUpsApi.fetchDateChanges}>
      <BatchReviewProvider decide={signUpsApi.decideDateChanges}>
        <DateChangesScreen />
      </BatchReviewProvider>
    </ListRouteProvider>
  );
}

function dateChangeFilters(t: (key: string) => string): FilterField[] {
  return [
    { kind: 'status', name: 'status', label: t('field.status'), family: 'dateChange' },
    { kind: 'text', name: 'traineeName', label: t('signUp.field.name') },
  ];
}

/**
 * Trainees asking to move to another session of a course, those waiting first: who asks
 * (trainee, company), from which session to which (by their first days) and why;
 * approving moves the sign-up (refused if the session filled since), refusing asks for a
 * reason the applicant reads.
 */
export function DateChangesScreen() {
  const { t } = useTranslation();
  const filters = useMemo(() => dateChangeFilters(t), [t]);
  const trainee = traineeColumns<DateChangeRequest>(t);
  const columns: GridColDef<DateChangeRequest>[] = [
    trainee.trainee,
    trainee.company,
    trainee.course,
    {
      // The sessions by their first days: the columns fit 1280 px with the decisions.
      ...textColumn<DateChangeRequest>('to', t('dateChange.moveColumn'), { minWidth: 200 }),
      valueGetter: (_value: unknown, row: DateChangeRequest) =>
        t('dateChange.move', { from: row.from.startsOn, to: row.to.startsOn }),
    },
    {
      ...textColumn<DateChangeRequest>('reason', t('signUp.field.reason'), {
        flex: 1.5,
        minWidth: 160,
      }),
      valueGetter: (_value: unknown, row: DateChangeRequest) =>
        row.refusal
          ? t('dateChange.reasonRefused', { reason: row.reason, refusal: row.refusal })
          : row.reason,
    },
    statusColumn<DateChangeRequest>('status', t('field.status'), 'dateChange', t, {
      sortable: false,
    }),
  ];
  return (
    <ReviewList<DateChangeRequest>
      title={t('route.dateChangeList')}
      listLabel={t('dateChange.listLabel')}
      filters={filters}
      columns={columns}
      batch={BATCH}
    />
  );
}
