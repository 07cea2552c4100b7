import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type GridActionsCellItemProps, type GridColDef } from '@mui/x-data-grid';
import { BUSINESS_LINES } from '@machines/validation/catalogue';
import { ListContext } from '../../components/actorContexts';
import type { FilterField } from '../../components/FilterBar';
import { rowActionsColumn, textColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import type { CataloguePart } from '../../lib/api/catalogues';
import { ListToolbar } from '../../components/ListToolbar';
import { useTypes } from './catalogueTypes';
import { useEntryName } from '../../lib/entryName';
import {
  enabledColumn,
  enabledFilter,
  EntryStepDialogs,
  useEntryActions,
  useSteppedId,
} from './entrySteps';
import type { CatalogueEntry } from './entryForm';

export type { CatalogueStep } from './entrySteps';

export interface CatalogueScreenProps {
  readonly part: CataloguePart;
  /** The page's title (the route's). */
  readonly title: string;
  /** The dialog adding (null) or changing an entry; stories restore its form machine. */
  readonly renderEntry: (entry: CatalogueEntry | null, onClose: () => void) => ReactNode;
  /** A further row button after the change (a certificate level's template). */
  readonly extraAction?: (entry: CatalogueEntry) => ReactElement<GridActionsCellItemProps>;
}

/**
 * A catalogue's types or levels (ListContext, filters in the URL), in sort order: add one,
 * and per row change it, switch it off or on, copy a type with its levels, or delete what
 * nothing uses (each step but the change asked for first, in ReviewContext).
 */
export function CatalogueScreen({ part, title, renderEntry, extraAction }: CatalogueScreenProps) {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
  const rows = ListContext.useSelector((s) => s.context.rows as readonly CatalogueEntry[]);
  const steppedId = useSteppedId();
  const entryName = useEntryName();
  const [editing, setEditing] = useState<CatalogueEntry | null | undefined>(undefined);
  const filters = useCatalogueFilters(part);
  const stepped = rows.find((row) => row.id === steppedId);
  const actionsOf = useEntryActions<CatalogueEntry>({
    onEdit: setEditing,
    copy: part === 'type',
    ...(extraAction ? { extra: (row: CatalogueEntry) => [extraAction(row)] } : {}),
  });

  const buttons = (part === 'type' ? 4 : 3) + (extraAction ? 1 : 0);
  const columns = useCatalogueColumns(part, actionsOf, buttons);
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
      <EntryStepDialogs
        partName={partName}
        name={stepped ? entryName(stepped) : ''}
        copy={part === 'type'}
      />
    </Stack>
  );
}

function useCatalogueFilters(part: CataloguePart): FilterField[] {
  const { t } = useTranslation();
  const types = useTypes();
  const entryName = useEntryName();
  return useMemo<FilterField[]>(() => {
    const enabled = enabledFilter(t);
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
  buttons: number,
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
    enabledColumn<CatalogueEntry>(t),
    rowActionsColumn<CatalogueEntry>(t('catalogue.actions'), ({ row }) => actionsOf(row), buttons),
  ];
}
