/**
 * People imported from the roster template (issue 12): the template in the user's
 * language, a row-by-row report, nothing saved unless every row is valid or the company
 * chose the valid ones, the people saved as its own drafts, and files that are not the
 * template refused naming the file.
 */
import ExcelJS from 'exceljs';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PersonImportReport } from '@machines/contracts';
import { people } from '../../server/db/schema';
import { call, type Answer } from './support/api';
import { createCompany, type TestCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { freshIdCard, ROSTER_HEADERS_ZH } from './support/people';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { multipart, samples } from './support/uploads';
import { DEMO } from '../demoUsers';

const IMPORT = '/api/user/import-userstaff';
const TEMPLATE = '/api/user/userstaff-import-template';

async function workbookOf(rows: readonly (readonly unknown[])[], headers = ROSTER_HEADERS_ZH) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('人员');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(testDatabases)('roster import (%s)', (kind) => {
  let server: TestServer;
  let company: TestCompany;
  let other: TestCompany;

  const send = async (
    token: string,
    bytes: Buffer,
    mode: string,
    language = 'zh-CN',
  ): Promise<Answer<PersonImportReport>> => {
    const body = multipart([{ field: 'file', fileName: 'people.xlsx', bytes }], { mode });
    const response = await server.app.inject({
      method: 'POST',
      url: IMPORT,
      payload: body.payload,
      headers: { ...body.headers, 'access-token': token, 'accept-language': language },
    });
    return { httpStatus: response.statusCode, headers: response.headers, body: response.json() };
  };
  const rosterOf = (corporateId: number) =>
    server.db
      .select()
      .from(people)
      .where(and(eq(people.corporateId, corporateId), isNull(people.deletedAt)));

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  beforeEach(async () => {
    company = await createCompany(server);
    other = await createCompany(server);
  });
  afterAll(() => server.close());

  it('serves the template in the language asked for, to company accounts only', async () => {
    for (const [language, first] of [
      ['zh-CN', '姓名 *'],
      ['en', 'Name *'],
    ] as const) {
      const response = await server.app.inject({
        method: 'GET',
        url: TEMPLATE,
        headers: { 'access-token': company.token, 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).getCell(1).value).toBe(first);
      expect(sheet?.getCell('B2').dataValidation.type).toBe('list');
      expect(workbook.worksheets).toHaveLength(2);
      // What verification will need is marked, and the notes name it, the pictures too.
      const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
      const notes = workbook.worksheets[1]?.getColumn(1).values.join('\n') ?? '';
      if (language === 'zh-CN') {
        expect(headers).toEqual([
          '姓名 *',
          '性别（核验必填）',
          '身份证号码 *',
          '手机号（核验必填）',
          '邮箱',
          '学历（核验必填）',
          '职称（核验必填）',
          '入职日期（核验必填）',
          '离职日期',
        ]);
        expect(notes).toContain('申报核验前还须补全性别、手机号、学历、职称和入职日期');
        expect(notes).toContain('上传照片和身份证照片');
      } else {
        expect(headers[1]).toBe('Gender (to verify)');
        expect(notes).toContain('add their Photo and ID card');
      }
    }
    const reviewer = await sessionFor(server, DEMO.platformReviewer);
    const refused = await call(server.app, 'GET', TEMPLATE, { token: reviewer });
    expect(refused.httpStatus).toBe(403);
  });

  it('reports each row, saves nothing on a check, and nothing on "all" while a row is wrong', async () => {
    const onRoster = freshIdCard();
    await call(server.app, 'POST', '/api/user/save-userstaff', {
      token: company.token,
      body: { name: '已在名单', idCard: onRoster },
    });
    const good = freshIdCard();
    const bytes = await workbookOf([
      ['李娜', '女', good, '13800001111', '', '本科', '中级', '2020/1/5', ''],
      ['', '男', freshIdCard(), '', '', '', '', '', ''],
      ['王五', '', '510104199001011235', '12345', '', '', '', '', ''],
      ['赵六', '', good.toLowerCase(), '', '', '', '', '', ''],
      ['孙七', '', onRoster, '', '', 'PhD', '', '', ''],
      [],
    ]);

    const checked = await send(company.token, bytes, 'check');
    expect(checked.httpStatus).toBe(200);
    const report = checked.body.data;
    expect(report).toMatchObject({ total: 5, valid: 1, invalid: 4, saved: 0 });
    expect(report.rows.map((row) => [row.row, row.errors])).toEqual([
      [2, {}],
      [3, { name: '请输入姓名' }],
      [4, { idCard: '身份证号码不正确，请核对后重新输入', mobile: '请输入正确的手机号码' }],
      [5, { idCard: '与第 2 行的身份证号码重复' }],
      [6, { idCard: '该身份证号码的人员已在本单位人员名单中', education: expect.any(String) }],
    ]);
    expect(report.rows[0]?.idCard).toBe(`5101**********${good.slice(-4)}`);
    // Importable, and told what its declaration for verification will still need.
    expect(report.rows[0]?.toComplete).toEqual(['photoFileId', 'idCardFileId']);
    expect(report.rows[3]?.toComplete).toEqual([
      'gender',
      'mobile',
      'education',
      'professionalTitle',
      'employedFrom',
      'photoFileId',
      'idCardFileId',
    ]);

    const all = await send(company.token, bytes, 'all');
    expect(all.body.data.saved).toBe(0);
    expect(await rosterOf(company.corporateId)).toHaveLength(1);
  });

  it('saves the valid rows when asked to, as drafts of the company alone', async () => {
    const bytes = await workbookOf([
      [
        '李娜',
        'Female',
        freshIdCard(),
        '13800001111',
        'li@example.com',
        'bachelor',
        '中级',
        '2020-01-05',
        '',
      ],
      ['王五', '', 'not an id', '', '', '', '', '', ''],
    ]);
    const answer = await send(company.token, bytes, 'valid', 'en');
    expect(answer.body.data).toMatchObject({ valid: 1, invalid: 1, saved: 1 });
    expect(answer.body.data.rows[1]?.errors.idCard).toMatch(/ID card/);

    const [saved] = await rosterOf(company.corporateId);
    expect(saved).toMatchObject({
      name: '李娜',
      gender: 'female',
      education: 'bachelor',
      professionalTitle: 'intermediate',
      employedFrom: '2020-01-05',
      employedTo: null,
      status: 0,
      createdByAccountId: company.accountId,
    });
    expect(await rosterOf(other.corporateId)).toHaveLength(0);
  });

  it('saves every row with "all" when every row is valid', async () => {
    const bytes = await workbookOf([
      ['甲', '', freshIdCard(), '', '', '', '', '', ''],
      ['乙', '', freshIdCard(), '', '', '', '', '', ''],
    ]);
    const answer = await send(company.token, bytes, 'all');
    expect(answer.body.data).toMatchObject({ total: 2, valid: 2, saved: 2 });
    expect(await rosterOf(company.corporateId)).toHaveLength(2);
  });

  it('refuses what is not the filled-in template, naming the file', async () => {
    const cases: [Buffer, string][] = [
      [samples.png, '请上传 Excel（.xlsx）文件'],
      [await workbookOf([['甲']], ['名字', '证件']), '表头与模板不一致，请下载模板后填写'],
      [await workbookOf([]), '文件中没有可导入的数据行'],
    ];
    for (const [bytes, message] of cases) {
      const answer = await send(company.token, bytes, 'check');
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ file: message });
    }
    const badMode = await send(company.token, await workbookOf([]), 'everything');
    expect(badMode.httpStatus).toBe(400);
  });
});
