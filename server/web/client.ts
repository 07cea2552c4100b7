/**
 * Serves the built React client from dist/. Vite's hashed files under /assets never change
 * and are cached for a year; everything else (index.html first) is revalidated on each load.
 * The build writes brotli and gzip copies of each text file (a plugin in vite.config.ts): a
 * client that accepts one gets it with its Content-Encoding, the others get the original.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface ClientApp {
  /** Answers index.html, where the client router takes over (SPA fallback). */
  sendIndex(reply: FastifyReply): FastifyReply;
}

/** Null when the client is not built: the API still runs (dev mode, server tests). */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
): Promise<ClientApp | null> {
  if (!existsSync(join(clientDir, 'index.html'))) return null;
  const assetsDir = join(clientDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    // dist/.vite/ holds build metadata (the manifest), not something to serve.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  return {
    // The not-found handler calls this, but a client route is a page, not a missing file.
    sendIndex: (reply) => reply.code(200).sendFile('index.html'),
  };
}
