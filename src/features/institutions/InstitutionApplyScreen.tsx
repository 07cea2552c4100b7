import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { InstitutionKind } from '@machines/access/roles';
import { ListContext } from '../../components/actorContexts';
import { ApplicantStepDialogs, useApplicantRowActions } from '../../components/applicantRows';
import {
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
} from '../../components/gridColumns';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { PageHeading } from '../../components/PageHeading';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import * as institutionsApi from '../../lib/api/institutions';
import type { InstitutionApplication } from '../../lib/api/institutions';
import {
  appMyInstitutionsLoader,
  institutionFormPath,
  institutionInfoPath,
  MyInstitutionsContext,
  ONCE,
} from './institutionActors';
import { InstitutionStanding } from './InstitutionStanding';

const kindOfRow = (row: { row: unknown }) =>
  (row.row as InstitutionApplication | undefined)?.kind as InstitutionKind;

/** The company's own steps on its rows, each to the call of the row's kind. */
const STEPS: Readonly<Record<string, RowStepCall>> = {
  SUBMIT: (step) => institutionsApi.submitStoredApplication(kindOfRow(step), step),
  WITHDRAW: (step) => institutionsApi.withdrawApplication(kindOfRow(step), step),
};

/** `/institutionApply`: what the company is, its applications of both kinds and their steps. */
export function InstitutionApplyRoute() {
  const [attempt, setAttempt] = useState(0);
  return (
    <MyInstitutionsContext.Provider
      key={attempt}
      logic={appMyInstitutionsLoader}
      options={{ input: ONCE }}
    >
      <ListRouteProvider fetchPage={institutionsApi.fetchMyApplications}>
        <RowStepsProvider steps={STEPS}>
          <InstitutionApplyScreen
            standing={<InstitutionStanding onRetry={() => setAttempt((n) => n + 1)} />}
          />
        </RowStepsProvider>
      </ListRouteProvider>
    </MyInstitutionsContext.Provider>
  );
}

export interface InstitutionApplyScreenProps {
  /** The company's standing as an institution (its own loader). */
  readonly standing: ReactNode;
}

/**
 * The company's institution applications (list machine) under its standing: per
 * application what its status allows: view, edit, submit, withdraw (each asked first).
 */
export function InstitutionApplyScreen({ standing }: InstitutionApplyScreenProps) {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
  const actionsOf = useApplicantRowActions<InstitutionApplication>(
    {
      view: (row) => institutionInfoPath(row.kind as InstitutionKind, row.id),
      edit: (row) => institutionFormPath(row.kind as InstitutionKind, row.id),
    },
    {
      view: t('institution.view'),
      edit: t('institution.edit'),
      submit: t('institution.submit'),
    },
  );

  const columns: GridColDef<InstitutionApplication>[] = [
    {
      ...textColumn<InstitutionApplication>('kind', t('institution.kindLabel'), { minWidth: 110 }),
      valueGetter: (_value, row) => t(`institution.kind.${row.kind}`),
    },
    {
      ...textColumn<InstitutionApplication>('businessLine', t('institution.businessLine'), {
        minWidth: 90,
      }),
      valueGetter: (_value, row) =>
        row.businessLine ? t('institution.lineValue', { line: row.businessLine }) : '',
    },
    textColumn<InstitutionApplication>('roleCode', t('institution.roleCode'), { minWidth: 90 }),
    statusColumn<InstitutionApplication>('status', t('field.status'), 'application', t, {
      sortable: false,
    }),
    dateTimeColumn<InstitutionApplication>('submittedAt', t('field.submittedAt'), {
      sortable: false,
    }),
    dateTimeColumn<InstitutionApplication>('decidedAt', t('institution.decidedAt'), {
      sortable: false,
    }),
    rowActionsColumn<InstitutionApplication>(
      t('institution.actions'),
      ({ row }) => actionsOf(row),
      4,
    ),
  ];

  return (
    <Stack spacing={2}>
      <PageHeading>{t('route.institutionApply')}</PageHeading>
      {standing}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('institution.total', { count: total })}
      </Typography>
      <ListGrid<InstitutionApplication> columns={columns} label={t('institution.myListLabel')} />
      <ApplicantStepDialogs prefix="institution" />
    </Stack>
  );
}
