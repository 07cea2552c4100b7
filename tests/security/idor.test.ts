/**
 * Suite 2, cross-tenant access (ASVS 8.2.2, 8.3): two companies, two training and two
 * review institutions and two individuals. Every route a tenant may call that takes an id
 * is called with every other tenant's record of that kind: 403/404, none of the other
 * tenant's texts in the answer, nothing changed. Every list and export a tenant may read
 * holds none of another tenant's texts. Ids are found in the route schemas; a field that
 * looks like an id and is not declared in `config.references` fails the suite.
 */
import { may } from '@machines/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute, EntityKind } from '../../server/lib/access';
import { testDatabases } from '../server/support/databases';
import { startTestServer, type TestServer } from '../server/support/testServer';
import { answerText } from './support/answerText';
import { changedTables, fingerprint } from './support/fingerprint';
import {
  REQUEST_PARTS,
  idLikeFields,
  injectOptions,
  partSchema,
  routeName,
  shapeRequest,
  type FieldPath,
} from './support/requests';
import { SuiteSummary } from '../../scripts/support/suiteSummary';
import { UNOWNED_KINDS, createTenants, type OwnedRecord, type Tenant } from './support/tenants';

interface ItemResult {
  readonly ok: boolean;
  readonly message?: string;
}

/** A batch answers 200 with one result per item (`muliti-…`): its items' outcomes. */
const itemResults = (answer: { json: <T>() => T }): ItemResult[] | null => {
  const body = answer.json<{ data?: { results?: ItemResult[] } | null }>();
  return (
    body.data?.results?.map(({ ok, message }) => ({ ok, ...(message ? { message } : {}) })) ?? null
  );
};

/** A batch refused every item it was given: each result says so. */
const batchRefusedEveryItem = (answer: { statusCode: number; json: <T>() => T }) => {
  const results = itemResults(answer);
  return answer.statusCode === 200 && results !== null && results.every((result) => !result.ok);
};

const idFieldsOf = (route: DeclaredRoute): FieldPath[] =>
  REQUEST_PARTS.flatMap((part) => idLikeFields(partSchema(route, part)));

/** The references that name a record some tenant owns: what a tenant could try to reach. */
const ownedReferences = (route: DeclaredRoute): [FieldPath, EntityKind][] =>
  Object.entries(route.references).filter(([, kind]) => !UNOWNED_KINDS.has(kind));

