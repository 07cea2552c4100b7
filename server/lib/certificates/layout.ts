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
  /** A line drawn under the QR code (else under the number): the check code, labelled. */
  readonly caption?: string;
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
      /** The certificate number's: the caption's anchor when there is no QR code. */
      readonly isNumber?: boolean;
    }
  | {
      readonly kind: 'qrCode';
      readonly x: number;
      readonly y: number;
      readonly side: number;
      readonly text: string;
    };

/** The caption's height as a share of the QR code's side (or of the number's text size). */
const CAPTION_OF_QR = 0.11;

/**
 * The caption under the QR code, or else under the certificate number, kept on the
 * picture: a template placed for the number and QR code alone still prints the check code.
 */
function captionField(placed: readonly PlacedField[], text: string, height: number) {
  const qr = placed.find((field) => field.kind === 'qrCode');
  const number = placed.find((field) => field.kind === 'text' && field.isNumber);
  const anchor = qr
    ? { x: qr.x, top: qr.y + qr.side, size: qr.side * CAPTION_OF_QR }
    : number?.kind === 'text'
      ? { x: number.x, top: number.baseline + number.size * 0.4, size: number.size * 0.8 }
      : null;
  if (!anchor) return [];
  const baseline = Math.min(anchor.top + anchor.size * (1 + BASELINE), height - anchor.size * 0.3);
  return [{ kind: 'text', x: anchor.x, baseline, size: anchor.size, text } satisfies PlacedField];
}

/** The fields that have a value, placed; a point whose field is empty draws nothing. */
export function placeFields(drawing: CertificateDrawing): PlacedField[] {
  const placed = placePoints(drawing);
  if (!drawing.caption) return placed;
  return [...placed, ...captionField(placed, drawing.caption, drawing.background.height)];
}

function placePoints({ background, points, values }: CertificateDrawing): PlacedField[] {
  const { width, height } = background;
  return points.flatMap((point): PlacedField[] => {
    const text = values[point.field];
    if (!text) return [];
    const x = point.x * width;
    const y = point.y * height;
    const size = point.size * width;
    return isPictureField(point.field)
      ? [{ kind: 'qrCode', x, y, side: size, text }]
      : [
          {
            kind: 'text',
            x,
            baseline: y + size * BASELINE,
            size,
            text,
            isNumber: point.field === 'certificateNumber',
          },
        ];
  });
}
