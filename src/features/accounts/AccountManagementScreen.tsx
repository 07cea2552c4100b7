import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Stack from '@mui/material/Stack';
import {
  GridActionsCellItem,
  type GridActionsCellItemProps,
  type GridColDef,
} from '@mui/x-data-grid';
import { isRoleCode, roleLabelKey } from '@machines/access/roles';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { EnabledChip } from '../../components/EnabledChip';
import type { FilterField } from '../../components/FilterBar';
import { dateTimeColumn, rowActionsColumn, textColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { RowStepsProvider } from '../../components/rowSteps';
import { accountsApi } from '../../lib/api';
import type { RegisteredAccount } from '../../lib/api/accounts';

/** The platform's steps on an account row, by the review machine's decision name. */
const STEPS = {
  DISABLE: ({ id }: { id: string | number }) => accountsApi.setAccountEnabled(id, false),
  ENABLE: ({ id }: { id: string | number }) => accountsApi.setAccountEnabled(id, true),
};

export function AccountManagementRoute() {
  return (
    <ListRouteProvider fetchPage={accountsApi.fetchAccounts}>
      <RowStepsProvider steps={STEPS}>
        <AccountManagementScreen />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

/**
 * Every registered account (companies, individuals, query users; staff have their own
 * page), newest first, mobiles masked: find one by name, number or email, by kind or by
 * state, and disable it (its open sessions end at their next call) or enable it again.
 */
export function AccountManagementScreen() {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
  const rows = ListContext.useSelector((s) => s.context.rows as readonly RegisteredAccount[]);
  const review = ReviewContext.useActorRef();
  const stepIds = ReviewContext.useSelector((s) => s.context.ids);
  const stepped = rows.find((row) => stepIds.includes(row.id));
  const params = { name: stepped ? `${stepped.name}（${stepped.userName}）` : '' };

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
      {
        kind: 'select',
        name: 'enabled',
        label: t('accounts.state'),
        options: [
          { value: 'true', label: t('catalogue.enabled') },
          { value: 'false', label: t('catalogue.disabled') },
        ],
      },
    ],
    [t],
  );

  const step = (decision: keyof typeof STEPS, row: RegisteredAccount) =>
    review.send({ type: 'DECIDE', decision, ids: [row.id], commentRequired: false });
  const actionsOf = (row: RegisteredAccount): ReactElement<GridActionsCellItemProps>[] => [
    row.enabled ? (
      <GridActionsCellItem
        key="disable"
        icon={<BlockIcon />}
        label={t('accounts.disable')}
        onClick={() => step('DISABLE', row)}
      />
    ) : (
      <GridActionsCellItem
        key="enable"
        icon={<CheckCircleOutlineIcon />}
        label={t('accounts.enable')}
        onClick={() => step('ENABLE', row)}
      />
    ),
  ];
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
    {
      field: 'enabled',
      headerName: t('accounts.state'),
      minWidth: 90,
      sortable: false,
      renderCell: ({ row }) => <EnabledChip enabled={row.enabled} />,
    },
    dateTimeColumn<RegisteredAccount>('createdAt', t('accounts.createdAt'), { sortable: false }),
    rowActionsColumn<RegisteredAccount>(t('accounts.actions'), ({ row }) => actionsOf(row), 1),
  ];

  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.accountManagement')} />
      <ListToolbar label={t('accounts.toolbar')} status={t('accounts.total', { count: total })}>
        {null}
      </ListToolbar>
      <ListGrid<RegisteredAccount> columns={columns} label={t('route.accountManagement')} />
      <ConfirmActionDialog
        decision="DISABLE"
        title={t('accounts.disableTitle')}
        question={t('accounts.disableConfirm', params)}
        done={t('accounts.disabledDone', params)}
        confirmLabel={t('accounts.disable')}
      />
      <ConfirmActionDialog
        decision="ENABLE"
        title={t('accounts.enableTitle')}
        question={t('accounts.enableConfirm', params)}
        done={t('accounts.enabledDone', params)}
        confirmLabel={t('accounts.enable')}
        destructive={false}
      />
    </Stack>
  );
}
