/**
 * Draws a certificate as PDF, on the same layout as the PNG: the background fills the
 * page, each text sits at its point in the project's own CJK font, the QR code is vector
 * shapes. pdfkit embeds only the glyphs the certificate uses (a subset of Noto Sans SC, a
 * few kilobytes), so the Chinese renders, prints, selects and searches the same on every
 * machine, whatever fonts it has.
 */
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { cjkFontFiles } from '../fonts';
import { placeFields, type CertificateDrawing } from './layout';
import { qrCodePath } from './qrCode';

/** A background pixel is a CSS pixel: 96 per inch, 72 points per inch. */
const POINTS_PER_PIXEL = 0.75;
const FONT = 'cjk';

let fontBytes: Buffer | undefined;
/** Read once: the font file is ten megabytes, the subset is what the PDF carries. */
const cjkFont = () => (fontBytes ??= readFileSync(cjkFontFiles().regular));

export interface PdfInfo {
  /** The document's title (the certificate number). */
  readonly title: string;
  readonly author: string;
}

export function certificatePdf(drawing: CertificateDrawing, info: PdfInfo): Promise<Buffer> {
  const { width, height } = drawing.background;
  const document = new PDFDocument({
    size: [width * POINTS_PER_PIXEL, height * POINTS_PER_PIXEL],
    margin: 0,
    info: { Title: info.title, Author: info.author },
    lang: 'zh-CN',
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.scale(POINTS_PER_PIXEL);
  // A PNG or JPEG, as readBackground hands every background (pdfkit places no other).
  document.image(drawing.background.bytes, 0, 0, { width, height });
  document.registerFont(FONT, cjkFont());
  for (const field of placeFields(drawing)) {
    if (field.kind === 'qrCode') {
      const { span, path } = qrCodePath(field.text);
      document
        .save()
        .translate(field.x, field.y)
        .scale(field.side / span);
      document.rect(0, 0, span, span).fill('#ffffff');
      document.path(path).fill('#000000');
      document.restore();
    } else {
      document
        .font(FONT)
        .fontSize(field.size)
        .fillColor('#1a1a1a')
        .text(field.text, field.x, field.baseline, { baseline: 'alphabetic', lineBreak: false });
    }
  }
  document.end();
  return finished;
}
