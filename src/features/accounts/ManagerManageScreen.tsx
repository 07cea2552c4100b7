import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  GridActionsCellItem,
  type GridActionsCellItemProps,
  type GridColDef,
} from '@mui/x-data-grid';
import { STAFF_ROLES } from '@machines/validation/manager';
import { ListContext } from '../../components/actorContexts';
import type { FilterField } from '../../components/FilterBar';
import { dateTimeColumn, rowActionsColumn, textColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { DetailResultView, RecordDialog } from '../../components/RecordDialog';
import { RowStepsProvider } from '../../components/rowSteps';
import * as accountsApi from '../../lib/api/accounts';
import type { ManagerAccount } from '../../lib/api/accounts';
import {
  appManagerLoader,
  appManagerPasswordReset,
  ManagerContext,
  PasswordResetContext,
} from './accountActors';
import { useStateFilter } from './accountFilters';
import {
  AccountResetDialog,
  AccountSwitchDialogs,
  enabledColumn,
  useAccountActions,
  type RenderReset,
} from './accountRows';
import { BoundManagerFormDialog } from './ManagerFormDialog';
import { useRoleWithCode } from './roleName';

const STEPS = {
  DISABLE: ({ id }: { id: string | number }) => accountsApi.setManagerEnabled(id, false),
  ENABLE: ({ id }: { id: string | number }) => accountsApi.setManagerEnabled(id, true),
};

/** What the page's dialogs are opened on: a new account, or one row's. */
export type Editing =
  { readonly kind: 'new' } | { readonly kind: 'edit'; readonly row: ManagerAccount };

export function ManagerManageRoute() {
  return (
    <ListRouteProvider fetchPage={accountsApi.fetchManagers}>
      <RowStepsProvider steps={STEPS}>
        <BoundManagerManage />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

function BoundManagerManage() {
  const list = ListContext.useActorRef();
  const refresh = () => list.send({ type: 'REFRESH' });
  return (
    <ManagerManageScreen
      renderReset={(attempt, row, content) => (
        <PasswordResetContext.Provider
          key={attempt}
          logic={appManagerPasswordReset}
          options={{ input: { id: row.id } }}
        >
          {content}
        </PasswordResetContext.Provider>
      )}
      renderForm={(editing, onClose) =>
        editing.kind === 'new' ? (
          <BoundManagerFormDialog manager={null} onClose={onClose} onSaved={refresh} />
        ) : (
          <LoadedManagerForm id={editing.row.id} onClose={onClose} onSaved={refresh} />
        )
      }
    />
  );
}

/** The edit form over the account loaded whole (the list masks its mobile). */
function LoadedManagerForm({
  id,
  onClose,
  onSaved,
}: {
  id: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ManagerContext.Provider key={attempt} logic={appManagerLoader} options={{ input: { id } }}>
      <ManagerFormOnceLoaded
        onRetry={() => setAttempt(attempt + 1)}
        onClose={onClose}
        onSaved={onSaved}
      />
    </ManagerContext.Provider>
  );
}

function ManagerFormOnceLoaded({
  onRetry,
  onClose,
  onSaved,
}: {
  onRetry: () => void;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const result = ManagerContext.useSelector((s) => s.output);
  if (result?.ok) {
    return <BoundManagerFormDialog manager={result.detail} onClose={onClose} onSaved={onSaved} />;
  }
  return (
    <RecordDialog title={t('managers.editLoading')} onClose={onClose}>
      <DetailResultView result={result} failedTitle={t('managers.loadFailed')} onReload={onRetry}>
        {() => null}
      </DetailResultView>
    </RecordDialog>
  );
}

export interface ManagerManageScreenProps {
  /** The password reset's call (stories restore one instead). */
  readonly renderReset: RenderReset<ManagerAccount>;
  /** The form of a new account or of a row's (stories restore its form machine). */
  readonly renderForm: (editing: Editing, onClose: () => void) => ReactNode;
}

/**
 * The platform's staff (`/managerManage`, the super-admin only), by role: add one with its
 * role code (a one-time password shown once), change one, reset its password, disable or
 * enable it. The last enabled super-admin is neither disabled nor given another role: the
 * server refuses, and the refusal says why.
 */
export function ManagerManageScreen({ renderReset, renderForm }: ManagerManageScreenProps) {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
  const [resetting, setResetting] = useState<ManagerAccount | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const accountActions = useAccountActions<ManagerAccount>(setResetting);
  const stateFilter = useStateFilter();
  const roleName = useRoleWithCode();

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: t('managers.keyword') },
      {
        kind: 'select',
        name: 'role',
        label: t('managers.role'),
        options: STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) })),
      },
      stateFilter,
    ],
    // roleName follows the language (t).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, stateFilter],
  );

  const actionsOf = (row: ManagerAccount): ReactElement<GridActionsCellItemProps>[] => [
    <GridActionsCellItem
      key="edit"
      icon={<EditIcon />}
      label={t('managers.edit')}
      onClick={() => setEditing({ kind: 'edit', row })}
    />,
    ...accountActions(row),
  ];
  const columns: GridColDef<ManagerAccount>[] = [
    textColumn<ManagerAccount>('name', t('managers.name'), { minWidth: 90 }),
    textColumn<ManagerAccount>('userName', t('accounts.userName'), { minWidth: 120 }),
    {
      ...textColumn<ManagerAccount>('role', t('managers.role'), { flex: 1.5, minWidth: 160 }),
      valueGetter: (_value, row) => roleName(row.role),
    },
    textColumn<ManagerAccount>('email', t('managers.email'), { flex: 1.5, minWidth: 160 }),
    enabledColumn<ManagerAccount>(t('accounts.state')),
    dateTimeColumn<ManagerAccount>('createdAt', t('managers.createdAt'), { sortable: false }),
    rowActionsColumn<ManagerAccount>(t('accounts.actions'), ({ row }) => actionsOf(row), 3),
  ];

  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.managerManage')} />
      <ListToolbar label={t('managers.toolbar')} status={t('managers.total', { count: total })}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ kind: 'new' })}
          sx={{ ml: 'auto' }}
        >
          {t('managers.add')}
        </Button>
      </ListToolbar>
      <ListGrid<ManagerAccount> columns={columns} label={t('route.managerManage')} />
      {editing && renderForm(editing, () => setEditing(null))}
      <AccountResetDialog
        row={resetting}
        onClose={() => setResetting(null)}
        renderReset={renderReset}
      />
      <AccountSwitchDialogs />
    </Stack>
  );
}
