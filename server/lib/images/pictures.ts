/**
 * Pictures read by a real decoder (sharp, over libvips), never by hand: an upload's size
 * and integrity, a stored picture's size, a certificate background brought down to the
 * size certificates are drawn at. libvips decodes on its own threads, off the event loop;
 * `limitInputPixels` refuses a picture too large before its pixels are allocated.
 */
import sharp from 'sharp';

export interface PictureLimits {
  /** Neither side may be longer (a 600 dpi scan of A3 paper is about 7 000 × 9 900). */
  readonly maxSide: number;
  /** Width × height (MAX_IMAGE_MEGAPIXELS). */
  readonly maxPixels: number;
}

export const MAX_IMAGE_SIDE = 10_000;

/** The limits the configuration sets (MAX_IMAGE_MEGAPIXELS). */
export const pictureLimitsOf = ({ maxImageMegapixels }: { readonly maxImageMegapixels: number }) =>
  ({ maxSide: MAX_IMAGE_SIDE, maxPixels: maxImageMegapixels * 1_000_000 }) as PictureLimits;

export type PictureVerdict = 'ok' | 'tooManyPixels' | 'unreadable';

/** libvips' own words for a picture over `limitInputPixels`. */
const OVER_PIXEL_LIMIT = /exceeds pixel limit/i;

/**
 * Decodes the whole picture (a corrupt stream fails here, not in a reviewer's browser),
 * scaled to a thumbnail as it goes so memory stays small. Warnings libjpeg raises for
 * phones' harmless quirks pass; errors do not.
 */
export async function decodePicture(bytes: Buffer, limits: PictureLimits): Promise<PictureVerdict> {
  try {
    const picture = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' });
    const { width, height } = await picture.metadata();
    if (width > limits.maxSide || height > limits.maxSide) return 'tooManyPixels';
    await picture.resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return 'ok';
  } catch (error) {
    return OVER_PIXEL_LIMIT.test(String(error)) ? 'tooManyPixels' : 'unreadable';
  }
}

export type PictureMime = 'image/jpeg' | 'image/png' | 'image/webp';

const MIME_OF_FORMAT: Readonly<Record<string, PictureMime>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export interface PictureSize {
  readonly mime: PictureMime;
  readonly width: number;
  readonly height: number;
}

/** A stored picture's type and size; null for a PDF or anything not a picture. */
export async function pictureSize(bytes: Buffer): Promise<PictureSize | null> {
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    const mime = MIME_OF_FORMAT[format];
    return mime ? { mime, width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Certificates are drawn at their background's size: A4 at 300 dpi on its long side is
 * plenty to print, and a 50-megapixel background would cost every drawing ten times more.
 */
export const CERTIFICATE_MAX_SIDE = 3_508;

export interface Picture extends PictureSize {
  readonly bytes: Buffer;
}

/**
 * A background as certificates are drawn from it: at most CERTIFICATE_MAX_SIDE on its
 * long side, and a PNG or JPEG (what the PDF writer places). Null when it already is.
 */
export async function certificateBackground(bytes: Buffer): Promise<Picture | null> {
  const size = await pictureSize(bytes);
  if (!size) return null;
  const fits = Math.max(size.width, size.height) <= CERTIFICATE_MAX_SIDE;
  if (fits && size.mime !== 'image/webp') return null;
  const resized = sharp(bytes).resize(CERTIFICATE_MAX_SIDE, CERTIFICATE_MAX_SIDE, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  const asJpeg = size.mime === 'image/jpeg';
  const { data, info } = await (asJpeg ? resized.jpeg({ quality: 90 }) : resized.png()).toBuffer({
    resolveWithObject: true,
  });
  return {
    bytes: data,
    mime: asJpeg ? 'image/jpeg' : 'image/png',
    width: info.width,
    height: info.height,
  };
}
