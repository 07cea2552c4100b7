/**
 * "Nothing loads any more", measured from the requests themselves. Playwright's
 * `networkidle` waits half a second of silence after every page and dialog; the suites
 * that open every page of every role spend minutes in it. A page whose requests are
 * followed here is quiet after a short silence instead.
 */
import { expect, type Page, type Request } from '@playwright/test';

/** A request that is answered after this much silence would be a slow answer, not a new one. */
const QUIET_MS = 150;

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts following the page's requests: call before its first navigation. */
export function followRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  inFlight.set(page, open);
}

/** Waits until no request of the page has been open for a short while. */
export async function networkQuiet(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) {
    await page.waitForLoadState('networkidle');
    return;
  }
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (open.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= QUIET_MS;
      },
      { intervals: [25], message: 'requests still open' },
    )
    .toBe(true);
}
