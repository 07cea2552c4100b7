/**
 * `npm run bench:bundle` (after `npm run build`): how many compressed bytes the client
 * costs. Budgets: everything needed to show /login (the entry, its static imports, the
 * login screen's chunks, the public part of the first language's catalogue, CSS) ≤ 150 KB
 * gzip; what each route, the signed-in frame and every other lazy chunk adds to what is
 * already loaded ≤ 120 KB gzip. Prints a table and what each dependency costs /login,
 * writes bench/results/bundle.json, exits 1 on a failure.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { CHUNK_MODULES_FILE, type ChunkModules } from '../scripts/vite/chunkModules';
import { kilobytes, printTable, writeResults, type TableRow } from './support/clientBenchReport';
import { routeModules } from './support/routeModules';
import {
  entryKey,
  filesOf,
  keyOfModule,
  readClientBuild,
  staticClosure,
  without,
  type Manifest,
} from './support/viteManifest';

/** dist/, or another build (`vite build --outDir`) named by BENCH_DIST_DIR. */
const DIST_DIR = process.env.BENCH_DIST_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));
const KB = 1024;
const LOGIN_PAGE_BUDGET = 150 * KB;
const LAZY_CHUNK_BUDGET = 120 * KB;
/** router.tsx loads it for every signed-in page; public pages never do. */
const SIGNED_IN_FRAME = 'src/app/layout/AppLayout';
/**
 * The language of a first visit (src/main.tsx): the public part of its catalogue loads
 * before a public page's first render (src/lib/i18n.ts), a virtual module of the build.
 */
const FIRST_VISIT_CATALOGUE = 'virtual:public-catalogue/zh';

interface FileSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
  /** The .br copy the server sends (written by the build, vite.config.ts), else the raw size. */
  readonly brotli: number;
}

interface Figure {
  readonly figure: string;
  readonly budget?: number;
  readonly gzip: number;
  readonly brotli: number;
  readonly pass?: boolean;
  readonly files: readonly FileSize[];
}

function sizeOf(file: string): FileSize {
  const path = join(DIST_DIR, file);
  const content = readFileSync(path);
  return {
    file,
    raw: content.length,
    // Level 9: the .gz copies the server sends are written at that level too.
    gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: existsSync(`${path}.br`) ? statSync(`${path}.br`).size : content.length,
  };
}

function figure(
  manifest: Manifest,
  name: string,
  keys: Iterable<string>,
  budget: number | undefined,
): Figure {
  const files = filesOf(manifest, keys)
    .map(sizeOf)
    .sort((a, b) => b.gzip - a.gzip);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const brotli = files.reduce((sum, file) => sum + file.brotli, 0);
  return {
    figure: name,
    budget,
    gzip,
    brotli,
    pass: budget === undefined ? undefined : gzip <= budget,
    files,
  };
}

/**
 * What each dependency (an npm package, a project folder) costs of `files`: each file's
 * gzip size shared out by how much of its rendered code is the dependency's (a build
 * step writes that: scripts/vite/chunkModules.ts). An estimate, as compression is not
 * shared evenly, but it names what to cut. None for a build without the list.
 */
