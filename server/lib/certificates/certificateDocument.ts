/**
 * An issued certificate as the document its holder downloads: the drawing as PNG, or as a
 * PDF embedding the font subset its text uses. Company and personnel e-certificates both
 * come out of here, named by their certificate number.
 */
import { t } from '../i18n';
import { certificatePdf } from './certificatePdf';
import { drawCertificate } from './drawCertificate';
import type { CertificateDrawing } from './layout';

export type CertificateFormat = 'png' | 'pdf';

/** Which certificate a holder asks for, in which format and language. */
export interface CertificateRequest {
  /** The record the certificate is of: an application, a sign-up. */
  readonly id: number;
  readonly format: CertificateFormat;
  readonly language: 'zh' | 'en';
  /** Where this server is reached (scheme and host): the QR code's address starts with it. */
  readonly origin: string;
}

export interface CertificateDocument {
  readonly bytes: Buffer;
  readonly mime: 'image/png' | 'application/pdf';
  readonly fileName: string;
}

export async function certificateDocument(
  drawing: CertificateDrawing,
  {
    format,
    language,
    certificateNo,
  }: {
    readonly format: CertificateFormat;
    readonly language: 'zh' | 'en';
    readonly certificateNo: string;
  },
): Promise<CertificateDocument> {
  if (format === 'png') {
    return { bytes: drawCertificate(drawing), mime: 'image/png', fileName: `${certificateNo}.png` };
  }
  const bytes = await certificatePdf(drawing, {
    title: certificateNo,
    author: t(language, 'app.association'),
  });
  return { bytes, mime: 'application/pdf', fileName: `${certificateNo}.pdf` };
}
