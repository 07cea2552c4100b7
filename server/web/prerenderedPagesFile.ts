/**
 * The public pages the build prerenders (scripts/vite/prerenderPages.ts), per path and
 * language, inside the client's build folder, and what the server reads from it
 * (client.ts): the page's markup, the CSS it uses, its language and title.
 */
export const PRERENDERED_PAGES_FILE = '.vite/prerendered-pages.json';

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
