import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridColDef } from '@mui/x-data-grid';
import { ReviewContext } from '../../components/actorContexts';
import { useDetailParam } from '../../components/detailParam';
import { BoundRecordDialog, useDialogReview } from '../../components/dialogReview';
import {
  creditCodeColumn,
  dateTimeColumn,
  statusColumn,
  textColumn,
  viewColumn,
} from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { applicationFilters } from '../../components/reviewFilters';
import { ReviewList } from '../../components/ReviewList';
import * as appealsApi from '../../lib/api/appeals';
import type { CorporateAppeal } from '../../lib/api/appeals';
import { AppealDetailContext, appAppealDetailLoader, DETAIL_PARAM } from './appealActors';
import { AppealDetailContent } from './AppealDetailDialog';

const PRESERVED: readonly string[] = [DETAIL_PARAM];

/** The review actor lives above the dialog, so its result stays while the appeal reloads. */
function BoundScreen() {
  const { t } = useTranslation();
  const { logic, tracking } = useDialogReview((decision) => appealsApi.decideAppeal(decision));
  return (
    <ReviewContext.Provider logic={logic}>
      <CorporateAppealCheckScreen
        renderDetail={(id, onClose) => (
          <BoundRecordDialog
            key={id}
            title={t('appeal.detailTitle')}
            id={id}
            onClose={onClose}
            tracking={tracking}
            context={AppealDetailContext}
            logic={appAppealDetailLoader}
            recordOf={(detail) => detail.appeal}
          >
            {(reload) => <AppealDetailContent onReload={reload} />}
          </BoundRecordDialog>
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
  const { openId, open: withDetail } = useDetailParam(DETAIL_PARAM);

  const filterFields = useMemo(() => applicationFilters(t, 'appeal'), [t]);

  const columns: GridColDef<CorporateAppeal>[] = [
    textColumn<CorporateAppeal>('companyName', t('field.companyName'), {
      flex: 2,
      minWidth: 180,
      sortable: true,
    }),
    creditCodeColumn<CorporateAppeal>(t('field.creditCode')),
    textColumn<CorporateAppeal>('userName', t('field.userName'), { minWidth: 140 }),
    textColumn<CorporateAppeal>('mobile', t('appeal.requestedMobile'), { minWidth: 120 }),
    statusColumn<CorporateAppeal>('status', t('field.status'), 'appeal', t),
    dateTimeColumn<CorporateAppeal>('createdAt', t('appeal.submittedAt')),
    dateTimeColumn<CorporateAppeal>('decidedAt', t('field.decidedAt'), { sortable: false }),
    viewColumn<CorporateAppeal>(t('appeal.actions'), t('appeal.view'), (row) => withDetail(row.id)),
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
