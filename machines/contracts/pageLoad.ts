/**
 * What a page load carries between the server and the browser, beside the API: the cookies
 * the server reads to choose a prerendered page (the language and whether a session
 * exists), the attribute that names the language #root was prerendered in, and the captcha
 * the server draws into /login, and what a prerendered page's boot script marks for the app
 * (what the reader did before it came), and the heading it draws into the signed-in frame.
 * The server writes these (server/web/), the client reads them (src/main.tsx,
 * src/app/hydration.ts, src/lib/pageCaptcha.ts, src/app/earlyInput.ts, src/app/drawnHeading.ts).
 */
import type { Captcha } from '../app/login';

export const PAGE_LOAD = {
  /** The cookie holding the language chosen (src/lib/storage.ts). */
  languageCookie: 'language',
  /** The cookie holding the session's token (src/lib/storage.ts). */
  tokenCookie: 'access-token',
  /** The attribute of #root naming the language its markup was prerendered in. */
  prerenderedAttribute: 'data-prerendered',
  /** The id of the `<script type="application/json">` holding the page's captcha. */
  captchaElementId: 'page-captcha',
  /**
   * The id of the empty element after a prerendered #root: the browser paints nothing
   * before it has parsed it (`<link rel="expect" blocking="render">`).
   */
  prerenderEndId: 'prerendered-end',
  /**
   * On <html> once the app has taken over a prerendered page: until then the page's boot
   * script (server/web/pageScripts.ts) holds a form sent, for the app to send.
   */
  appStartedAttribute: 'data-app-started',
  /** On a form sent before the app had taken the page over. */
  heldSubmitAttribute: 'data-held-submit',
  /** On the last button pressed before the app had taken the page over. */
  heldClickAttribute: 'data-held-click',
  /**
   * The id of the signed-in frame's page heading (src/app/layout/SignedInFrameSkeleton.tsx):
   * the server writes the page's heading into it, or leaves it empty and so hidden.
   */
  drawnHeadingId: 'drawn-heading',
} as const;

/** What the prerendered signed-in frame holds where the server writes the page's heading. */
export const DRAWN_HEADING_SLOT = 'DRAWN-HEADING-SLOT';

/**
 * What the prerender draws in place of a captcha; the server puts a fresh one's picture
 * where the stand-in's stands. Neither part changes when URL-encoded.
 */
export const PRERENDERED_CAPTCHA: Captcha = {
  captchaId: 'PRERENDERED-CAPTCHA-ID',
  svg: 'PRERENDERED-CAPTCHA-SVG',
};
