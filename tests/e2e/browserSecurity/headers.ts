/**
 * The security headers every answer carries (server/lib/security.ts): a content security
 * policy under which no inline or evaluated script runs (but the one a prerendered page asks
 * for its files with, by its hash) and nobody frames the app, and helmet's other protections.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { PAGE_BOOT_SCRIPT_HASH } from '../../../server/web/pageScripts';

/** Sources that would let injected markup run script. */
const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  '*',
  'data:',
  'blob:',
  'http:',
  'https:',
];

/** The directives script falls back through: each one present must be safe. */
const SCRIPT_DIRECTIVES = ['default-src', 'script-src', 'script-src-elem', 'script-src-attr'];

const FIXED_HEADERS: Readonly<Record<string, RegExp>> = {
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^(no-referrer|strict-origin-when-cross-origin)$/,
  // frame-ancestors 'none' for browsers that know only the older header.
  'x-frame-options': /^DENY$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'origin-agent-cluster': /^\?1$/,
  'x-dns-prefetch-control': /^off$/,
  'x-permitted-cross-domain-policies': /^none$/,
  'x-download-options': /^noopen$/,
  // The old XSS auditor could itself be abused to remove scripts: it stays off.
  'x-xss-protection': /^0$/,
  'strict-transport-security': /^max-age=\d+/,
};

export function parsePolicy(header: string): Map<string, string[]> {
  const directives = header
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(directives.map(([name = '', ...sources]) => [name.toLowerCase(), sources]));
}

/** Checks the answers of `urls`; answers how many header checks were made. */
export async function checkSecurityHeaders(
  request: APIRequestContext,
  urls: readonly string[],
): Promise<number> {
  let checked = 0;
  for (const url of urls) {
    const answer = await request.get(url);
    // A 404 would carry the headers too, but prove nothing about the page.
    expect(answer.status(), url).toBe(200);
    const headers = answer.headers();
    const policy = parsePolicy(headers['content-security-policy'] ?? '');
    expect(policy.get('script-src') ?? policy.get('default-src'), `${url}: script-src`).toEqual([
      "'self'",
      PAGE_BOOT_SCRIPT_HASH,
    ]);
    for (const directive of SCRIPT_DIRECTIVES) {
      const unsafe = (policy.get(directive) ?? []).filter((source) =>
        UNSAFE_SCRIPT_SOURCES.includes(source.toLowerCase()),
      );
      expect(unsafe, `${url}: ${directive}`).toEqual([]);
    }
    expect(policy.get('frame-ancestors'), `${url}: frame-ancestors`).toEqual(["'none'"]);
    expect(policy.get('object-src'), `${url}: object-src`).toEqual(["'none'"]);
    expect(policy.get('base-uri'), `${url}: base-uri`).toEqual(["'self'"]);
    checked += 3 + SCRIPT_DIRECTIVES.length;
    for (const [name, pattern] of Object.entries(FIXED_HEADERS)) {
      expect(headers[name], `${url}: ${name}`).toMatch(pattern);
      checked += 1;
    }
  }
  return checked;
}
