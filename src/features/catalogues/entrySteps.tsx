/**
 * What every catalogue list (types, levels, credit categories) does to a row: change it,
 * switch it off or on, copy it (types), delete it; each step but the change is asked for
 * first in ReviewContext (RowStepsProvider) and names the entry.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import {
  GridActionsCellItem,
  type GridActionsCellItemProps,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { RowId } from '@machines/app/list';
import { ReviewContext } from '../../components/actorContexts';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { EnabledChip } from '../../components/EnabledChip';
import { chipColumnWidth } from '../../components/gridColumns';
import type { FilterField } from '../../components/FilterBar';

/** The steps a row offers, by the review machine's decision name. */
export type CatalogueStep = 'DISABLE' | 'ENABLE' | 'COPY' | 'DELETE';

export interface SteppedRow {
  readonly id: RowId;
  readonly enabled: boolean;
}

type ActionItem = ReactElement<GridActionsCellItemProps>;

/** A row's action buttons: change, the switch, copy (when offered), delete. */
export function useEntryActions<TRow extends SteppedRow>({
  onEdit,
  copy = false,
  extra = () => [],
}: {
  readonly onEdit: (row: TRow) => void;
  readonly copy?: boolean;
  /** Further buttons after the change (a category's materials and template). */
  readonly extra?: (row: TRow) => ActionItem[];
}): (row: TRow) => ActionItem[] {
  const { t } = useTranslation();
  const review = ReviewContext.useActorRef();
  const step = (decision: CatalogueStep, row: TRow) =>
    review.send({ type: 'DECIDE', decision, ids: [row.id], commentRequired: false });
  const item = (key: string, icon: ReactElement, label: string, onClick: () => void) => (
    <GridActionsCellItem key={key} icon={icon} label={label} onClick={onClick} />
  );
  return (row) => [
    item('edit', <EditIcon />, t('catalogue.action.edit'), () => onEdit(row)),
    ...extra(row),
    row.enabled
      ? item('disable', <BlockIcon />, t('catalogue.action.disable'), () => step('DISABLE', row))
      : item('enable', <CheckCircleOutlineIcon />, t('catalogue.action.enable'), () =>
          step('ENABLE', row),
        ),
    ...(copy
      ? [item('copy', <ContentCopyIcon />, t('catalogue.action.copy'), () => step('COPY', row))]
      : []),
    item('delete', <DeleteOutlinedIcon />, t('catalogue.action.delete'), () => step('DELETE', row)),
  ];
}

/** The id of the row a step is under way on (to name it in the dialogs). */
export function useSteppedId(): RowId | undefined {
  return ReviewContext.useSelector((s) => s.context.ids[0]);
}

/** The confirmations of the steps: each names the kind of entry and the entry. */
export function EntryStepDialogs({
  partName,
  name,
  copy = false,
}: {
  /** "类型", "等级", "资质类别". */
  readonly partName: string;
  /** The entry's name in the interface language. */
  readonly name: string;
  readonly copy?: boolean;
}) {
  const { t } = useTranslation();
  const params = { name };
  return (
    <>
      <ConfirmActionDialog
        decision="DISABLE"
        title={t('catalogue.disableTitle', { part: partName })}
        question={t('catalogue.disableConfirm', params)}
        done={t('catalogue.disabledDone', params)}
        confirmLabel={t('catalogue.action.disable')}
      />
      <ConfirmActionDialog
        decision="ENABLE"
        title={t('catalogue.enableTitle', { part: partName })}
        question={t('catalogue.enableConfirm', params)}
        done={t('catalogue.enabledDone', params)}
        confirmLabel={t('catalogue.action.enable')}
        destructive={false}
      />
      {copy && (
        <ConfirmActionDialog
          decision="COPY"
          title={t('catalogue.copyTitle')}
          question={t('catalogue.copyConfirm', params)}
          done={t('catalogue.copiedDone', params)}
          confirmLabel={t('catalogue.action.copy')}
          destructive={false}
        />
      )}
      <ConfirmActionDialog
        decision="DELETE"
        title={t('catalogue.deleteTitle', { part: partName })}
        question={t('catalogue.deleteConfirm', params)}
        done={t('catalogue.deletedDone', params)}
        confirmLabel={t('catalogue.action.delete')}
      />
    </>
  );
}

/** The list filter "offered or not". */
export function enabledFilter(t: TFunction): FilterField {
  return {
    kind: 'select',
    name: 'enabled',
    label: t('catalogue.field.enabled'),
    options: [
      { value: 'true', label: t('catalogue.enabled') },
      { value: 'false', label: t('catalogue.disabled') },
    ],
  };
}

/** The column "offered or not", as a chip. */
export function enabledColumn<TRow extends GridValidRowModel & SteppedRow>(
  t: TFunction,
): GridColDef<TRow> {
  return {
    field: 'enabled',
    headerName: t('catalogue.field.enabled'),
    minWidth: chipColumnWidth(t('catalogue.field.enabled'), [
      t('catalogue.enabled'),
      t('catalogue.disabled'),
    ]),
    sortable: false,
    renderCell: ({ row }) => <EnabledChip enabled={row.enabled} />,
  };
}
