/**
 * Whether the page the server answered can be hydrated. A public page is prerendered at
 * build time as a first visit sees it (src/prerender/): signed out, nothing remembered,
 * the default look, in the language the server chose from the language cookie or
 * Accept-Language. A browser that would render anything else renders the page anew over
 * it: the same frame drawn again, which moves nothing, where hydrating markup that does
 * not match would leave wrong attributes behind.
 */
import type { Language } from '@machines/app/layoutSettings';
import { PAGE_LOAD } from '@machines/contracts/pageLoad';
import {
  readAppearance,
  readRememberedLogin,
  readSidebarOpened,
  readSize,
  readToken,
} from '../lib/storage';
import { REDUCED_MOTION } from './theme';

export function hydratesPrerendered(root: HTMLElement, language: Language): boolean {
  return (
    root.getAttribute(PAGE_LOAD.prerenderedAttribute) === language &&
    readToken() === undefined &&
    readRememberedLogin() === undefined &&
    readSize() === undefined &&
    readSidebarOpened() === undefined &&
    Object.keys(readAppearance()).length === 0 &&
    !window.matchMedia(REDUCED_MOTION).matches
  );
}
