import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  GridActionsCellItem,
  type GridActionsCellItemProps,
  type GridColDef,
} from '@mui/x-data-grid';
import { BUSINESS_LINES } from '@machines/validation/catalogue';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { EnabledChip } from '../../components/EnabledChip';
import type { FilterField } from '../../components/FilterBar';
import { rowActionsColumn, textColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import type { CataloguePart } from '../../lib/api/catalogues';
import { ListToolbar } from '../../components/ListToolbar';
import { useEntryName, useTypes } from './catalogueTypes';
import type { CatalogueEntry } from './entryForm';

/** The steps a row offers, by the review machine's decision name. */
export type CatalogueStep = 'DISABLE' | 'ENABLE' | 'COPY' | 'DELETE';

export interface CatalogueScreenProps {
  readonly part: CataloguePart;
  /** The page's title (the route's). */
  readonly title: string;
  /** The dialog adding (null) or changing an entry; stories restore its form machine. */
  readonly renderEntry: (entry: CatalogueEntry | null, onClose: () => void) => ReactNode;
}

/**
 * A catalogue's types or levels (ListContext, filters in the URL), in sort order: add one,
 * and per row change it, switch it off or on, copy a type with its levels, or delete what
 * nothing uses (each step but the change asked for first, in ReviewContext).
 */
export function CatalogueScreen({ part, title, renderEntry }: CatalogueScreenProps) {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
  const rows = ListContext.useSelector((s) => s.context.rows as readonly CatalogueEntry[]);
  const review = ReviewContext.useActorRef();
  const stepIds = ReviewContext.useSelector((s) => s.context.ids);
  const entryName = useEntryName();
  const [editing, setEditing] = useState<CatalogueEntry | null | undefined>(undefined);
  const filters = useCatalogueFilters(part);

  const step = (decision: CatalogueStep, row: CatalogueEntry) =>
    review.send({ type: 'DECIDE', decision, ids: [row.id], commentRequired: false });
  const stepped = rows.find((row) => stepIds.includes(row.id));
  const params = { name: stepped ? entryName(stepped) : '' };

  const actionsOf = (row: CatalogueEntry) => {
    const item = (key: string, icon: ReactElement, label: string, onClick: () => void) => (
      <GridActionsCellItem key={key} icon={icon} label={label} onClick={onClick} />
    );
    return [
      item('edit', <EditIcon />, t('catalogue.action.edit'), () => setEditing(row)),
      row.enabled
        ? item('disable', <BlockIcon />, t('catalogue.action.disable'), () => step('DISABLE', row))
        : item('enable', <CheckCircleOutlineIcon />, t('catalogue.action.enable'), () =>
            step('ENABLE', row),
          ),
      ...(part === 'type'
        ? [item('copy', <ContentCopyIcon />, t('catalogue.action.copy'), () => step('COPY', row))]
        : []),
      item('delete', <DeleteOutlinedIcon />, t('catalogue.action.delete'), () =>
        step('DELETE', row),
      ),
    ];
  };

  const columns = useCatalogueColumns(part, actionsOf);
  const closeEntry = () => setEditing(undefined);
  const partName = t(`catalogue.part.${part}`);
  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={title} />
      <ListToolbar
        label={t('catalogue.toolbar', { title })}
        status={t('catalogue.total', { count: total })}
      >
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing(null)}
          sx={{ ml: 'auto' }}
        >
          {t(`catalogue.add.${part}`)}
        </Button>
      </ListToolbar>
      <ListGrid<CatalogueEntry> columns={columns} label={title} />
      {editing !== undefined && renderEntry(editing, closeEntry)}
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
      <ConfirmActionDialog
        decision="COPY"
        title={t('catalogue.copyTitle')}
        question={t('catalogue.copyConfirm', params)}
        done={t('catalogue.copiedDone', params)}
        confirmLabel={t('catalogue.action.copy')}
        destructive={false}
      />
      <ConfirmActionDialog
        decision="DELETE"
        title={t('catalogue.deleteTitle', { part: partName })}
        question={t('catalogue.deleteConfirm', params)}
        done={t('catalogue.deletedDone', params)}
        confirmLabel={t('catalogue.action.delete')}
      />
    </Stack>
  );
}

function useCatalogueFilters(part: CataloguePart): FilterField[] {
  const { t } = useTranslation();
  const types = useTypes();
  const entryName = useEntryName();
  return useMemo<FilterField[]>(() => {
    const enabled: FilterField = {
      kind: 'select',
      name: 'enabled',
      label: t('catalogue.field.enabled'),
      options: [
        { value: 'true', label: t('catalogue.enabled') },
        { value: 'false', label: t('catalogue.disabled') },
      ],
    };
    const name: FilterField = { kind: 'text', name: 'name', label: t('catalogue.field.name') };
    if (part === 'level') {
      const typeOptions = types.map((type) => ({ value: String(type.id), label: entryName(type) }));
      return [
        {
          kind: 'select',
          name: 'typeId',
          label: t('catalogue.field.typeId'),
          options: typeOptions,
        },
        name,
        enabled,
      ];
    }
    const lines = BUSINESS_LINES.map((line) => ({
      value: String(line),
      label: t('catalogue.lineValue', { line }),
    }));
    return [
      name,
      {
        kind: 'select',
        name: 'businessLine',
        label: t('catalogue.field.businessLine'),
        options: lines,
      },
      enabled,
    ];
    // entryName follows the language (t).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, part, types]);
}

function useCatalogueColumns(
  part: CataloguePart,
  actionsOf: (row: CatalogueEntry) => ReactElement<GridActionsCellItemProps>[],
): GridColDef<CatalogueEntry>[] {
  const { t } = useTranslation();
  const entryName = useEntryName();
  const label = (field: string) => t(`catalogue.field.${field}`);
  // Both names, whatever the interface's language: the platform keeps both up to date.
  const nameColumns: GridColDef<CatalogueEntry>[] = [
    textColumn<CatalogueEntry>('name', label('name'), { flex: 1.5, minWidth: 160 }),
    textColumn<CatalogueEntry>('nameEn', label('nameEn'), { flex: 1.5, minWidth: 160 }),
  ];
  const lineColumn: GridColDef<CatalogueEntry> = {
    ...textColumn<CatalogueEntry>('businessLine', label('businessLine'), { minWidth: 110 }),
    valueGetter: (_value, row) => t('catalogue.lineValue', { line: row.businessLine }),
  };
  const partColumns: GridColDef<CatalogueEntry>[] =
    part === 'level'
      ? [
          {
            ...textColumn<CatalogueEntry>('typeId', label('typeId'), { flex: 2, minWidth: 180 }),
            valueGetter: (_value, row) =>
              entryName({ name: row.typeName ?? '', nameEn: row.typeNameEn ?? '' }),
          },
          ...nameColumns,
          lineColumn,
        ]
      : [
          ...nameColumns,
          lineColumn,
          {
            ...textColumn<CatalogueEntry>('levelCount', label('levelCount'), { minWidth: 90 }),
          },
        ];
  return [
    ...partColumns,
    textColumn<CatalogueEntry>('sort', label('sort'), { minWidth: 70 }),
    {
      field: 'enabled',
      headerName: label('enabled'),
      minWidth: 100,
      sortable: false,
      renderCell: ({ row }) => <EnabledChip enabled={row.enabled} />,
    },
    rowActionsColumn<CatalogueEntry>(
      t('catalogue.actions'),
      ({ row }) => actionsOf(row),
      part === 'type' ? 4 : 3,
    ),
  ];
}
