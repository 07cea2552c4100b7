/**
 * Security headers. The content security policy is spelled out in full rather than merged
 * with helmet's defaults, whose upgrade-insecure-requests breaks plain-HTTP intranet hosts.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * `inlineScriptHashes`: the CSP hashes of the inline scripts the pages carry (the
 * prerendered pages' boot script, server/web/pageScripts.ts), given by whoever serves them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  inlineScriptHashes: readonly string[],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only by hash: a prerendered page's, asking for its files after the
        // first paint.
        scriptSrc: ["'self'", ...inlineScriptHashes],
        // No inline event handlers, whatever script-src may one day allow.
        scriptSrcAttr: ["'none'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Agrees with frame-ancestors 'none' for browsers that only know this older header.
    frameguard: { action: 'deny' },
  });
}

/** API answers hold personal data and tokens: no browser or proxy may keep them. */
export function forbidCachingApiAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
