import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { CreditMaterial } from '@machines/contracts';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { chipColumnWidth, rowActionsColumn, textColumn } from '../../components/gridColumns';
import { ListGrid } from '../../components/ListGrid';
import { ListToolbar } from '../../components/ListToolbar';
import { useEntryName } from '../../lib/entryName';
import { useSteppedId } from './entrySteps';

export interface MaterialsPanelProps {
  /** The dialog adding (null) or changing a material, placed last for a new one. */
  readonly renderMaterial: (
    material: CreditMaterial | null,
    sort: number,
    onClose: () => void,
  ) => ReactNode;
}

/**
 * What applicants for the category upload (ListContext), in sort order: add one, change
 * one, remove one (asked for first, in ReviewContext).
 */
export function MaterialsPanel({ renderMaterial }: MaterialsPanelProps) {
  const { t } = useTranslation();
  const entryName = useEntryName();
  const total = ListContext.useSelector((s) => s.context.total);
  const rows = ListContext.useSelector((s) => s.context.rows as readonly CreditMaterial[]);
  const review = ReviewContext.useActorRef();
  const steppedId = useSteppedId();
  const stepped = rows.find((row) => row.id === steppedId);
  const [editing, setEditing] = useState<CreditMaterial | null | undefined>(undefined);
  const title = t('creditCategory.material.title');
  const label = (field: string) => t(`catalogue.field.${field}`);
  const columns: GridColDef<CreditMaterial>[] = [
    textColumn<CreditMaterial>('name', label('name'), { flex: 2, minWidth: 180 }),
    textColumn<CreditMaterial>('nameEn', label('nameEn'), { flex: 2, minWidth: 180 }),
    {
      field: 'required',
      headerName: label('required'),
      minWidth: chipColumnWidth(label('required'), [
        t('creditCategory.material.required'),
        t('creditCategory.material.optional'),
      ]),
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.required ? 'primary' : 'default'}
          label={t(
            row.required ? 'creditCategory.material.required' : 'creditCategory.material.optional',
          )}
        />
      ),
    },
    textColumn<CreditMaterial>('sort', label('sort'), { minWidth: 70 }),
    rowActionsColumn<CreditMaterial>(
      t('catalogue.actions'),
      ({ row }) => [
        <GridActionsCellItem
          key="edit"
          icon={<EditIcon />}
          label={t('catalogue.action.edit')}
          onClick={() => setEditing(row)}
        />,
        <GridActionsCellItem
          key="delete"
          icon={<DeleteOutlinedIcon />}
          label={t('catalogue.action.delete')}
          onClick={() =>
            review.send({
              type: 'DECIDE',
              decision: 'DELETE',
              ids: [row.id],
              commentRequired: false,
            })
          }
        />,
      ],
      2,
    ),
  ];
  const name = stepped ? entryName(stepped) : '';
  return (
    <Stack spacing={2}>
      <ListToolbar label={title} status={t('catalogue.total', { count: total })}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing(null)}
          sx={{ ml: 'auto' }}
        >
          {t('creditCategory.material.add')}
        </Button>
      </ListToolbar>
      <ListGrid<CreditMaterial> columns={columns} label={title} />
      {editing !== undefined && renderMaterial(editing, total + 1, () => setEditing(undefined))}
      <ConfirmActionDialog
        decision="DELETE"
        title={t('creditCategory.material.deleteTitle')}
        question={t('catalogue.deleteConfirm', { name })}
        done={t('catalogue.deletedDone', { name })}
        confirmLabel={t('catalogue.action.delete')}
      />
    </Stack>
  );
}
