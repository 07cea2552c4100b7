/**
 * Whether a zip (an .xlsx) unpacks within a limit, found by unpacking it, not by reading
 * what it declares: a 2 MB file may declare 1 000 bytes and inflate to gigabytes. yauzl
 * (a maintained zip reader) inflates each entry as a stream and fails the stream when it
 * yields more than its entry declared; we count what it yields and stop at the limit, so
 * at most `maxUnpackedBytes` are ever inflated, whatever the file says. Nothing inflated
 * is kept: the caller's parser runs only on a file this answered 'ok' for.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

export interface UnzipLimits {
  /** What all the entries together may inflate to. */
  readonly maxUnpackedBytes: number;
  /** An .xlsx holds a few dozen parts; thousands of entries is a bomb of another shape. */
  readonly maxEntries: number;
}

export type UnzipVerdict = 'ok' | 'notZip' | 'tooLarge';

class LimitExceeded extends Error {}

/** A sink that counts and fails at the limit: inflating stops there. */
function countingSink(budget: { left: number }): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      budget.left -= chunk.length;
      done(budget.left < 0 ? new LimitExceeded() : null);
    },
  });
}

const openZip = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip)),
    ),
  );

const entryStream = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(error ?? new Error('no stream')) : resolve(stream),
    ),
  );

export async function checkUnpackedSize(bytes: Buffer, limits: UnzipLimits): Promise<UnzipVerdict> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return 'notZip';
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    return 'tooLarge';
  }
  const budget = { left: limits.maxUnpackedBytes };
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        // A declared size over what is left is refused before a byte is inflated; a
        // smaller declared size that lies is caught by the count (and by yauzl).
        if (entry.uncompressedSize > budget.left) {
          reject(new LimitExceeded());
          return;
        }
        if (entry.fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        entryStream(zip, entry)
          .then((stream) => pipeline(stream, countingSink(budget)))
          .then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
    return 'ok';
  } catch (error) {
    // Over the limit, or an entry that inflated past its declared size: the same bomb.
    if (error instanceof LimitExceeded || /too many bytes/i.test(String(error))) return 'tooLarge';
    return 'notZip';
  } finally {
    zip.close();
  }
}
