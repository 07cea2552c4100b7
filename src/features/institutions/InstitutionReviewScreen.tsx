import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type GridColDef } from '@mui/x-data-grid';
import { institutionLinesOf, type InstitutionKind } from '@machines/access/roles';
import { BatchReviewProvider } from '../../components/batchReview';
import type { FilterField } from '../../components/FilterBar';
import { dateTimeColumn, statusColumn, textColumn, viewColumn } from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ReviewList, type BatchDecisions } from '../../components/ReviewList';
import * as institutionsApi from '../../lib/api/institutions';
import type { InstitutionApplication } from '../../lib/api/institutions';
import { specifyPath } from './institutionActors';

const BATCH: BatchDecisions<InstitutionApplication> = {
  family: 'application',
  party: 'platform',
  decisions: ['APPROVE', 'REJECT'],
  labelOf: (row) => row.companyName,
};

const PAGE_OF: Record<InstitutionKind, 'trainCredictCheck' | 'enterpriseCredictCheck'> = {
  training: 'trainCredictCheck',
  review: 'enterpriseCredictCheck',
};

/** `trainCredictCheck` / `enterpriseCredictCheck`, bound to the kind's list and decisions. */
export function InstitutionReviewRoute({ kind }: { kind: InstitutionKind }) {
  return (
    <ListRouteProvider fetchPage={(query) => institutionsApi.fetchApplications(kind, query)}>
      <BatchReviewProvider decide={(request) => institutionsApi.decideApplications(kind, request)}>
        <InstitutionReviewScreen kind={kind} />
      </BatchReviewProvider>
    </ListRouteProvider>
  );
}

/**
 * Applications of one kind from every company (drafts excepted): filters in the URL
 * (status, business line, company, submission dates), masked contact mobile, batch
 * approve and reject, and a view per row opening the application's own page, where the
 * platform decides and switches the institution off or on.
 */
export function InstitutionReviewScreen({ kind }: { kind: InstitutionKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'status', name: 'status', label: t('field.status'), family: 'application' },
      {
        kind: 'select',
        name: 'businessLine',
        label: t('institution.businessLine'),
        options: institutionLinesOf(kind).map((line) => ({
          value: String(line),
          label: t('institution.lineValue', { line }),
        })),
      },
      { kind: 'text', name: 'companyName', label: t('field.companyName') },
      {
        kind: 'dateRange',
        from: 'submittedFrom',
        to: 'submittedTo',
        fromLabel: t('field.submittedFrom'),
        toLabel: t('field.submittedTo'),
      },
    ],
    [t, kind],
  );

  const columns: GridColDef<InstitutionApplication>[] = [
    textColumn<InstitutionApplication>('companyName', t('field.companyName'), {
      flex: 2,
      minWidth: 180,
    }),
    {
      ...textColumn<InstitutionApplication>('businessLine', t('institution.businessLine'), {
        minWidth: 90,
      }),
      valueGetter: (_value, row) =>
        row.businessLine ? t('institution.lineValue', { line: row.businessLine }) : '',
    },
    textColumn<InstitutionApplication>('roleCode', t('institution.roleCode'), { minWidth: 90 }),
    textColumn<InstitutionApplication>('contactName', t('field.contactName'), { minWidth: 90 }),
    textColumn<InstitutionApplication>('contactMobile', t('field.contactMobile'), {
      minWidth: 120,
    }),
    statusColumn<InstitutionApplication>('status', t('field.status'), 'application', t, {
      sortable: false,
    }),
    dateTimeColumn<InstitutionApplication>('submittedAt', t('field.submittedAt'), {
      sortable: false,
    }),
    viewColumn<InstitutionApplication>(
      t('institution.actions'),
      t('institution.view'),
      (row) => void navigate(specifyPath(kind, row.id)),
    ),
  ];

  return (
    <ReviewList<InstitutionApplication>
      title={t(`route.${PAGE_OF[kind]}`)}
      listLabel={t(`institution.reviewListLabel.${kind}`)}
      filters={filters}
      columns={columns}
      batch={BATCH}
    />
  );
}
