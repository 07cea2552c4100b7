/**
 * Suite 3, bad input (ASVS 1.2, 2.2): every route's query, params and body fuzzed with
 * fast-check from its schema and beyond it, plus malformed JSON and multipart. Never a
 * 5xx; always the envelope; a refused field-level mutation names the field; a refusal
 * leaves the database as it was; nothing pollutes Object.prototype.
 */
import type { RoleCode } from '@machines/access';
import { isPublicPermission, rolesWith } from '@machines/access';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../server/lib/access';
import zh from '../../locales/zh.json';
import { fieldLabel, t } from '../../server/lib/i18n';
import { testDatabases } from '../server/support/databases';
import { startTestServer, type TestServer } from '../server/support/testServer';
import { changedTables, fingerprint } from './support/fingerprint';
import { MALFORMED_JSON, MALFORMED_MULTIPART, partCases, type FuzzCase } from './support/fuzzing';
import { insertAccount, insertCompanyFor, isCompanyRole, sessionMaker } from './support/principals';
import {
  isMultipart,
  partSchema,
  routeName,
  shapeRequest,
  type RequestPart,
} from './support/requests';
import { SuiteSummary } from '../../scripts/support/suiteSummary';

const RUNS_PER_PART = Number(process.env.FUZZ_RUNS ?? 20);
const LANGUAGE = 'zh';

interface Envelope {
  status: number;
  message: string;
  data: unknown;
  fieldErrors?: Record<string, string>;
}

/**
 * The labels a refusal may name a field by: the shared `field.<name>`, or a form's own
 * (`catalogue.field.name`, server/lib/errors.ts `labels`).
 */
function labelsOf(field: string): string[] {
  const formLabels = Object.entries(zh as Record<string, unknown>).flatMap(([section, value]) => {
    const own = (value as { field?: Record<string, unknown> } | null)?.field?.[field];
    return section !== 'field' && typeof own === 'string' ? [own] : [];
  });
  return [fieldLabel(LANGUAGE, field), ...formLabels];
}

/** What is wrong with an answer, or nothing. */
function problemsOf(answer: LightMyRequestResponse, fuzzCase: FuzzCase | null): string[] {
  if (answer.statusCode >= 500) return [`${answer.statusCode} ${answer.body.slice(0, 200)}`];
  const isJson = String(answer.headers['content-type'] ?? '').startsWith('application/json');
  if (!isJson) return answer.statusCode < 300 ? [] : [`${answer.statusCode} without the envelope`];
  const body = answer.json<Envelope>();
  if (typeof body.message !== 'string' || !('data' in body)) {
    return [`${answer.statusCode} not the envelope: ${answer.body.slice(0, 120)}`];
  }
  const expectedStatus = answer.statusCode < 300 ? 0 : answer.statusCode;
  if (body.status !== expectedStatus) return [`envelope status ${body.status}`];
  if (answer.statusCode === 400 && fuzzCase?.namesField) {
    const [field] = Object.keys(body.fieldErrors ?? {});
    const named =
      field !== undefined && labelsOf(field).some((label) => body.message.startsWith(`${label}: `));
    if (!named && body.message !== t(LANGUAGE, 'error.badRequest')) {
      return [`400 names no field: ${body.message}`];
    }
  }
  return [];
}

/**
 * A lone surrogate cannot be percent-encoded (encodeURIComponent throws): a browser sends
 * U+FFFD in its place (WHATWG URL), and so does this. Bodies keep it: JSON escapes it.
 */
const asUrlText = (text: string) => text.replace(/\p{Surrogate}/gu, '\uFFFD');

/** Long enough for every route's parts, twice what a quiet run takes today. */
const FUZZ_TIMEOUT_MS = 360_000;

