/**
 * Column definitions every list screen shares (issue 18): data columns share the width
 * the grid has, each at least as wide as its header (and a status column as its widest
 * chip), so labels are never cut; a text longer than its cell shows whole on hover.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  GridActionsCellItem,
  type GridActionsColDef,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { statusFamilies, type StatusFamilyName } from '@machines/workflows';
import { formatDateTime } from '../lib/dates';
import { labelWidth } from '../lib/labelWidth';
import { StatusChip } from './StatusChip';

/** A cell's padding on both sides, and a header's sort arrow (DataGrid's sizes). */
const CELL_PADDING = 20;
/**
 * The canvas measures a label a pixel short of what the header renders now and then (sub-
 * pixel glyph advances): without slack, "Actions" showed as "Actio…".
 */
const MEASURE_SLACK = 2;
const SORT_ICON = 28;
/** A small chip's padding around its label. */
const CHIP_PADDING = 20;

/** The narrowest a column may be and still show its header whole. */
export function headerWidth(headerName: string, sortable: boolean): number {
  return (
    labelWidth(headerName, { size: 14, weight: 500 }) +
    MEASURE_SLACK +
    CELL_PADDING +
    (sortable ? SORT_ICON : 0)
  );
}

/** The narrowest a column of chips may be: its header and its widest chip, whole. */
export function chipColumnWidth(
  headerName: string,
  chipLabels: readonly string[],
  sortable = false,
) {
  const widestChip = Math.max(
    0,
    ...chipLabels.map((label) => labelWidth(label, { size: 13 }) + CHIP_PADDING),
  );
  return Math.max(headerWidth(headerName, sortable), widestChip + CELL_PADDING);
}

/** A cell's text on one line; when it is cut, hovering shows it whole. */
export function CellText({ children }: { children: ReactNode }) {
  const [cut, setCut] = useState(false);
  return (
    <Tooltip title={cut ? children : ''} placement="bottom-start" disableInteractive>
      <Box
        component="span"
        onMouseEnter={(event) => {
          const box = event.currentTarget;
          setCut(box.scrollWidth > box.clientWidth);
        }}
        sx={{
          display: 'block',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {children}
      </Box>
    </Tooltip>
  );
}

export interface TextColumnOptions {
  /** Its share of the free width against the other data columns (default 1). */
  readonly flex?: number;
  /** The narrowest its data reads well at; the header's width is the floor anyway. */
  readonly minWidth?: number;
  readonly sortable?: boolean;
}

/** A text column: flexes, never narrower than its header, cut text whole on hover. */
export function textColumn<TRow extends GridValidRowModel>(
  field: keyof TRow & string,
  headerName: string,
  { flex = 1, minWidth = 100, sortable = false }: TextColumnOptions = {},
): GridColDef<TRow> {
  return {
    field,
    headerName,
    flex,
    minWidth: Math.max(minWidth, headerWidth(headerName, sortable)),
    sortable,
    renderCell: ({ formattedValue }) =>
      formattedValue === null || formattedValue === undefined || formattedValue === '' ? null : (
        <CellText>{String(formattedValue)}</CellText>
      ),
  };
}

/**
 * Width of an 18-character unified social credit code in the grid's font, with the cell's
 * padding: it never flexes below it, so the code is never cut (issue 42, at 1440 px).
 */
const CREDIT_CODE_WIDTH = 200;

/** The unified social credit code: always whole, whatever the other columns take. */
export function creditCodeColumn<TRow extends GridValidRowModel & { creditCode: unknown }>(
  headerName: string,
): GridColDef<TRow> {
  return {
    ...textColumn<TRow>('creditCode', headerName),
    flex: 0,
    width: CREDIT_CODE_WIDTH,
    minWidth: CREDIT_CODE_WIDTH,
  };
}

/** A timestamp column (ISO string or null), on the association's clock. */
export function dateTimeColumn<TRow extends GridValidRowModel>(
  field: keyof TRow & string,
  headerName: string,
  options: { sortable?: boolean } = {},
): GridColDef<TRow> {
  const sortable = options.sortable ?? true;
  return {
    field,
    headerName,
    // "2026-11-25 09:00" needs about 140 px; the rest of the width goes to texts first.
    flex: 0.6,
    minWidth: Math.max(150, headerWidth(headerName, sortable)),
    sortable,
    valueFormatter: (value: string | null) => formatDateTime(value),
  };
}

/** A status column: the family's chip, as wide as the widest chip of the family. */
export function statusColumn<TRow extends GridValidRowModel>(
  field: keyof TRow & string,
  headerName: string,
  family: StatusFamilyName,
  t: TFunction,
  options: { sortable?: boolean; codes?: readonly number[] } = {},
): GridColDef<TRow> {
  const sortable = options.sortable ?? true;
  // As wide as the widest chip the list can show: the family's, or the codes it keeps to.
  const labels = statusFamilies[family].statuses
    .filter((status) => !options.codes || options.codes.includes(status.meta.code))
    .map((status) => t(status.meta.label));
  return {
    field,
    headerName,
    flex: 0.5,
    minWidth: chipColumnWidth(headerName, labels, sortable),
    sortable,
    renderCell: ({ value }) => <StatusChip family={family} code={Number(value)} />,
  };
}

/** The actions of a row (view, edit, …): as wide as its buttons and its header. */
export function rowActionsColumn<TRow extends GridValidRowModel>(
  headerName: string,
  getActions: NonNullable<GridActionsColDef<TRow>['getActions']>,
  buttons = 1,
): GridActionsColDef<TRow> {
  return {
    field: 'actions',
    type: 'actions',
    headerName,
    width: Math.max(headerWidth(headerName, false), buttons * 40 + CELL_PADDING),
    getActions,
  };
}

/** A row's view button, which opens the record (in a dialog, or on its page). */
export function viewAction(label: string, onClick: () => void) {
  return (
    <GridActionsCellItem key="view" icon={<VisibilityIcon />} label={label} onClick={onClick} />
  );
}

/** A review list's one row action: viewing the record. */
export function viewColumn<TRow extends GridValidRowModel>(
  headerName: string,
  label: string,
  onView: (row: TRow) => void,
): GridActionsColDef<TRow> {
  return rowActionsColumn<TRow>(headerName, ({ row }) => [viewAction(label, () => onView(row))]);
}
