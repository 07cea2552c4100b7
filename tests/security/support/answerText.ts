/**
 * An answer as searchable text, spreadsheets included: a tenant's marker must not hide
 * inside a compressed .xlsx any more than inside JSON.
 */
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function answerText(answer: LightMyRequestResponse): Promise<string> {
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith(XLSX)) return answer.body;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(cell.text);
      });
    });
  });
  return cells.join('\n');
}
