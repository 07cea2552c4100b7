/**
 * An .xlsx-shaped decompression bomb, made by the test (never committed): a zip whose
 * `xl/worksheets/sheet1.xml` inflates to `inflatedBytes` of one repeated XML fragment but
 * declares a thousand bytes in both its local header and the central directory, as the
 * attack in issue 40 did. Deflated in a stream, so making it costs megabytes, not the
 * gigabytes it unpacks to.
 */
import { constants, crc32, createDeflateRaw } from 'node:zlib';

interface ZipEntry {
  readonly name: string;
  readonly compressed: Buffer;
  readonly crc: number;
  readonly declaredSize: number;
}

const CHUNK = Buffer.alloc(1024 * 1024, '<c r="A1"/>');

async function deflatedRepeat(totalBytes: number): Promise<{ compressed: Buffer; crc: number }> {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  for (let written = 0; written < totalBytes; written += CHUNK.length) {
    const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, totalBytes - written));
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { compressed: Buffer.concat(parts), crc };
}

function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export async function xlsxBomb(inflatedBytes: number): Promise<Buffer> {
  const types = Buffer.from('<?xml version="1.0"?><Types/>');
  const typesEntry: ZipEntry = {
    name: '[Content_Types].xml',
    ...(await deflatedRepeatOf(types)),
    declaredSize: types.length,
  };
  const sheet = await deflatedRepeat(inflatedBytes);
  return zipOf([typesEntry, { name: 'xl/worksheets/sheet1.xml', ...sheet, declaredSize: 1000 }]);
}

async function deflatedRepeatOf(bytes: Buffer): Promise<{ compressed: Buffer; crc: number }> {
  const { deflateRawSync } = await import('node:zlib');
  return { compressed: deflateRawSync(bytes), crc: crc32(bytes) };
}
