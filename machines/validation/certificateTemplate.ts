/**
 * A certificate template (issue 13): a background image and where each field of the
 * certificate is drawn on it. A point's position and size are fractions of the image's
 * width and height, so the designer, the preview and the issued certificate agree at
 * any size. The credit (company) and personnel certificates have their own fields.
 */
import * as yup from 'yup';

/** What a company qualification certificate shows. */
export const CREDIT_CERTIFICATE_FIELDS = [
  'title',
  'companyName',
  'creditCode',
  'category',
  'level',
  'certificateNumber',
  'issueDate',
  'expiryDate',
  'qrCode',
] as const;

/** What a personnel certificate shows (used by the training issues). */
export const PERSONNEL_CERTIFICATE_FIELDS = [
  'title',
  'personName',
  'idCard',
  'companyName',
  'category',
  'level',
  'certificateNumber',
  'issueDate',
  'expiryDate',
  'qrCode',
] as const;

export type CreditCertificateField = (typeof CREDIT_CERTIFICATE_FIELDS)[number];
export type PersonnelCertificateField = (typeof PERSONNEL_CERTIFICATE_FIELDS)[number];
export type CertificateField = CreditCertificateField | PersonnelCertificateField;

/** The QR code is drawn as a square; every other field is a line of text. */
export const isPictureField = (field: CertificateField): boolean => field === 'qrCode';

/**
 * How wide a field's printed line usually is, in ems of its text size: its label and a
 * typical value in the wider of the two languages ("Certificate No. 2026-1-000001"). The
 * designer draws each marker this wide, and two markers may not overlap, so what is placed
 * apart on screen is printed apart.
 */
const FIELD_WIDTH_EMS: Record<Exclude<CertificateField, 'qrCode'>, number> = {
  title: 14,
  companyName: 20,
  personName: 8,
  creditCode: 24,
  idCard: 15,
  category: 24,
  level: 10,
  certificateNumber: 16,
  issueDate: 12,
  expiryDate: 13,
};

/** The QR code's box is its square and the check code printed under it (× its side). */
export const QR_BOX_HEIGHT = 1.25;

/** A placed field's box, in fractions of the image's width (x) and height (y). */
export interface PointBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** A text's line width, or the QR code's side, as a fraction of the image's width. */
export function pointWidth(point: TemplatePoint): number {
  return point.field === 'qrCode' ? point.size : point.size * FIELD_WIDTH_EMS[point.field];
}

/**
 * Where a field lands on an image `aspect` (width / height) wide: sizes are fractions of
 * the width, so its height in fractions of the height grows with the aspect.
 */
export function pointBox(point: TemplatePoint, aspect: number): PointBox {
  const height = point.size * aspect * (isPictureField(point.field) ? QR_BOX_HEIGHT : 1);
  return {
    left: point.x,
    top: point.y,
    right: point.x + pointWidth(point),
    bottom: point.y + height,
  };
}

const apart = (a: PointBox, b: PointBox) =>
  a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

/**
 * The fields printed over each other on an image `aspect` wide (the QR code's white square
 * over a line of text, two lines on one another), in pairs: none when all are apart.
 */
export function overlappingFields(
  points: readonly TemplatePoint[],
  aspect: number,
): ReadonlyArray<readonly [CertificateField, CertificateField]> {
  const boxes = points.map((point) => ({ field: point.field, box: pointBox(point, aspect) }));
  return boxes.flatMap((first, index) =>
    boxes
      .slice(index + 1)
      .filter((second) => !apart(first.box, second.box))
      .map((second) => [first.field, second.field] as const),
  );
}

/** A text's height, or the QR code's side, as a fraction of the image's width. */
export const MIN_POINT_SIZE = 0.01;
export const MAX_POINT_SIZE = 0.4;
export const DEFAULT_TEXT_SIZE = 0.03;
export const DEFAULT_PICTURE_SIZE = 0.12;

export interface TemplatePoint {
  readonly field: CertificateField;
  /** The point's left edge, 0 (left) to 1 (right) of the image. */
  readonly x: number;
  /** The point's top edge, 0 (top) to 1 (bottom) of the image. */
  readonly y: number;
  readonly size: number;
}

const fraction = () =>
  yup
    .number()
    .typeError('validation.invalid')
    .required('validation.required')
    .min(0, 'validation.pointOutside')
    .max(1, 'validation.pointOutside');

/** The template of a certificate whose fields are `fields`: each placed at most once. */
export function certificateTemplateSchema(fields: readonly CertificateField[]) {
  return yup.object({
    backgroundFileId: yup.string().nullable().defined().default(null),
    points: yup
      .array(
        yup.object({
          field: yup
            .mixed<CertificateField>()
            .required('validation.required')
            .oneOf([...fields], 'validation.invalid'),
          x: fraction(),
          y: fraction(),
          size: yup
            .number()
            .typeError('validation.invalid')
            .required('validation.required')
            .min(MIN_POINT_SIZE, 'validation.pointSize')
            .max(MAX_POINT_SIZE, 'validation.pointSize'),
        }),
      )
      .required('validation.required')
      .max(fields.length, 'validation.invalid')
      .test('each-once', 'validation.fieldPlacedTwice', (points) => {
        const placed = (points ?? []).map((point) => point.field);
        return new Set(placed).size === placed.length;
      })
      .test(
        'needs-background',
        'validation.templateNeedsBackground',
        (points, context) =>
          (points ?? []).length === 0 || Boolean(context.parent?.backgroundFileId),
      ),
  });
}

export const creditTemplateSchema = certificateTemplateSchema(CREDIT_CERTIFICATE_FIELDS);
export const personnelTemplateSchema = certificateTemplateSchema(PERSONNEL_CERTIFICATE_FIELDS);
export type CertificateTemplateValues = {
  readonly backgroundFileId: string | null;
  readonly points: readonly TemplatePoint[];
};

/**
 * Where a field lands when it is first put on an image `aspect` wide: below the ones
 * already there.
 */
export function newPoint(
  field: CertificateField,
  placed: readonly TemplatePoint[],
  aspect: number,
): TemplatePoint {
  const lowest = placed.reduce(
    (bottom, point) => Math.max(bottom, pointBox(point, aspect).bottom),
    0.1,
  );
  const picture = isPictureField(field);
  const size = picture ? DEFAULT_PICTURE_SIZE : DEFAULT_TEXT_SIZE;
  return { field, x: picture ? 0.75 : 0.2, y: Math.min(lowest + 0.02, 1 - size), size };
}

/** A point moved to (x, y), kept on the image. */
export function movedPoint(point: TemplatePoint, x: number, y: number): TemplatePoint {
  const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
  return { ...point, x: clamp(x), y: clamp(y) };
}

export function resizedPoint(point: TemplatePoint, size: number): TemplatePoint {
  const clamped = Math.min(MAX_POINT_SIZE, Math.max(MIN_POINT_SIZE, size));
  return { ...point, size: Math.round(clamped * 10_000) / 10_000 };
}
