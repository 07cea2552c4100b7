/**
 * Where each of a certificate's fields lands on its background, in the background's
 * pixels. The PNG (through SVG) and the PDF both draw this one layout, so the two files of
 * a certificate, and the template designer's preview, show the same thing.
 */
import { isPictureField, type CertificateField, type TemplatePoint } from '@machines/validation';

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

export type PlacedField =
  | {
      readonly kind: 'text';
      readonly x: number;
      readonly baseline: number;
      readonly size: number;
      readonly text: string;
    }
  | {
      readonly kind: 'qrCode';
      readonly x: number;
      readonly y: number;
      readonly side: number;
      readonly text: string;
    };

/** The fields that have a value, placed; a point whose field is empty draws nothing. */
export function placeFields({ background, points, values }: CertificateDrawing): PlacedField[] {
  const { width, height } = background;
  return points.flatMap((point): PlacedField[] => {
    const text = values[point.field];
    if (!text) return [];
    const x = point.x * width;
    const y = point.y * height;
    const size = point.size * width;
    return isPictureField(point.field)
      ? [{ kind: 'qrCode', x, y, side: size, text }]
      : [{ kind: 'text', x, baseline: y + size * BASELINE, size, text }];
  });
}
