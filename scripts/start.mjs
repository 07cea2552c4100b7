/**
 * `npm start`: runs the server compiled into one file (build-server/main.mjs, packages left
 * in node_modules) rather than through tsx: it is ready in half the time with half the
 * memory (docs/performance.md). The file is rebuilt first whenever a server or machine
 * source is newer, so a fresh checkout or an edited one just starts. Plain JavaScript:
 * this is what runs before anything is compiled.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = join(ROOT, 'server', 'main.ts');
const BUNDLE = join(ROOT, 'build-server', 'main.mjs');
const SOURCES = ['server', 'machines', 'locales', 'package.json', 'tsconfig.json'];

function newestChange() {
  let newest = 0;
  for (const source of SOURCES) {
    const path = join(ROOT, source);
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' }).map((file) => join(path, file))
      : [path];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

if (!existsSync(BUNDLE) || statSync(BUNDLE).mtimeMs < newestChange()) {
  await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies load from node_modules as usual; only our code is bundled.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(BUNDLE).href);
