import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type GridColDef } from '@mui/x-data-grid';
import { BatchReviewProvider } from '../../components/batchReview';
import { ExportButton } from '../../components/ExportButton';
import { dateTimeColumn, statusColumn, textColumn, viewColumn } from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ReviewList, type BatchDecisions } from '../../components/ReviewList';
import { applicationFilters } from '../../components/reviewFilters';
import type { ListQuery } from '@machines/app/listQuery';
import * as creditApi from '../../lib/api/credit';
import { type BlobAnswer } from '../../lib/api/client';
import type { CreditApplication, ReviewLevel } from '../../lib/api/credit';
import { creditCheckPath } from './creditActors';
import { useCategoryName } from './creditRows';

const BATCH: Readonly<Record<ReviewLevel, BatchDecisions<CreditApplication>>> = {
  institution: {
    family: 'qualification',
    party: 'institution',
    decisions: ['INSTITUTION_APPROVE', 'INSTITUTION_REJECT'],
    labelOf: (row) => row.companyName,
  },
  platform: {
    family: 'qualification',
    party: 'platform',
    decisions: ['PLATFORM_APPROVE', 'PLATFORM_REJECT'],
    labelOf: (row) => row.companyName,
  },
};

export interface CreditExports {
  readonly applications: (query: ListQuery) => Promise<BlobAnswer>;
  readonly people: (query: ListQuery) => Promise<BlobAnswer>;
}

const PLATFORM_EXPORTS: CreditExports = {
  applications: creditApi.exportApplications,
  people: creditApi.exportCountedPeople,
};

const TITLE: Readonly<Record<ReviewLevel, string>> = {
  institution: 'route.creditCheck',
  platform: 'route.platCreditCheck',
};

/** `/creditCheck` (institution) and `platCreditCheck` (platform), bound to their queue. */
export function CreditCheckRoute({ level }: { level: ReviewLevel }) {
  return (
    <ListRouteProvider fetchPage={(query) => creditApi.fetchReviewQueue(level, query)}>
      <BatchReviewProvider decide={creditApi.decideApplications}>
        <CreditCheckScreen level={level} />
      </BatchReviewProvider>
    </ListRouteProvider>
  );
}

/**
 * A review level's queue of credit applications: filters in the URL (status, company,
 * submission dates), masked contact mobiles, batch approve and reject where the workflow
 * offers them, and each application's own page where it is decided.
 */
export function CreditCheckScreen({
  level,
  exports = PLATFORM_EXPORTS,
  save,
}: {
  level: ReviewLevel;
  /** The platform's two exports (the real calls by default). */
  exports?: CreditExports;
  /** Saves an export through a temporary link (a story records it instead). */
  save?: (blob: Blob, fileName: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categoryName = useCategoryName();

  const filters = useMemo(() => applicationFilters(t, 'qualification'), [t]);

  const columns: GridColDef<CreditApplication>[] = [
    textColumn<CreditApplication>('companyName', t('field.companyName'), {
      flex: 2,
      minWidth: 180,
    }),
    {
      ...textColumn<CreditApplication>('categoryId', t('creditApply.field.categoryId'), {
        flex: 2,
        minWidth: 200,
      }),
      valueGetter: (_value, row) => categoryName(row),
    },
    ...(level === 'platform'
      ? [
          textColumn<CreditApplication>('institutionName', t('creditApply.field.institutionId'), {
            flex: 1.5,
            minWidth: 160,
          }),
        ]
      : [
          textColumn<CreditApplication>('assessorName', t('creditApply.assessor'), {
            minWidth: 90,
          }),
        ]),
    textColumn<CreditApplication>('contactMobile', t('creditApply.field.contactMobile'), {
      minWidth: 120,
    }),
    statusColumn<CreditApplication>('status', t('field.status'), 'qualification', t, {
      sortable: false,
    }),
    dateTimeColumn<CreditApplication>('submittedAt', t('field.submittedAt'), { sortable: false }),
    viewColumn<CreditApplication>(
      t('creditApply.actions'),
      t('creditApply.view'),
      (row) => void navigate(creditCheckPath(level, row.id)),
    ),
  ];

  return (
    <ReviewList<CreditApplication>
      title={t(TITLE[level])}
      listLabel={t(`creditApply.reviewListLabel.${level}`)}
      filters={filters}
      columns={columns}
      batch={BATCH[level]}
      tools={
        level === 'platform' && (
          <>
            <ExportButton
              exportList={exports.applications}
              fallbackName={`${t('creditApply.exportFileName')}.xlsx`}
              label={t('creditApply.export')}
              save={save}
            />
            <ExportButton
              exportList={exports.people}
              fallbackName={`${t('creditApply.exportPeopleFileName')}.xlsx`}
              label={t('creditApply.exportPeople')}
              save={save}
            />
          </>
        )
      }
    />
  );
}
