/**
 * Keyboard checks: from the top of a page, Tab reaches the page's primary action (the
 * element marked `data-primary-action`, or else the first control of the page's content
 * that Tab stops at: a tab list's other tabs are reached with the arrow keys), by way of
 * the skip link where the page has one, and the focused element shows it is focused.
 */
import type { Page } from '@playwright/test';

/** Far more than any page's way from the address bar to its content. */
const MAX_TABS = 60;
/** Tab presses between two looks at where the focus went. */
const TABS_PER_BURST = 6;

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
  // From the top, as after a page load. Blurring is not enough: the browser would go on
  // from where the focus last was (the app navigates without reloading), so Tab starts
  // from a mark placed before everything else, which Tab itself never stops at. Each
  // focus is recorded in the page, so the keys go in bursts instead of one round trip each.
  await page.evaluate(() => {
    const walk = { stops: 0, reachedAt: 0, visible: false };
    const mark = document.createElement('span');
    mark.tabIndex = -1;
    mark.setAttribute('data-keyboard-start', '');
    document.body.prepend(mark);
    mark.focus();
    const onFocus = (event: FocusEvent) => {
      const active = event.target as Element;
      walk.stops += 1;
      if (walk.reachedAt === 0 && active.closest('[data-keyboard-target]') !== null) {
        walk.reachedAt = walk.stops;
        walk.visible = active.matches(':focus-visible');
      }
    };
    document.addEventListener('focusin', onFocus);
    Object.assign(window, {
      keyboardWalk: walk,
      endKeyboardWalk: () => {
        document.removeEventListener('focusin', onFocus);
        mark.remove();
      },
    });
  });
  try {
    // The signed-in frame's first stop is its skip link: followed, as a keyboard user
    // would, it leaves the menu and the header behind.
    await page.keyboard.press('Tab');
    const onSkipLink = await page.evaluate(
      () => document.activeElement?.matches('[data-skip-link]') ?? false,
    );
    if (onSkipLink) await page.keyboard.press('Enter');
    for (let pressed = 1; pressed < MAX_TABS; pressed += TABS_PER_BURST) {
      for (let key = 0; key < TABS_PER_BURST; key += 1) await page.keyboard.press('Tab');
      const walk = await page.evaluate(
        () =>
          (window as unknown as { keyboardWalk: { reachedAt: number; visible: boolean } })
            .keyboardWalk,
      );
      if (walk.reachedAt > 0) return { tabs: walk.reachedAt, focusVisible: walk.visible, target };
    }
    return { tabs: null, focusVisible: false, target };
  } finally {
    await page.evaluate(() =>
      (window as unknown as { endKeyboardWalk: () => void }).endKeyboardWalk(),
    );
  }
}
