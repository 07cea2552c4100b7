/**
 * The personnel roster and its verification (issue 12): a company adds, changes, declares
 * and removes its people; the platform and the operator verify them, one by one and in
 * batches; lists mask ID card and mobile; no company sees another's people.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { people } from '../../server/db/schema';
import { call } from './support/api';
import { createCompany, type TestCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { completePersonFields } from './support/people';
import type { BatchResult, Page } from './support/realname';
import { uploadLicence } from './support/uploads';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface Person {
  id: number;
  corporateId: number;
  companyName: string;
  status: number;
  version: number;
  name: string;
  idCard: string;
  mobile: string;
  employedTo: string;
  photoFile: { id: string } | null;
}

interface Detail {
  person: Person;
  events: { event: string; comment: string | null }[];
  availableEvents: { type: string }[];
}

describe.each(testDatabases)('personnel roster and verification (%s)', (kind) => {
  let server: TestServer;
  let company: TestCompany;
  let reviewer: string;
  let operator: string;

  const post = <T>(token: string, url: string, body: unknown) =>
    call<T>(server.app, 'POST', url, { token, body });
  const get = <T>(token: string, url: string) => call<T>(server.app, 'GET', url, { token });

  const completePerson = (token: string) => completePersonFields(server.app, token);

  beforeAll(async () => {
    server = await startTestServer(kind);
    reviewer = await sessionFor(server, DEMO.platformReviewer);
    operator = await sessionFor(server, DEMO.operator);
  });
  beforeEach(async () => {
    company = await createCompany(server);
  });
  afterAll(() => server.close());

  it('adds a draft, lists it masked, and shows it whole on the detail', async () => {
    const fields = await completePerson(company.token);
    const saved = await post<Person>(company.token, '/api/user/save-userstaff', fields);
    expect(saved.httpStatus).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 0, version: 0, name: '张三' });

    const roster = await get<Page<Person>>(
      company.token,
      '/api/user/query-userstaff-page?pageIndex=1&pageSize=10',
    );
    expect(roster.body.data.total).toBe(1);
    const [listed] = roster.body.data.list;
    expect(listed?.idCard).toBe(`5101**********${fields.idCard.slice(-4)}`);
    expect(listed?.mobile).toBe('138****5678');

    const detail = await get<Detail>(
      company.token,
      `/api/user/query-userstaff-detail?id=${saved.body.data.id}`,
    );
    expect(detail.body.data.person.idCard).toBe(fields.idCard);
    expect(detail.body.data.availableEvents.map((event) => event.type)).toContain('SUBMIT');
  });

  it('names every field a declaration lacks, and keeps the person as it was', async () => {
    const saved = await post<Person>(company.token, '/api/user/save-userstaff', { name: '李四' });
    const declared = await post<Person>(company.token, '/api/user/declare-userstaff', {
      id: saved.body.data.id,
      version: 0,
      idCard: '110105194912310021',
    });
    expect(declared.httpStatus).toBe(400);
    const fieldErrors = (declared.body as unknown as { fieldErrors: Record<string, unknown> })
      .fieldErrors;
    expect(Object.keys(fieldErrors)).toEqual(
      expect.arrayContaining(['idCard', 'mobile', 'photoFileId', 'idCardFileId']),
    );
    const [row] = await server.db.select().from(people).where(eq(people.id, saved.body.data.id));
    expect(row).toMatchObject({ status: 0, version: 0, idCard: null });
  });

  it('refuses a second person with the same ID card number on the roster', async () => {
    const fields = await completePerson(company.token);
    await post(company.token, '/api/user/save-userstaff', fields);
    const again = await post(company.token, '/api/user/save-userstaff', fields);
    expect(again.httpStatus).toBe(409);
  });

  it('is verified by the platform after a return and a correction', async () => {
    const fields = await completePerson(company.token);
    const declared = await post<Person>(company.token, '/api/user/declare-userstaff', fields);
    expect(declared.body.data).toMatchObject({ status: 1, version: 1 });
    const { id } = declared.body.data;

    const queue = await get<Page<Person>>(
      reviewer,
      `/api/corporate/query-applyuser-page?pageIndex=1&pageSize=100&companyName=${encodeURIComponent(company.name)}`,
    );
    expect(queue.body.data.list.map((person) => person.id)).toEqual([id]);
    // Each filter of the prepared review list narrows it: by name, status and day.
    const reviewIds = async (filters: string) =>
      (
        await get<Page<Person>>(
          reviewer,
          `/api/corporate/query-applyuser-page?pageIndex=1&pageSize=100&${filters}`,
        )
      ).body.data.list.map((person) => person.id);
    const named = `keyword=${encodeURIComponent(declared.body.data.name)}`;
    expect(await reviewIds(`${named}&status=1`)).toContain(id);
    expect(await reviewIds(`${named}&status=2`)).not.toContain(id);
    expect(await reviewIds(`${named}&submittedFrom=2099-01-01`)).toEqual([]);
    expect(await reviewIds(`${named}&submittedTo=2000-01-01`)).toEqual([]);

    const returned = await post<Person>(reviewer, '/api/audit/update-corporateuser-status', {
      id,
      version: 1,
      event: 'RETURN',
      comment: '照片不清晰',
    });
    expect(returned.body.data.status).toBe(4);
    const corrected = await post<Person>(company.token, '/api/user/declare-userstaff', {
      id,
      version: 2,
      photoFileId: await uploadLicence(server.app, company.token),
    });
    expect(corrected.body.data.status).toBe(1);
    const approved = await post<Person>(operator, '/api/audit/update-corporateuser-status', {
      // Saving the correction and declaring it again: two versions.
      id,
      version: 4,
      event: 'APPROVE',
    });
    expect(approved.body.data.status).toBe(2);

    const verified = await get<Page<Person>>(
      company.token,
      '/api/train/query-person?pageIndex=1&pageSize=10',
    );
    expect(verified.body.data.list.map((person) => person.id)).toEqual([id]);
    const detail = await get<Detail>(company.token, `/api/user/query-userstaff-detail?id=${id}`);
    expect(detail.body.data.events.map((event) => event.event)).toEqual([
      'SUBMIT',
      'RETURN',
      'SUBMIT',
      'APPROVE',
    ]);

    // Verified: contact and end of employment may change, identity may not.
    const left = await post<Person>(company.token, '/api/user/save-userstaff', {
      id,
      version: 5,
      employedTo: '2026-10-31',
    });
    expect(left.body.data).toMatchObject({ employedTo: '2026-10-31', status: 2 });
    // A form sends every field: unchanged ones do not count as changes.
    const { photoFileId: _photo, idCardFileId: _idCard, ...identity } = fields;
    const resent = await post<Person>(company.token, '/api/user/save-userstaff', {
      ...identity,
      id,
      version: 6,
      email: 'zhangsan.new@example.com',
    });
    expect(resent.httpStatus).toBe(200);
    const renamed = await post(company.token, '/api/user/save-userstaff', {
      id,
      version: 7,
      name: '王五',
    });
    expect(renamed.httpStatus).toBe(409);
  });

  it('decides a batch item by item, a stale one refused with its reason', async () => {
    const first = await post<Person>(
      company.token,
      '/api/user/declare-userstaff',
      await completePerson(company.token),
    );
    const second = await post<Person>(
      company.token,
      '/api/user/declare-userstaff',
      await completePerson(company.token),
    );
    const batch = await post<{ results: BatchResult[] }>(
      reviewer,
      '/api/audit/muliti-update-corporateuser-status',
      {
        items: [
          { id: first.body.data.id, version: 1 },
          { id: second.body.data.id, version: 0 },
        ],
        event: 'APPROVE',
      },
    );
    expect(batch.httpStatus).toBe(200);
    expect(batch.body.data.results.map((result) => result.ok)).toEqual([true, false]);
  });

  it('keeps a company out of another company’s people, and reviewers out of drafts', async () => {
    const other = await createCompany(server);
    const draft = await post<Person>(company.token, '/api/user/save-userstaff', { name: '赵六' });
    const { id } = draft.body.data;
    for (const token of [other.token, reviewer]) {
      const detail = await get(token, `/api/user/query-userstaff-detail?id=${id}`);
      expect(detail.httpStatus).toBe(404);
    }
    const theirs = await get<Page<Person>>(
      other.token,
      '/api/user/query-userstaff-page?pageIndex=1&pageSize=10',
    );
    expect(theirs.body.data.total).toBe(0);
    const removal = await post(other.token, '/api/user/delete-userstaff', { id, version: 0 });
    expect(removal.httpStatus).toBe(404);
  });

  it('removes a person from the roster, but not while awaiting review', async () => {
    const declared = await post<Person>(
      company.token,
      '/api/user/declare-userstaff',
      await completePerson(company.token),
    );
    const { id } = declared.body.data;
    expect(
      (await post(company.token, '/api/user/delete-userstaff', { id, version: 1 })).httpStatus,
    ).toBe(409);
    const withdrawn = await post<Person>(company.token, '/api/user/withdraw-userstaff', {
      id,
      version: 1,
    });
    expect(withdrawn.body.data.status).toBe(5);
    const removed = await post(company.token, '/api/user/delete-userstaff', { id, version: 2 });
    expect(removed.httpStatus).toBe(200);
    const roster = await get<Page<Person>>(
      company.token,
      '/api/user/query-userstaff-page?pageIndex=1&pageSize=10',
    );
    expect(roster.body.data.total).toBe(0);
    expect((await get(company.token, `/api/user/query-userstaff-detail?id=${id}`)).httpStatus).toBe(
      404,
    );
  });

  it("shows a declared person's photo to reviewers, a draft's to nobody outside the company", async () => {
    const fields = await completePerson(company.token);
    const draft = await post<Person>(company.token, '/api/user/save-userstaff', fields);
    const photo = async (token: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/files/${fields.photoFileId}`,
          headers: { 'access-token': token },
        })
      ).statusCode;
    expect(await photo(reviewer)).toBe(404);
    await post(company.token, '/api/user/declare-userstaff', {
      id: draft.body.data.id,
      version: 0,
    });
    expect(await photo(reviewer)).toBe(200);
    expect(await photo((await createCompany(server)).token)).toBe(404);
  });
});
