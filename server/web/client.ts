/**
 * Serves the built React client from dist/. Vite's hashed files under /assets never change
 * and are cached for a year; everything else (index.html first) is revalidated on each load.
 * The build writes brotli and gzip copies of each text file (a plugin in vite.config.ts): a
 * client that accepts one gets it with its Content-Encoding, the others get the original.
 * Every page load gets index.html from memory, with the association's time zone in a meta
 * tag (the client shows every time in it: src/lib/timeZone.ts) and, where the build listed
 * them, its screen's chunks to preload.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTE_PRELOADS_FILE } from './routePreloadsFile';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface ClientApp {
  /**
   * Answers index.html for a page load of `url`, where the client router takes over (SPA
   * fallback), with the page's own chunks named for preloading when the build listed them.
   */
  sendIndex(reply: FastifyReply, url: string): FastifyReply;
}

/** Null when the client is not built: the API still runs (dev mode, server tests). */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  timeZone: string,
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
  return {
    // The not-found handler calls this, but a client route is a page, not a missing file.
    sendIndex: (reply, url) =>
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(pagesWithPreloads.get(pathOf(url)) ?? index),
  };
}

/** The zone in the page's head; checked by the configuration, escaped all the same. */
function withTimeZone(index: string, timeZone: string): string {
  const content = timeZone.replace(/[^\w/+-]/g, '');
  return index.replace(
    '</head>',
    `<meta name="association-time-zone" content="${content}"></head>`,
  );
}

const pathOf = (url: string) => url.split(/[?#]/, 1)[0]?.replace(/(.)\/+$/, '$1') ?? '/';

/**
 * index.html per page path with `<link rel="modulepreload">` for the chunks its screen
 * loads (dist/.vite/route-preloads.json, written by the build: scripts/vite/routePreloads.ts).
 * Without the list (an older build), every page gets the plain index.
 */
function pageIndexes(clientDir: string, index: string): Map<string, string> {
  const listFile = join(clientDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile)) return new Map();
  if (!index.includes('</head>')) return new Map();
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  return new Map(
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
