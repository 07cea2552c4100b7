/**
 * Reads the client build's manifest (dist/.vite/manifest.json, `build.manifest` in
 * vite.config.ts) and answers which files a page needs: a chunk, what it imports
 * statically (the browser fetches those before running it) and their CSS.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's manifest, keyed by source path ("src/app/router.tsx") or "_<chunk>". */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface ClientBuild {
  readonly distDir: string;
  readonly manifest: Manifest;
  readonly builtAt: Date;
}

export function readClientBuild(distDir: string): ClientBuild {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`npm run build\` first.`);
  }
  return {
    distDir,
    manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest,
    builtAt: statSync(path).mtime,
  };
}

export function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for "${key}".`);
  return chunk;
}

/** The manifest key of a source module, whatever its extension (.ts, .tsx, .json). */
export function keyOfModule(manifest: Manifest, modulePath: string): string {
  const key = Object.keys(manifest).find(
    (candidate) => candidate === modulePath || candidate.replace(/\.[^./]+$/, '') === modulePath,
  );
  if (!key) throw new Error(`The build manifest has no chunk for module "${modulePath}".`);
  return key;
}

/** The chunks `keys` need before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const needed = new Set<string>();
  const visit = (key: string) => {
    if (needed.has(key)) return;
    needed.add(key);
    chunkOf(manifest, key).imports?.forEach(visit);
  };
  keys.forEach(visit);
  return needed;
}

/** The files (JS and CSS) of these chunks, each once. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = chunkOf(manifest, key);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
  }
  return [...files].sort();
}

/** Keys in `keys` that are not in any of `already`. */
export function without(keys: Iterable<string>, ...already: ReadonlySet<string>[]): Set<string> {
  return new Set([...keys].filter((key) => !already.some((set) => set.has(key))));
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry in the build manifest, found: ${entries.join(', ')}`);
  }
  return entries[0] as string;
}
