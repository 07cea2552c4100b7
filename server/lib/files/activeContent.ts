/**
 * Signs that a file is also something else (a polyglot): web markup or script that a
 * browser could run if it ever took the file for a page, and a ZIP directory at the end,
 * which makes Java and ZIP tools read the file as an archive (the "GIFAR" trick).
 */

/**
 * Tags that make a page act, each followed by what may end a tag name, so that binary
 * metadata (ICC profiles, EXIF thumbnails) practically never matches by chance.
 */
const MARKUP =
  /<(?:!doctype\s+html|html|head|body|script|iframe|frame|frameset|object|embed|applet|svg|math|style|link|meta|base|form|img|\?php)[\s/>]|(?:java|vb)script:/i;

export function containsMarkup(bytes: Buffer | string): boolean {
  return MARKUP.test(typeof bytes === 'string' ? bytes : bytes.toString('latin1'));
}

const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const END_RECORD_LENGTH = 22;
const MAX_ZIP_COMMENT = 0xffff;
/** ZIP64 archives keep the real size elsewhere and write this instead. */
const ZIP64_MARKER = 0xffffffff;

/**
 * True when the bytes end like a ZIP archive: an end-of-central-directory record in the
 * last 64 KiB, right after a central directory. ZIP readers look for exactly this.
 */
export function endsWithZipDirectory(bytes: Buffer): boolean {
  const searchFrom = Math.max(0, bytes.length - END_RECORD_LENGTH - MAX_ZIP_COMMENT);
  let at = bytes.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
  while (at >= searchFrom) {
    if (at + END_RECORD_LENGTH <= bytes.length) {
      const directorySize = bytes.readUInt32LE(at + 12);
      if (directorySize === ZIP64_MARKER) return true;
      const directoryStart = at - directorySize;
      if (
        directorySize > 0 &&
        directoryStart >= 0 &&
        bytes.readUInt32LE(directoryStart) === CENTRAL_DIRECTORY_HEADER
      ) {
        return true;
      }
    }
    at = at === 0 ? -1 : bytes.lastIndexOf(END_OF_CENTRAL_DIRECTORY, at - 1);
  }
  return false;
}
