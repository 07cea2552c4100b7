import {
  PAGE_IDS,
  pages,
  pathMatches,
  type PageDefinition,
  type PageId,
} from '@machines/access/pages';

export const pageDefinition = (id: PageId): PageDefinition => pages[id];

/**
 * The page's menu group. `PageDefinition.parent` reads as a plain string to the type
 * checker (pages.ts defines PageId from itself), so it is looked up among the ids.
 */
export function parentOf(id: PageId): PageId | undefined {
  const parent = pageDefinition(id).parent;
  return parent === undefined ? undefined : PAGE_IDS.find((candidate) => candidate === parent);
}

export const childrenOf = (group: PageId): PageId[] =>
  PAGE_IDS.filter((id) => parentOf(id) === group);

/** The access table's page at exactly this path, whether or not it has a screen yet. */
export function pageAtPath(pathname: string): PageId | undefined {
  return PAGE_IDS.find((id) => pathMatches(pageDefinition(id).path, pathname));
}
