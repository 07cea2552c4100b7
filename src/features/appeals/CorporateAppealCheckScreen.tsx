import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { RowId } from '@machines/app/list';
import { ReviewContext } from '../../components/actorContexts';
import {
  useDialogReview,
  useTrackedRecord,
  useTrackedReload,
  type DialogTracking,
} from '../../components/dialogReview';
import {
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
} from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { applicationFilters } from '../../components/reviewFilters';
import { ReviewList } from '../../components/ReviewList';
import { appealsApi } from '../../lib/api';
import type { CorporateAppeal } from '../../lib/api/appeals';
import { AppealDetailContext, appAppealDetailLoader, DETAIL_PARAM } from './appealActors';
import { AppealDetailContent, AppealDetailDialog } from './AppealDetailDialog';

const PRESERVED: readonly string[] = [DETAIL_PARAM];

/** Inside the re-keyed loader: which appeal (and version) the dialog shows now. */
function AppealTracker({ tracking }: { tracking: DialogTracking }) {
  const result = AppealDetailContext.useSelector((s) => s.output);
  useTrackedRecord(tracking, result?.ok ? result.detail.appeal : null);
  return null;
}

/** The open appeal's detail, loaded again after each decision. */
function BoundDetail({
  id,
  onClose,
  tracking,
}: {
  id: string;
  onClose: () => void;
  tracking: DialogTracking;
}) {
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  useTrackedReload(tracking, reload);
  return (
    <AppealDetailDialog onClose={onClose}>
      <AppealDetailContext.Provider
        key={`${id}:${generation}`}
        logic={appAppealDetailLoader}
        options={{ input: { id } }}
      >
        <AppealTracker tracking={tracking} />
        <AppealDetailContent onReload={reload} />
      </AppealDetailContext.Provider>
    </AppealDetailDialog>
  );
}

/** The review actor lives above the dialog, so its result stays while the appeal reloads. */
function BoundScreen() {
  const { logic, tracking } = useDialogReview((decision) => appealsApi.decideAppeal(decision));
  return (
    <ReviewContext.Provider logic={logic}>
      <CorporateAppealCheckScreen
        renderDetail={(id, onClose) => (
          <BoundDetail key={id} id={id} onClose={onClose} tracking={tracking} />
        )}
      />
    </ReviewContext.Provider>
  );
}

/** `/platCoperationCheck/corporateAppealCheck`: the bound list, detail and review. */
export function CorporateAppealCheckRoute() {
  return (
    <ListRouteProvider fetchPage={appealsApi.fetchAppeals} preserve={PRESERVED}>
      <BoundScreen />
    </ListRouteProvider>
  );
}

export interface CorporateAppealCheckScreenProps {
  /** The detail of the appeal the URL names (stories restore its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
}

/**
 * The platform's account appeals: filters in the URL (status, company, credit code,
 * submission dates), the grid with status chips and masked mobiles, and a view per row
 * that opens the appeal (`?id=`) with its images and the decisions.
 */
export function CorporateAppealCheckScreen({ renderDetail }: CorporateAppealCheckScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const openId = params.get(DETAIL_PARAM);

  const withDetail = (id: RowId | null) => {
    const next = new URLSearchParams(location.search);
    if (id === null) next.delete(DETAIL_PARAM);
    else next.set(DETAIL_PARAM, String(id));
    const search = next.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

  const filterFields = useMemo(() => applicationFilters(t, 'appeal'), [t]);

  const columns: GridColDef<CorporateAppeal>[] = [
    textColumn<CorporateAppeal>('companyName', t('field.companyName'), {
      flex: 2,
      minWidth: 180,
      sortable: true,
    }),
    textColumn<CorporateAppeal>('creditCode', t('field.creditCode'), { minWidth: 180 }),
    textColumn<CorporateAppeal>('userName', t('field.userName'), { minWidth: 140 }),
    textColumn<CorporateAppeal>('mobile', t('appeal.requestedMobile'), { minWidth: 120 }),
    statusColumn<CorporateAppeal>('status', t('field.status'), 'appeal', t),
    dateTimeColumn<CorporateAppeal>('createdAt', t('appeal.submittedAt')),
    dateTimeColumn<CorporateAppeal>('decidedAt', t('field.decidedAt'), { sortable: false }),
    rowActionsColumn<CorporateAppeal>(t('appeal.actions'), ({ row }) => [
      <GridActionsCellItem
        key="view"
        icon={<VisibilityIcon />}
        label={t('appeal.view')}
        onClick={() => withDetail(row.id)}
      />,
    ]),
  ];

  return (
    <ReviewList<CorporateAppeal>
      title={t('route.corporateAppealCheck')}
      listLabel={t('appeal.listLabel')}
      filters={filterFields}
      columns={columns}
      itemLabel={() => t('appeal.itemLabel')}
      detail={openId && renderDetail?.(openId, () => withDetail(null))}
    />
  );
}
