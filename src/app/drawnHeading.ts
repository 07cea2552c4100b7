/**
 * The page heading the server drew into the signed-in frame it answered (the home page's
 * greeting, server/web/): the frame's largest text, painted before any script. The session
 * gate draws the frame again while it asks for the session, with the same heading, so it
 * stays on screen until the page itself draws it.
 */
import { createContext } from 'react';
import { PAGE_LOAD } from '@machines/contracts/pageLoad';

/** Empty when the page came without one: the frame then shows none. */
export const DrawnHeadingContext = createContext('');

/** The heading in the document the server answered, read before React draws over it. */
export const readDrawnHeading = (document: Document): string =>
  document.getElementById(PAGE_LOAD.drawnHeadingId)?.textContent ?? '';
