/**
 * A WebP's RIFF chunks (RFC 9649): the size from VP8X (the canvas of an extended file) or
 * from the VP8 / VP8L bitstream header of a simple one. ALPH and ANMF carry pixels; every
 * other chunk (ICCP, EXIF, XMP, unknown ones) is metadata.
 */
import type { ImageLayout } from './imageLayout';

const RIFF_HEADER_LENGTH = 12;
const CHUNK_HEADER_LENGTH = 8;
const PIXEL_CHUNKS = new Set(['ALPH', 'ANMF']);

interface Size {
  readonly width: number;
  readonly height: number;
}

/** Lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height. */
function vp8Size(data: Buffer): Size | null {
  if (data.length < 10 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) return null;
  return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
}

/** Lossless: the signature 0x2F, then width − 1 and height − 1 in 14 bits each. */
function vp8lSize(data: Buffer): Size | null {
  if (data.length < 5 || data[0] !== 0x2f) return null;
  const bits = data.readUInt32LE(1);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

/** Extended: flags and reserved bytes, then canvas width − 1 and height − 1 in 24 bits each. */
function vp8xSize(data: Buffer): Size | null {
  if (data.length < 10) return null;
  return { width: data.readUIntLE(4, 3) + 1, height: data.readUIntLE(7, 3) + 1 };
}

const SIZE_READERS: Readonly<Record<string, (data: Buffer) => Size | null>> = {
  'VP8 ': vp8Size,
  VP8L: vp8lSize,
  VP8X: vp8xSize,
};

/** The layout, or null when the bytes are not a complete WebP. */
export function webpLayout(bytes: Buffer): ImageLayout | null {
  if (bytes.length < RIFF_HEADER_LENGTH) return null;
  const riffEnd = CHUNK_HEADER_LENGTH + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) return null;
  const metadata: Buffer[] = [];
  const sizes: Size[] = [];
  let offset = RIFF_HEADER_LENGTH;
  while (offset + CHUNK_HEADER_LENGTH <= riffEnd) {
    const fourCc = bytes.toString('latin1', offset, offset + 4);
    const start = offset + CHUNK_HEADER_LENGTH;
    const end = start + bytes.readUInt32LE(offset + 4);
    if (end > riffEnd) return null;
    const data = bytes.subarray(start, end);
    const readSize = SIZE_READERS[fourCc];
    if (readSize) {
      const size = readSize(data);
      if (!size || size.width === 0 || size.height === 0) return null;
      sizes.push(size);
    } else if (!PIXEL_CHUNKS.has(fourCc)) {
      metadata.push(data);
    }
    // Chunks are padded to an even length.
    offset = end + (end % 2);
  }
  if (sizes.length === 0) return null;
  // The canvas and the bitstream should agree; the larger is what a decoder may allocate.
  const width = Math.max(...sizes.map((size) => size.width));
  const height = Math.max(...sizes.map((size) => size.height));
  return { width, height, metadata, trailing: bytes.subarray(riffEnd) };
}
