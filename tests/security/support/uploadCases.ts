/**
 * The files the upload suite sends and the refusal each must get: forged content types,
 * polyglots, decompression bombs and images whose size cannot be read.
 */
import { MAX_IMAGE_SIDE } from '../../../server/lib/images/pictures';
import { samples } from '../../server/support/uploads';
import type { SentFile } from './uploadRequests';
import {
  EXE,
  SVG,
  jpegClaiming,
  jpegSegment,
  jpegWith,
  objectStream,
  pdfWithCatalog,
  png,
  pngChunk,
  riffChunk,
  vp8Chunk,
  webp,
  webpExtended,
  webpLosslessClaiming,
  webpLossyClaiming,
  zipArchive,
  corruptIdat,
} from './uploadSamples';

export type RefusalKey =
  'wrongType' | 'typeMismatch' | 'unreadable' | 'tooManyPixels' | 'activeContent';

export interface Refused extends SentFile {
  readonly name: string;
  readonly refusal: RefusalKey;
}

const SCRIPT = '<script>fetch("/api/user/userinfo")</script>';

export const forgedTypes: readonly Refused[] = [
  {
    name: 'an HTML page declared PNG',
    bytes: samples.html,
    fileName: 'licence.png',
    contentType: 'image/png',
    refusal: 'wrongType',
  },
  {
    name: 'a Windows program declared PNG',
    bytes: EXE,
    fileName: 'licence.png',
    contentType: 'image/png',
    refusal: 'wrongType',
  },
  {
    name: 'an SVG with script declared PNG',
    bytes: SVG,
    fileName: 'licence.png',
    contentType: 'image/png',
    refusal: 'wrongType',
  },
  {
    name: 'an SVG as itself',
    bytes: SVG,
    fileName: 'licence.svg',
    contentType: 'image/svg+xml',
    refusal: 'wrongType',
  },
  {
    name: 'a GIF',
    bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
    fileName: 'a.gif',
    refusal: 'wrongType',
  },
  {
    name: 'a JPEG declared PDF',
    bytes: samples.jpeg,
    fileName: 'licence.pdf',
    contentType: 'application/pdf',
    refusal: 'typeMismatch',
  },
  {
    name: 'a PDF declared PNG',
    bytes: samples.pdf,
    fileName: 'licence.png',
    contentType: 'image/png',
    refusal: 'typeMismatch',
  },
  {
    name: 'a WebP declared JPEG',
    bytes: samples.webp,
    fileName: 'photo.jpg',
    contentType: 'image/jpeg',
    refusal: 'typeMismatch',
  },
  {
    name: 'a PNG named .html',
    bytes: samples.png,
    fileName: 'licence.html',
    contentType: 'image/png',
    refusal: 'typeMismatch',
  },
  {
    name: 'a PNG declared text/html',
    bytes: samples.png,
    fileName: 'licence.png',
    contentType: 'text/html',
    refusal: 'typeMismatch',
  },
  { name: 'a PNG named .exe', bytes: samples.png, fileName: 'setup.exe', refusal: 'typeMismatch' },
];

