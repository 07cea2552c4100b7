/** Answers a request with a spreadsheet to save (exports, import templates). */
import type { FastifyReply } from 'fastify';
import { XLSX_MIME, type Spreadsheet } from './spreadsheet';

export function sendSpreadsheet(reply: FastifyReply, sheet: Spreadsheet) {
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', `attachment; filename="${sheet.fileName}"`)
    .send(sheet.bytes);
}
