import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { CreditCategory } from '@machines/contracts';
import { ListContext } from '../../components/actorContexts';
import type { FilterField } from '../../components/FilterBar';
import { chipColumnWidth, rowActionsColumn, textColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
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

export interface CreditCategoryScreenProps {
  readonly title: string;
  /** The dialog adding (null) or changing a category; stories restore its form machine. */
  readonly renderCategory: (category: CreditCategory | null, onClose: () => void) => ReactNode;
  /** Opens the page of a category's materials and certificate template. */
  readonly onOpen: (category: CreditCategory) => void;
}

/** A category's name: its type and level, in the interface language. */
export function useCategoryName(): (category: CreditCategory) => string {
  const entryName = useEntryName();
  return (category) =>
    `${entryName({ name: category.typeName, nameEn: category.typeNameEn })} · ${entryName({ name: category.levelName, nameEn: category.levelNameEn })}`;
}

/**
 * The credit categories (ListContext, filters in the URL) in catalogue order: add one, and
 * per row change it, open its materials and certificate template, switch it off or on, or
 * delete it (asked for first, in ReviewContext).
 */
export function CreditCategoryScreen({ title, renderCategory, onOpen }: CreditCategoryScreenProps) {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
  const rows = ListContext.useSelector((s) => s.context.rows as readonly CreditCategory[]);
  const steppedId = useSteppedId();
  const categoryName = useCategoryName();
  const [editing, setEditing] = useState<CreditCategory | null | undefined>(undefined);
  const stepped = rows.find((row) => row.id === steppedId);
  const actionsOf = useEntryActions<CreditCategory>({
    onEdit: setEditing,
    extra: (row) => [
      <GridActionsCellItem
        key="open"
        icon={<ArticleOutlinedIcon />}
        label={t('creditCategory.open')}
        onClick={() => onOpen(row)}
      />,
    ],
  });
  const filters = useCategoryFilters();
  const columns = useCategoryColumns(actionsOf);
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
          {t('creditCategory.add')}
        </Button>
      </ListToolbar>
      <ListGrid<CreditCategory> columns={columns} label={title} />
      {editing !== undefined && renderCategory(editing, () => setEditing(undefined))}
      <EntryStepDialogs
        partName={t('creditCategory.part')}
        name={stepped ? categoryName(stepped) : ''}
      />
    </Stack>
  );
}

function useCategoryFilters(): FilterField[] {
  const { t } = useTranslation();
  const types = useTypes();
  const entryName = useEntryName();
  return useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'typeId',
        label: t('catalogue.field.typeId'),
        options: types.map((type) => ({ value: String(type.id), label: entryName(type) })),
      },
      enabledFilter(t),
    ],
    // entryName follows the language (t).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, types],
  );
}

function useCategoryColumns(
  actionsOf: ReturnType<typeof useEntryActions<CreditCategory>>,
): GridColDef<CreditCategory>[] {
  const { t } = useTranslation();
  const entryName = useEntryName();
  const label = (field: string) => t(`catalogue.field.${field}`);
  return [
    {
      ...textColumn<CreditCategory>('typeName', label('typeId'), { flex: 2, minWidth: 200 }),
      valueGetter: (_value, row) => entryName({ name: row.typeName, nameEn: row.typeNameEn }),
    },
    {
      ...textColumn<CreditCategory>('levelName', label('levelId'), { minWidth: 110 }),
      valueGetter: (_value, row) => entryName({ name: row.levelName, nameEn: row.levelNameEn }),
    },
    {
      ...textColumn<CreditCategory>('businessLine', label('businessLine'), { minWidth: 110 }),
      valueGetter: (_value, row) => t('catalogue.lineValue', { line: row.businessLine }),
    },
    textColumn<CreditCategory>('validityYears', label('validityYears'), { minWidth: 110 }),
    textColumn<CreditCategory>('materialCount', t('creditCategory.materialCount'), {
      minWidth: 100,
    }),
    {
      field: 'hasTemplate',
      headerName: t('creditCategory.template'),
      minWidth: chipColumnWidth(t('creditCategory.template'), [
        t('creditCategory.templateSet'),
        t('creditCategory.templateMissing'),
      ]),
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.hasTemplate ? 'success' : 'default'}
          label={t(
            row.hasTemplate ? 'creditCategory.templateSet' : 'creditCategory.templateMissing',
          )}
        />
      ),
    },
    enabledColumn<CreditCategory>(t),
    rowActionsColumn<CreditCategory>(t('catalogue.actions'), ({ row }) => actionsOf(row), 4),
  ];
}