describe.each(testDatabases)('cross-tenant access on %s', (kind) => {
  let server: TestServer;
  let tenants: Tenant[];
  let routes: readonly DeclaredRoute[];
  const summary = new SuiteSummary(`2-idor-${kind}`, `Cross-tenant access (${kind})`);

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenants = await createTenants(server);
    routes = server.app.declaredRoutes;
  });

  afterAll(async () => {
    summary.write();
    await server.close();
  });

  const othersOf = (tenant: Tenant) => tenants.filter((other) => other !== tenant);
  const leakedMarkers = (text: string, tenant: Tenant) =>
    othersOf(tenant).flatMap((other) => other.markers.filter((marker) => text.includes(marker)));

  it('knows which entity every id-like field of every route refers to', () => {
    const undeclared = routes.flatMap((route) =>
      idFieldsOf(route)
        .filter((field) => !(field in route.references))
        .map((field) => `${routeName(route)}: ${field}`),
    );
    expect(undeclared, 'declare them in config.references').toEqual([]);
    summary.add('routes taking ids', routes.filter((route) => idFieldsOf(route).length > 0).length);
  });

  it('has fixtures owning a record of every kind a route refers to', () => {
    const kinds = new Set(routes.flatMap((route) => ownedReferences(route).map(([, k]) => k)));
    const missing = [...kinds].filter(
      (entity) => tenants.filter((tenant) => tenant.owned[entity]?.length).length < 2,
    );
    expect(missing, 'add them to tests/security/support/tenants.ts').toEqual([]);
  });

  /** The request naming a record, with its version where the record has one. */
  const naming = (field: FieldPath, record: OwnedRecord) => ({
    [field]: record.id,
    ...(record.version !== undefined && field.endsWith('id')
      ? { [field.replace(/id$/, 'version')]: record.version }
      : {}),
  });

  /** A record of the same shape that exists nowhere. */
  const nowhere = (record: OwnedRecord): OwnedRecord => ({
    ...record,
    id: typeof record.id === 'number' ? 999_999_999 : 'Z'.repeat(24),
  });

  it("refuses every other tenant's id on every route that takes one, changing nothing", async () => {
    const breaches: string[] = [];
    const callAs = (token: string, route: DeclaredRoute, values: object) => {
      const request = shapeRequest(route, values as Record<string, unknown>);
      return server.app.inject(injectOptions(route, request, token));
    };
    for (const route of routes) {
      for (const [field, entity] of ownedReferences(route)) {
        for (const tenant of tenants.filter((candidate) => may(route.permission, candidate.role))) {
          const before = await fingerprint(server.db);
          // One session for the tenant's tries on this route: every one of them must be
          // refused, and a refusal ends no session (a call that did would answer 401 next,
          // a breach). Nothing changes in between, so a record that exists nowhere answers
          // the same each time: asked once per request shape.
          const token = await tenant.newToken();
          const missingAnswers = new Map<string, ReturnType<typeof callAs>>();
          const missingAnswer = (values: object) => {
            const key = JSON.stringify(values);
            const known = missingAnswers.get(key) ?? callAs(token, route, values);
            missingAnswers.set(key, known);
            return known;
          };
          for (const other of othersOf(tenant)) {
            for (const record of other.owned[entity] ?? []) {
              const answer = await callAs(token, route, naming(field, record));
              const missing = await missingAnswer(naming(field, nowhere(record)));
              const leaks = leakedMarkers(await answerText(answer), tenant);
              // Another tenant's record must be indistinguishable from no record at all.
              const sameAsMissing =
                answer.statusCode === missing.statusCode &&
                answer.json<{ message: string }>().message ===
                  missing.json<{ message: string }>().message &&
                JSON.stringify(itemResults(answer)) === JSON.stringify(itemResults(missing));
              const refused =
                [400, 403, 404].includes(answer.statusCode) || batchRefusedEveryItem(answer);
              if (!refused || !sameAsMissing || leaks.length) {
                breaches.push(
                  `${routeName(route)} ${field}=${other.name}'s ${entity} as ${tenant.name}: ` +
                    `${answer.statusCode} (no record: ${missing.statusCode}) ${leaks.join(', ')}`,
                );
              }
              summary.add(
                answer.statusCode === 400
                  ? 'refused as invalid (400)'
                  : 'refused as absent/forbidden (403/404)',
              );
              summary.add('foreign ids tried');
            }
          }
          const changed = changedTables(before, await fingerprint(server.db));
          if (changed.length > 0) {
            breaches.push(`${routeName(route)} as ${tenant.name} changed ${changed.join(', ')}`);
          }
        }
      }
    }
    summary.add('breaches', breaches.length);
    expect(breaches).toEqual([]);
    // Every route times every tenant times every other tenant's record: the work grows with
    // each area, and a busy machine may take minutes. How fast it is belongs in bench/.
  }, 900_000);

  it("shows no other tenant's data in any answer a tenant may read", async () => {
    const leaks: string[] = [];
    for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
      for (const tenant of tenants.filter((candidate) => may(route.permission, candidate.role))) {
        const token = await tenant.newToken();
        const answer = await server.app.inject(injectOptions(route, shapeRequest(route), token));
        const found = leakedMarkers(await answerText(answer), tenant);
        if (found.length > 0)
          leaks.push(`${routeName(route)} as ${tenant.name}: ${found.join(', ')}`);
        summary.add('tenant reads scanned');
      }
    }
    expect(leaks).toEqual([]);
  });

  it('lets each tenant reach its own records (the refusals above are not blanket ones)', async () => {
    const detail = routes.find(
      (route) => route.url === '/api/corporate/query-realcorporate-detail',
    );
    const company = tenants.find((tenant) => tenant.role === '2000');
    if (!detail || !company) throw new Error('The real-name detail route or a company is missing');
    const [own] = company.owned.realnameApplication ?? [];
    const request = shapeRequest(detail, { id: own?.id });
    const answer = await server.app.inject(
      injectOptions(detail, request, await company.newToken()),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(company.markers[2]);
  });
});
