/** The load balancer's probes (issue 40): alive without the database, ready with it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases';
import { startTestServer, type TestServer } from './support/testServer';

describe.each(testDatabases)('health probes (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('says this process is alive, to anyone, without a session', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { status: 'alive', pid: process.pid } });
  });

  it('says it is ready after a round trip to its database', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { status: 'ready' } });
  });
});
