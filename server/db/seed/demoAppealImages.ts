/**
 * Pictures for the demo appeals: a paper-coloured sheet with a coloured frame, a few grey
 * "lines of text" and a seal, so the viewer has something to zoom and rotate. Painted
 * here as PNG (no image files in the repository, no image library).
 */
import { deflateSync } from 'node:zlib';

const WIDTH = 480;
const HEIGHT = 320;

type Rgb = readonly [number, number, number];

const PAPER: Rgb = [253, 246, 227];
const INK: Rgb = [150, 150, 150];

export function paintDemoImage({ frame, seal }: { frame: Rgb; seal: Rgb }): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    // Each row starts with its filter type, 0 (none).
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x += 1) row.set(colourAt(x, y, frame, seal), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function colourAt(x: number, y: number, frame: Rgb, seal: Rgb): Rgb {
  const border = x < 10 || y < 10 || x >= WIDTH - 10 || y >= HEIGHT - 10;
  if (border) return frame;
  const ring = Math.hypot(x - 380, y - 230);
  if (ring > 44 && ring < 54) return seal;
  const line = (y - 60) % 36 < 10 && y >= 60 && y < 220 && x >= 50 && x < 300 - ((y * 7) % 90);
  return line ? INK : PAPER;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