function dependencyCosts(files: readonly FileSize[]): { dependency: string; gzip: number }[] {
  const listFile = join(DIST_DIR, CHUNK_MODULES_FILE);
  if (!existsSync(listFile)) return [];
  const modules = JSON.parse(readFileSync(listFile, 'utf8')) as ChunkModules;
  const costs = new Map<string, number>();
  for (const file of files) {
    const shares = Object.entries(modules[file.file] ?? {});
    const total = shares.reduce((sum, [, length]) => sum + length, 0);
    for (const [dependency, length] of shares) {
      costs.set(dependency, (costs.get(dependency) ?? 0) + (file.gzip * length) / total);
    }
  }
  return [...costs]
    .map(([dependency, gzip]) => ({ dependency, gzip: Math.round(gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
}

function measure(manifest: Manifest): Figure[] {
  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const routes = routeModules().map((route) => {
    try {
      return { ...route, key: keyOfModule(manifest, route.module) };
    } catch {
      throw new Error(
        `No chunk for route "${route.id}": is dist/ older than src/? Run \`npm run build\`.`,
      );
    }
  });
  const loginRoute = routes.find((route) => route.id === 'login');
  if (!loginRoute) throw new Error('The route table has no login route.');
  const frameKey = keyOfModule(manifest, SIGNED_IN_FRAME);
  const frame = without(staticClosure(manifest, [frameKey]), entry);
  const catalogueKey = Object.keys(manifest).find((key) => key.includes(FIRST_VISIT_CATALOGUE));
  if (!catalogueKey) throw new Error(`The build manifest has no ${FIRST_VISIT_CATALOGUE}.`);

  const figures: Figure[] = [
    figure(
      manifest,
      '/login: entry + login screen + zh public catalogue',
      staticClosure(manifest, [entryKey(manifest), loginRoute.key, catalogueKey]),
      LOGIN_PAGE_BUDGET,
    ),
    figure(manifest, '  of which the entry (app shell)', entry, undefined),
    figure(manifest, 'signed-in frame (AppLayout)', frame, LAZY_CHUNK_BUDGET),
  ];

  const routeKeys = new Set(routes.map((route) => route.key));
  const lazyKeys = new Set<string>();
  for (const route of routes) {
    const needs = without(
      staticClosure(manifest, [route.key]),
      entry,
      route.isPublic ? new Set() : frame,
    );
    figures.push(figure(manifest, `route ${route.id}`, needs, LAZY_CHUNK_BUDGET));
    needs.forEach((key) => manifest[key]?.dynamicImports?.forEach((lazy) => lazyKeys.add(lazy)));
  }
  frame.forEach((key) => manifest[key]?.dynamicImports?.forEach((lazy) => lazyKeys.add(lazy)));

  // Chunks a screen loads on demand (the data grid, dialogs): what they add to the shell.
  for (const key of [...lazyKeys].sort()) {
    if (routeKeys.has(key) || key === frameKey) continue;
    const needs = without(staticClosure(manifest, [key]), entry, frame);
    figures.push(figure(manifest, `lazy ${key}`, needs, LAZY_CHUNK_BUDGET));
  }
  for (const key of Object.keys(manifest).filter((k) => k.startsWith('locales/'))) {
    figures.push(figure(manifest, `catalogue ${key}`, [key], LAZY_CHUNK_BUDGET));
  }
  return figures;
}

const build = readClientBuild(DIST_DIR);
const figures = measure(build.manifest);

const rows: TableRow[] = figures.map((f) => ({
  figure: f.figure,
  measured: `${kilobytes(f.gzip)} gzip (${kilobytes(f.brotli)} br)`,
  budget: f.budget === undefined ? '' : `≤ ${kilobytes(f.budget)}`,
  pass: f.pass,
}));
printTable(`Client bundle (${DIST_DIR}, built ${build.builtAt.toISOString()})`, rows);

const [loginPage] = figures;
const loginDependencies = loginPage ? dependencyCosts(loginPage.files) : [];
if (loginPage) {
  console.log('/login needs:');
  for (const file of loginPage.files) {
    console.log(`  ${kilobytes(file.gzip).padStart(9)}  ${file.file}`);
  }
  console.log("\n/login by dependency (each file's gzip size shared by rendered code):");
  for (const { dependency, gzip } of loginDependencies) {
    console.log(`  ${kilobytes(gzip).padStart(9)}  ${dependency}`);
  }
}

const passed = figures.every((f) => f.pass !== false);
const path = writeResults('bundle', {
  measuredAt: new Date().toISOString(),
  builtAt: build.builtAt.toISOString(),
  compression: 'gzip level 9 (node:zlib); br = the precompressed .br file',
  passed,
  figures,
  loginDependencies,
});
console.log(`\n${passed ? 'All budgets met' : 'Budget exceeded'}; results in ${path}`);
if (!passed) process.exitCode = 1;
