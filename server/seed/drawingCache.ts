/**
 * The demo's pictures, kept between seeds. resvg loads the 10 MB CJK font again for every
 * picture (~0.4 s each, most of a seed's time), and every seed draws the same pictures:
 * the test suites seed a score of databases per run, `npm start` one per fresh data
 * folder. A picture is found by the digest of its SVG and of what draws it (the renderer's
 * and the font's versions), so a changed drawing, font or renderer is drawn anew.
 * Best effort: a cache that cannot be read or written only costs the drawing.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { svgToPng } from '../lib/images/svgToPng';

const require = createRequire(import.meta.url);
const CACHE_DIR = join(tmpdir(), 'qds-demo-drawings');

/** What else decides the pixels: the renderer's and the font's versions. */
const DRAWN_BY = ['@resvg/resvg-js', '@expo-google-fonts/noto-sans-sc']
  .map((name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`)
  .join(' ');

/** The PNG of `svg`, from the cache when an earlier seed drew it. */
export function drawnPng(svg: string): Buffer {
  const key = createHash('sha256').update(DRAWN_BY).update('\0').update(svg).digest('hex');
  const file = join(CACHE_DIR, `${key}.png`);
  try {
    return readFileSync(file);
  } catch {
    // Not drawn yet (or unreadable): draw it.
  }
  const png = svgToPng(svg);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written aside, then renamed: a seed running beside this one never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, png);
    renameSync(partial, file);
  } catch {
    // A read-only or full temporary folder: the next seed draws it again.
  }
  return png;
}
