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
import * as peopleApi from '../../lib/api/people';
import type { Person } from '../../lib/api/people';
import { appPersonDetailLoader, PERSON_PARAM, PersonDetailContext } from './peopleActors';
import { PersonDetailContent } from './PersonDetailDialog';

const PRESERVED: readonly string[] = [PERSON_PARAM];

const BATCH: BatchDecisions<Person> = {
  family: 'application',
  party: 'platform',
  decisions: ['APPROVE', 'REJECT'],
  labelOf: (row) => `${row.name}（${row.companyName}）`,
};

/**
 * The open person's decisions go through the dialog's own review binding; the batch
 * decisions through the list's. Each provides ReviewContext where it is used.
 */
function BoundScreen() {
  const { t } = useTranslation();
  const { logic, tracking } = useDialogReview((decision) => peopleApi.decidePerson(decision));
  return (
    <BatchReviewProvider decide={peopleApi.decidePeople}>
      <UserCheckScreen
        renderDetail={(id, onClose) => (
          <ReviewContext.Provider logic={logic}>
            <BoundRecordDialog
              key={id}
              title={t('person.detailTitle')}
              id={id}
              onClose={onClose}
              tracking={tracking}
              context={PersonDetailContext}
              logic={appPersonDetailLoader}
              recordOf={(detail) => detail.person}
            >
              {(reload) => <PersonDetailContent onReload={reload} />}
            </BoundRecordDialog>
            <ReviewDialog itemLabel={() => t('person.itemLabel')} />
          </ReviewContext.Provider>
        )}
      />
    </BatchReviewProvider>
  );
}

/** `/platCoperationCheck/userCheck`: the bound list, batch review and the person's dialog. */
export function UserCheckRoute() {
  return (
    <ListRouteProvider fetchPage={peopleApi.fetchDeclaredPeople} preserve={PRESERVED}>
      <BoundScreen />
    </ListRouteProvider>
  );
}

export interface UserCheckScreenProps {
  /** The dialog of the person the URL names (stories restore its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
}

/**
 * People companies declared for verification: filters in the URL (status, company, name
 * or ID card number, declaration dates), masked ID card and mobile, batch approve and
 * reject, and a view per row opening the person (`?person=`) with their documents and the
 * decisions the workflow offers.
 */
export function UserCheckScreen({ renderDetail }: UserCheckScreenProps) {
  const { t } = useTranslation();
  const { openId, open: withDetail } = useDetailParam(PERSON_PARAM);

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'status', name: 'status', label: t('field.status'), family: 'application' },
      { kind: 'text', name: 'companyName', label: t('field.companyName') },
      { kind: 'text', name: 'keyword', label: t('person.keyword') },
      {
        kind: 'dateRange',
        from: 'submittedFrom',
        to: 'submittedTo',
        fromLabel: t('person.declaredFrom'),
        toLabel: t('person.declaredTo'),
      },
    ],
    [t],
  );

  const columns: GridColDef<Person>[] = [
    textColumn<Person>('name', t('field.name'), { minWidth: 90 }),
    textColumn<Person>('companyName', t('field.companyName'), { flex: 2, minWidth: 180 }),
    textColumn<Person>('idCard', t('person.idCard'), { minWidth: 170 }),
    textColumn<Person>('mobile', t('field.mobile'), { minWidth: 120 }),
    {
      ...textColumn<Person>('education', t('person.education.label'), { minWidth: 80 }),
      valueGetter: (_value, row) => (row.education ? t(`person.education.${row.education}`) : ''),
    },
    statusColumn<Person>('status', t('field.status'), 'application', t, { sortable: false }),
    dateTimeColumn<Person>('submittedAt', t('person.declaredAt'), { sortable: false }),
    viewColumn<Person>(t('person.actions'), t('person.view'), (row) => withDetail(row.id)),
  ];

  return (
    <ReviewList<Person>
      title={t('route.userCheck')}
      listLabel={t('person.reviewListLabel')}
      filters={filters}
      columns={columns}
      batch={BATCH}
      detail={openId && renderDetail?.(openId, () => withDetail(null))}
    />
  );
}
