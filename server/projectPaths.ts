/**
 * The project's folders, found from wherever this code runs: server/ under tsx (tests,
 * command-line tools) or build-server/ once bundled (`npm start`), so no path may be
 * relative to a source file.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function folderHolding(file: string, start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, file))) return folder;
    if (dirname(folder) === folder) throw new Error(`No ${file} above ${start}`);
  }
}

export const PROJECT_ROOT = folderHolding('package.json', dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'server', 'db', 'migrations');
/** The built React client (`vite build`). */
export const CLIENT_DIR = join(PROJECT_ROOT, 'dist');
