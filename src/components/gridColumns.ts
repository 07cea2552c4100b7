/** Column definitions every list screen shares, so a date looks the same in every grid. */
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDateTime } from '../lib/dates';

/** A timestamp column (ISO string or null), shown as local date and time. */
export function dateTimeColumn<TRow extends GridValidRowModel>(
  field: keyof TRow & string,
  headerName: string,
  options: { sortable?: boolean } = {},
): GridColDef<TRow> {
  return {
    field,
    headerName,
    width: 160,
    sortable: options.sortable ?? true,
    valueFormatter: (value: string | null) => formatDateTime(value),
  };
}
