/**
 * A build step: writes dist/.vite/route-preloads.json, for each page that has a screen
 * its path and the chunks the screen loads (its own and what they import) that the entry
 * does not load already. The server lists them as `<link rel="modulepreload">` in the
 * page it answers (server/web/client.ts), so the browser fetches a route's code together
 * with the entry instead of after the entry has run.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { pages, type PageId } from '../../machines/access/pages';
import { ROUTE_PRELOADS_FILE } from '../../server/web/routePreloadsFile';

const ROUTE_TABLE = 'src/app/routes.tsx';
/** The frame around every signed-in page (src/app/router.tsx loads it lazily). */
export const SIGNED_IN_FRAME = 'src/app/layout/AppLayout';

/** Page id → the modules its screen imports, from the route table's `import('…')` calls. */
export function screenModules(routeTableSource: string): Map<string, string[]> {
  const starts = [...routeTableSource.matchAll(/\bid: '(\w+)'/g)];
  return new Map(
    starts.map((start, index) => {
      const body = routeTableSource.slice(start.index, starts[index + 1]?.index);
      const modules = [...body.matchAll(/import\('([^']+)'\)/g)].map(([, specifier = '']) =>
        posix.join(posix.dirname(ROUTE_TABLE), specifier),
      );
      return [start[1] ?? '', modules];
    }),
  );
}

/** A chunk's file and every chunk it imports statically, transitively. */
function withImports(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') chunk.imports.forEach((file) => withImports(bundle, file, into));
  return into;
}

/** A page at one path or at a pattern of them (`/verify/:certificateNo`); not the catch-all. */
const isPagePath = (path: string) => !path.includes('*');

export function routePreloads(root: string): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedWithEntry = withImports(bundle, entry.fileName);
      const chunkOf = (module: string) =>
        chunks.find(
          (chunk) =>
            chunk.isDynamicEntry &&
            chunk.facadeModuleId?.replace(/\.[jt]sx?$/, '').endsWith(`/${module}`),
        );

      const preloads: Record<string, string[]> = {};
      const source = readFileSync(posix.join(root, ROUTE_TABLE), 'utf8');
      for (const [id, modules] of screenModules(source)) {
        const page = pages[id as PageId];
        if (!page || !isPagePath(page.path) || modules.length === 0) continue;
        const files = new Set<string>();
        const signedIn = page.audience !== 'public';
        for (const module of signedIn ? [SIGNED_IN_FRAME, ...modules] : modules) {
          const chunk = chunkOf(module);
          if (!chunk) this.error(`route-preloads: no lazy chunk for ${module} (page ${id})`);
          withImports(bundle, chunk.fileName, files);
        }
        preloads[page.path] = [...files]
          .filter((file) => !loadedWithEntry.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
