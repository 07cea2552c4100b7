/**
 * The public pages as the server answers a page load of them: the built index.html with the
 * prerendered markup (scripts/vite/prerenderPages.ts) inside #root, its CSS in the head, in
 * the language the visitor reads, and on /login a captcha drawn for this response.
 */
import { browserLanguage, isLanguage, type Language } from '@machines/app/layoutSettings';
import type { Captcha } from '@machines/app/login';
import { DRAWN_HEADING_SLOT, PAGE_LOAD, PRERENDERED_CAPTCHA } from '@machines/contracts/pageLoad';
import { withDeferredScripts } from './pageScripts';
import type { PrerenderedPage, PrerenderedPages } from './prerenderedPagesFile';

const ROOT_ELEMENT = '<div id="root"></div>';

/** What of a page load decides which page it gets. */
export interface PageVisit {
  readonly cookieHeader: string | undefined;
  readonly acceptLanguage: string | undefined;
}

/** A cookie's value from a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      // Not percent-encoding a browser writes: no value this page can use.
      return undefined;
    }
  }
  return undefined;
}

/**
 * The language the browser will start in (src/lib/storage.ts `startLanguage`): the one
 * chosen before, kept in a cookie, else the first of the browser's languages the app has.
 */
export function visitLanguage(visit: PageVisit): Language {
  const chosen = cookieValue(visit.cookieHeader, PAGE_LOAD.languageCookie);
  if (isLanguage(chosen)) return chosen;
  const preferences = (visit.acceptLanguage ?? '')
    .split(',')
    .map((entry) => entry.split(';', 1)[0]?.trim() ?? '')
    .filter(Boolean);
  return browserLanguage(preferences);
}

/**
 * The session token a page load carries, if any. With one, the session decides where the
 * page goes, so no signed-out page is painted.
 */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  return cookieValue(cookieHeader, PAGE_LOAD.tokenCookie) || undefined;
}

/** Text for inside an HTML element or attribute: nothing in it can close either. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Holds the first paint until the whole prerendered page has been parsed. A browser paints
 * what it has parsed whenever it waits for more of the document, and the public card is
 * centred: half a card painted first would move as the rest arrived (on a slow line, and
 * in the CI's Chromium under load). A browser without render-blocking `expect` links paints
 * as before.
 */
const HOLD_PAINT_UNTIL_PARSED = `<link rel="expect" href="#${PAGE_LOAD.prerenderEndId}" blocking="render">`;
const PRERENDER_END = `<template id="${PAGE_LOAD.prerenderEndId}"></template>`;

/**
 * `index` with `page` in place, for the language the page was rendered in. Replacements
 * are functions: a `$` in what is put in is never read as a replacement pattern.
 */
export function composePage(index: string, page: PrerenderedPage, language: Language): string {
  return composeRoot(index, page, `${PAGE_LOAD.prerenderedAttribute}="${language}"`);
}

/**
 * `index` with the signed-in frame in place and `heading` as its page heading (none: empty,
 * and the frame hides its place). #root does not name a language: the browser renders anew
 * over the frame rather than hydrate it (src/app/hydration.ts).
 */
export const composeSignedInFrame = (index: string, frame: PrerenderedPage, heading = ''): string =>
  composeRoot(
    index,
    { ...frame, markup: frame.markup.replace(DRAWN_HEADING_SLOT, () => escapeHtml(heading)) },
    '',
  );

function composeRoot(index: string, page: PrerenderedPage, rootAttributes: string): string {
  const root = `<div id="root"${rootAttributes ? ` ${rootAttributes}` : ''}>${page.markup}</div>${PRERENDER_END}`;
  return withDeferredScripts(
    index
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.htmlLang)}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', () => `${HOLD_PAINT_UNTIL_PARSED}${page.styleTags}</head>`)
      .replace(ROOT_ELEMENT, () => root),
    // A build from before pages said when (none): at paint, which every page can take.
    page.scriptStart === 'intent' ? 'intent' : 'paint',
  );
}

/** Whether a composed page holds the prerender's stand-in captcha. */
export const holdsCaptcha = (html: string) => html.includes(PRERENDERED_CAPTCHA.svg);

/**
 * The page with a real captcha where the stand-in was: its picture in the <img>, and the
 * captcha as JSON for the login machine (src/lib/pageCaptcha.ts), right after the drawn
 * page, well before the script that asks for the entry. The JSON is escaped so that no
 * `</script>` in the picture can end its element.
 */
export function withCaptcha(html: string, captcha: Captcha): string {
  const json = JSON.stringify(captcha)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return html
    .replace(PRERENDERED_CAPTCHA.svg, () => encodeURIComponent(captcha.svg))
    .replace(
      PRERENDER_END,
      () =>
        `${PRERENDER_END}<script type="application/json" id="${PAGE_LOAD.captchaElementId}">${json}</script>`,
    );
}

/** Every prerendered page composed: path → language → HTML. */
export function composePages(
  pages: PrerenderedPages,
  indexOf: (path: string) => string,
): Map<string, Map<Language, string>> {
  const composed = new Map<string, Map<Language, string>>();
  for (const [path, byLanguage] of Object.entries(pages)) {
    const index = indexOf(path);
    if (!index.includes(ROOT_ELEMENT)) continue;
    const languages = new Map<Language, string>();
    for (const [language, page] of Object.entries(byLanguage)) {
      if (isLanguage(language)) languages.set(language, composePage(index, page, language));
    }
    composed.set(path, languages);
  }
  return composed;
}
