/** The columns the company's lists and the platform's review list share. */
import type { TFunction } from 'i18next';
import type { GridColDef } from '@mui/x-data-grid';
import { dateTimeColumn, statusColumn, textColumn } from '../../components/gridColumns';
import type { TrainingHistory } from '../../lib/api/trainingHistories';

export function historyColumns(t: TFunction) {
  const field = (name: string) => t(`trainingHistory.field.${name}`);
  return {
    person: textColumn<TrainingHistory>('personName', field('personId'), { minWidth: 90 }),
    company: textColumn<TrainingHistory>('companyName', t('field.companyName'), {
      flex: 1.5,
      minWidth: 160,
    }),
    course: textColumn<TrainingHistory>('courseName', field('courseName'), {
      flex: 2,
      minWidth: 180,
    }),
    kind: {
      ...textColumn<TrainingHistory>('kind', field('kind'), { minWidth: 100 }),
      valueGetter: (_value, row) => t(`trainingHistory.kind.${row.kind}`),
    } satisfies GridColDef<TrainingHistory>,
    period: {
      ...textColumn<TrainingHistory>('startDate', t('trainingHistory.period'), { minWidth: 190 }),
      valueGetter: (_value, row) =>
        row.startDate
          ? t('trainingHistory.periodValue', { from: row.startDate, to: row.endDate })
          : '',
    } satisfies GridColDef<TrainingHistory>,
    hours: textColumn<TrainingHistory>('creditHours', field('creditHours'), { minWidth: 70 }),
    status: statusColumn<TrainingHistory>('status', t('field.status'), 'application', t, {
      sortable: false,
    }),
    submittedAt: dateTimeColumn<TrainingHistory>('submittedAt', t('trainingHistory.declaredAt'), {
      sortable: false,
    }),
  };
}
