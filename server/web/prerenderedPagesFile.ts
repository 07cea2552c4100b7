/**
 * The public pages the build prerenders (scripts/vite/prerenderPages.ts), per path and
 * language, inside the client's build folder, and what the server reads from it
 * (client.ts): the page's markup, the CSS it uses, its language and title.
 */
export const PRERENDERED_PAGES_FILE = '.vite/prerendered-pages.json';

/**
 * The signed-in frame the build prerenders per language (src/app/layout/SignedInFrameSkeleton.tsx),
 * answered to a signed-in page load of any page in the frame; the browser renders over it.
 */
export const SIGNED_IN_FRAME_FILE = '.vite/signed-in-frame.json';

/**
 * When a drawn page's script starts (server/web/pageScripts.ts). `paint`: once the page is
 * painted, for a page that needs it to show anything more (data to fetch, a session to
 * ask for). `intent`: at the reader's first touch, for a page complete as drawn whose form
 * works as HTML.
 */
export type ScriptStart = 'paint' | 'intent';

export interface PrerenderedPage {
  /** What goes inside #root. */
  readonly markup: string;
  /** `<style>` elements for the head. */
  readonly styleTags: string;
  /** `<html lang>`. */
  readonly htmlLang: string;
  readonly title: string;
  readonly scriptStart: ScriptStart;
}

/** Path → language → page. */
export type PrerenderedPages = Record<string, Record<string, PrerenderedPage>>;

/** Language → the signed-in frame. */
export type SignedInFrames = Record<string, PrerenderedPage>;
