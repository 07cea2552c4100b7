/**
 * The OpenAPI document the server serves is, byte for byte, the committed docs/openapi.json
 * (`npm run docs:access` rewrites both it and the access matrix): a change of any call's
 * contract shows up as a reviewed diff, and a refactoring that must change none (issue 46)
 * can show it did not. The document does not depend on the database: one is enough.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OPENAPI_FILE, renderOpenApi } from '../../scripts/accessMatrix';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('embedded');
});
afterAll(() => server.close());

it('serves the committed OpenAPI document, byte for byte', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const committed = readFileSync(OPENAPI_FILE, 'utf8');
  const served = renderOpenApi(response.json());
  // On a difference, name the first call that differs rather than print two megabytes.
  if (served !== committed) {
    const paths = (text: string) => (JSON.parse(text) as { paths: object }).paths;
    const before = paths(committed) as Record<string, unknown>;
    const after = paths(served) as Record<string, unknown>;
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (path) => JSON.stringify(before[path]) !== JSON.stringify(after[path]),
    );
    expect(changed, `run npm run docs:access if the change is meant`).toEqual([]);
  }
  expect(served === committed, `${OPENAPI_FILE} is stale: npm run docs:access`).toBe(true);
});
