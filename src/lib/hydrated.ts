/**
 * Whether this render is the browser's own, not the server's markup being adopted. Public
 * pages arrive prerendered (src/prerender/): their HTML is drawn before the script runs, and
 * while React hydrates it the first render must match what the server drew. React reads the
 * server snapshot (false) in the prerender and in the hydration render, then renders again
 * with the browser's (true); a page rendered afresh reads true from its first render.
 */
import { useSyncExternalStore } from 'react';

const NEVER_CHANGES = () => () => undefined;
const IN_BROWSER = () => true;
const IN_MARKUP = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(NEVER_CHANGES, IN_BROWSER, IN_MARKUP);
}
