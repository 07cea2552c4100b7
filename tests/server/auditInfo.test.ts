/**
 * `audit/query-audit-info` (issue 17): the review history of any workflow record, on the
 * demo seed. The same rows as the record's detail answer, for exactly those who may open
 * that detail; to anyone else (another company, a role without the record's permission)
 * the record is as missing as one that does not exist.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditInfo, TimelineEntry } from '@machines/contracts';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { institutionSession } from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const SHUXIN = DEMO.shuxinAdmin;
const JINCHENG = DEMO.jinchengAdmin;
const PLATFORM_REVIEWER = DEMO.platformReviewer;
const OPERATOR = DEMO.operator;
const TRAINEE = DEMO.trainee;

describe.each(testDatabases)('the review history of a record (%s)', (kind) => {
  let server: TestServer;

  const auditInfo = (token: string, recordKind: string, id: number) =>
    call<AuditInfo>(server.app, 'GET', '/api/audit/query-audit-info', {
      token,
      query: { kind: recordKind, id: String(id) },
    });

  const idOf = async (query: ReturnType<typeof sql>) => {
    const { rows } = await server.db.execute(query);
    const id = Number((rows[0] as { id: unknown } | undefined)?.id);
    if (!Number.isInteger(id)) throw new Error('The demo has no such record');
    return id;
  };
  /** A project declaration of shuxin's that went through review. */
  const shuxinProject = () =>
    idOf(sql`select p.id from project_applications p join accounts a on a.corporate_id = p.corporate_id
             where a.user_name = ${SHUXIN} and p.status <> 0 order by p.id limit 1`);

  beforeAll(async () => {
    server = await startTestServer(kind);
  });

  afterAll(() => server.close());

  it('answers the record’s timeline, the very rows its detail answer embeds', async () => {
    const token = await sessionFor(server, SHUXIN);
    const id = await shuxinProject();
    const answer = await auditInfo(token, 'projectApplication', id);
    expect(answer.httpStatus, answer.body.message).toBe(200);
    const detail = await call<{ events: TimelineEntry[] }>(
      server.app,
      'GET',
      '/api/corporate/query-applyproject-detail',
      { token, query: { id: String(id) } },
    );
    expect(answer.body.data).toEqual({
      kind: 'projectApplication',
      id,
      events: detail.body.data.events,
    });
    expect(answer.body.data.events.length).toBeGreaterThan(1);
    const [submitted] = answer.body.data.events;
    expect(submitted).toMatchObject({
      fromCode: 0,
      toCode: 1,
      event: 'SUBMIT',
      actorName: '王建国',
    });
  });

  it('is the same 404 as a missing record for another company and for a role without the record', async () => {
    const id = await shuxinProject();
    const missing = await auditInfo(
      await sessionFor(server, SHUXIN),
      'projectApplication',
      999_999,
    );
    expect(missing.httpStatus).toBe(404);
    for (const outsider of [JINCHENG, TRAINEE]) {
      const answer = await auditInfo(await sessionFor(server, outsider), 'projectApplication', id);
      expect(answer.httpStatus, outsider).toBe(404);
      expect(answer.body.message).toBe(missing.body.message);
    }
  });

  it('opens every company’s records to the platform, and appeals to the operator only', async () => {
    const reviewer = await sessionFor(server, PLATFORM_REVIEWER);
    expect(
      (await auditInfo(reviewer, 'projectApplication', await shuxinProject())).httpStatus,
    ).toBe(200);
    const appeal = await idOf(
      sql`select id from corporate_appeals where status <> 0 order by id limit 1`,
    );
    const operator = await auditInfo(await sessionFor(server, OPERATOR), 'appeal', appeal);
    expect(operator.httpStatus, operator.body.message).toBe(200);
    expect(operator.body.data.events.at(-1)?.actorRole).toMatch(/^0/);
    expect((await auditInfo(await sessionFor(server, SHUXIN), 'appeal', appeal)).httpStatus).toBe(
      404,
    );
  });

  it('gives a sign-up’s history to its trainee and its course’s institution, not to another company', async () => {
    const signUp = await idOf(
      sql`select s.id from sign_ups s join accounts a on a.id = s.applicant_account_id
          where a.user_name = ${TRAINEE} and s.status = 6 order by s.id limit 1`,
    );
    const own = await auditInfo(await sessionFor(server, TRAINEE), 'signUp', signUp);
    expect(own.httpStatus, own.body.message).toBe(200);
    expect(own.body.data.events.map((event) => event.event)).toContain('ISSUE');
    const institution = await institutionSession(server, SHUXIN, '2010');
    expect((await auditInfo(institution, 'signUp', signUp)).body.data.events).toEqual(
      own.body.data.events,
    );
    expect((await auditInfo(await sessionFor(server, JINCHENG), 'signUp', signUp)).httpStatus).toBe(
      404,
    );
  });

  it('knows every kind of record with a lifecycle, and refuses one it does not know by name', async () => {
    expect([...server.app.timelineSources.keys()].sort()).toEqual([
      'appeal',
      'course',
      'creditApplication',
      'institutionApplication',
      'person',
      'projectApplication',
      'realnameApplication',
      'signUp',
      'trainingHistory',
      'vipApplication',
    ]);
    const answer = await auditInfo(await sessionFor(server, SHUXIN), 'account', 1);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.fieldErrors).toHaveProperty('kind');
  });
});
