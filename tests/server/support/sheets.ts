/** Reads an exported .xlsx the way a user opens it: its first sheet's name and text rows. */
import ExcelJS from 'exceljs';

export async function readSheet(payload: Buffer): Promise<{ name: string; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
  return { name: sheet.name, rows };
}