export const polyglots: readonly Refused[] = [
  {
    name: 'a PNG signature, then a page',
    bytes: Buffer.concat([samples.png.subarray(0, 8), Buffer.from(`<html>${SCRIPT}</html>`)]),
    fileName: 'a.png',
    refusal: 'unreadable',
  },
  {
    name: 'a JPEG header, then a page',
    bytes: Buffer.concat([samples.jpeg.subarray(0, 4), Buffer.from(`<html>${SCRIPT}</html>`)]),
    fileName: 'a.jpg',
    refusal: 'unreadable',
  },
  {
    name: 'a PNG with script in a text chunk',
    bytes: png({ width: 2, height: 2, chunks: [pngChunk('tEXt', `Comment\0${SCRIPT}`)] }),
    fileName: 'a.png',
    refusal: 'activeContent',
  },
  {
    name: 'a PNG with a page after IEND',
    bytes: Buffer.concat([samples.png, Buffer.from(`<html>${SCRIPT}`)]),
    fileName: 'a.png',
    refusal: 'activeContent',
  },
  {
    name: 'a PNG with a ZIP appended (GIFAR)',
    bytes: Buffer.concat([samples.png, zipArchive()]),
    fileName: 'a.png',
    refusal: 'activeContent',
  },
  {
    name: 'a JPEG with SVG in a comment',
    bytes: jpegWith([jpegSegment(0xfe, '<svg onload=alert(1)>')]),
    fileName: 'a.jpg',
    refusal: 'activeContent',
  },
  {
    name: 'a JPEG with script in EXIF',
    bytes: jpegWith([jpegSegment(0xe1, `Exif\0\0${SCRIPT}`)]),
    fileName: 'a.jpg',
    refusal: 'activeContent',
  },
  {
    name: 'a JPEG with a page after EOI',
    bytes: jpegWith([], Buffer.from(`<!DOCTYPE html><body>${SCRIPT}`)),
    fileName: 'a.jpg',
    refusal: 'activeContent',
  },
  {
    name: 'a JPEG with a ZIP appended (GIFAR)',
    bytes: jpegWith([], zipArchive()),
    fileName: 'a.jpg',
    refusal: 'activeContent',
  },
  {
    name: 'a WebP with an iframe in XMP',
    bytes: webpExtended(3, 2, [riffChunk('XMP ', '<iframe src="https://evil.example">')]),
    fileName: 'a.webp',
    refusal: 'activeContent',
  },
  {
    name: 'a WebP with bytes after the RIFF',
    bytes: webp([vp8Chunk], Buffer.from(SCRIPT)),
    fileName: 'a.webp',
    refusal: 'activeContent',
  },
  {
    name: 'a PDF running JavaScript on opening',
    bytes: pdfWithCatalog('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
    fileName: 'a.pdf',
    refusal: 'activeContent',
  },
  {
    name: 'a PDF launching a program',
    bytes: pdfWithCatalog('/OpenAction << /S /Launch /F (cmd.exe) >>'),
    fileName: 'a.pdf',
    refusal: 'activeContent',
  },
  {
    name: 'a PDF opening a web address',
    bytes: pdfWithCatalog('/OpenAction << /S /URI /URI (https://evil.example) >>'),
    fileName: 'a.pdf',
    refusal: 'activeContent',
  },
  {
    name: 'a PDF with an embedded file',
    bytes: pdfWithCatalog('/Names << /EmbeddedFiles 4 0 R >>', '<< /Names [(a.exe) 5 0 R] >>'),
    fileName: 'a.pdf',
    refusal: 'activeContent',
  },
  {
    name: 'a PDF with an escaped /JavaScript name',
    bytes: pdfWithCatalog('/Names << /J#61v#61Script 4 0 R >>', '<< /Names [] >>'),
    fileName: 'a.pdf',
    refusal: 'activeContent',
  },
  {
    name: 'a PDF hiding JavaScript in an object stream',
    bytes: pdfWithCatalog(
      '/OpenAction 5 0 R',
      objectStream(5, ['<< /S /JavaScript /JS (app.alert(1)) >>']),
    ),
    fileName: 'a.pdf',
    refusal: 'activeContent',
  },
  {
    name: 'a PDF with event actions',
    bytes: pdfWithCatalog('/AA << /WC << /S /JavaScript /JS (x) >> >>'),
    fileName: 'a.pdf',
    refusal: 'activeContent',
  },
  {
    name: 'a PDF that is also a page',
    bytes: Buffer.concat([samples.pdf, Buffer.from(`<html>${SCRIPT}</html>`)]),
    fileName: 'a.pdf',
    refusal: 'activeContent',
  },
  {
    name: 'a PDF with a ZIP appended',
    bytes: Buffer.concat([samples.pdf, zipArchive()]),
    fileName: 'a.pdf',
    refusal: 'activeContent',
  },
];

export const oversizedImages: readonly Refused[] = [
  {
    name: 'a PNG bomb, 20 000 × 20 000',
    bytes: png({ width: 20_000, height: 20_000 }),
    fileName: 'a.png',
    refusal: 'tooManyPixels',
  },
  {
    name: 'a PNG one pixel too wide',
    bytes: png({ width: MAX_IMAGE_SIDE + 1, height: 1 }),
    fileName: 'a.png',
    refusal: 'tooManyPixels',
  },
  {
    name: 'a PNG over 40 megapixels (10 000 × 5 000, as in issue 40)',
    bytes: png({ width: 10_000, height: 5_000 }),
    fileName: 'a.png',
    refusal: 'tooManyPixels',
  },
  // Past what its format allows (JPEG 65 500, WebP 16 383): libvips refuses the header itself.
  {
    name: 'a JPEG claiming 65 535 × 65 535',
    bytes: jpegClaiming(65_535, 65_535),
    fileName: 'a.jpg',
    refusal: 'unreadable',
  },
  {
    name: 'a JPEG one pixel too tall',
    bytes: jpegClaiming(100, MAX_IMAGE_SIDE + 1),
    fileName: 'a.jpg',
    refusal: 'tooManyPixels',
  },
  {
    name: 'a lossy WebP of 16 383 × 16 383',
    bytes: webpLossyClaiming(16_383, 16_383),
    fileName: 'a.webp',
    refusal: 'tooManyPixels',
  },
  {
    name: 'a lossless WebP of 16 384 × 16 384',
    bytes: webpLosslessClaiming(16_384, 16_384),
    fileName: 'a.webp',
    refusal: 'unreadable',
  },
  {
    name: 'an extended WebP canvas of 2^24 × 2',
    bytes: webpExtended(1 << 24, 2),
    fileName: 'a.webp',
    refusal: 'unreadable',
  },
];

export const unreadableImages: readonly Refused[] = [
  {
    name: 'a PNG without IHDR',
    bytes: Buffer.concat([samples.png.subarray(0, 8), samples.png.subarray(33)]),
    fileName: 'a.png',
    refusal: 'unreadable',
  },
  {
    name: 'a PNG cut short',
    bytes: samples.png.subarray(0, samples.png.length - 20),
    fileName: 'a.png',
    refusal: 'unreadable',
  },
  {
    name: 'a JPEG of height 0',
    bytes: jpegClaiming(100, 0),
    fileName: 'a.jpg',
    refusal: 'unreadable',
  },
  {
    name: 'a JPEG without EOI',
    bytes: samples.jpeg.subarray(0, samples.jpeg.length - 2),
    fileName: 'a.jpg',
    refusal: 'unreadable',
  },
  {
    name: 'a WebP without a bitstream',
    bytes: webp([riffChunk('ICCP', 'profile')]),
    fileName: 'a.webp',
    refusal: 'unreadable',
  },
  {
    name: 'a PNG whose chunks are well formed but whose pixels do not decode',
    bytes: corruptIdat(samples.png),
    fileName: 'a.png',
    refusal: 'unreadable',
  },
  {
    name: 'a WebP cut short',
    bytes: samples.webp.subarray(0, 30),
    fileName: 'a.webp',
    refusal: 'unreadable',
  },
];
