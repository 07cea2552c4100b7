/**
 * Project declarations (issue 14): a company declares a project with its manager, its
 * review institution and two documents; submitting names whatever is missing; it
 * withdraws and deletes drafts; the institution it names — and no other — reviews it
 * first and reads its documents, the platform second; batches answer per item.
 */
import { and, eq, like } from 'drizzle-orm';
import { accounts, messages } from '../../server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createCompany, type TestCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { verifiedPerson } from './support/institutions';
import { completeProjectFields, submitNewProject, type ProjectAnswer } from './support/projects';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const CORPORATE = '/api/corporate';

interface Page {
  list: ProjectAnswer[];
  total: number;
}

describe.each(testDatabases)('project declarations (%s)', (databaseKind) => {
  let server: TestServer;
  let platform: string;
  let institution: string;
  let otherInstitution: string;
  let rongchengId: number;

  const inRole = async (userName: string, role: string) => {
    const token = await sessionFor(server, userName);
    await call(server.app, 'PUT', '/api/user/update-usertype', { token, body: { role } });
    return token;
  };
  const post = (path: string, token: string, body: object) =>
    call<ProjectAnswer>(server.app, 'POST', path, { token, body });
  const detail = (token: string, id: number) =>
    call<{ application: ProjectAnswer }>(
      server.app,
      'GET',
      `${CORPORATE}/query-applyproject-detail`,
      {
        token,
        query: { id: String(id) },
      },
    );
  const queue = (token: string, path: string) =>
    call<Page>(server.app, 'GET', `${CORPORATE}/${path}`, {
      token,
      query: { pageIndex: '1', pageSize: '100' },
    });
  const decide = (token: string, record: ProjectAnswer, event: string) =>
    post('/api/audit/update-corporateproject-status', token, {
      id: record.id,
      version: record.version,
      event,
      ...(event.endsWith('APPROVE') ? {} : { comment: '请补充竣工验收报告。' }),
    });
  const declared = async (): Promise<{ company: TestCompany; project: ProjectAnswer }> => {
    const company = await createCompany(server);
    const manager = await verifiedPerson(server.app, company.token, platform);
    return {
      company,
      project: await submitNewProject(server.app, company.token, manager, rongchengId),
    };
  };

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    platform = await sessionFor(server, DEMO.platformReviewer);
    institution = await inRole(DEMO.rongchengAdmin, '2101');
    otherInstitution = await inRole(DEMO.shuxinAdmin, '2001');
    const anyone = await createCompany(server);
    const options = await call<{ id: number; name: string }[]>(
      server.app,
      'GET',
      `${CORPORATE}/query-project-institutions`,
      { token: anyone.token },
    );
    const rongcheng = options.body.data.find((one) => one.name.startsWith('蓉城'));
    if (!rongcheng) throw new Error('The demo has no review institution rongcheng');
    rongchengId = rongcheng.id;
  });
  afterAll(() => server.close());

  it('keeps a draft, names every missing field on submission, and refuses foreign references', async () => {
    const company = await createCompany(server);
    const unnamed = await post(`${CORPORATE}/create-applyproject`, company.token, {});
    expect(unnamed.httpStatus).toBe(400);
    expect(unnamed.body.fieldErrors).toHaveProperty('name');

    const draft = await post(`${CORPORATE}/create-applyproject`, company.token, {
      name: '数据中心机房改造项目',
      contractAmount: '12.345',
    });
    expect(draft.httpStatus).toBe(400);
    expect(draft.body.fieldErrors).toHaveProperty('contractAmount');
    const saved = await post(`${CORPORATE}/create-applyproject`, company.token, {
      name: '数据中心机房改造项目',
    });
    expect(saved.httpStatus, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 0, name: '数据中心机房改造项目' });

    const incomplete = await post(`${CORPORATE}/submit-applyproject`, company.token, {
      id: saved.body.data.id,
      version: saved.body.data.version,
    });
    expect(incomplete.httpStatus).toBe(400);
    expect(Object.keys(incomplete.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['client', 'managerId', 'institutionId', 'contractFileId']),
    );
    expect((await detail(company.token, saved.body.data.id)).body.data.application.status).toBe(0);

    // Someone else's person, the company itself as its institution: refused by field.
    const other = await createCompany(server);
    const stranger = await verifiedPerson(server.app, other.token, platform);
    const foreign = await post(`${CORPORATE}/create-applyproject`, company.token, {
      id: saved.body.data.id,
      version: saved.body.data.version,
      managerId: String(stranger),
    });
    expect(foreign.httpStatus).toBe(400);
    expect(foreign.body.fieldErrors).toHaveProperty('managerId');
    const self = await post(`${CORPORATE}/create-applyproject`, company.token, {
      id: saved.body.data.id,
      version: saved.body.data.version,
      institutionId: String(company.corporateId),
    });
    expect(self.body.fieldErrors).toHaveProperty('institutionId');

    // A draft goes away; nobody else can see it meanwhile.
    expect((await detail(other.token, saved.body.data.id)).httpStatus).toBe(404);
    expect((await detail(institution, saved.body.data.id)).httpStatus).toBe(404);
    const removed = await call(server.app, 'DELETE', '/api/train/delete-project', {
      token: company.token,
      query: { id: String(saved.body.data.id), version: String(saved.body.data.version) },
    });
    expect(removed.httpStatus, removed.body.message).toBe(200);
    expect((await detail(company.token, saved.body.data.id)).httpStatus).toBe(404);
  });

  it('lets a company hold several declarations at once and withdraw one before review', async () => {
    const company = await createCompany(server);
    const manager = await verifiedPerson(server.app, company.token, platform);
    const first = await submitNewProject(server.app, company.token, manager, rongchengId);
    const second = await submitNewProject(server.app, company.token, manager, rongchengId);
    expect(first.id).not.toBe(second.id);
    const withdrawn = await post(`${CORPORATE}/withdraw-applyproject`, company.token, {
      id: second.id,
      version: second.version,
    });
    expect(withdrawn.body.data.status).toBe(0);
    const own = await queue(company.token, 'query-my-applyproject-page');
    expect(own.body.data.list.map((row) => row.status).sort()).toEqual([0, 1]);
  });

  it('goes to the institution it names only, with its documents, then to the platform', async () => {
    const { company, project } = await declared();
    // The institution it was sent to is told it waits for its review; another is not.
    const told = async (userName: string) =>
      server.db
        .select({ title: messages.title, content: messages.content })
        .from(messages)
        .innerJoin(accounts, eq(accounts.id, messages.recipientAccountId))
        .where(and(eq(accounts.userName, userName), like(messages.content, `${company.name}%`)));
    expect(await told(DEMO.rongchengAdmin)).toEqual([
      {
        title: '待审核：项目申报',
        content: `${company.name}的项目申报已提交给贵单位审核，请在审核页面处理。`,
      },
    ]);
    expect(await told(DEMO.shuxinAdmin)).toEqual([]);
    const mine = await queue(institution, 'query-check-applyproject-page');
    expect(mine.body.data.list.map((row) => row.id)).toContain(project.id);
    const theirs = await queue(otherInstitution, 'query-check-applyproject-page');
    expect(theirs.body.data.list.map((row) => row.id)).not.toContain(project.id);
    expect((await detail(otherInstitution, project.id)).httpStatus).toBe(404);
    expect((await decide(otherInstitution, project, 'INSTITUTION_APPROVE')).httpStatus).toBe(404);

    const contract = project.contractFile?.id ?? '';
    const read = (token: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/files/${contract}`,
        headers: { 'access-token': token },
      });
    expect((await read(institution)).statusCode).toBe(200);
    expect((await read(otherInstitution)).statusCode).toBe(404);

    // The platform sees it once the institution approved it.
    const before = await queue(platform, 'query-applyproject-page');
    expect(before.body.data.list.map((row) => row.id)).not.toContain(project.id);
    const approved = await decide(institution, project, 'INSTITUTION_APPROVE');
    expect(approved.body.data.status).toBe(3);
    const after = await queue(platform, 'query-applyproject-page');
    expect(after.body.data.list.map((row) => row.id)).toContain(project.id);
    const final = await decide(platform, approved.body.data, 'PLATFORM_APPROVE');
    expect(final.body.data.status).toBe(6);
    const seen = await detail(company.token, project.id);
    expect(seen.body.data.application.status).toBe(6);
  });

  it('decides a batch item by item', async () => {
    const one = (await declared()).project;
    const two = (await declared()).project;
    const batch = await call<{ results: { id: number; ok: boolean }[] }>(
      server.app,
      'POST',
      '/api/audit/muliti-update-corporateproject-status',
      {
        token: institution,
        body: {
          event: 'INSTITUTION_APPROVE',
          items: [
            { id: one.id, version: one.version },
            { id: two.id, version: two.version + 5 },
          ],
        },
      },
    );
    expect(batch.httpStatus, batch.body.message).toBe(200);
    expect(batch.body.data.results.map((item) => [item.id, item.ok])).toEqual([
      [one.id, true],
      [two.id, false],
    ]);
  });

  it('gives the draft call the fields of a complete declaration', async () => {
    const company = await createCompany(server);
    const manager = await verifiedPerson(server.app, company.token, platform);
    const fields = await completeProjectFields(server.app, company.token, manager, rongchengId);
    const saved = await post(`${CORPORATE}/create-applyproject`, company.token, fields);
    expect(saved.body.data).toMatchObject({
      contractAmount: '3860000.00',
      role: 'generalContractor',
      managerId: manager,
      institutionId: rongchengId,
    });
  });
});
