import { pages, type PageId } from '@machines/access/pages';
import { parentOf } from './pageTree';

export interface Crumb {
  readonly id: PageId;
  readonly path: string;
  /** The root crumb, titled with the system's name (seed §1). */
  readonly root: boolean;
}

const HOME: PageId = 'dashboard';

/** The page's parent groups, outermost first. */
function ancestors(id: PageId): PageId[] {
  const parent = parentOf(id);
  return parent ? [...ancestors(parent), parent] : [];
}

/** Seed §2: the trail starts at the dashboard unless the page is the dashboard. */
export function breadcrumbTrail(id: PageId): Crumb[] {
  const crumb = (page: PageId): Crumb => ({
    id: page,
    path: pages[page].path,
    root: page === HOME,
  });
  if (id === HOME) return [crumb(HOME)];
  return [HOME, ...ancestors(id), id].map(crumb);
}
