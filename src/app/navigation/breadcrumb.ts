import { pages, type PageId } from '@machines/access/pages';
import { pageLineage } from '@machines/access/placement';
import type { RoleCode } from '@machines/access/roles';

export interface Crumb {
  readonly id: PageId;
  readonly path: string;
  /** The root crumb, titled with the system's name (seed §1). */
  readonly root: boolean;
}

const HOME: PageId = 'dashboard';

/**
 * Seed §2: the trail starts at the dashboard (home) unless the page is the dashboard,
 * then follows the page's place for the role: its group, and for a detail page the
 * page it is opened from.
 */
export function breadcrumbTrail(id: PageId, role: RoleCode | null | undefined): Crumb[] {
  const crumb = (page: PageId): Crumb => ({
    id: page,
    path: pages[page].path,
    root: page === HOME,
  });
  const lineage = pageLineage(id, role);
  return (lineage[0] === HOME ? lineage : [HOME, ...lineage]).map(crumb);
}
