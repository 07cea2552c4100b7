/**
 * Issue 17: every call of seed §7 is served. Against the running app (the demo seed, both
 * databases): each call is a registered route naming a permission of the access table; an
 * anonymous call is refused unless the permission is public; and an account the access
 * table allows, making a realistic request on the demo data, gets a success. A failure
 * names every call that falls short.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPublicPermission, may, permissions } from '@machines/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../server/lib/access';
import { testDatabases } from './support/databases';
import { startTestServer, type TestServer } from './support/testServer';
import { realisticCall } from './seedCalls/realisticRequests';
import { routeUrlOf, SEED_CALLS, seedCallName, type SeedMethod } from './seedCalls/seedCalls';

/** Where the product's shared documents sit beside the project (the seed among them). */
const SEED_FOLDER = join(import.meta.dirname, '../../../shared/spec');
const seedFile = existsSync(SEED_FOLDER)
  ? readdirSync(SEED_FOLDER).find((name) => name.endsWith('.txt'))
  : undefined;

/** Names the seed writes once for two calls ("-page and -detail", "and muliti version"). */
const WRITTEN_OUT = new Set([
  'query-auditcorporate-detail',
  'muliti-update-corporateproject-status',
  'muliti-update-corporateuser-status',
  'muliti-update-realcorporate-status',
  'image-point',
]);

describe.skipIf(seedFile === undefined)('the list against the seed’s own §7', () => {
  const section = () => {
    const text = readFileSync(join(SEED_FOLDER, seedFile ?? ''), 'utf8');
    return text.slice(text.indexOf('## 7.'), text.indexOf('## 8.'));
  };
  const lastSegment = (path: string) =>
    path
      .replace(/\/\{id\}$/, '')
      .split('/')
      .at(-1) ?? '';

  it('names every call the seed names, and none it does not', () => {
    const calls = section()
      .split('\n')
      .filter((line) => line.startsWith('- ') && !line.startsWith('- Answers'))
      .join('\n');
    // A call's name: hyphenated (`query-course-page`), or CamelCase (`CreateCouserType`, `QLevels`).
    const named = new Set(
      calls.match(/\b[a-z]+(?:-[a-zA-Z]+)+\b|\b[A-Z][A-Za-z]*[A-Z][a-z]+s?\b/g),
    );
    const listed = new Set(SEED_CALLS.map(([, path]) => lastSegment(path)));
    // `credit-category` names the folder of a group, not a call.
    const folders = new Set(SEED_CALLS.map(([, path]) => path.split('/')[1]));
    expect([...named].filter((name) => !listed.has(name) && !folders.has(name))).toEqual([]);
    const written = (name: string) => new RegExp(`(^|[\\s/(])${name}([\\s,;./)]|$)`).test(calls);
    expect([...listed].filter((name) => !written(name) && !WRITTEN_OUT.has(name))).toEqual([]);
  });
});

describe.each(testDatabases)('every call of seed §7 on %s', (kind) => {
  let server: TestServer;
  let routeOf: (call: readonly [SeedMethod, string]) => DeclaredRoute | undefined;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const routes = new Map(
      server.app.declaredRoutes.map((route) => [`${route.method} ${route.url}`, route]),
    );
    routeOf = ([method, path]) => routes.get(`${method} ${routeUrlOf(path)}`);
  });

  afterAll(() => server.close());

  it('holds the whole list: 134 calls, none twice', () => {
    const names = SEED_CALLS.map(seedCallName);
    expect(names).toHaveLength(134);
    expect(new Set(names).size).toBe(names.length);
  });

  it('registers every call, each with a permission of the access table', () => {
    const missing = SEED_CALLS.filter((call) => routeOf(call) === undefined).map(seedCallName);
    expect(missing).toEqual([]);
    for (const call of SEED_CALLS) {
      expect(permissions, seedCallName(call)).toHaveProperty(routeOf(call)?.permission ?? '');
    }
  });

  it('refuses an anonymous call of every call that is not public', async () => {
    const admitted: string[] = [];
    for (const call of SEED_CALLS) {
      const route = routeOf(call);
      if (!route || isPublicPermission(route.permission)) continue;
      const answer = await server.app.inject({
        method: route.method as SeedMethod,
        url: route.url.replace(/:(\w+)/g, '1'),
      });
      if (answer.statusCode !== 401) admitted.push(`${seedCallName(call)}: ${answer.statusCode}`);
    }
    expect(admitted).toEqual([]);
  });

  it('answers every call with a success for an account the access table allows', async () => {
    const failures: string[] = [];
    for (const call of SEED_CALLS) {
      const route = routeOf(call);
      if (!route) continue;
      const outcome = await realisticCall(server, route);
      if (outcome.role !== undefined && !may(route.permission, outcome.role)) {
        failures.push(`${seedCallName(call)}: made as ${outcome.role}, which may not call it`);
      } else if (!outcome.succeeded) {
        failures.push(`${seedCallName(call)} as ${outcome.role ?? 'anonymous'}: ${outcome.why}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
