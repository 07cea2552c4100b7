/**
 * Suite 13, domain input (issue 40): what passed every shape check yet was wrong.
 * Dates that do not exist: every date field takes only a day the calendar has, through
 * the one shared rule (machines/validation/fieldRules.ts `isoDay`), in drafts, in
 * submissions and in spreadsheet imports; the refusal names the field. Unique clashes
 * found only by the database name the field that clashed. Certificate numbers, which run
 * in sequence, tell a stranger nothing of whose they are.
 */
import ExcelJS from 'exceljs';
import { and, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonImportReport } from '@machines/contracts';
import { corporates, creditApplications, signUps } from '../../server/db/schema';
import { call } from '../server/support/api';
import { createCompany, type TestCompany } from '../server/support/companies';
import { testDatabases } from '../server/support/databases';
import { freshIdCard, ROSTER_HEADERS_ZH } from '../server/support/people';
import type { ProjectAnswer } from '../server/support/projects';
import { freshMobile } from '../server/support/sms';
import { sessionFor, startTestServer, type TestServer } from '../server/support/testServer';
import { multipart } from '../server/support/uploads';
import { SuiteSummary } from '../../scripts/support/suiteSummary';
import { DEMO } from '../demoUsers';

const CORPORATE = '/api/corporate';
const IMPOSSIBLE = ['0000-00-00', '2024-02-30', '2024-13-01', '2025-13-40', '2023-02-29'];

describe.each(testDatabases)('domain input on %s', (kind) => {
  let server: TestServer;
  let company: TestCompany;
  const summary = new SuiteSummary(`13-domain-${kind}`, `Domain input (${kind})`);

  beforeAll(async () => {
    server = await startTestServer(kind);
    company = await createCompany(server);
  });
  afterAll(async () => {
    summary.write();
    await server.close();
  });

  const saveProject = (body: object, language = 'zh-CN') =>
    call<ProjectAnswer>(server.app, 'POST', `${CORPORATE}/create-applyproject`, {
      token: company.token,
      body,
      language,
    });

  it('refuses them in a project draft, naming the field, and keeps nothing', async () => {
    for (const day of IMPOSSIBLE) {
      const answer = await saveProject({ name: '机房改造', startDate: day });
      expect(answer.httpStatus, day).toBe(400);
      expect(answer.body.fieldErrors, day).toEqual({
        startDate: '日期不存在，请按 YYYY-MM-DD 填写真实的日期',
      });
    }
    const english = await saveProject({ name: 'Server room', endDate: '2024-02-30' }, 'en');
    expect(english.body.fieldErrors).toEqual({
      endDate: 'This date does not exist: give a real one, as YYYY-MM-DD',
    });
    const listed = await call<{ list: unknown[] }>(
      server.app,
      'GET',
      `${CORPORATE}/query-my-applyproject-page`,
      { token: company.token, query: { pageIndex: '1', pageSize: '10' } },
    );
    expect(listed.body.data.list).toEqual([]);
    summary.add('impossible dates refused', IMPOSSIBLE.length + 1);
  });

  it('takes a leap day, and orders real days only', async () => {
    const leap = await saveProject({ name: '机房改造', startDate: '2024-02-29' });
    expect(leap.httpStatus, leap.body.message).toBe(200);
    const backwards = await saveProject({
      id: leap.body.data.id,
      version: leap.body.data.version,
      startDate: '2024-03-01',
      endDate: '2024-02-29',
    });
    expect(backwards.httpStatus).toBe(400);
    expect(Object.keys(backwards.body.fieldErrors ?? {})).toEqual(['endDate']);
  });

  it('lists a roster row whose date does not exist as that row’s problem', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('人员');
    sheet.addRow([...ROSTER_HEADERS_ZH]);
    sheet.addRow(['李娜', '', freshIdCard(), '', '', '', '', '2025-13-40', '']);
    sheet.addRow(['王五', '', freshIdCard(), '', '', '', '', '2024-02-29', '']);
    const body = multipart(
      [
        {
          field: 'file',
          fileName: 'people.xlsx',
          bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
        },
      ],
      { mode: 'check' },
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/import-userstaff',
      payload: body.payload,
      headers: { ...body.headers, 'access-token': company.token },
    });
    const report = response.json<{ data: PersonImportReport }>().data;
    expect(report).toMatchObject({ total: 2, valid: 1, invalid: 1, saved: 0 });
    expect(report.rows[0]?.errors).toEqual({
      employedFrom: '日期不存在，请按 YYYY-MM-DD 填写真实的日期',
    });
    summary.add('impossible dates refused', 1);
  });

  it('names the email when staff logins race for one new address', async () => {
    const admin = await sessionFor(server, DEMO.jinchengAdmin);
    const email = `race-${kind}-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(server.app, 'POST', '/api/user/create-corporateUser', {
          token: admin,
          body: { name: `并发${index}`, mobile: freshMobile(), email },
        }),
      ),
    );
    expect(answers.filter(({ httpStatus }) => httpStatus === 200)).toHaveLength(1);
    for (const refused of answers.filter(({ httpStatus }) => httpStatus !== 200)) {
      expect(refused.httpStatus).toBe(409);
      expect(refused.body.fieldErrors).toEqual({ email: '该邮箱已被其他账号使用' });
    }
    summary.add('racing contact clashes named by field', 19);
  });

  it('tells whoever tries certificate numbers in sequence nothing of whose they are', async () => {
    const credit = await server.db
      .select({
        number: creditApplications.certificateNo,
        corporateId: creditApplications.corporateId,
      })
      .from(creditApplications)
      .where(isNotNull(creditApplications.certificateNo));
    const personnel = await server.db
      .select({ number: signUps.certificateNumber, name: signUps.traineeName })
      .from(signUps)
      .where(and(isNotNull(signUps.certificateNumber)));
    const companyNames = new Set(
      (await server.db.select({ name: corporates.name }).from(corporates)).map(({ name }) => name),
    );
    const personal = [...companyNames, ...personnel.map(({ name }) => name)];
    const numbers = [...credit, ...personnel].map(({ number }) => number ?? '');
    expect(numbers.length).toBeGreaterThan(3);
    for (const number of numbers) {
      const answer = await server.app.inject({
        method: 'GET',
        url: `/api/credit-category/verify-ecert/${encodeURIComponent(number)}`,
      });
      expect(answer.statusCode, number).toBe(200);
      expect(answer.json()).toMatchObject({ data: { checked: false } });
      for (const text of personal) expect(answer.body, number).not.toContain(text);
    }
    summary.add('certificate numbers tried without their code', numbers.length);
  });
});
