import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import {
  DataGrid,
  GridOverlay,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import type { ListRow, RowId } from '@machines/app/list';
import { PAGE_SIZES } from '@machines/app/listQuery';
import { useNoticeText } from '../lib/noticeText';
import { ListContext } from './actorContexts';

export interface ListGridProps<R extends ListRow & GridValidRowModel> {
  readonly columns: readonly GridColDef<R>[];
  /** The grid's accessible name. */
  readonly label: string;
  /** Rows can be selected for batch actions. */
  readonly checkboxSelection?: boolean;
  readonly isRowSelectable?: (row: R) => boolean;
}

/** The grid's own texts (pagination, menus) in the language on screen. */
const GRID_TEXTS = {
  zh: zhCN.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
};

/** Empty or failed: what the grid shows where rows would be. */
function ListOverlay() {
  const { t } = useTranslation();
  const text = useNoticeText();
  const list = ListContext.useActorRef();
  const failed = ListContext.useSelector((s) => s.matches('failed'));
  const error = ListContext.useSelector((s) => s.context.error);
  return (
    <GridOverlay>
      {failed ? (
        <Stack role="alert" spacing={1} sx={{ alignItems: 'center', p: 2 }}>
          <ErrorOutlinedIcon color="error" />
          <Typography>{t('list.error')}</Typography>
          {error && (
            <Typography variant="body2" color="text.secondary">
              {text(error)}
            </Typography>
          )}
          <Button variant="outlined" onClick={() => list.send({ type: 'REFRESH' })}>
            {t('list.retry')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <InboxOutlinedIcon />
          <Typography>{t('list.empty')}</Typography>
        </Stack>
      )}
    </GridOverlay>
  );
}

/** ListGrid's table, loaded on demand (see ListGrid). */
export function ListGridTable<R extends ListRow & GridValidRowModel>({
  columns,
  label,
  checkboxSelection = false,
  isRowSelectable,
}: ListGridProps<R>) {
  const { i18n } = useTranslation();
  const list = ListContext.useActorRef();
  const rows = ListContext.useSelector((s) => s.context.rows) as readonly R[];
  const total = ListContext.useSelector((s) => s.context.total);
  const query = ListContext.useSelector((s) => s.context.query);
  const selection = ListContext.useSelector((s) => s.context.selection);
  const busy = ListContext.useSelector((s) => s.hasTag('busy'));
  const failed = ListContext.useSelector((s) => s.matches('failed'));
  const empty = ListContext.useSelector((s) => s.matches('empty'));
  const shownRows = failed || empty ? [] : rows;

  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: query.pageIndex - 1, pageSize: query.pageSize }),
    [query.pageIndex, query.pageSize],
  );
  const sortModel = useMemo<GridSortModel>(
    () => (query.sort ? [{ field: query.sort.field, sort: query.sort.order }] : []),
    [query.sort],
  );
  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set<RowId>(selection) }),
    [selection],
  );

  const onPage = (model: GridPaginationModel) => {
    if (model.page === paginationModel.page && model.pageSize === paginationModel.pageSize) return;
    list.send({ type: 'PAGE.CHANGED', pageIndex: model.page + 1, pageSize: model.pageSize });
  };
  const onSort = (model: GridSortModel) => {
    const [first] = model;
    list.send({
      type: 'SORT.CHANGED',
      sort: first?.sort ? { field: first.field, order: first.sort } : null,
    });
  };
  const onSelect = (model: GridRowSelectionModel) => {
    // "Select all" arrives as "every row except these": the rows on this page.
    const ids =
      model.type === 'include'
        ? [...model.ids].filter((id): id is RowId => typeof id !== 'bigint')
        : shownRows
            .filter((row) => !model.ids.has(row.id) && (isRowSelectable?.(row) ?? true))
            .map((row) => row.id);
    list.send({ type: 'SELECTION.CHANGED', selection: ids });
  };

  return (
    // The wrapper says what the grid is doing (loading, empty, failed) to assistive tech.
    <Box
      aria-busy={busy}
      data-state={failed ? 'failed' : empty ? 'empty' : busy ? 'loading' : 'loaded'}
      sx={{ width: '100%' }}
    >
      <DataGrid<R>
        aria-label={label}
        localeText={i18n.language === 'en' ? GRID_TEXTS.en : GRID_TEXTS.zh}
        rows={shownRows}
        columns={columns}
        rowCount={failed || empty ? 0 : total}
        loading={busy}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        paginationModel={paginationModel}
        onPaginationModelChange={onPage}
        pageSizeOptions={[...PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={onSort}
        checkboxSelection={checkboxSelection}
        disableRowSelectionOnClick
        isRowSelectable={isRowSelectable ? (params) => isRowSelectable(params.row) : undefined}
        rowSelectionModel={rowSelectionModel}
        // A page holds at most 100 rows: render them all, for screen readers and find-in-page.
        disableVirtualization
        onRowSelectionModelChange={onSelect}
        slots={{ noRowsOverlay: ListOverlay, noResultsOverlay: ListOverlay }}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={{ '--DataGrid-overlayHeight': '220px', bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
