/**
 * Serves the built React client from dist/. Vite's hashed files under /assets never change
 * and are cached for a year; everything else (index.html first) is revalidated on each load.
 * The build writes brotli and gzip copies of each text file (a plugin in vite.config.ts): a
 * client that accepts one gets it with its Content-Encoding, the others get the original.
 * Every page load gets index.html from memory, with the association's time zone in a meta
 * tag (the client shows every time in it: src/lib/timeZone.ts) and, where the build listed
 * them, its screen's chunks to preload. A public page the build prerendered is answered
 * with its markup and CSS in place, in the visitor's language (prerenderedPages.ts); /login
 * with a captcha drawn for the response. A signed-in visitor's page load of a page in the
 * signed-in frame is answered with the frame drawn, waiting for the session, with the
 * page's heading where the server can draw it (the home page's greeting).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isSignedInFramePath } from '@machines/access/pages';
import type { Language } from '@machines/app/layoutSettings';
import type { Captcha } from '@machines/app/login';
import {
  composePages,
  composeSignedInFrame,
  holdsCaptcha,
  sessionTokenOf,
  visitLanguage,
  withCaptcha,
  type PageVisit,
} from './prerenderedPages';
import {
  PRERENDERED_PAGES_FILE,
  SIGNED_IN_FRAME_FILE,
  type PrerenderedPages,
  type SignedInFrames,
} from './prerenderedPagesFile';
import { pageLookup, type PageLookup } from './pagePaths';
import { ROUTE_PRELOADS_FILE } from './routePreloadsFile';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface PageLoad extends PageVisit {
  readonly url: string;
  readonly ip: string;
}

/**
 * A captcha for the page a visitor at `ip` loads, or undefined when none may be drawn for
 * them now (their captcha limit) or none could be: the page then comes without one and
 * the login form asks for it as before.
 */
export type DrawPageCaptcha = (ip: string) => Promise<Captcha | undefined>;

/**
 * The heading of the signed-in page at `path` for the session of `token`, in `language`,
 * which the frame is drawn with (the home page's greeting), or '' for none.
 */
export type DrawPageHeading = (page: {
  readonly path: string;
  readonly token: string;
  readonly language: Language;
}) => Promise<string>;

/** What the client's pages draw that only the server knows. */
export interface PageDrawers {
  readonly captcha: DrawPageCaptcha;
  readonly heading: DrawPageHeading;
}

export interface ClientApp {
  /**
   * Answers a page load of `url`, where the client router takes over (SPA fallback):
   * index.html with the page's own chunks named for preloading when the build listed them,
   * and the page prerendered in it when the build rendered it.
   */
  sendPage(reply: FastifyReply, load: PageLoad): Promise<FastifyReply>;
}

/** Null when the client is not built: the API still runs (dev mode, server tests). */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  timeZone: string,
  draw: PageDrawers,
): Promise<ClientApp | null> {
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const index = withTimeZone(readFileSync(indexFile, 'utf8'), timeZone);
  const assetsDir = join(clientDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    // dist/.vite/ holds build metadata (the manifest), not something to serve.
    dotfiles: 'ignore',
    // The page itself is never a static file: the not-found handler answers it, with the
    // zone and preloads, for `/` as for every other page path.
    allowedPath: (pathName) => pathName !== '/' && pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  const pagesWithPreloads = pageIndexes(clientDir, index);
  const indexOf = (path: string) => pagesWithPreloads(path) ?? index;
  const prerendered = pageLookup(composePages(readPrerenderedPages(clientDir), indexOf));

  const signedInFrames = readSignedInFrames(clientDir);

  /**
   * The page's HTML: prerendered for a signed-out visitor where the build rendered it; for
   * a signed-in one, the signed-in frame around any page in it.
   */
  const pageHtml = async (load: PageLoad): Promise<string> => {
    const path = pathOf(load.url);
    const plain = indexOf(path);
    const token = sessionTokenOf(load.cookieHeader);
    if (token) {
      const language = visitLanguage(load);
      const frame = signedInFrames[language];
      if (!frame || !isSignedInFramePath(path)) return plain;
      return composeSignedInFrame(plain, frame, await draw.heading({ path, token, language }));
    }
    const byLanguage = prerendered(path);
    if (!byLanguage || !drawnAsIs(load.url)) return plain;
    const html = byLanguage.get(visitLanguage(load));
    if (!html) return plain;
    if (!holdsCaptcha(html)) return html;
    const captcha = await draw.captcha(load.ip);
    return captcha ? withCaptcha(html, captcha) : plain;
  };

  return {
    // The not-found handler calls this, but a client route is a page, not a missing file.
    sendPage: async (reply, load) =>
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        // The answer depends on these: a cache must not hand one visitor's page to another.
        .header('vary', 'Cookie, Accept-Language')
        .send(await pageHtml(load)),
  };
}

/** The build's prerendered pages, or none (a build without them, the server tests). */
function readPrerenderedPages(clientDir: string): PrerenderedPages {
  const file = join(clientDir, PRERENDERED_PAGES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : {};
}

/** The build's signed-in frame per language, or none. */
function readSignedInFrames(clientDir: string): SignedInFrames {
  const file = join(clientDir, SIGNED_IN_FRAME_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SignedInFrames) : {};
}

/** The zone in the page's head; checked by the configuration, escaped all the same. */
function withTimeZone(index: string, timeZone: string): string {
  const content = timeZone.replace(/[^\w/+-]/g, '');
  return index.replace(
    '</head>',
    `<meta name="association-time-zone" content="${content}"></head>`,
  );
}

/**
 * Parameters a prerendered page is drawn the same with: `redirect` only says where to go
 * after signing in; a certificate's check `code` (its QR code carries one) is read once the
 * look-up answers, and the page is drawn waiting for it.
 */
const DRAWN_THE_SAME_WITH = new Set(['redirect', 'code']);

/**
 * Whether the prerendered page is what `url` shows: its query names nothing a page draws
 * differently (`/forgetPassword?tab=account` opens another tab).
 */
function drawnAsIs(url: string): boolean {
  const query = new URLSearchParams(url.split('#', 1)[0]?.split('?')[1] ?? '');
  return [...query.keys()].every((name) => DRAWN_THE_SAME_WITH.has(name));
}

const pathOf = (url: string) => url.split(/[?#]/, 1)[0]?.replace(/(.)\/+$/, '$1') ?? '/';

/**
 * index.html per page path with `<link rel="modulepreload">` for the chunks its screen
 * loads (dist/.vite/route-preloads.json, written by the build: scripts/vite/routePreloads.ts).
 * Without the list (an older build), every page gets the plain index.
 */
function pageIndexes(clientDir: string, index: string): PageLookup<string> {
  const listFile = join(clientDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile) || !index.includes('</head>')) return () => undefined;
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  return pageLookup(
    Object.entries(preloads).map(([path, files]) => {
      const links = files
        .filter((file) => SAFE_ASSET.test(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      return [path, index.replace('</head>', `${links}</head>`)];
    }),
  );
}

/** Only built asset names go into the page: nothing that could close the attribute. */
const SAFE_ASSET = /^\/assets\/[\w.-]+\.js$/;
