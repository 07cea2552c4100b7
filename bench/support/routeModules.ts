/**
 * The client's routes as the bundle benchmark needs them: each page id of the route table
 * (src/app/routes.tsx) with the module its screen loader imports, and whether it is public.
 */
import { posix } from 'node:path';
import { pages, type PageDefinition } from '../../machines/access/pages';
import { routeTable } from '../../src/app/routes';

export interface RouteModule {
  readonly id: string;
  /** Source path from the project root without extension, as in the build manifest. */
  readonly module: string;
  readonly isPublic: boolean;
}

/** The folder routes.tsx lives in: its import specifiers are relative to it. */
const ROUTE_TABLE_DIR = 'src/app';

/** The one `import('…')` in a screen loader, read from its source text. */
function importedSpecifier(loader: () => unknown, id: string): string {
  const match = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(loader.toString());
  if (!match?.[1]) throw new Error(`The screen loader of route "${id}" has no import('…').`);
  return match[1];
}

export function routeModules(): RouteModule[] {
  return routeTable.flatMap((entry) => {
    if (!entry.screen) return [];
    const specifier = importedSpecifier(entry.screen, entry.id);
    const page = pages[entry.id] as PageDefinition;
    return [
      {
        id: entry.id,
        module: posix.normalize(posix.join(ROUTE_TABLE_DIR, specifier)),
        isPublic: page.audience === 'public',
      },
    ];
  });
}
