/**
 * The part of a language's catalogue the public pages (login, register, forgotten password
 * and account, a certificate's check, the error pages) and the app's frame around them
 * use: a first visit downloads it before the first render, and the whole catalogue after
 * (src/lib/i18n.ts). The build makes it a module of its own (scripts/vite/publicCatalogue.ts)
 * and renders the public pages with nothing else, failing on any key outside it
 * (src/prerender/renderPage.tsx). Whole namespaces, so that a message a page shows later
 * (a field's validation, a server error, a status) is in it too.
 */
export const PUBLIC_NAMESPACES = [
  'action',
  'agreement',
  'app',
  'appeal',
  'certificate',
  'creditApply',
  'error',
  'errorPage',
  'field',
  'forgetPassword',
  'form',
  'layout',
  'login',
  'register',
  'route',
  'session',
  'sms',
  'status',
  'upload',
  'validation',
  'viewer',
] as const;

export type Catalogue = Record<string, unknown>;

/** The public namespaces of `catalogue`. */
export function publicPart(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(
    PUBLIC_NAMESPACES.filter((namespace) => namespace in catalogue).map((namespace) => [
      namespace,
      catalogue[namespace],
    ]),
  );
}
