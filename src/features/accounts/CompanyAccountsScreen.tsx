import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type GridColDef } from '@mui/x-data-grid';
import { SessionContext } from '../../components/appActorContexts';
import { ListContext } from '../../components/actorContexts';
import type { FilterField } from '../../components/FilterBar';
import {
  dateTimeColumn,
  rowActionsColumn,
  textColumn,
  viewAction,
} from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { RowStepsProvider } from '../../components/rowSteps';
import * as accountsApi from '../../lib/api/accounts';
import type { RegisteredAccount } from '../../lib/api/accounts';
import { AccountDetailContext, appAccountDetailLoader } from './accountActors';
import { useStateFilter } from './accountFilters';
import { AccountSwitchDialogs, enabledColumn, useAccountActions } from './accountRows';
import { CompanyAccountDetailDialog } from './CompanyAccountDetailDialog';
import { BoundCompanyAccountFormDialog } from './CompanyAccountFormDialog';

const STEPS = {
  DISABLE: ({ id }: { id: string | number }) => accountsApi.setCompanyAccountEnabled(id, false),
  ENABLE: ({ id }: { id: string | number }) => accountsApi.setCompanyAccountEnabled(id, true),
};

/** `/corporateUser`: my company's accounts. */
export function CompanyAccountsRoute() {
  return (
    <ListRouteProvider fetchPage={accountsApi.fetchCompanyAccounts}>
      <RowStepsProvider steps={STEPS}>
        <BoundCompanyAccounts />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

function BoundCompanyAccounts() {
  const list = ListContext.useActorRef();
  return (
    <CompanyAccountsScreen
      renderForm={(onClose) => (
        <BoundCompanyAccountFormDialog
          onClose={onClose}
          onSaved={() => list.send({ type: 'REFRESH' })}
        />
      )}
      renderDetail={(row, onClose) => <LoadedAccountDetail row={row} onClose={onClose} />}
    />
  );
}

/** The account loaded whole (the list masks its mobile), retried on failure. */
function LoadedAccountDetail({
  row,
  onClose,
}: {
  readonly row: RegisteredAccount;
  readonly onClose: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <AccountDetailContext.Provider
      key={attempt}
      logic={appAccountDetailLoader}
      options={{ input: { id: row.id } }}
    >
      <CompanyAccountDetailDialog
        name={row.name}
        onClose={onClose}
        onReload={() => setAttempt((n) => n + 1)}
      />
    </AccountDetailContext.Provider>
  );
}

export interface CompanyAccountsScreenProps {
  /** The form of a new staff login (stories restore its form machine). */
  readonly renderForm: (onClose: () => void) => ReactNode;
  /** One account whole (stories restore its loader). */
  readonly renderDetail: (row: RegisteredAccount, onClose: () => void) => ReactNode;
}

/**
 * The company's accounts (`/corporateUser`), its main account first: each one's detail;
 * the main account adds a staff login (a one-time password shown once) and disables one
 * (its sessions end at their next call) or enables it again. Other logins read the list.
 */
export function CompanyAccountsScreen({ renderForm, renderDetail }: CompanyAccountsScreenProps) {
  const { t } = useTranslation();
  const isMainAccount = SessionContext.useSelector((s) => s.context.user?.isAdmin === true);
  const total = ListContext.useSelector((s) => s.context.total);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<RegisteredAccount | null>(null);
  const stateFilter = useStateFilter();
  const view = (row: RegisteredAccount) =>
    viewAction(t('companyAccounts.view'), () => setViewing(row));
  const switchActions = useAccountActions<RegisteredAccount>(null, (row) => [view(row)]);
  const actionsOf = (row: RegisteredAccount) =>
    isMainAccount && !row.isAdmin ? switchActions(row) : [view(row)];

  const filters = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'keyword', label: t('companyAccounts.keyword') }, stateFilter],
    [t, stateFilter],
  );
  const columns: GridColDef<RegisteredAccount>[] = [
    textColumn<RegisteredAccount>('name', t('accounts.name'), { minWidth: 90 }),
    textColumn<RegisteredAccount>('userName', t('accounts.userName'), { minWidth: 120 }),
    textColumn<RegisteredAccount>('email', t('managers.email'), { flex: 1.5, minWidth: 160 }),
    {
      field: 'isAdmin',
      headerName: t('companyAccounts.kind'),
      // "Main account" in English, whole.
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.isAdmin ? 'primary' : 'default'}
          label={t(row.isAdmin ? 'companyAccounts.main' : 'companyAccounts.staff')}
        />
      ),
    },
    enabledColumn<RegisteredAccount>(t('accounts.state')),
    dateTimeColumn<RegisteredAccount>('createdAt', t('accounts.createdAt'), { sortable: false }),
    rowActionsColumn<RegisteredAccount>(t('accounts.actions'), ({ row }) => actionsOf(row), 2),
  ];

  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.corporateUser')} />
      <ListToolbar
        label={t('companyAccounts.toolbar')}
        status={t('companyAccounts.total', { count: total })}
      >
        {isMainAccount ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            sx={{ ml: 'auto' }}
          >
            {t('companyAccounts.add')}
          </Button>
        ) : (
          <Alert severity="info" sx={{ py: 0 }}>
            {t('companyAccounts.mainOnly')}
          </Alert>
        )}
      </ListToolbar>
      <ListGrid<RegisteredAccount> columns={columns} label={t('companyAccounts.listLabel')} />
      {adding && renderForm(() => setAdding(false))}
      {viewing && renderDetail(viewing, () => setViewing(null))}
      <AccountSwitchDialogs />
    </Stack>
  );
}
