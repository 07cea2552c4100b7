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

export interface PrerenderedPage {
  /** What goes inside #root. */
  readonly markup: string;
  /** `<style>` elements for the head. */
  readonly styleTags: string;
  /** `<html lang>`. */
  readonly htmlLang: string;
  readonly title: string;
}

/** Path → language → page. */
export type PrerenderedPages = Record<string, Record<string, PrerenderedPage>>;

/** Language → the signed-in frame. */
export type SignedInFrames = Record<string, PrerenderedPage>;
