/**
 * Draws a certificate: the template's background with each placed field's value at its
 * point. The template designer's preview and the issued e-certificates are drawn by this
 * one function, so what the platform previews is what a company receives.
 */
import { isPictureField, type CertificateField, type TemplatePoint } from '@machines/validation';
import { CJK_FONT_FAMILY } from '../fonts';
import { escapeXml, svgToPng } from '../images/svgToPng';
import { qrCodeSvg } from './qrCode';

export interface CertificateBackground {
  readonly bytes: Buffer;
  readonly mime: string;
  readonly width: number;
  readonly height: number;
}

export interface CertificateDrawing {
  readonly background: CertificateBackground;
  readonly points: readonly TemplatePoint[];
  /** Each field's text; for the QR code, what it encodes (the verification address). */
  readonly values: Readonly<Partial<Record<CertificateField, string>>>;
}

/** Where a line's baseline sits below its top, as a share of the font size. */
const BASELINE = 0.88;

function pointSvg(point: TemplatePoint, value: string, width: number, height: number): string {
  const x = point.x * width;
  const y = point.y * height;
  const size = point.size * width;
  if (isPictureField(point.field)) return qrCodeSvg(value, x, y, size);
  return (
    `<text x="${x}" y="${y + size * BASELINE}" font-size="${size}" ` +
    `font-family="${CJK_FONT_FAMILY}" fill="#1a1a1a">${escapeXml(value)}</text>`
  );
}

export function certificateSvg({ background, points, values }: CertificateDrawing): string {
  const { width, height, mime, bytes } = background;
  const drawn = points
    .map((point) => {
      const value = values[point.field];
      return value ? pointSvg(point, value, width, height) : '';
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">` +
    `<image href="data:${mime};base64,${bytes.toString('base64')}" width="${width}" ` +
    `height="${height}"/>${drawn}</svg>`
  );
}

/** The certificate as PNG, at most `maxWidth` pixels wide (a preview need not be full size). */
export function drawCertificate(drawing: CertificateDrawing, maxWidth?: number): Buffer {
  const scaleDown = maxWidth !== undefined && drawing.background.width > maxWidth;
  return svgToPng(certificateSvg(drawing), scaleDown ? maxWidth : undefined);
}
