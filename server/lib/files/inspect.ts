/**
 * Everything an upload must pass before it is stored (DESIGN §5, ASVS 5.2): a type read
 * from the content, a name and Content-Type that agree with it, a structure that reads to
 * its end, nothing that could act as a page, a script or an archive, and, for a picture,
 * pixels that decode within the limits (libvips decodes it whole).
 */
import { containsMarkup, endsWithZipDirectory } from './activeContent';
import { detectMime, type AcceptedMime } from './contentType';
import { declaredTypeMatches, type DeclaredType } from './declaredType';
import { decodePicture, type PictureLimits } from '../images/pictures';
import type { ImageLayout } from './imageLayout';
import { jpegLayout } from './jpegLayout';
import { pdfRefusal } from './pdfContent';
import { pngLayout } from './pngLayout';
import { webpLayout } from './webpLayout';

export type UploadRefusal =
  'wrongType' | 'typeMismatch' | 'unreadable' | 'tooManyPixels' | 'activeContent';

export type Inspection =
  | { readonly ok: true; readonly mime: AcceptedMime }
  | { readonly ok: false; readonly refusal: UploadRefusal };

type ImageMime = Exclude<AcceptedMime, 'application/pdf'>;

const LAYOUT_READERS: Readonly<Record<ImageMime, (bytes: Buffer) => ImageLayout | null>> = {
  'image/jpeg': jpegLayout,
  'image/png': pngLayout,
  'image/webp': webpLayout,
};

/** JPEG alone may carry bytes after its end: phones store further pictures and videos there. */
const TRAILER_ALLOWED: ReadonlySet<ImageMime> = new Set(['image/jpeg']);

const refuse = (refusal: UploadRefusal): Inspection => ({ ok: false, refusal });

export async function inspectUpload(
  bytes: Buffer,
  declared: DeclaredType,
  limits: PictureLimits,
): Promise<Inspection> {
  const mime = detectMime(bytes);
  if (!mime) return refuse('wrongType');
  if (!declaredTypeMatches(mime, declared)) return refuse('typeMismatch');
  if (endsWithZipDirectory(bytes)) return refuse('activeContent');
  if (mime === 'application/pdf') {
    const refusal = pdfRefusal(bytes);
    return refusal ? refuse(refusal) : { ok: true, mime };
  }
  const layout = LAYOUT_READERS[mime](bytes);
  if (!layout) return refuse('unreadable');
  if (layout.trailing.length > 0 && !TRAILER_ALLOWED.has(mime)) return refuse('activeContent');
  const hidden = [...layout.metadata, layout.trailing];
  if (hidden.some((part) => containsMarkup(part))) return refuse('activeContent');
  const decoded = await decodePicture(bytes, limits);
  return decoded === 'ok' ? { ok: true, mime } : refuse(decoded);
}
