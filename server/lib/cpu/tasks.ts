/**
 * The CPU pool's tasks (server/lib/cpu/pool.ts): each runs in a worker thread, so a
 * spreadsheet read or written, or a certificate, however heavy, never holds the event loop
 * that answers everyone else. Inputs and answers are plain data: a Buffer sent to a thread arrives as
 * a Uint8Array, so each task makes its bytes Buffers again before using them.
 */
import { certificatePdf, type PdfInfo } from '../certificates/certificatePdf';
import { drawCertificate } from '../certificates/drawCertificate';
import type { CertificateDrawing } from '../certificates/layout';

export { readSheet } from '../sheetRows';
export { writeSpreadsheet } from '../spreadsheetWriter';

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const withBufferBackground = (drawing: CertificateDrawing): CertificateDrawing => ({
  ...drawing,
  background: { ...drawing.background, bytes: asBuffer(drawing.background.bytes) },
});

/** A certificate or specimen as PNG, at most `maxWidth` wide. */
export function drawCertificatePng({
  drawing,
  maxWidth,
}: {
  readonly drawing: CertificateDrawing;
  readonly maxWidth?: number;
}): Buffer {
  return drawCertificate(withBufferBackground(drawing), maxWidth);
}

export function drawCertificatePdf({
  drawing,
  info,
}: {
  readonly drawing: CertificateDrawing;
  readonly info: PdfInfo;
}): Promise<Buffer> {
  return certificatePdf(withBufferBackground(drawing), info);
}
