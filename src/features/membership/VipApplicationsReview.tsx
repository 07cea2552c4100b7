import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridColDef } from '@mui/x-data-grid';
import { ReviewContext } from '../../components/actorContexts';
import { BatchReviewProvider } from '../../components/batchReview';
import { useDetailParam } from '../../components/detailParam';
import { BoundRecordDialog, useDialogReview } from '../../components/dialogReview';
import type { FilterField } from '../../components/FilterBar';
import { dateTimeColumn, statusColumn, textColumn, viewColumn } from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ReviewDialog } from '../../components/ReviewDialog';
import { ReviewList, type BatchDecisions } from '../../components/ReviewList';
import * as membershipApi from '../../lib/api/membership';
import type { VipApplication } from '../../lib/api/membership';
import { useLevelName, useLevels } from './levels';
import {
  APPLICATION_PARAM,
  ApplicationDetailContext,
  appApplicationDetailLoader,
} from './membershipActors';
import { VipDetailContent } from './VipDetailContent';
import { VipReviewActions } from './VipReviewActions';

/** URL parameters of the page that are not the list's: the open application, the tab. */
export const APPLICATIONS_PRESERVED: readonly string[] = [APPLICATION_PARAM, 'tab'];

const BATCH: BatchDecisions<VipApplication> = {
  family: 'application',
  party: 'platform',
  decisions: ['APPROVE', 'REJECT'],
  labelOf: (row) => row.companyName,
};

/** The open application's decisions through the dialog's review binding, batches through the list's. */
function BoundApplications({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation();
  const { logic, tracking } = useDialogReview((decision) =>
    membershipApi.decideApplication(decision),
  );
  return (
    <BatchReviewProvider decide={membershipApi.decideApplications}>
      <VipApplicationsReview
        tabs={tabs}
        renderDetail={(id, onClose) => (
          <ReviewContext.Provider logic={logic}>
            <BoundRecordDialog
              key={id}
              title={t('membership.detailTitle')}
              id={id}
              onClose={onClose}
              tracking={tracking}
              context={ApplicationDetailContext}
              logic={appApplicationDetailLoader}
              recordOf={(detail) => detail.application}
            >
              {(reload) => (
                <VipDetailContent
                  onReload={reload}
                  actions={(detail) => <VipReviewActions detail={detail} />}
                />
              )}
            </BoundRecordDialog>
            <ReviewDialog itemLabel={() => t('membership.itemLabel')} />
          </ReviewContext.Provider>
        )}
      />
    </BatchReviewProvider>
  );
}

/** The applications tab of `membershipCheck`, bound to its list and decisions. */
export function BoundApplicationsTab({ tabs }: { tabs: ReactNode }) {
  return (
    <ListRouteProvider
      fetchPage={membershipApi.fetchApplications}
      preserve={APPLICATIONS_PRESERVED}
    >
      <BoundApplications tabs={tabs} />
    </ListRouteProvider>
  );
}

export interface VipApplicationsReviewProps {
  /** The page's tabs, above the list. */
  readonly tabs?: ReactNode;
  /** The dialog of the application the URL names (stories restore its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
}

/**
 * Membership applications of every company (drafts excepted): filters in the URL (status,
 * level, company, submission dates), masked contact mobile, batch approve and reject, and
 * a view per row opening the application (`?application=`) with its files, steps and
 * the decisions the workflow offers.
 */
export function VipApplicationsReview({ tabs, renderDetail }: VipApplicationsReviewProps) {
  const { t } = useTranslation();
  const levels = useLevels();
  const levelName = useLevelName();
  const { openId, open: withDetail } = useDetailParam(APPLICATION_PARAM);

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'status', name: 'status', label: t('field.status'), family: 'application' },
      {
        kind: 'select',
        name: 'levelCode',
        label: t('membership.level'),
        options: levels.map((level) => ({ value: level.code, label: levelName(level.code) })),
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
    // levelName follows levels and the language (t).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, levels],
  );

  const columns: GridColDef<VipApplication>[] = [
    textColumn<VipApplication>('companyName', t('field.companyName'), { flex: 2, minWidth: 180 }),
    {
      ...textColumn<VipApplication>('levelCode', t('membership.level'), { minWidth: 100 }),
      valueGetter: (_value, row) => (row.levelCode ? levelName(row.levelCode) : ''),
    },
    textColumn<VipApplication>('contactName', t('field.contactName'), { minWidth: 90 }),
    textColumn<VipApplication>('contactMobile', t('field.contactMobile'), { minWidth: 120 }),
    statusColumn<VipApplication>('status', t('field.status'), 'application', t, {
      sortable: false,
    }),
    dateTimeColumn<VipApplication>('submittedAt', t('field.submittedAt'), { sortable: false }),
    viewColumn<VipApplication>(t('membership.actions'), t('membership.view'), (row) =>
      withDetail(row.id),
    ),
  ];

  return (
    <>
      {tabs}
      <ReviewList<VipApplication>
        title={t('route.membershipCheck')}
        listLabel={t('membership.reviewListLabel')}
        filters={filters}
        columns={columns}
        batch={BATCH}
        detail={openId && renderDetail?.(openId, () => withDetail(null))}
      />
    </>
  );
}
