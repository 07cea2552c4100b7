/**
 * Where a page sits for a role: the chain of pages from the top of the menu down to it.
 * A menu page sits under its group (`parent`); a hidden page under the first page it is
 * opened from that the role may open (`openedFrom`). The breadcrumb shows the chain, and
 * the sidebar highlights its last page that has a menu entry.
 */
import { canOpenPage, PAGE_IDS, pages, type PageDefinition, type PageId } from './pages';
import type { RoleCode } from './roles';

/** The active role, or none (anonymous, or a session still loading). */
type Role = RoleCode | null | undefined;

/** `parent` and `openedFrom` hold strings (the ids derive from the table): look them up. */
const asPageId = (name: string): PageId | undefined =>
  PAGE_IDS.find((candidate) => candidate === name);

const isHidden = (id: PageId): boolean => (pages[id] as PageDefinition).hidden === true;

/** The page this one sits under for the role, if any. */
export function pageAbove(id: PageId, role: Role): PageId | undefined {
  const page: PageDefinition = pages[id];
  if (page.parent !== undefined) return asPageId(page.parent);
  if (!page.hidden || page.openedFrom === undefined) return undefined;
  return page.openedFrom
    .map(asPageId)
    .find((from): from is PageId => from !== undefined && canOpenPage(from, role ?? undefined));
}

/** The pages from the top down to `id`, `id` last. */
export function pageLineage(id: PageId, role: Role): PageId[] {
  const lineage: PageId[] = [id];
  for (let above = pageAbove(id, role); above !== undefined; above = pageAbove(above, role)) {
    // The table test forbids cycles; this guard keeps a broken table from hanging the app.
    if (lineage.includes(above)) break;
    lineage.unshift(above);
  }
  return lineage;
}

/** The menu entry that stands for the page: itself, or the nearest menu page above it. */
export function menuPageOf(id: PageId, role: Role): PageId | undefined {
  return pageLineage(id, role).findLast((page) => !isHidden(page));
}
