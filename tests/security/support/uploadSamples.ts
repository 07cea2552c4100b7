/**
 * Files built byte by byte for the upload suite: well-formed images of any declared size,
 * PDFs with chosen objects, and the hostile variants (metadata carrying markup, appended
 * archives, bombs). Built from real encoder output (tests/server/support/uploads.ts) where
 * pixels matter, so accepted samples are files a browser really shows.
 */
import { constants, crc32, deflateSync } from 'node:zlib';
import { samples } from '../../server/support/uploads';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer | string): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export interface PngOptions {
  readonly width: number;
  readonly height: number;
  /** Chunks placed between IHDR and IDAT, e.g. tEXt. */
  readonly chunks?: readonly Buffer[];
  readonly trailing?: Buffer;
}

/**
 * A real PNG of black pixels, one bit each: even 20 000 × 20 000 pixels (a 50 MB bitmap)
 * compress to a few dozen kilobytes, which is what makes a decompression bomb.
 */
export function png({ width, height, chunks = [], trailing }: PngOptions): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: constants.Z_BEST_SPEED });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    ...chunks,
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
    trailing ?? Buffer.alloc(0),
  ]);
}

/** The sample JPEG with its frame header claiming another size (pixels stay 3 × 2). */
/**
 * A PNG whose chunks are all well formed (lengths, CRCs, IHDR, IEND) but whose IDAT holds
 * no valid compressed pixels: only decoding the picture finds it (issue 40).
 */
export function corruptIdat(source: Buffer): Buffer {
  const start = source.indexOf('IDAT') - 4;
  const length = source.readUInt32BE(start);
  const damaged = Buffer.alloc(length, 0xa5);
  return Buffer.concat([
    source.subarray(0, start),
    pngChunk('IDAT', damaged),
    source.subarray(start + 12 + length),
  ]);
}

/** A real picture of one colour, encoded by libvips. */
export async function solidPicture(width: number, height: number, format: 'jpeg' | 'webp') {
  const { default: sharp } = await import('sharp');
  const blank = sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
  return blank[format]().toBuffer();
}

export function jpegClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(samples.jpeg);
  const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, frame + 5);
  bytes.writeUInt16BE(width, frame + 7);
  return bytes;
}

/** A JPEG segment: marker, length, data. */
export function jpegSegment(marker: number, data: Buffer | string): Buffer {
  const body = Buffer.from(data);
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** The sample JPEG with segments inserted after its APP0, and bytes after its end. */
export function jpegWith(segments: readonly Buffer[], trailing = Buffer.alloc(0)): Buffer {
  const app0End = 4 + samples.jpeg.readUInt16BE(4);
  return Buffer.concat([
    samples.jpeg.subarray(0, app0End),
    ...segments,
    samples.jpeg.subarray(app0End),
    trailing,
  ]);
}

export function riffChunk(fourCc: string, data: Buffer | string): Buffer {
  const body = Buffer.from(data);
  const header = Buffer.alloc(8);
  header.write(fourCc, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, Buffer.alloc(body.length % 2)]);
}

export function webp(chunks: readonly Buffer[], trailing = Buffer.alloc(0)): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
  const header = Buffer.alloc(8);
  header.write('RIFF');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, trailing]);
}

/** The sample's lossy bitstream chunk ("VP8 "). */
export const vp8Chunk = samples.webp.subarray(12);

/** A lossy WebP whose bitstream header claims another size. */
export function webpLossyClaiming(width: number, height: number): Buffer {
  const chunk = Buffer.from(vp8Chunk);
  chunk.writeUInt16LE(width, 8 + 6);
  chunk.writeUInt16LE(height, 8 + 8);
  return webp([chunk]);
}

/** A 3 × 2 lossless WebP (VP8L), encoded by Chromium. */
export const webpLossless = Buffer.from(
  'UklGRh4AAABXRUJQVlA4TBEAAAAvAkAAAAfQmTJ3pv+BiOh/AAA=',
  'base64',
);

/** A lossless WebP whose bitstream header claims another size. */
export function webpLosslessClaiming(width: number, height: number): Buffer {
  const data = Buffer.from(webpLossless.subarray(20, 20 + webpLossless.readUInt32LE(16)));
  const bits = data.readUInt32LE(1) & ~0xfffffff;
  data.writeUInt32LE((bits | ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)) >>> 0, 1);
  return webp([riffChunk('VP8L', data)]);
}

/** An extended WebP: VP8X with the canvas size, extra chunks, then the sample's pixels. */
export function webpExtended(width: number, height: number, chunks: readonly Buffer[] = []) {
  const canvas = Buffer.alloc(10);
  canvas.writeUIntLE(width - 1, 4, 3);
  canvas.writeUIntLE(height - 1, 7, 3);
  return webp([riffChunk('VP8X', canvas), ...chunks, vp8Chunk]);
}

/** A PDF with numbered objects (1 is the catalog), a cross-reference table and a trailer. */
export function pdf(objects: readonly string[]): Buffer {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The pages of a one-page PDF, as objects 2 and 3. */
export const PDF_PAGES = [
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

export const pdfWithCatalog = (catalog: string, ...more: string[]) =>
  pdf([`<< /Type /Catalog /Pages 2 0 R ${catalog} >>`, ...PDF_PAGES, ...more]);

/** A stream object whose dictionary is `dictionary` plus the Length. */
export function pdfStream(dictionary: string, data: Buffer): string {
  return `<< ${dictionary} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`;
}

/**
 * A PDF 1.5 object stream holding `objects` (numbered from `firstNumber`), compressed
 * with FlateDecode: what readers see inside, a byte scan of the file does not.
 */
export function objectStream(firstNumber: number, objects: readonly string[]): string {
  let offset = 0;
  const pairs: string[] = [];
  for (const [index, object] of objects.entries()) {
    pairs.push(`${firstNumber + index} ${offset}`);
    offset += Buffer.byteLength(object, 'latin1') + 1;
  }
  const header = `${pairs.join(' ')}\n`;
  const data = deflateSync(Buffer.from(header + objects.join('\n'), 'latin1'));
  return pdfStream(
    `/Type /ObjStm /N ${objects.length} /First ${header.length} /Filter /FlateDecode`,
    data,
  );
}

/** A small ZIP archive (one stored file), to append to another file. */
export function zipArchive(name = 'Evil.class', content = Buffer.from('cafebabe', 'hex')) {
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const directorySize = central.length + fileName.length;
  const directoryOffset = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

/** A Windows program's first bytes. */
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
]);

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><rect/></svg>',
);
