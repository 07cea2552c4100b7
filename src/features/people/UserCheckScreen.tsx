import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { RowId } from '@machines/app/list';
import { ReviewContext } from '../../components/actorContexts';
import { BatchReviewProvider } from '../../components/batchReview';
import {
  useDialogReview,
  useTrackedRecord,
  useTrackedReload,
  type DialogTracking,
} from '../../components/dialogReview';
import type { FilterField } from '../../components/FilterBar';
import {
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
} from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { RecordDialog } from '../../components/RecordDialog';
import { ReviewDialog } from '../../components/ReviewDialog';
import { ReviewList, type BatchDecisions } from '../../components/ReviewList';
import { peopleApi } from '../../lib/api';
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

/** Inside the re-keyed loader: which person (and version) the dialog shows now. */
function PersonTracker({ tracking }: { tracking: DialogTracking }) {
  const result = PersonDetailContext.useSelector((s) => s.output);
  const person = result?.ok ? result.detail.person : null;
  useTrackedRecord(tracking, person);
  return null;
}

/** The open person, loaded again after each decision. */
function BoundPerson({
  id,
  onClose,
  tracking,
}: {
  id: string;
  onClose: () => void;
  tracking: DialogTracking;
}) {
  const { t } = useTranslation();
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  useTrackedReload(tracking, reload);
  return (
    <RecordDialog title={t('person.detailTitle')} onClose={onClose}>
      <PersonDetailContext.Provider
        key={`${id}:${generation}`}
        logic={appPersonDetailLoader}
        options={{ input: { id } }}
      >
        <PersonTracker tracking={tracking} />
        <PersonDetailContent onReload={reload} />
      </PersonDetailContext.Provider>
    </RecordDialog>
  );
}

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
            <BoundPerson key={id} id={id} onClose={onClose} tracking={tracking} />
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
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const openId = params.get(PERSON_PARAM);

  const withDetail = (id: RowId | null) => {
    const next = new URLSearchParams(location.search);
    if (id === null) next.delete(PERSON_PARAM);
    else next.set(PERSON_PARAM, String(id));
    const search = next.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

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
    rowActionsColumn<Person>(t('person.actions'), ({ row }) => [
      <GridActionsCellItem
        key="view"
        icon={<VisibilityIcon />}
        label={t('person.view')}
        onClick={() => withDetail(row.id)}
      />,
    ]),
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
