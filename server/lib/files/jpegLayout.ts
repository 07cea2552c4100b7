/**
 * A JPEG's marker segments (ITU T.81): the size from the first SOFn segment, up to EOI.
 * APPn and COM segments are metadata; scan data is skipped. Bytes after EOI are kept as
 * trailing: phones put further pictures (MPF) and motion-photo videos there.
 */
import type { ImageLayout } from './imageLayout';

const MARKER = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;
/** SOF segment: precision (1 byte), height (2), width (2), then the components. */
const MIN_SOF_LENGTH = 5;

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** Markers without a length: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || isRestart(marker);
/** SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isMetadata = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || marker === COM;

/** The layout, or null when the bytes are not a complete JPEG. */
export function jpegLayout(bytes: Buffer): ImageLayout | null {
  if (bytes[0] !== MARKER || bytes[1] !== SOI) return null;
  const metadata: Buffer[] = [];
  let size: { width: number; height: number } | null = null;
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== MARKER) return null;
    // Any number of fill bytes (0xFF) may precede a marker.
    while (bytes[offset] === MARKER) offset += 1;
    const marker = bytes[offset];
    offset += 1;
    if (marker === undefined || marker === SOI) return null;
    if (marker === EOI) return size && { ...size, metadata, trailing: bytes.subarray(offset) };
    if (isStandalone(marker)) continue;
    if (offset + 2 > bytes.length) return null;
    const end = offset + bytes.readUInt16BE(offset);
    if (end < offset + 2 || end > bytes.length) return null;
    const segment = bytes.subarray(offset + 2, end);
    if (isStartOfFrame(marker) && size === null) {
      if (segment.length < MIN_SOF_LENGTH) return null;
      size = { height: segment.readUInt16BE(1), width: segment.readUInt16BE(3) };
      // Height 0 defers it to a DNL segment, which browsers do not support.
      if (size.width === 0 || size.height === 0) return null;
    } else if (isMetadata(marker)) {
      metadata.push(segment);
    }
    offset = end;
    if (marker === SOS) {
      if (size === null) return null;
      offset = endOfScanData(bytes, offset);
    }
  }
  return null;
}

/** In scan data 0xFF is followed by a stuffed 0x00 or a restart marker; else a marker begins. */
function endOfScanData(bytes: Buffer, from: number): number {
  let at = bytes.indexOf(MARKER, from);
  while (at !== -1 && at + 1 < bytes.length) {
    const next = bytes[at + 1] ?? 0;
    if (next !== 0x00 && !isRestart(next)) return at;
    at = bytes.indexOf(MARKER, at + 2);
  }
  return bytes.length;
}
