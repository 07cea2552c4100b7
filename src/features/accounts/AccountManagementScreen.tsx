import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { isRoleCode, roleLabelKey, TRAINEE_ROLE } from '@machines/access/roles';
import { ListContext } from '../../components/actorContexts';
import type { FilterField } from '../../components/FilterBar';
import { dateTimeColumn, rowActionsColumn, textColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { RowStepsProvider } from '../../components/rowSteps';
import * as accountsApi from '../../lib/api/accounts';
import type { RegisteredAccount } from '../../lib/api/accounts';
import { BoundAccountContactDialog } from './AccountContactDialog';
import { BoundIdentityCorrectionDialog } from './IdentityCorrectionDialog';
import { appPasswordReset, PasswordResetContext } from './accountActors';
import {
  AccountResetDialog,
  AccountSwitchDialogs,
  enabledColumn,
  useAccountActions,
  type RenderReset,
} from './accountRows';
import { useStateFilter } from './accountFilters';

/** An individual trainee's account: the association may correct the ID number it signs up with. */
const isTrainee = (account: RegisteredAccount) =>
  account.corporateId === null && account.roles.includes(TRAINEE_ROLE);

/** The platform's steps on an account row, by the review machine's decision name. */
const STEPS = {
  DISABLE: ({ id }: { id: string | number }) => accountsApi.setAccountEnabled(id, false),
  ENABLE: ({ id }: { id: string | number }) => accountsApi.setAccountEnabled(id, true),
  DELETE: ({ id }: { id: string | number }) => accountsApi.deleteAccount(id),
};

function BoundAccountManagement() {
  const list = ListContext.useActorRef();
  return (
    <AccountManagementScreen
      renderContact={(account, onClose) => (
        <BoundAccountContactDialog
          key={account.id}
          account={account}
          onClose={onClose}
          onSaved={() => list.send({ type: 'REFRESH' })}
        />
      )}
      renderIdentity={(account, onClose) => (
        <BoundIdentityCorrectionDialog
          key={account.id}
          account={account}
          onClose={onClose}
          onSaved={() => list.send({ type: 'REFRESH' })}
        />
      )}
    />
  );
}

export function AccountManagementRoute() {
  return (
    <ListRouteProvider fetchPage={accountsApi.fetchAccounts}>
      <RowStepsProvider steps={STEPS}>
        <BoundAccountManagement />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

/** The reset under way, bound to `user/reset-accountpwd`. */
function boundReset(attempt: number, account: RegisteredAccount, content: ReactNode) {
  return (
    <PasswordResetContext.Provider
      key={attempt}
      logic={appPasswordReset}
      options={{ input: { id: account.id } }}
    >
      {content}
    </PasswordResetContext.Provider>
  );
}

export interface AccountManagementScreenProps {
  /** The password reset's call (stories restore one instead). */
  readonly renderReset?: RenderReset<RegisteredAccount>;
  /** The dialog setting an account's mobile and email (stories restore its form). */
  readonly renderContact: (account: RegisteredAccount, onClose: () => void) => ReactNode;
  /** The association's correction of a trainee's ID card number (individuals only). */
  readonly renderIdentity: (account: RegisteredAccount, onClose: () => void) => ReactNode;
}

/**
 * Every registered account (companies, individuals, query users; staff have their own
 * page), newest first, mobiles masked: find one by name, number or email, by kind or by
 * state; disable it (its open sessions end at their next call) or enable it again; reset
 * its password to a one-time password shown once; set its mobile and email; delete it (its
 * history stays).
 */
export function AccountManagementScreen({
  renderReset = boundReset,
  renderContact,
  renderIdentity,
}: AccountManagementScreenProps) {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
  const [resetting, setResetting] = useState<RegisteredAccount | null>(null);
  const [contact, setContact] = useState<RegisteredAccount | null>(null);
  const [identity, setIdentity] = useState<RegisteredAccount | null>(null);
  const actionsOf = useAccountActions<RegisteredAccount>(setResetting, (row, step) => [
    <GridActionsCellItem
      key="contact"
      icon={<ContactPhoneOutlinedIcon />}
      label={t('accounts.contact.action')}
      onClick={() => setContact(row)}
    />,
    ...(isTrainee(row)
      ? [
          <GridActionsCellItem
            key="identity"
            icon={<BadgeOutlinedIcon />}
            label={t('identityCorrection.action')}
            onClick={() => setIdentity(row)}
            showInMenu
          />,
        ]
      : []),
    <GridActionsCellItem
      key="delete"
      icon={<DeleteOutlinedIcon />}
      label={t('accounts.delete')}
      onClick={() => step('DELETE', row)}
    />,
  ]);
  const stateFilter = useStateFilter();

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: t('accounts.keyword') },
      {
        kind: 'select',
        name: 'kind',
        label: t('accounts.kind.label'),
        options: (['company', 'individual', 'query'] as const).map((kind) => ({
          value: kind,
          label: t(`accounts.kind.${kind}`),
        })),
      },
      stateFilter,
    ],
    [t, stateFilter],
  );

  const roleNames = (roles: readonly string[]) =>
    roles.map((role) => (isRoleCode(role) ? t(roleLabelKey(role)) : role)).join('、');
  const columns: GridColDef<RegisteredAccount>[] = [
    textColumn<RegisteredAccount>('userName', t('accounts.userName'), { minWidth: 120 }),
    textColumn<RegisteredAccount>('name', t('accounts.name'), { minWidth: 90 }),
    textColumn<RegisteredAccount>('companyName', t('field.companyName'), {
      flex: 2,
      minWidth: 180,
    }),
    {
      ...textColumn<RegisteredAccount>('roles', t('accounts.roles'), { flex: 1.5, minWidth: 140 }),
      valueGetter: (_value, row) => roleNames(row.roles),
    },
    enabledColumn<RegisteredAccount>(t('accounts.state')),
    dateTimeColumn<RegisteredAccount>('createdAt', t('accounts.createdAt'), { sortable: false }),
    rowActionsColumn<RegisteredAccount>(t('accounts.actions'), ({ row }) => actionsOf(row), 5),
  ];

  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.accountManagement')} />
      <ListToolbar label={t('accounts.toolbar')} status={t('accounts.total', { count: total })}>
        {null}
      </ListToolbar>
      <ListGrid<RegisteredAccount> columns={columns} label={t('route.accountManagement')} />
      <AccountResetDialog
        row={resetting}
        onClose={() => setResetting(null)}
        renderReset={renderReset}
      />
      {contact && renderContact(contact, () => setContact(null))}
      {identity && renderIdentity(identity, () => setIdentity(null))}
      <AccountSwitchDialogs deletable />
    </Stack>
  );
}
