import { useMatches } from 'react-router-dom';
import type { PageId } from '@machines/access/pages';

/** Every routed page carries its id in `handle`, which the guards and titles read. */
export interface PageHandle {
  readonly pageId: PageId;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'pageId' in handle;
}

/** The page the current location matched, if any. */
export function useMatchedPageId(): PageId | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1)?.pageId;
}
