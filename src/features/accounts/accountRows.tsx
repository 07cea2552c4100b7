/**
 * What the registered accounts and the staff accounts pages share: the switch and reset
 * actions of a row, the confirmations of the switch, the state column, and the reset
 * dialog over the row it was asked for.
 */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import {
  GridActionsCellItem,
  type GridActionsCellItemProps,
  type GridColDef,
} from '@mui/x-data-grid';
import type { ListRow } from '@machines/app/list';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { EnabledChip } from '../../components/EnabledChip';
import { PasswordResetDialog } from './PasswordResetDialog';

export interface AccountRow extends ListRow {
  readonly name: string;
  readonly userName: string;
  readonly enabled: boolean;
}

/** The steps a row offers, by the review machine's decision name. */
export type AccountStep = 'DISABLE' | 'ENABLE' | 'DELETE';

type Action = ReactElement<GridActionsCellItemProps>;

/**
 * Reset (where the page offers it), then disable or enable as the account's state allows,
 * then the page's own.
 */
export function useAccountActions<TRow extends AccountRow>(
  onReset: ((row: TRow) => void) | null,
  extra: (row: TRow, step: (decision: AccountStep, row: TRow) => void) => Action[] = () => [],
) {
  const { t } = useTranslation();
  const review = ReviewContext.useActorRef();
  const step = (decision: AccountStep, row: TRow) =>
    review.send({ type: 'DECIDE', decision, ids: [row.id], commentRequired: false });
  return (row: TRow): Action[] => [
    ...(onReset
      ? [
          <GridActionsCellItem
            key="reset"
            icon={<LockResetIcon />}
            label={t('accounts.reset.action')}
            onClick={() => onReset(row)}
          />,
        ]
      : []),
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
    ...extra(row, step),
  ];
}

export function enabledColumn<TRow extends AccountRow>(headerName: string): GridColDef<TRow> {
  return {
    field: 'enabled',
    headerName,
    minWidth: 90,
    sortable: false,
    renderCell: ({ row }) => <EnabledChip enabled={row.enabled} />,
  };
}

/** The account a step is asked for, as "name（login name）". */
function useSteppedName(): string {
  const rows = ListContext.useSelector((s) => s.context.rows as readonly AccountRow[]);
  const stepIds = ReviewContext.useSelector((s) => s.context.ids);
  const stepped = rows.find((row) => stepIds.includes(row.id));
  return stepped ? `${stepped.name}（${stepped.userName}）` : '';
}

/** Disabling and enabling, each asked for first (ReviewContext); deleting, where offered. */
export function AccountSwitchDialogs({ deletable = false }: { readonly deletable?: boolean }) {
  const { t } = useTranslation();
  const params = { name: useSteppedName() };
  return (
    <>
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
      {deletable && (
        <ConfirmActionDialog
          decision="DELETE"
          title={t('accounts.deleteTitle')}
          question={t('accounts.deleteConfirm', params)}
          done={t('accounts.deletedDone', params)}
          confirmLabel={t('accounts.delete')}
        />
      )}
    </>
  );
}

/** The reset under way for an account: a new attempt, a new call. */
export type RenderReset<TRow> = (attempt: number, row: TRow, content: ReactNode) => ReactNode;

/** The reset dialog of the row it was asked for, if any. */
export function AccountResetDialog<TRow extends AccountRow>({
  row,
  onClose,
  renderReset,
}: {
  row: TRow | null;
  onClose: () => void;
  renderReset: RenderReset<TRow>;
}) {
  if (!row) return null;
  return (
    <PasswordResetDialog
      account={row}
      onClose={onClose}
      renderReset={(attempt, content) => renderReset(attempt, row, content)}
    />
  );
}
