/**
 * The upload inspection's own parsers, without a server: the sizes each format walker
 * reads, where it draws the line between metadata and pixels, and the PDF and archive
 * checks. tests/security/uploads.test.ts sends the hostile files through the API.
 */
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { containsMarkup, endsWithZipDirectory } from '../../server/lib/files/activeContent';
import { declaredTypeMatches } from '../../server/lib/files/declaredType';
import { inspectUpload } from '../../server/lib/files/inspect';
import { jpegLayout } from '../../server/lib/files/jpegLayout';
import { pdfRefusal } from '../../server/lib/files/pdfContent';
import { pngLayout } from '../../server/lib/files/pngLayout';
import { webpLayout } from '../../server/lib/files/webpLayout';
import { sanitiseFileName } from '../../server/lib/files/names';
import { decodePicture, pictureLimitsOf } from '../../server/lib/images/pictures';
import {
  corruptIdat,
  jpegClaiming,
  jpegSegment,
  jpegWith,
  objectStream,
  pdf,
  pdfStream,
  pdfWithCatalog,
  png,
  pngChunk,
  riffChunk,
  vp8Chunk,
  webp,
  webpExtended,
  webpLossless,
  webpLosslessClaiming,
  webpLossyClaiming,
  zipArchive,
} from '../security/support/uploadSamples';
import { samples } from './support/uploads';

const sizeOf = (layout: { width: number; height: number } | null) =>
  layout && { width: layout.width, height: layout.height };

describe('image sizes, read from headers', () => {
  it('reads PNG from IHDR, and only a complete PNG', () => {
    expect(sizeOf(pngLayout(samples.png))).toEqual({ width: 2, height: 2 });
    expect(sizeOf(pngLayout(png({ width: 12_345, height: 7 })))).toEqual({
      width: 12_345,
      height: 7,
    });
    const licence = readFileSync(new URL('../e2e/fixtures/licence.png', import.meta.url));
    expect(sizeOf(pngLayout(licence))).toEqual({ width: 64, height: 40 });
    const whole = png({ width: 4, height: 4 });
    expect(pngLayout(whole.subarray(0, whole.length - 12)), 'no IEND').toBeNull();
    const idatFirst = Buffer.concat([whole.subarray(0, 8), whole.subarray(33)]);
    expect(pngLayout(idatFirst), 'IHDR not first').toBeNull();
    expect(pngLayout(png({ width: 0, height: 4 })), 'no width').toBeNull();
  });

  it('reads JPEG from the first SOFn, past fill bytes and restart markers, up to EOI', () => {
    expect(sizeOf(jpegLayout(samples.jpeg))).toEqual({ width: 3, height: 2 });
    expect(sizeOf(jpegLayout(jpegClaiming(65_535, 4_000)))).toEqual({
      width: 65_535,
      height: 4_000,
    });
    const progressive = Buffer.from(samples.jpeg);
    progressive[progressive.indexOf(Buffer.from([0xff, 0xc0])) + 1] = 0xc2;
    expect(sizeOf(jpegLayout(progressive))).toEqual({ width: 3, height: 2 });
    // A fill byte before a marker, a restart marker and stuffed bytes inside scan data.
    const eoi = samples.jpeg.length - 2;
    const tricky = Buffer.concat([
      samples.jpeg.subarray(0, eoi),
      Buffer.from([0xff, 0x00, 0x12, 0xff, 0xd3, 0x34, 0xff, 0xff, 0xd9]),
    ]);
    expect(sizeOf(jpegLayout(tricky))).toEqual({ width: 3, height: 2 });
    expect(jpegLayout(samples.jpeg.subarray(0, eoi)), 'no EOI').toBeNull();
    expect(jpegLayout(jpegClaiming(3, 0)), 'height deferred to DNL').toBeNull();
    const frame = samples.jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const noFrame = Buffer.from(samples.jpeg);
    noFrame[frame + 1] = 0xe5; // the frame header becomes an APP5 segment
    expect(jpegLayout(noFrame), 'no SOFn before SOS').toBeNull();
  });

  it('keeps JPEG trailers apart: phones store further pictures after EOI', () => {
    const layout = jpegLayout(jpegWith([], Buffer.from('MPF second picture')));
    expect(layout?.trailing.toString()).toBe('MPF second picture');
  });

  it('reads WebP from VP8, VP8L and VP8X, taking the larger of canvas and bitstream', () => {
    expect(sizeOf(webpLayout(samples.webp))).toEqual({ width: 3, height: 2 });
    expect(sizeOf(webpLayout(webpLossless))).toEqual({ width: 3, height: 2 });
    expect(sizeOf(webpLayout(webpLossyClaiming(16_383, 9)))).toEqual({
      width: 16_383,
      height: 9,
    });
    expect(sizeOf(webpLayout(webpLosslessClaiming(16_384, 16_384)))).toEqual({
      width: 16_384,
      height: 16_384,
    });
    expect(sizeOf(webpLayout(webpExtended(1 << 24, 1)))).toEqual({ width: 1 << 24, height: 2 });
    expect(sizeOf(webpLayout(webpExtended(3, 2, [riffChunk('EXIF', 'odd')])))).toEqual({
      width: 3,
      height: 2,
    });
    expect(webpLayout(webp([riffChunk('ICCP', 'profile only')])), 'no bitstream').toBeNull();
    expect(webpLayout(samples.webp.subarray(0, 30)), 'cut short').toBeNull();
    const badStart = Buffer.from(vp8Chunk);
    badStart[8 + 3] = 0;
    expect(webpLayout(webp([badStart])), 'no VP8 start code').toBeNull();
  });

  it('separates metadata from pixels', () => {
    const text = pngChunk('tEXt', 'Comment\0hello');
    const chunks = pngLayout(png({ width: 1, height: 1, chunks: [text] }))?.metadata;
    expect(chunks).toContainEqual(Buffer.from('Comment\0hello'));
    expect(chunks, 'IHDR and tEXt; IDAT is pixels').toHaveLength(2);
    const comment = jpegLayout(jpegWith([jpegSegment(0xfe, 'a comment')]));
    expect(comment?.metadata.map(String)).toContain('a comment');
    const xmp = webpLayout(webpExtended(3, 2, [riffChunk('XMP ', '<x:xmpmeta/>')]));
    expect(xmp?.metadata.map(String)).toContain('<x:xmpmeta/>');
  });

  it('has libvips decode the whole picture: each side at most 10 000, the whole at most the configured megapixels', async () => {
    const limits = pictureLimitsOf({ maxImageMegapixels: 40 });
    expect(await decodePicture(png({ width: 10_000, height: 4_000 }), limits)).toBe('ok');
    expect(await decodePicture(png({ width: 10_001, height: 1 }), limits)).toBe('tooManyPixels');
    expect(await decodePicture(png({ width: 1, height: 10_001 }), limits)).toBe('tooManyPixels');
    expect(await decodePicture(png({ width: 10_000, height: 5_000 }), limits)).toBe(
      'tooManyPixels',
    );
    const smaller = pictureLimitsOf({ maxImageMegapixels: 1 });
    expect(await decodePicture(png({ width: 1_000, height: 1_001 }), smaller)).toBe(
      'tooManyPixels',
    );
    // Headers that parse, pixels that do not: only a real decoder sees it.
    expect(await decodePicture(corruptIdat(samples.png), limits)).toBe('unreadable');
  });
});

