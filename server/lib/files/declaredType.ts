/**
 * What a client says about an upload, the name's extension and the part's Content-Type,
 * must agree with what its bytes are (ASVS 5.2.2): a PNG named `x.html` would be saved,
 * and opened, as a web page by whoever downloads it.
 */
import type { AcceptedMime } from './contentType';

const EXTENSIONS: Readonly<Record<AcceptedMime, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/** What browsers send for a name they cannot place: no claim at all. */
const NO_CLAIM = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** Older spellings that some systems still send. */
const ALIASES: Readonly<Record<string, AcceptedMime>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-pdf': 'application/pdf',
};

export interface DeclaredType {
  /** The part's Content-Type. */
  readonly mime: string;
  /** The sanitised file name. */
  readonly fileName: string;
}

export function declaredTypeMatches(detected: AcceptedMime, declared: DeclaredType): boolean {
  const mime = declared.mime.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!NO_CLAIM.has(mime) && (ALIASES[mime] ?? mime) !== detected) return false;
  const dot = declared.fileName.lastIndexOf('.');
  // A name without an extension claims nothing.
  if (dot <= 0) return true;
  return EXTENSIONS[detected].includes(declared.fileName.slice(dot + 1).toLowerCase());
}
