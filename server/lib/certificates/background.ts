/** A template's background image, as the drawing needs it. */
import { buffer } from 'node:stream/consumers';
import { imageSize } from '../files/inspect';
import type { FileStorage } from '../files/storage';
import type { CertificateBackground } from './layout';

/** The stored image's bytes and size; null when the file is gone or is not an image. */
export async function readBackground(
  storage: FileStorage,
  fileId: string,
): Promise<CertificateBackground | null> {
  const stream = await storage.get(fileId);
  const bytes = stream ? await buffer(stream) : null;
  const size = bytes ? imageSize(bytes) : null;
  return bytes && size ? { bytes, ...size } : null;
}
