/**
 * A build step: writes dist/.vite/chunk-modules.json, for each JavaScript file of the build
 * how much of it each dependency is (an npm package by name, the project's own code by its
 * folder), in characters of rendered code before minification. `npm run bench:bundle`
 * shares each file's compressed size out in those proportions, to say what each
 * dependency costs the first page (issue 44).
 */
import { relative, sep } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where, in the build folder. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** File → dependency → characters of rendered code. */
export type ChunkModules = Record<string, Record<string, number>>;

/** Depth of a project folder a module is counted under: `src/features/auth`, `machines/app`. */
const PROJECT_FOLDER_DEPTH: Record<string, number> = { src: 3, machines: 2 };

/** `react-dom`, `@mui/material`, or the project folder a module lives in. */
export function dependencyOf(moduleId: string, root: string): string {
  const path = moduleId.replace(/^\0/, '').split('?', 1)[0] ?? moduleId;
  const packagePath = path.split(/[\\/]node_modules[\\/]/).at(-1);
  if (packagePath !== undefined && packagePath !== path) {
    const [scope = '', name = ''] = packagePath.split(/[\\/]/);
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (!path.startsWith(root)) return path.startsWith('vite') ? 'vite (runtime)' : '(bundler)';
  const parts = relative(root, path).split(sep);
  const depth = PROJECT_FOLDER_DEPTH[parts[0] ?? ''] ?? 1;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/') || (parts[0] ?? path);
}

export function chunkModules(root: string): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const byDependency: Record<string, number> = {};
        for (const [id, module] of Object.entries((output as Rollup.OutputChunk).modules)) {
          const dependency = dependencyOf(id, root);
          byDependency[dependency] = (byDependency[dependency] ?? 0) + module.renderedLength;
        }
        files[output.fileName] = byDependency;
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(files)}\n`,
      });
    },
  };
}
