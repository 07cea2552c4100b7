/**
 * Every xlsx export: one sheet, a bold header row, one row per record. The cells are
 * computed here, the file is written in the CPU pool (./spreadsheetWriter.ts), so no export
 * holds the event loop; exceljs is loaded there on the first export, not at start-up.
 */
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { runCpuTask } from './cpu/pool';
import type { Language } from './i18n';

export const MAX_EXPORT_ROWS = 50_000;
const CELL_ROWS_AT_ONCE = 1_000;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface Spreadsheet {
  readonly fileName: string;
  readonly bytes: Buffer;
}

export interface SheetColumn<Row> {
  readonly header: string;
  readonly width: number;
  readonly value: (row: Row, language: Language) => string | number;
}

export interface SheetOptions<Row> {
  readonly sheetName: string;
  readonly fileName: string;
  readonly columns: readonly SheetColumn<Row>[];
  readonly rows: Iterable<Row>;
  readonly language: Language;
  readonly now: Date;
}

export async function buildSpreadsheet<Row>({
  sheetName,
  fileName,
  columns,
  rows,
  language,
  now,
}: SheetOptions<Row>): Promise<Spreadsheet> {
  const cells: (string | number)[][] = [];
  for (const row of rows) {
    cells.push(columns.map(({ value }) => value(row, language)));
    // Other requests are answered between slices of a large export's cells.
    if (cells.length % CELL_ROWS_AT_ONCE === 0) await yieldToOthers();
  }
  const bytes = await runCpuTask('writeSpreadsheet', {
    sheetName,
    columns: columns.map(({ header, width }) => ({ header, width })),
    cells,
    created: now.toISOString(),
  });
  return { fileName, bytes };
}