const queryOf = (value: unknown): Record<string, string> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).map(([name, item]) => [
          name,
          // JSON.stringify writes lone surrogates as escapes already.
          typeof item === 'string' ? asUrlText(item) : JSON.stringify(item),
        ]),
      )
    : // An array's own String() calls its items' toString, which a fuzzed item may have
      // replaced with anything: JSON is the text of any value.
      { value: asUrlText(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null')) };

describe.each(testDatabases)('bad input on %s', (kind) => {
  let server: TestServer;
  let routes: readonly DeclaredRoute[];
  const summary = new SuiteSummary(`3-fuzz-${kind}`, `Bad input (${kind})`);

  beforeAll(async () => {
    server = await startTestServer(kind, {
      // Fuzzing is many requests from one address: the per-IP limits are another suite's.
      environment: {
        RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
        RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000',
      },
    });
    routes = server.app.declaredRoutes;
  });

  afterAll(async () => {
    summary.write();
    await server.close();
  });

  /** A fresh account of a role the route admits, so one route's calls never affect another's. */
  async function callerOf(route: DeclaredRoute): Promise<() => Promise<string | undefined>> {
    if (isPublicPermission(route.permission)) return () => Promise.resolve(undefined);
    const [role] = rolesWith(route.permission) as [RoleCode, ...RoleCode[]];
    const company = isCompanyRole(role) ? await insertCompanyFor(server, role) : null;
    const { accountId } = await insertAccount(server, {
      roles: [role],
      activeRole: role,
      corporateId: company?.corporateId ?? null,
      name: `模糊${role}`,
    });
    return sessionMaker(server, accountId);
  }

  async function send(route: DeclaredRoute, options: InjectOptions, fuzzCase: FuzzCase | null) {
    const watched = route.method !== 'GET';
    const before = watched ? await fingerprint(server.db) : null;
    const answer = await server.app.inject(options);
    const problems = problemsOf(answer, fuzzCase);
    const refused = answer.statusCode >= 400;
    if (before && refused) {
      const changed = changedTables(before, await fingerprint(server.db));
      if (changed.length > 0) problems.push(`refused but changed ${changed.join(', ')}`);
    }
    summary.add('requests');
    if (refused) summary.add('refusals');
    return problems.map(
      (problem) => `${routeName(route)} ${fuzzCase?.mutation ?? 'malformed'}: ${problem}`,
    );
  }

  function optionsFor(
    route: DeclaredRoute,
    part: RequestPart,
    value: unknown,
    token: string | undefined,
  ): InjectOptions {
    const base = shapeRequest(route);
    const params = part === 'params' ? queryOf(value) : queryOf(base.params);
    const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? 'x'),
    );
    const headers: Record<string, string> = {
      'accept-language': LANGUAGE,
      ...(token ? { 'access-token': token } : {}),
    };
    const query = part === 'querystring' ? queryOf(value) : queryOf(base.querystring);
    const method = route.method as InjectOptions['method'];
    if (part === 'body') {
      return { method, url, query, headers, payload: JSON.stringify(value) ?? 'null' };
    }
    return { method, url, query, headers, ...(base.body ? { payload: base.body } : {}) };
  }

  it(
    'answers every fuzzed request with the envelope, never a 5xx, changing nothing it refuses',
    async () => {
      const problems: string[] = [];
      for (const route of routes.filter((candidate) => !isMultipart(candidate))) {
        const newToken = await callerOf(route);
        for (const part of ['params', 'querystring', 'body'] as const) {
          const schema = partSchema(route, part);
          if (!schema) continue;
          await fc.assert(
            fc.asyncProperty(partCases(schema), async (fuzzCase) => {
              const options = optionsFor(route, part, fuzzCase.value, await newToken());
              if (part === 'body') {
                options.headers = { ...options.headers, 'content-type': 'application/json' };
              }
              problems.push(...(await send(route, options, fuzzCase)));
            }),
            { numRuns: RUNS_PER_PART },
          );
          summary.add('route parts fuzzed');
        }
      }
      expect(problems).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // Its run grows with every route (80 cases a part): past the suite's two minutes on a
      // busy machine, and a timed-out run would go on writing under the next test.
    },
    FUZZ_TIMEOUT_MS,
  );

  it('refuses malformed JSON and multipart bodies with the envelope', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => candidate.method !== 'GET')) {
      const newToken = await callerOf(route);
      const [payloads, contentType] = isMultipart(route)
        ? [MALFORMED_MULTIPART, 'multipart/form-data; boundary=x']
        : [MALFORMED_JSON, 'application/json'];
      for (const payload of payloads) {
        const token = await newToken();
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: route.url.replace(/:(\w+)/g, 'x'),
          headers: {
            'accept-language': LANGUAGE,
            'content-type': contentType,
            ...(token ? { 'access-token': token } : {}),
          },
          payload,
        };
        const answer = await server.app.inject(options);
        problems.push(...(await send(route, options, null)));
        if (answer.statusCode < 400)
          problems.push(`${routeName(route)} accepted ${payload.slice(0, 20)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
