/**
 * Dates that do not exist (issue 40): every date field takes only a day the calendar has,
 * through the one shared rule (machines/validation/fieldRules.ts `isoDay`), in drafts, in
 * submissions and in spreadsheet imports; the refusal names the field.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonImportReport } from '@machines/contracts';
import { call } from './support/api';
import { createCompany, type TestCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { freshIdCard } from './support/people';
import type { ProjectAnswer } from './support/projects';
import { startTestServer, type TestServer } from './support/testServer';
import { multipart } from './support/uploads';

const CORPORATE = '/api/corporate';
const IMPOSSIBLE = ['0000-00-00', '2024-02-30', '2024-13-01', '2025-13-40', '2023-02-29'];

describe.each(testDatabases)('dates that do not exist (%s)', (kind) => {
  let server: TestServer;
  let company: TestCompany;

  beforeAll(async () => {
    server = await startTestServer(kind);
    company = await createCompany(server);
  });
  afterAll(() => server.close());

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
    sheet.addRow([
      '姓名 *',
      '性别',
      '身份证号码 *',
      '手机号',
      '邮箱',
      '学历',
      '职称',
      '入职日期',
      '离职日期',
    ]);
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
  });
});
