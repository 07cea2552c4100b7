import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SyncIcon from '@mui/icons-material/Sync';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { RowId } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import { keyNotice } from '@machines/app/notice';
import { NotifierContext } from '../../components/appActorContexts';
import { BatchReviewProvider } from '../../components/batchReview';
import { ExportButton } from '../../components/ExportButton';
import {
  creditCodeColumn,
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
  viewAction,
} from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { applicationFilters } from '../../components/reviewFilters';
import { ReviewList, type BatchDecisions } from '../../components/ReviewList';
import * as realnameApi from '../../lib/api/realname';
import { type BlobAnswer } from '../../lib/api/client';
import type { RealnameApplication } from '../../lib/api/realname';
import { saveBlob } from '../../lib/download';
import { isApproved } from '../../lib/applicationStatus';
import { detailPath } from './realnameActors';

/** The decisions the platform takes on several applications at once. */
const BATCH: BatchDecisions<RealnameApplication> = {
  family: 'application',
  party: 'platform',
  decisions: ['APPROVE', 'REJECT'],
  labelOf: (row) => row.companyName,
};

/** `/platCoperationCheck/realCertification`: the bound list and batch review. */
export function RealCertificationRoute() {
  return (
    <ListRouteProvider fetchPage={realnameApi.fetchApplications}>
      <BatchReviewProvider decide={realnameApi.decideApplications}>
        <RealCertificationScreen />
      </BatchReviewProvider>
    </ListRouteProvider>
  );
}

export interface RealCertificationScreenProps {
  /** `GET /api/corporate/export-realcorporate` (a story answers it from memory). */
  readonly exportList?: (query: ListQuery) => Promise<BlobAnswer>;
  /** `POST /api/corporate/refresh-sync`. */
  readonly refreshSync?: (corporateId: RowId) => Promise<unknown>;
  /** Saves the export through a temporary link (a story records it instead). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/**
 * The platform's list of real-name applications: filters in the URL, selection with
 * batch approve and reject (the summary names each refused item), a view per row, the
 * export of the filtered list, and the downstream sync of approved companies.
 */
export function RealCertificationScreen({
  exportList: exportCall = realnameApi.exportApplications,
  refreshSync = realnameApi.refreshSync,
  save = saveBlob,
}: RealCertificationScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notifier = NotifierContext.useActorRef();
  const [syncing, setSyncing] = useState<ReadonlySet<RowId>>(new Set());

  const filterFields = useMemo(() => applicationFilters(t, 'application'), [t]);

  const sync = (row: RealnameApplication) => {
    setSyncing((current) => new Set(current).add(row.id));
    refreshSync(row.corporateId)
      .then(() =>
        notifier.send({
          type: 'NOTIFY',
          severity: 'success',
          notice: keyNotice('realname.syncDone', { name: row.companyName }),
        }),
      )
      .catch(() => undefined)
      .finally(() =>
        setSyncing((current) => {
          const next = new Set(current);
          next.delete(row.id);
          return next;
        }),
      );
  };

  const columns: GridColDef<RealnameApplication>[] = [
    textColumn<RealnameApplication>('companyName', t('field.companyName'), {
      flex: 2,
      minWidth: 180,
      sortable: true,
    }),
    creditCodeColumn<RealnameApplication>(t('field.creditCode')),
    textColumn<RealnameApplication>('legalRepresentative', t('field.legalRepresentative'), {
      minWidth: 90,
    }),
    statusColumn<RealnameApplication>('status', t('field.status'), 'application', t),
    dateTimeColumn<RealnameApplication>('submittedAt', t('realname.submittedAt')),
    dateTimeColumn<RealnameApplication>('createdAt', t('realname.createdAt')),
    dateTimeColumn<RealnameApplication>('decidedAt', t('realname.decidedAt'), {
      sortable: false,
    }),
    rowActionsColumn<RealnameApplication>(
      t('realname.actions'),
      ({ row }) => [
        viewAction(t('realname.view'), () => void navigate(detailPath(row.id))),
        ...(isApproved(row.status)
          ? [
              <GridActionsCellItem
                key="sync"
                icon={<SyncIcon />}
                label={t('realname.refreshSync')}
                disabled={syncing.has(row.id)}
                onClick={() => sync(row)}
              />,
            ]
          : []),
      ],
      2,
    ),
  ];

  return (
    <ReviewList<RealnameApplication>
      title={t('route.realCertification')}
      listLabel={t('realname.reviewListLabel')}
      filters={filterFields}
      columns={columns}
      batch={BATCH}
      tools={
        <ExportButton
          exportList={exportCall}
          fallbackName={`${t('realname.exportFileName')}.xlsx`}
          label={t('realname.export')}
          save={save}
        />
      }
    />
  );
}
