/**
 * A phone in China has a Chinese system font; this machine may have none (Debian's Chromium
 * then looks for one for every Chinese character and finds nothing, which costs the first
 * layout of a zh page 50-180 ms here against 15-20 ms for the same page in English). The
 * browser a benchmark starts is given the machine's fonts plus the server's own Chinese face
 * (Noto Sans SC, regular and bold, from the project's dependencies) through a fontconfig file
 * of its own, so it measures the page a reader's phone lays out, not a missing font. The
 * machine's font setup is left as it is.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cjkFontFiles } from '../../server/lib/fonts';

const SYSTEM_FONTS_CONF = '/etc/fonts/fonts.conf';

/** The environment for a browser with a Chinese font: FONTCONFIG_FILE pointing at it. */
export function phoneFontsEnvironment(): { FONTCONFIG_FILE: string } {
  const folder = mkdtempSync(join(tmpdir(), 'bench-fonts-'));
  const { regular, bold } = cjkFontFiles();
  const fontFolders = [...new Set([dirname(regular), dirname(bold)])];
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `  <include ignore_missing="yes">${SYSTEM_FONTS_CONF}</include>`,
    ...fontFolders.map((folder) => `  <dir>${folder}</dir>`),
    `  <cachedir>${join(folder, 'cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
  const file = join(folder, 'fonts.conf');
  writeFileSync(file, conf);
  return { FONTCONFIG_FILE: file };
}
