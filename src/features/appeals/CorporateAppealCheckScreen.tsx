import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { RowId } from '@machines/app/list';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import {
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
} from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { useRecordReview } from '../../components/recordReview';
import { applicationFilters } from '../../components/reviewFilters';
import { ReviewList } from '../../components/ReviewList';
import { appealsApi } from '../../lib/api';
import type { CorporateAppeal, CorporateAppealDetail } from '../../lib/api/appeals';
import { AppealDetailContext, appAppealDetailLoader, DETAIL_PARAM } from './appealActors';
import { AppealDetailContent, AppealDetailDialog } from './AppealDetailDialog';

const PRESERVED: readonly string[] = [DETAIL_PARAM];

/** How the open detail tells the review binding (above the keyed loader) what it shows. */
interface DetailTracking {
  readonly detail: (detail: CorporateAppealDetail | null) => void;
  readonly reload: (reload: () => void) => void;
}

function DetailTracker({ track }: { track: DetailTracking }) {
  const result = AppealDetailContext.useSelector((s) => s.output);
  const detail = result?.ok ? result.detail : null;
  useEffect(() => track.detail(detail), [detail, track]);
  return null;
}

/** The open appeal's detail, loaded again after each decision. */
function BoundDetail({
  id,
  onClose,
  track,
}: {
  id: string;
  onClose: () => void;
  track: DetailTracking;
}) {
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  useEffect(() => {
    track.reload(reload);
    return () => {
      track.reload(() => {});
      track.detail(null);
    };
  }, [reload, track]);
  return (
    <AppealDetailDialog onClose={onClose}>
      <AppealDetailContext.Provider
        key={`${id}:${generation}`}
        logic={appAppealDetailLoader}
        options={{ input: { id } }}
      >
        <DetailTracker track={track} />
        <AppealDetailContent onReload={reload} />
      </AppealDetailContext.Provider>
    </AppealDetailDialog>
  );
}

/** The review actor lives above the dialog, so its result stays while the appeal reloads. */
function BoundScreen() {
  const detailRef = useRef<CorporateAppealDetail | null>(null);
  const reloadRef = useRef<() => void>(() => {});
  const [track] = useState<DetailTracking>(() => ({
    detail: (detail) => {
      detailRef.current = detail;
    },
    reload: (reload) => {
      reloadRef.current = reload;
    },
  }));
  const list = ListContext.useActorRef();
  // The appeal open in the dialog; after a decision the list reloads too.
  const logic = useRecordReview({
    current: () => detailRef.current?.appeal ?? null,
    decide: (decision) => appealsApi.decideAppeal(decision),
    reload: () => reloadRef.current(),
    decided: () => list.send({ type: 'REFRESH' }),
  });
  return (
    <ReviewContext.Provider logic={logic}>
      <CorporateAppealCheckScreen
        renderDetail={(id, onClose) => (
          <BoundDetail key={id} id={id} onClose={onClose} track={track} />
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
