import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { FilterField } from '../../../components/FilterBar';
import { CellText, rowActionsColumn, textColumn } from '../../../components/gridColumns';
import { ListFilters } from '../../../components/ListFilters';
import { ListGrid } from '../../../components/ListGrid';
import { ListRouteProvider } from '../../../components/ListRouteProvider';
import { PageHeading } from '../../../components/PageHeading';
import { StatusChip } from '../../../components/StatusChip';
import * as trainingRecordsApi from '../../../lib/api/trainingRecords';
import type { TraineeSummaryRow } from '../../../lib/api/trainingRecords';
import { personRecordsPath } from './recordActors';
import { useRecordScope, type RecordScope } from './recordScope';

/** `personalRecords`: each of my company's people (or me) with the hours per year. */
export function PersonalRecordsRoute() {
  const scope = useRecordScope();
  return (
    <ListRouteProvider fetchPage={trainingRecordsApi.fetchTraineeSummaries}>
      <PersonalRecordsScreen scope={scope} />
    </ListRouteProvider>
  );
}

/**
 * Trainees with their latest training (list machine): a company's whole roster, the most
 * recently trained first and those never trained last (who still has to), or the
 * individual alone; the trainings, the certificates in force, the credit hours per year and
 * in all; each person's trainings one click away.
 */
export function PersonalRecordsScreen({ scope }: { readonly scope: RecordScope }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = useMemo<FilterField[]>(
    () =>
      scope === 'roster'
        ? [{ kind: 'text', name: 'traineeName', label: t('signUp.field.name') }]
        : [],
    [t, scope],
  );
  const columns: GridColDef<TraineeSummaryRow>[] = [
    textColumn<TraineeSummaryRow>('traineeName', t('signUp.field.name'), { minWidth: 90 }),
    textColumn<TraineeSummaryRow>('traineeIdCard', t('signUp.field.idCard'), { minWidth: 160 }),
    {
      // The latest training's status chip, then its course (its whole name on hover).
      ...textColumn<TraineeSummaryRow>('latest', t('record.latest'), { flex: 2, minWidth: 230 }),
      valueGetter: (_value, row) => row.latest?.courseName ?? t('record.neverTrained'),
      renderCell: ({ row, formattedValue }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {row.latest && <StatusChip family="signUp" code={row.latest.status} />}
          <CellText>{String(formattedValue)}</CellText>
        </Stack>
      ),
    },
    textColumn<TraineeSummaryRow>('trainings', t('record.trainings'), { flex: 0.4, minWidth: 70 }),
    textColumn<TraineeSummaryRow>('certificatesInForce', t('record.certificatesInForce'), {
      flex: 0.4,
      minWidth: 70,
    }),
    {
      ...textColumn<TraineeSummaryRow>('hoursByYear', t('record.hoursByYear'), {
        flex: 1.5,
        minWidth: 150,
      }),
      valueGetter: (_value, row) =>
        row.hoursByYear
          .map(({ year, hours }) => t('record.yearHours', { year, hours }))
          .join(t('record.yearSeparator')),
    },
    {
      ...textColumn<TraineeSummaryRow>('totalHours', t('record.totalHours'), {
        flex: 0.6,
        // Room for the declared share beside the total: "48.0 (16.0 declared)".
        minWidth: 150,
      }),
      // Hours the platform approved from declarations are named, so none look unearned.
      valueGetter: (_value, row) =>
        Number(row.declaredHours) > 0
          ? t('record.totalWithDeclared', { total: row.totalHours, declared: row.declaredHours })
          : row.totalHours,
    },
    rowActionsColumn<TraineeSummaryRow>(t('signUp.actions'), ({ row }) => [
      <GridActionsCellItem
        key="records"
        icon={<ListAltIcon />}
        label={t('record.openTrainings', { name: row.traineeName })}
        onClick={() => void navigate(personRecordsPath(row.personId))}
      />,
    ]),
  ];
  return (
    <Stack spacing={2}>
      {filters.length > 0 ? (
        <ListFilters fields={filters} title={t('route.personalRecords')} />
      ) : (
        <PageHeading>{t('route.personalRecords')}</PageHeading>
      )}
      <ListGrid<TraineeSummaryRow> columns={columns} label={t('record.peopleListLabel')} />
    </Stack>
  );
}
