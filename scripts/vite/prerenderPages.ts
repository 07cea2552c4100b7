/**
 * A build step: renders the public pages to HTML, in each language, with the React tree
 * the browser hydrates (src/prerender/renderPage.tsx), and writes them to
 * dist/.vite/prerendered-pages.json; and the signed-in frame, to signed-in-frame.json. The server answers a page load of one of them with
 * its markup and CSS in place (server/web/client.ts), so the page paints before any script
 * has arrived. The renderer runs under Node in a Vite server of its own (no second bundle
 * to keep), once the client's files are written.
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type AliasOptions, type Plugin } from 'vite';
import { pages, type PageId } from '../../machines/access/pages';
import { LANGUAGES, type Language } from '../../machines/app/layoutSettings';
import {
  PRERENDERED_PAGES_FILE,
  SIGNED_IN_FRAME_FILE,
  type PrerenderedPage,
  type PrerenderedPages,
  type ScriptStart,
} from '../../server/web/prerenderedPagesFile';

/**
 * The public pages, and when each one's script starts. The certificate check is drawn
 * waiting for its look-up, which is the same for every number: the server answers it for
 * every `/verify/…` address; the look-up needs the script at once. The others are whole
 * as drawn, their forms working as HTML until the reader's first touch.
 */
export const PRERENDERED_PAGES = {
  login: 'intent',
  register: 'intent',
  forgetPassword: 'intent',
  verifyCertificate: 'paint',
  notFound: 'intent',
  unauthorized: 'intent',
} as const satisfies Partial<Record<PageId, ScriptStart>>;

/** The signed-in frame's page needs the script to show anything. */
const SIGNED_IN_FRAME_SCRIPT_START: ScriptStart = 'paint';

const RENDERER = '/src/prerender/renderPage.tsx';

type RenderedPage = Omit<PrerenderedPage, 'scriptStart'>;

interface Renderer {
  renderPage(page: PageId, language: Language): Promise<RenderedPage>;
  renderSignedInFrame(language: Language): Promise<RenderedPage>;
}

export function prerenderPages(root: string, alias: AliasOptions): Plugin {
  let outDir = '';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        resolve: { alias },
        plugins: [react()],
        appType: 'custom',
        logLevel: 'warn',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const renderer = (await server.ssrLoadModule(RENDERER)) as Renderer;
        const rendered: PrerenderedPages = {};
        for (const [page, scriptStart] of Object.entries(PRERENDERED_PAGES) as [
          keyof typeof PRERENDERED_PAGES,
          ScriptStart,
        ][]) {
          const byLanguage: Record<string, PrerenderedPage> = {};
          for (const language of LANGUAGES) {
            byLanguage[language] = { ...(await renderer.renderPage(page, language)), scriptStart };
          }
          rendered[pages[page].path] = byLanguage;
        }
        await writeFile(join(outDir, PRERENDERED_PAGES_FILE), JSON.stringify(rendered));
        const frame: Record<string, PrerenderedPage> = {};
        for (const language of LANGUAGES) {
          frame[language] = {
            ...(await renderer.renderSignedInFrame(language)),
            scriptStart: SIGNED_IN_FRAME_SCRIPT_START,
          };
        }
        await writeFile(join(outDir, SIGNED_IN_FRAME_FILE), JSON.stringify(frame));
      } finally {
        await server.close();
      }
    },
  };
}
