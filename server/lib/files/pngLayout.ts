/**
 * A PNG's chunks (ISO/IEC 15948): the size from IHDR, which must come first, and the
 * chunks up to IEND. Pixels live in IDAT (and APNG's fdAT); every other chunk is metadata.
 */
import type { ImageLayout } from './imageLayout';

const SIGNATURE_LENGTH = 8;
/** Length, type and CRC around each chunk's data. */
const CHUNK_OVERHEAD = 12;
const IHDR_LENGTH = 13;
const MAX_CHUNK_LENGTH = 0x7fffffff;
const PIXEL_CHUNKS = new Set(['IDAT', 'fdAT']);

/** The layout, or null when the bytes are not a complete PNG. */
export function pngLayout(bytes: Buffer): ImageLayout | null {
  const metadata: Buffer[] = [];
  let size: { width: number; height: number } | null = null;
  let offset = SIGNATURE_LENGTH;
  while (offset + CHUNK_OVERHEAD <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const dataStart = offset + 8;
    const dataEnd = dataStart + length;
    if (length > MAX_CHUNK_LENGTH || dataEnd + 4 > bytes.length) return null;
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    const data = bytes.subarray(dataStart, dataEnd);
    if (size === null) {
      if (type !== 'IHDR' || length !== IHDR_LENGTH) return null;
      size = { width: data.readUInt32BE(0), height: data.readUInt32BE(4) };
      if (size.width === 0 || size.height === 0) return null;
    }
    if (type === 'IEND') return { ...size, metadata, trailing: bytes.subarray(dataEnd + 4) };
    if (!PIXEL_CHUNKS.has(type)) metadata.push(data);
    offset = dataEnd + 4;
  }
  return null;
}