describe('active content', () => {
  it('finds markup, not XMP metadata', () => {
    expect(containsMarkup('<script>alert(1)</script>')).toBe(true);
    expect(containsMarkup('<SVG onload=alert(1)>')).toBe(true);
    expect(containsMarkup('<!DOCTYPE html>')).toBe(true);
    expect(containsMarkup('href="javascript:alert(1)"')).toBe(true);
    const xmp =
      '<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description ' +
      'xmp:CreatorTool="Scanner"/><metadata/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
    expect(containsMarkup(xmp)).toBe(false);
  });

  it('finds a ZIP directory at the end, and not in mere look-alike bytes', () => {
    expect(endsWithZipDirectory(Buffer.concat([samples.png, zipArchive()]))).toBe(true);
    const withComment = Buffer.concat([zipArchive(), Buffer.from('trailing comment')]);
    expect(endsWithZipDirectory(withComment)).toBe(true);
    const lookAlike = Buffer.concat([samples.png, Buffer.from('PK\x05\x06'), Buffer.alloc(18)]);
    expect(endsWithZipDirectory(lookAlike)).toBe(false);
    expect(endsWithZipDirectory(samples.pdf)).toBe(false);
  });

  it('refuses PDF actions however they are written', () => {
    const refused = {
      javascript: pdfWithCatalog('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      escapedName: pdfWithCatalog('/Names << /J#61vaScript 4 0 R >>', '<< /Names [] >>'),
      launch: pdfWithCatalog('/OpenAction << /S /Launch /F (calc.exe) >>'),
      openUri: pdfWithCatalog('/OpenAction << /S /URI /URI (https://example.com) >>'),
      openReference: pdfWithCatalog('/OpenAction 4 0 R', '<< /S /GoTo /D [3 0 R /Fit] >>'),
      embedded: pdfWithCatalog('/Names << /EmbeddedFiles 4 0 R >>', '<< /Names [] >>'),
      eventAction: pdfWithCatalog('/AA << /WC 4 0 R >>', '<< /S /Named /N /Print >>'),
      form: pdfWithCatalog('/AcroForm << /XFA 4 0 R >>', '<< >>'),
      inObjectStream: pdfWithCatalog(
        '',
        objectStream(5, ['<< /S /JavaScript /JS (app.alert(1)) >>']),
      ),
      markup: Buffer.concat([samples.pdf, Buffer.from('<html><script>alert(1)</script>')]),
    };
    for (const [name, bytes] of Object.entries(refused)) {
      expect(pdfRefusal(bytes), name).toBe('activeContent');
    }
  });

  it('accepts a PDF that opens at a page, keeps images in streams or packs objects', () => {
    const image = pdfStream(
      '/Type /XObject /Subtype /Image /Filter /DCTDecode',
      Buffer.from('/JS <script> /Launch'),
    );
    const accepted = {
      sample: samples.pdf,
      openAtPage: pdfWithCatalog('/OpenAction [3 0 R /Fit]'),
      openAtReferencedPage: pdfWithCatalog('/OpenAction 4 0 R', '[3 0 R /FitH null]'),
      openAtPackedPage: pdfWithCatalog('/OpenAction 5 0 R', objectStream(5, ['[3 0 R /Fit]'])),
      binaryStream: pdfWithCatalog('', image),
      packedObjects: pdfWithCatalog('', objectStream(5, ['<< /Producer (Scanner) >>'])),
    };
    for (const [name, bytes] of Object.entries(accepted)) {
      expect(pdfRefusal(bytes), name).toBeNull();
    }
  });

  it('cannot read an object stream it cannot inflate within the budget', () => {
    const bomb = deflateSync(Buffer.alloc(20 * 1024 * 1024));
    const stream = pdfStream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', bomb);
    expect(pdfRefusal(pdfWithCatalog('', stream))).toBe('unreadable');
    const lzw = pdfStream('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', Buffer.from('x'));
    expect(pdfRefusal(pdfWithCatalog('', lzw))).toBe('unreadable');
    expect(pdfRefusal(pdf(['<< >>\nstream\nno end']))).toBe('unreadable');
  });
});

describe('declared type and name', () => {
  const declared = (mime: string, fileName: string) => ({ mime, fileName });

  it('lets the content decide when the client claims nothing', () => {
    expect(declaredTypeMatches('image/png', declared('application/octet-stream', 'scan'))).toBe(
      true,
    );
    expect(declaredTypeMatches('image/jpeg', declared('image/jpg', 'IMG_0001.JPG'))).toBe(true);
    expect(declaredTypeMatches('image/jpeg', declared('image/jpeg; q=1', 'a.jfif'))).toBe(true);
  });

  it('refuses a claim the content contradicts', () => {
    expect(declaredTypeMatches('image/jpeg', declared('application/pdf', 'a.jpg'))).toBe(false);
    expect(declaredTypeMatches('image/png', declared('image/png', 'a.html'))).toBe(false);
    expect(declaredTypeMatches('image/png', declared('text/plain', 'a.png'))).toBe(false);
    expect(declaredTypeMatches('application/pdf', declared('', 'scan.png'))).toBe(false);
  });

  it('runs the checks in order: type, claim, structure, content, decoded pixels', async () => {
    const fine = declared('application/octet-stream', 'x');
    const limits = pictureLimitsOf({ maxImageMegapixels: 40 });
    const refusal = async (bytes: Buffer, claim = fine) => {
      const inspection = await inspectUpload(bytes, claim, limits);
      return inspection.ok ? inspection.mime : inspection.refusal;
    };
    expect(await refusal(Buffer.from('GIF89a'))).toBe('wrongType');
    expect(await refusal(samples.png, declared('image/png', 'x.svg'))).toBe('typeMismatch');
    expect(await refusal(samples.png.subarray(0, 40))).toBe('unreadable');
    expect(await refusal(png({ width: 20_000, height: 20_000 }))).toBe('tooManyPixels');
    expect(await refusal(Buffer.concat([samples.png, Buffer.from([0])]))).toBe('activeContent');
    expect(await refusal(webp([vp8Chunk], Buffer.from('x')))).toBe('activeContent');
    expect(await refusal(jpegWith([], Buffer.from('MPF second picture')))).toBe('image/jpeg');
    expect(await refusal(jpegWith([], Buffer.from('<body onload=x>')))).toBe('activeContent');
    expect(await refusal(corruptIdat(samples.png))).toBe('unreadable');
  });
});

describe('file names', () => {
  it('keeps a visible, separator-free name of at most 100 characters', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('..\\..\\x.png')).toBe('x.png');
    expect(sanitiseFileName('a\0b\x7f.png')).toBe('ab.png');
    expect(sanitiseFileName('licence\u202Egnp.png')).toBe('licencegnp.png');
    expect(sanitiseFileName('zero\u200Bwidth\uFEFF.png')).toBe('zerowidth.png');
    expect(sanitiseFileName('.htaccess')).toBe('htaccess');
    expect(sanitiseFileName('scan.png. . ')).toBe('scan.png');
    expect(sanitiseFileName('<>:"|?*')).toBe('file');
    const long = sanitiseFileName(`${'长'.repeat(300)}.png`);
    expect([...long]).toHaveLength(100);
    expect(long.endsWith('.png')).toBe(true);
  });
});
