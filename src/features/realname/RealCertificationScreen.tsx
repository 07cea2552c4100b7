import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SyncIcon from '@mui/icons-material/Sync';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { fromPromise } from 'xstate';
import type { RowId } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import { keyNotice } from '@machines/app/notice';
import { reviewMachine } from '@machines/app/review';
import { statusFamilies } from '@machines/workflows';
import { NotifierContext } from '../../app/actors/contexts';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import type { FilterField } from '../../components/FilterBar';
import { ListFilters } from '../../components/ListFilters';
import { ListToolbar } from '../../components/ListToolbar';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ReviewDialog } from '../../components/ReviewDialog';
import { realnameApi, type BlobAnswer } from '../../lib/api';
import type { RealnameApplication } from '../../lib/api/realname';
import { dateTimeColumn, statusColumn, textColumn } from '../../components/gridColumns';
import { saveBlob } from '../../lib/download';
import { detailPath, isApproved } from './realnameActors';

/** The decisions the platform takes on several applications at once. */
export const BATCH_DECISIONS = ['APPROVE', 'REJECT'] as const;
type BatchDecision = (typeof BATCH_DECISIONS)[number];

const family = statusFamilies.application;

/** What the platform may decide on an application in this status (the workflow's answer). */
const platformEvents = (status: number) =>
  family.isCode(status) ? family.availableEvents(status, { party: 'platform' }) : [];

/** Rows a batch decision applies to: those the platform may approve or reject now. */
export const isBatchable = (row: RealnameApplication) =>
  platformEvents(row.status).some((event) =>
    (BATCH_DECISIONS as readonly string[]).includes(event.type),
  );

/** Batch decisions through the review machine: every selected row with its version. */
function BatchReviewActors({ children }: { children: ReactNode }) {
  const list = ListContext.useActorRef();
  const [logic] = useState(() =>
    reviewMachine.provide({
      actors: {
        submitDecision: fromPromise(async ({ input }) => {
          const rows = list.getSnapshot().context.rows as readonly RealnameApplication[];
          const versionOf = (id: RowId) => rows.find((row) => row.id === id)?.version ?? 0;
          const results = await realnameApi.decideApplications({
            items: input.ids.map((id) => ({ id, version: versionOf(id) })),
            event: input.decision,
            comment: input.comment,
          });
          return results.map(({ id, ok, message }) => ({
            id,
            ok,
            ...(message ? { message } : {}),
          }));
        }),
      },
      actions: {
        decided: () => {
          list.send({ type: 'SELECTION.CHANGED', selection: [] });
          list.send({ type: 'REFRESH' });
        },
      },
    }),
  );
  return <ReviewContext.Provider logic={logic}>{children}</ReviewContext.Provider>;
}

/** `/platCoperationCheck/realCertification`: the bound list and batch review. */
export function RealCertificationRoute() {
  return (
    <ListRouteProvider fetchPage={realnameApi.fetchApplications}>
      <BatchReviewActors>
        <RealCertificationScreen />
      </BatchReviewActors>
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
  const review = ReviewContext.useActorRef();
  const notifier = NotifierContext.useActorRef();
  const query = ListContext.useSelector((s) => s.context.query);
  const rows = ListContext.useSelector((s) => s.context.rows) as readonly RealnameApplication[];
  const selection = ListContext.useSelector((s) => s.context.selection);
  const [labels, setLabels] = useState<ReadonlyMap<RowId, string>>(new Map());
  const [exporting, setExporting] = useState(false);
  const [syncing, setSyncing] = useState<ReadonlySet<RowId>>(new Set());

  const filterFields = useMemo<FilterField[]>(
    () => [
      { kind: 'status', name: 'status', label: t('field.status'), family: 'application' },
      { kind: 'text', name: 'companyName', label: t('field.companyName') },
      { kind: 'text', name: 'creditCode', label: t('field.creditCode') },
      {
        kind: 'dateRange',
        from: 'submittedFrom',
        to: 'submittedTo',
        fromLabel: t('field.submittedFrom'),
        toLabel: t('field.submittedTo'),
      },
    ],
    [t],
  );

  const decideSelected = (decision: BatchDecision) => {
    const selected = rows.filter((row) => selection.includes(row.id));
    setLabels(new Map(selected.map((row) => [row.id, row.companyName || String(row.id)])));
    const commentRequired = selected.some((row) =>
      platformEvents(row.status).some((event) => event.type === decision && event.commentRequired),
    );
    review.send({ type: 'DECIDE', decision, ids: selection, commentRequired });
  };

  const exportList = () => {
    setExporting(true);
    exportCall(query)
      .then(({ blob, fileName }) => save(blob, fileName ?? `${t('realname.exportFileName')}.xlsx`))
      // A failed export is told by the toast of the HTTP layer.
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

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
    textColumn<RealnameApplication>('creditCode', t('field.creditCode'), { minWidth: 180 }),
    textColumn<RealnameApplication>('legalRepresentative', t('field.legalRepresentative'), {
      minWidth: 90,
    }),
    statusColumn<RealnameApplication>('status', t('field.status'), 'application', t),
    dateTimeColumn<RealnameApplication>('submittedAt', t('realname.submittedAt')),
    dateTimeColumn<RealnameApplication>('createdAt', t('realname.createdAt')),
    dateTimeColumn<RealnameApplication>('decidedAt', t('realname.decidedAt'), {
      sortable: false,
    }),
    {
      field: 'actions',
      type: 'actions',
      headerName: t('realname.actions'),
      width: 100,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="view"
          icon={<VisibilityIcon />}
          label={t('realname.view')}
          onClick={() => void navigate(detailPath(row.id))}
        />,
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
    },
  ];

  return (
    <Stack spacing={2}>
      <ListFilters fields={filterFields} title={t('route.realCertification')} />
      <ListToolbar
        label={t('realname.batchActions')}
        status={t('list.selected', { count: selection.length })}
      >
        <Button
          variant="contained"
          startIcon={<CheckIcon />}
          disabled={selection.length === 0}
          onClick={() => decideSelected('APPROVE')}
        >
          {t('realname.batchApprove')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          disabled={selection.length === 0}
          onClick={() => decideSelected('REJECT')}
        >
          {t('realname.batchReject')}
        </Button>
        <Button
          startIcon={<FileDownloadIcon />}
          onClick={exportList}
          loading={exporting}
          sx={{ ml: 'auto' }}
        >
          {t('realname.export')}
        </Button>
      </ListToolbar>
      <ListGrid<RealnameApplication>
        columns={columns}
        label={t('realname.reviewListLabel')}
        checkboxSelection
        isRowSelectable={isBatchable}
      />
      <ReviewDialog itemLabel={(id) => labels.get(id) ?? String(id)} />
    </Stack>
  );
}
