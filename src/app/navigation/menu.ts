/**
 * The sidebar menu (seed §6): pages the active role may open, in the access table's
 * order; hidden pages never show; a group shows only with at least one visible child
 * that has a screen.
 */
import { canOpenPage, PAGE_IDS, type PageId } from '@machines/access/pages';
import type { RoleCode } from '@machines/access/roles';
import { childrenOf, pageDefinition as definition, parentOf } from './pageTree';

export interface MenuItem {
  readonly id: PageId;
  readonly path: string;
  /** Empty for a page; a group's visible children otherwise. */
  readonly children: readonly MenuItem[];
}

function visibleLeaf(id: PageId, role: RoleCode, withScreen: ReadonlySet<PageId>): boolean {
  const page = definition(id);
  return !page.hidden && page.audience !== 'public' && withScreen.has(id) && canOpenPage(id, role);
}

function menuItem(id: PageId, role: RoleCode, withScreen: ReadonlySet<PageId>): MenuItem | null {
  const page = definition(id);
  const childIds = childrenOf(id);
  if (childIds.length === 0) {
    return visibleLeaf(id, role, withScreen) ? { id, path: page.path, children: [] } : null;
  }
  if (page.hidden || !canOpenPage(id, role)) return null;
  const children = childIds
    .map((child) => menuItem(child, role, withScreen))
    .filter((item): item is MenuItem => item !== null);
  return children.length > 0 ? { id, path: page.path, children } : null;
}

export function buildMenu(role: RoleCode, withScreen: ReadonlySet<PageId>): MenuItem[] {
  return PAGE_IDS.filter((id) => parentOf(id) === undefined)
    .map((id) => menuItem(id, role, withScreen))
    .filter((item): item is MenuItem => item !== null);
}

/** Is the page this item, or an entry somewhere under it? */
export function holdsPage(item: MenuItem, page: PageId): boolean {
  return item.id === page || item.children.some((child) => holdsPage(child, page));
}
