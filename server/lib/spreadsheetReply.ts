/** Answers a request with a spreadsheet to save (exports, import templates). */
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './files/names';
import { XLSX_MIME, type Spreadsheet } from './spreadsheet';

/** Printable ASCII without a quote: the name goes as it is, as every client reads it. */
const PLAIN_NAME = /^[\x20\x21\x23-\x7e]+$/;

export function sendSpreadsheet(reply: FastifyReply, sheet: Spreadsheet) {
  // A name in the user's language (人员导入模板.xlsx) goes UTF-8 encoded (RFC 5987).
  const disposition = PLAIN_NAME.test(sheet.fileName)
    ? `attachment; filename="${sheet.fileName}"`
    : contentDisposition('attachment', sheet.fileName);
  return reply.type(XLSX_MIME).header('content-disposition', disposition).send(sheet.bytes);
}
