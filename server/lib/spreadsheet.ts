/**
 * Every xlsx export: one sheet, a bold header row, one row per record. exceljs is loaded
 * on the first export, not at start-up: it alone costs about half a second of `npm start`.
 */
import type { Language } from './i18n';

export const MAX_EXPORT_ROWS = 50_000;
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
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map(({ value }) => value(row, language)));
  return { fileName, bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
