/**
 * `virtual:public-catalogue/zh` (and `/en`): the public namespaces of locales/<language>.json
 * (src/lib/publicCatalogue.ts), a module of its own, so a first visit to a public page
 * downloads that part before its first render and the rest after (src/lib/i18n.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isLanguage } from '../../machines/app/layoutSettings';
import { publicPart, type Catalogue } from '../../src/lib/publicCatalogue';

const PREFIX = 'virtual:public-catalogue/';
/** Rollup's mark of a module that is no file: other plugins leave it alone. */
const RESOLVED_PREFIX = `\0${PREFIX}`;

export function publicCatalogue(root: string): Plugin {
  return {
    name: 'public-catalogue',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const language = id.slice(RESOLVED_PREFIX.length);
      if (!isLanguage(language)) this.error(`No catalogue for language "${language}"`);
      const file = join(root, 'locales', `${language}.json`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
      return `export default ${JSON.stringify(publicPart(catalogue))};\n`;
    },
  };
}
