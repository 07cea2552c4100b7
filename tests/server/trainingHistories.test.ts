/**
 * Training history declarations (issue 16): a company declares a past training or an
 * in-house cultivation of a verified person with a proof; submitting names whatever is
 * missing; a training not over yet, another company's person or file are refused by field;
 * drafts are deleted; each company sees its own of each kind only; the platform reviews
 * what was sent, reads the proof, and decides batches item by item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createCompany, type TestCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { verifiedPerson } from './support/institutions';
import {
  completeHistoryFields,
  HISTORY_CREATE,
  HISTORY_SUBMIT,
  submitNewHistory,
  type TrainingHistoryAnswer,
} from './support/trainingHistories';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const CORPORATE = '/api/corporate';

interface Page {
  list: TrainingHistoryAnswer[];
  total: number;
}

describe.each(testDatabases)('training history declarations (%s)', (databaseKind) => {
  let server: TestServer;
  let platform: string;

  const post = (path: string, token: string, body: object) =>
    call<TrainingHistoryAnswer>(server.app, 'POST', path, { token, body });
  const detail = (token: string, id: number) =>
    call<{ application: TrainingHistoryAnswer; deletable: boolean }>(
      server.app,
      'GET',
      `${CORPORATE}/query-corporatetrainhistory-detail`,
      { token, query: { id: String(id) } },
    );
  const own = (token: string, kind: string, keyword?: string) =>
    call<Page>(server.app, 'GET', `${CORPORATE}/query-corporatetrainhistory-list`, {
      token,
      query: { kind, pageIndex: '1', pageSize: '100', ...(keyword ? { keyword } : {}) },
    });
  const review = (query: Record<string, string> = {}) =>
    call<Page>(server.app, 'GET', `${CORPORATE}/query-check-corporatetrainhistory-page`, {
      token: platform,
      query: { pageIndex: '1', pageSize: '100', ...query },
    });
  const withPerson = async (): Promise<{ company: TestCompany; person: number }> => {
    const company = await createCompany(server);
    return { company, person: await verifiedPerson(server.app, company.token, platform) };
  };

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    platform = await sessionFor(server, DEMO.platformReviewer);
  });
  afterAll(() => server.close());

  it('keeps a draft, names every missing field on submission, and deletes a draft', async () => {
    const { company } = await withPerson();
    const kindless = await post(HISTORY_CREATE, company.token, { courseName: '监理师培训' });
    expect(kindless.httpStatus).toBe(400);
    expect(kindless.body.fieldErrors).toHaveProperty('kind');
    const unnamed = await post(HISTORY_CREATE, company.token, { kind: 'history' });
    expect(unnamed.body.fieldErrors).toHaveProperty('courseName');
    const hours = await post(HISTORY_CREATE, company.token, {
      kind: 'history',
      courseName: '监理师培训',
      creditHours: '12.25',
    });
    expect(hours.body.fieldErrors).toHaveProperty('creditHours');

    const saved = await post(HISTORY_CREATE, company.token, {
      kind: 'cultivate',
      courseName: '新员工入职培养',
    });
    expect(saved.httpStatus, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 0, kind: 'cultivate' });
    const incomplete = await post(HISTORY_SUBMIT, company.token, {
      id: saved.body.data.id,
      version: saved.body.data.version,
    });
    expect(incomplete.httpStatus).toBe(400);
    expect(Object.keys(incomplete.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining([
        'personId',
        'organizer',
        'startDate',
        'creditHours',
        'content',
        'proofFileId',
      ]),
    );
    expect(incomplete.body.fieldErrors).not.toHaveProperty('certificateNo');

    // The draft is the company's alone, until it deletes it.
    const other = await createCompany(server);
    expect((await detail(other.token, saved.body.data.id)).httpStatus).toBe(404);
    expect((await detail(platform, saved.body.data.id)).httpStatus).toBe(404);
    expect((await detail(company.token, saved.body.data.id)).body.data.deletable).toBe(true);
    const removed = await call(server.app, 'DELETE', `${CORPORATE}/delete-corporatetrain-history`, {
      token: company.token,
      query: { id: String(saved.body.data.id), version: String(saved.body.data.version) },
    });
    expect(removed.httpStatus, removed.body.message).toBe(200);
    expect((await detail(company.token, saved.body.data.id)).httpStatus).toBe(404);
  });

  it('refuses a training not over yet, another company’s person and another company’s file', async () => {
    const { company, person } = await withPerson();
    const fields = await completeHistoryFields(server.app, company.token, person);
    const future = await post(HISTORY_SUBMIT, company.token, {
      ...fields,
      startDate: '2999-01-01',
      endDate: '2999-01-02',
    });
    expect(future.httpStatus).toBe(400);
    expect(future.body.fieldErrors).toHaveProperty('startDate');
    const backwards = await post(HISTORY_SUBMIT, company.token, {
      ...fields,
      startDate: '2023-05-01',
      endDate: '2023-04-01',
    });
    expect(backwards.body.fieldErrors).toHaveProperty('endDate');

    const other = await withPerson();
    const theirs = await completeHistoryFields(server.app, other.company.token, other.person);
    const foreignPerson = await post(HISTORY_SUBMIT, company.token, {
      ...fields,
      personId: String(other.person),
    });
    expect(foreignPerson.httpStatus).toBe(400);
    expect(foreignPerson.body.fieldErrors).toHaveProperty('personId');
    const foreignFile = await post(HISTORY_SUBMIT, company.token, {
      ...fields,
      proofFileId: theirs.proofFileId,
    });
    expect(foreignFile.body.fieldErrors).toHaveProperty('proofFileId');
    expect((await own(company.token, 'history')).body.data.total).toBe(0);
  });

  it('lists each kind apart, the company’s own only, and what was sent for the platform', async () => {
    const { company, person } = await withPerson();
    const history = await submitNewHistory(server.app, company.token, person, 'history');
    const cultivation = await submitNewHistory(server.app, company.token, person, 'cultivate');
    const histories = await own(company.token, 'history');
    expect(histories.body.data.list.map((row) => row.id)).toEqual([history.id]);
    const cultivations = await own(company.token, 'cultivate');
    expect(cultivations.body.data.list.map((row) => row.id)).toEqual([cultivation.id]);
    expect(cultivations.body.data.list[0]?.personName).not.toBe('');
    // The keyword finds the training's name or the trainee's, within the kind.
    const named = await own(company.token, 'history', history.courseName);
    expect(named.body.data.list.map((row) => row.id)).toEqual([history.id]);
    const byPerson = await own(company.token, 'cultivate', history.personName);
    expect(byPerson.body.data.list.map((row) => row.id)).toEqual([cultivation.id]);
    expect((await own(company.token, 'history', 'no such training')).body.data.total).toBe(0);

    const other = await createCompany(server);
    expect((await own(other.token, 'history')).body.data.total).toBe(0);
    expect((await detail(other.token, history.id)).httpStatus).toBe(404);
    // A kind the list does not know: 400.
    expect((await own(company.token, 'other')).httpStatus).toBe(400);

    const sent = await review({ kind: 'cultivate', keyword: cultivation.courseName });
    expect(sent.body.data.list.map((row) => row.id)).toContain(cultivation.id);
    expect(sent.body.data.list.map((row) => row.id)).not.toContain(history.id);
    const byTrainee = await review({ keyword: history.personName });
    expect(byTrainee.body.data.list.map((row) => row.id)).toEqual(
      expect.arrayContaining([history.id, cultivation.id]),
    );

    // The proof: the company and the platform's reviewers, nobody else.
    const read = (token: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/files/${history.proofFile?.id ?? ''}`,
        headers: { 'access-token': token },
      });
    expect((await read(platform)).statusCode).toBe(200);
    expect((await read(other.token)).statusCode).toBe(404);
  });

  it('is decided by the platform, a batch item by item, and only then counts as approved', async () => {
    const { company, person } = await withPerson();
    const one = await submitNewHistory(server.app, company.token, person);
    const two = await submitNewHistory(server.app, company.token, person);
    const decideAsCompany = await post(
      '/api/audit/update-corporatetrainhistory-status',
      company.token,
      {
        id: one.id,
        version: one.version,
        event: 'APPROVE',
      },
    );
    expect(decideAsCompany.httpStatus).toBe(403);

    const batch = await call<{ results: { id: number; ok: boolean }[] }>(
      server.app,
      'POST',
      '/api/audit/muliti-update-corporatetrainhistory-status',
      {
        token: platform,
        body: {
          event: 'APPROVE',
          items: [
            { id: one.id, version: one.version },
            { id: two.id, version: two.version + 5 },
          ],
        },
      },
    );
    expect(batch.httpStatus, batch.body.message).toBe(200);
    expect(batch.body.data.results.map((result) => [result.id, result.ok])).toEqual([
      [one.id, true],
      [two.id, false],
    ]);
    expect((await detail(company.token, one.id)).body.data.application.status).toBe(2);
    expect((await detail(company.token, two.id)).body.data.application.status).toBe(1);

    // The approved one's hours count in the person's records, in the year it ended; the
    // pending one's do not.
    const records = await call<{ list: Record<string, unknown>[] }>(
      server.app,
      'GET',
      '/api/v2/query-train-record-last',
      { token: company.token, query: { personId: String(person) } },
    );
    expect(records.body.data.list[0]).toMatchObject({
      hoursByYear: [{ year: '2023', hours: '32.0' }],
      totalHours: '32.0',
      declaredHours: '32.0',
    });

    const returned = await post('/api/audit/update-corporatetrainhistory-status', platform, {
      id: two.id,
      version: two.version,
      event: 'RETURN',
    });
    expect(returned.httpStatus).toBe(409);
  });
});
