/**
 * Everything an upload must pass before it is stored (DESIGN §5, ASVS 5.2): a type read
 * from the content, a name and Content-Type that agree with it, a structure that reads to
 * its end, a decodable size, and nothing that could act as a page, a script or an archive.
 */
import { containsMarkup, endsWithZipDirectory } from './activeContent';
import { detectMime, type AcceptedMime } from './contentType';
import { declaredTypeMatches, type DeclaredType } from './declaredType';
import { exceedsPixelLimits, type ImageLayout } from './imageDimensions';
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

export function inspectUpload(bytes: Buffer, declared: DeclaredType): Inspection {
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
  if (exceedsPixelLimits(layout)) return refuse('tooManyPixels');
  if (layout.trailing.length > 0 && !TRAILER_ALLOWED.has(mime)) return refuse('activeContent');
  const hidden = [...layout.metadata, layout.trailing];
  if (hidden.some((part) => containsMarkup(part))) return refuse('activeContent');
  return { ok: true, mime };
}

/** A stored image's type and size, read without decoding it; null for a PDF or a non-image. */
export function imageSize(
  bytes: Buffer,
): { mime: ImageMime; width: number; height: number } | null {
  const mime = detectMime(bytes);
  if (!mime || mime === 'application/pdf') return null;
  const layout = LAYOUT_READERS[mime](bytes);
  return layout ? { mime, width: layout.width, height: layout.height } : null;
}
