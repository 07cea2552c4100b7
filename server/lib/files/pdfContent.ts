/**
 * PDF features that act instead of showing (ASVS 5.2): scripts, launched programs,
 * embedded files, forms that send data, actions run on opening or on events. A scanned
 * licence needs none of them. Names are read from the object syntax, outside streams,
 * whose binary data would raise false alarms, and from object streams, where PDF 1.5+
 * keeps dictionaries compressed, inflated within a budget so that a small file cannot
 * expand into gigabytes. Escapes are decoded first: `/J#53` is `/JS` to a reader.
 */
import { constants, inflateSync } from 'node:zlib';
import { containsMarkup } from './activeContent';

export type PdfRefusal = 'unreadable' | 'activeContent';

const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  // Additional actions: run on events such as opening a page or leaving a field.
  'AA',
]);
/** Opening at a page (a destination array) is harmless; any other open action is refused. */
const OPEN_ACTION = 'OpenAction';
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

const STREAM_START = />>\s*stream(?:\r\n|\r|\n)/g;
const NAME = /\/([^\s/[\]<>(){}%]*)/g;
const OBJECT_START = /(\d+)\s+\d+\s+obj\s*(\S)/g;
const REFERENCE = /^\s*(\d+)\s+\d+\s+R/;

const decodeEscapes = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

interface PdfText {
  /** Everything outside stream data, and the inflated object streams. */
  readonly texts: readonly string[];
  /** The first character of each numbered object: `[` for an array. */
  readonly objectStarts: ReadonlyMap<number, string>;
}

export function pdfRefusal(bytes: Buffer): PdfRefusal | null {
  const pdf = readPdf(bytes);
  if (!pdf) return 'unreadable';
  const acts = (text: string) => containsMarkup(text) || hasActiveName(text, pdf.objectStarts);
  return pdf.texts.some(acts) ? 'activeContent' : null;
}

function readPdf(bytes: Buffer): PdfText | null {
  const text = bytes.toString('latin1');
  const syntax: string[] = [];
  const objectStreams: string[] = [];
  const objectStarts = new Map<number, string>();
  let budget = MAX_INFLATED_BYTES;
  let copiedUpTo = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const dataStart = match.index + match[0].length;
    // A match inside the data of the stream before it.
    if (dataStart < copiedUpTo) continue;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd === -1) return null;
    syntax.push(text.slice(copiedUpTo, dataStart));
    copiedUpTo = dataEnd;
    const dictionaryStart = Math.max(0, text.lastIndexOf('obj', match.index));
    const dictionary = decodeEscapes(text.slice(dictionaryStart, match.index + 2));
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) continue;
    const inflated = objectStreamData(bytes.subarray(dataStart, dataEnd), dictionary, budget);
    if (inflated === null) return null;
    budget -= inflated.length;
    const objects = inflated.toString('latin1');
    objectStreams.push(objects);
    indexObjectStream(objects, dictionary, objectStarts);
  }
  syntax.push(text.slice(copiedUpTo));
  const outside = syntax.join('\n');
  for (const [, number, first] of outside.matchAll(OBJECT_START)) {
    objectStarts.set(Number(number), first ?? '');
  }
  return { texts: [outside, ...objectStreams], objectStarts };
}

/** Uncompressed or FlateDecode only: other filters on an object stream are not read. */
function objectStreamData(data: Buffer, dictionary: string, budget: number): Buffer | null {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>]+)/.exec(dictionary)?.[1];
  const filters = filter?.match(/\/[^\s/[\]<>]+/g) ?? [];
  if (filters.length === 0) return data.length <= budget ? data : null;
  if (filters.length > 1 || filters[0] !== '/FlateDecode') return null;
  try {
    // Sync flush: a stream cut short by its writer still yields what it holds.
    return inflateSync(data, { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
  } catch {
    return null;
  }
}

/** An object stream starts with N pairs "number offset"; offsets count from /First. */
function indexObjectStream(objects: string, dictionary: string, starts: Map<number, string>) {
  const first = Number(/\/First\s+(\d+)/.exec(dictionary)?.[1] ?? NaN);
  if (!Number.isFinite(first)) return;
  const header = objects.slice(0, first).trim().split(/\s+/).map(Number);
  for (let index = 0; index + 1 < header.length; index += 2) {
    const [number = NaN, offset = NaN] = [header[index], header[index + 1]];
    const body = objects.slice(first + offset).trimStart();
    if (Number.isFinite(number) && body) starts.set(number, body.charAt(0));
  }
}

function hasActiveName(text: string, objectStarts: ReadonlyMap<number, string>): boolean {
  for (const match of text.matchAll(NAME)) {
    const name = decodeEscapes(match[1] ?? '');
    if (ACTIVE_NAMES.has(name)) return true;
    if (name === OPEN_ACTION) {
      const value = text.slice(match.index + match[0].length, match.index + match[0].length + 64);
      if (!opensAtPage(value, objectStarts)) return true;
    }
  }
  return false;
}

/** A destination array, given in place or as a reference to an array object. */
function opensAtPage(value: string, objectStarts: ReadonlyMap<number, string>): boolean {
  if (value.trimStart().startsWith('[')) return true;
  const reference = REFERENCE.exec(value);
  return reference !== null && objectStarts.get(Number(reference[1])) === '[';
}
