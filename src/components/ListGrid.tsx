import { createElement, Suspense, use, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ListRow } from '@machines/app/list';
import type { ListGridProps, ListGridTable } from './ListGridTable';

export type { ListGridProps };

let loadedTable: typeof ListGridTable | undefined;
let tableLoad: Promise<typeof ListGridTable> | undefined;

/**
 * The data grid is the largest library of the client: only list screens load it, after
 * their own chunk, so the rest of the screen shows while it arrives. Tests and stories
 * call this first; once it has resolved, grids render at once, without a placeholder.
 */
export function loadListGridTable(): Promise<typeof ListGridTable> {
  tableLoad ??= import('./ListGridTable').then((module) => {
    loadedTable = module.ListGridTable;
    return module.ListGridTable;
  });
  return tableLoad;
}

/** Where the grid will be: as tall as an empty grid, so nothing moves when it appears. */
function GridPlaceholder() {
  return (
    <Box
      aria-busy
      data-state="loading"
      sx={{ width: '100%', height: 330, bgcolor: 'background.paper', borderRadius: 1 }}
    />
  );
}

function LoadedGrid<R extends ListRow & GridValidRowModel>(props: ListGridProps<R>) {
  // The module's one component, the same on every render: the grid keeps its state.
  const table: ComponentType<ListGridProps<R>> = loadedTable ?? use(loadListGridTable());
  return createElement(table, props);
}

/**
 * The list machine (ListContext) as a DataGrid: the server's page, its size and sort,
 * the selection, the loading overlay, the empty text and the failure with a retry. A
 * list screen is its column definitions, its filters and its actions.
 */
export function ListGrid<R extends ListRow & GridValidRowModel>(props: ListGridProps<R>) {
  return (
    <Suspense fallback={<GridPlaceholder />}>
      <LoadedGrid<R> {...props} />
    </Suspense>
  );
}
