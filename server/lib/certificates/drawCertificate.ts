/**
 * Draws a certificate as PNG: the template's background with each placed field's value at
 * its point. The template designer's preview and the issued e-certificates are drawn by
 * this one function, so what the platform previews is what a company receives.
 */
import { CJK_FONT_FAMILY } from '../fonts';
import { escapeXml, svgToPng } from '../images/svgToPng';
import { placeFields, type CertificateDrawing, type PlacedField } from './layout';
import { qrCodeSvg } from './qrCode';

export type { CertificateBackground, CertificateDrawing } from './layout';

function fieldSvg(field: PlacedField): string {
  if (field.kind === 'qrCode') return qrCodeSvg(field.text, field.x, field.y, field.side);
  return (
    `<text x="${field.x}" y="${field.baseline}" font-size="${field.size}" ` +
    `font-family="${CJK_FONT_FAMILY}" fill="#1a1a1a">${escapeXml(field.text)}</text>`
  );
}

export function certificateSvg(drawing: CertificateDrawing): string {
  const { width, height, mime, bytes } = drawing.background;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">` +
    `<image href="data:${mime};base64,${bytes.toString('base64')}" width="${width}" ` +
    `height="${height}"/>${placeFields(drawing).map(fieldSvg).join('')}</svg>`
  );
}

/** The certificate as PNG, at most `maxWidth` pixels wide (a preview need not be full size). */
export function drawCertificate(drawing: CertificateDrawing, maxWidth?: number): Buffer {
  const scaleDown = maxWidth !== undefined && drawing.background.width > maxWidth;
  return svgToPng(certificateSvg(drawing), scaleDown ? maxWidth : undefined);
}
