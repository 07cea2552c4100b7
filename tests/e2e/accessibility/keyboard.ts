/**
 * Keyboard checks: from the top of a page, Tab reaches the page's primary action (the
 * element marked `data-primary-action`, or else the first control of the page's content
 * that Tab stops at: a tab list's other tabs are reached with the arrow keys), and the
 * focused element shows it is focused.
 */
import type { Page } from '@playwright/test';

/** Far more than any page's way from the address bar to its content. */
const MAX_TABS = 60;

export interface KeyboardResult {
  /** How many Tab presses it took, or null when it was never reached. */
  readonly tabs: number | null;
  /** Whether the browser drew the focus on it (`:focus-visible`). */
  readonly focusVisible: boolean;
  readonly target: string;
}

export async function tabToPrimaryAction(page: Page): Promise<KeyboardResult> {
  const target = await page.evaluate(() => {
    const main = document.querySelector('main');
    const marked = main?.querySelector('[data-primary-action]');
    const first = main?.querySelector(
      'button:not([disabled]):not([tabindex="-1"]), a[href], input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex="0"]',
    );
    const element = marked ?? first;
    if (!element) return null;
    element.setAttribute('data-keyboard-target', '');
    return element.outerHTML.slice(0, 120);
  });
  if (target === null) return { tabs: 0, focusVisible: true, target: '(no control)' };
  // From the top, as after a page load: nothing focused.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let tabs = 1; tabs <= MAX_TABS; tabs += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const active = document.activeElement;
      const reached = active?.closest('[data-keyboard-target]') !== null && active !== null;
      return { reached, visible: active?.matches(':focus-visible') ?? false };
    });
    if (state.reached) return { tabs, focusVisible: state.visible, target };
  }
  return { tabs: null, focusVisible: false, target };
}
