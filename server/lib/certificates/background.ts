/** A template's background image, as stored and as the drawing needs it. */
import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../files/storage';
import { certificateBackground, pictureSize, type Picture } from '../images/pictures';

/** The stored picture as uploaded; null when the file is gone or is not a picture. */
export async function readStoredPicture(
  storage: FileStorage,
  fileId: string,
): Promise<Picture | null> {
  const stream = await storage.get(fileId);
  const bytes = stream ? await buffer(stream) : null;
  const size = bytes ? await pictureSize(bytes) : null;
  return bytes && size ? { bytes, ...size } : null;
}

/**
 * The background as certificates are drawn from it: at most the size they are drawn at,
 * a PNG or JPEG. A template saved since issue 40 stores it so; an older one, or a
 * specimen of a picture not saved yet, is brought down here.
 */
export async function readBackground(
  storage: FileStorage,
  fileId: string,
): Promise<Picture | null> {
  const stored = await readStoredPicture(storage, fileId);
  if (!stored) return null;
  return (await certificateBackground(stored.bytes)) ?? stored;
}
