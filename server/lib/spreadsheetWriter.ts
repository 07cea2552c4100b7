/**
 * Writing an xlsx file, in the CPU pool (server/lib/cpu/tasks.ts): an export of tens of
 * thousands of rows took the event loop for seconds (a deadline-day run saw every other
 * user wait behind one export). exceljs's streaming writer keeps in the thread's memory
 * only the rows not yet zipped and the table of distinct strings (shared strings: an empty
 * cell then stays an empty string for whoever reads the file), far under its heap cap.
 */
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';

export interface SheetLayout {
  readonly sheetName: string;
  readonly columns: readonly { readonly header: string; readonly width: number }[];
  /** One array of cell values per row, in the columns' order. */
  readonly cells: readonly (readonly (string | number)[])[];
  /** When the workbook was made (ISO), its `created` property. */
  readonly created: string;
}

export async function writeSpreadsheet({
  sheetName,
  columns,
  cells,
  created,
}: SheetLayout): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  const bytes = buffer(stream);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.created = new Date(created);
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.commit();
  for (const values of cells) sheet.addRow([...values]).commit();
  sheet.commit();
  await workbook.commit();
  return bytes;
}
