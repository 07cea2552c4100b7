import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { realnameApi, submitNew, type Row } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

/**
 * The seeded applications the platform sees, newest submission first (server/seed),
 * on their calendar days: the suites' seed is dated noon 2025-03-15 in China (SEED_MOMENT).
 */
const SEEDED = [
  { company: '成都锦城数码系统集成有限公司', status: 1, day: '2025-03-15' },
  { company: '成都温江软件开发有限公司', status: 1, day: '2025-03-14' },
  { company: '天府云创信息技术培训有限公司', status: 4, day: '2025-03-12' },
  { company: '四川蜀信智联科技有限公司', status: 2, day: '2025-03-10' },
  { company: '四川岷江数据服务有限公司', status: 5, day: '2025-03-09' },
  { company: '成都华西智慧城市科技有限公司', status: 3, day: '2025-03-05' },
  { company: '金沙信息安全技术有限公司', status: 6, day: '2025-02-23' },
];

describe.each(testDatabases)('real-name review list and export (%s)', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof realnameApi>;
  let reviewer: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = realnameApi(server.app);
    reviewer = await sessionFor(server, DEMO.platformReviewer);
  });
  afterAll(() => server.close());

  const names = (rows: Row[]) => rows.map((row) => row.companyName);
  const page = async (query: Record<string, string>) => {
    const answer = await api.reviewPage(reviewer, query);
    expect(answer.httpStatus, answer.body.message).toBe(200);
    return answer.body.data;
  };

  it('lists every submitted application, newest submission first, mobiles masked', async () => {
    const data = await page({ t: '1' });
    expect(data).toMatchObject({ total: SEEDED.length, pageIndex: 1, pageSize: 10 });
    expect(names(data.list)).toEqual(SEEDED.map((seeded) => seeded.company));
    expect(data.list.map((row) => row.status)).toEqual(SEEDED.map((seeded) => seeded.status));
    expect(data.list[0]?.contactMobile).toBe('139****2001');
    for (const row of data.list) expect(row.contactMobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });

  it('filters by status, name, credit code prefix and submission days', async () => {
    expect((await page({ status: '1' })).total).toBe(2);
    expect((await page({ status: '0' })).total).toBe(0);
    expect(names((await page({ companyName: '锦城' })).list)).toEqual([SEEDED[0]?.company]);
    expect(names((await page({ creditCode: '91510104ma' })).list)).toEqual([SEEDED[0]?.company]);
    expect((await page({ creditCode: '%' })).total).toBe(0);
    const oneDay = await page({ submittedFrom: '2025-03-14', submittedTo: '2025-03-14' });
    expect(names(oneDay.list)).toEqual([SEEDED[1]?.company]);
    expect((await page({ submittedFrom: '2025-03-10' })).total).toBe(4);
    expect((await page({ submittedTo: '2025-03-09' })).total).toBe(3);
  });

  it('sorts and pages', async () => {
    const oldestFirst = await page({ sort: 'submittedAt', order: 'asc' });
    expect(names(oldestFirst.list)).toEqual(SEEDED.map((seeded) => seeded.company).reverse());
    const byStatus = (await page({ sort: 'status', order: 'asc' })).list.map((row) => row.status);
    expect(byStatus).toEqual([...byStatus].sort((a, b) => a - b));
    const third = await page({ pageSize: '3', pageIndex: '3' });
    expect(third).toMatchObject({ total: SEEDED.length, pageIndex: 3, pageSize: 3 });
    expect(names(third.list)).toEqual([SEEDED[6]?.company]);
  });

  it('refuses unknown sort fields and malformed days, naming the field', async () => {
    const sort = await api.reviewPage(reviewer, { sort: 'id' }, 'en');
    expect(sort.httpStatus).toBe(400);
    expect(sort.body.message).toBe('Sort by: The value is not valid');
    const day = await api.reviewPage(reviewer, { submittedFrom: '15/03/2025' });
    expect(day.body.message).toBe('提交开始日期: 格式不正确');
  });

  const exportSheet = async (query: Record<string, string>, language?: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/corporate/export-realcorporate',
      query,
      headers: { 'access-token': reviewer, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { response, rows };
  };

  it('exports every matching application, not one page, as a spreadsheet', async () => {
    const extra = await Promise.all(
      Array.from({ length: 5 }, async () => submitNew(server.app, await createCompany(server))),
    );
    const { response, rows } = await exportSheet({ pageIndex: '1', pageSize: '2' });
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="realname-2025-03-15.xlsx"',
    );
    const [header, ...body] = rows;
    expect(header).toEqual([
      '编号',
      '企业全称',
      '统一社会信用代码',
      '法定代表人',
      '联系人',
      '联系人手机号',
      '状态',
      '提交时间',
      '审核时间',
    ]);
    expect(body).toHaveLength(SEEDED.length + extra.length);
    const jincheng = body.find((row) => row[1] === SEEDED[0]?.company);
    expect(jincheng?.slice(2)).toEqual([
      '91510104MA6CJ5N28N',
      '李国强',
      '李秀英',
      '139****2001',
      '待审核',
      '2025-03-15 07:00',
      '',
    ]);
  });

  it('exports with the list filters, headers in the request language', async () => {
    const { rows } = await exportSheet({ status: '6' }, 'en');
    expect(rows[0]?.slice(0, 3)).toEqual([
      'ID',
      'Enterprise full name',
      'Unified social credit code',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[6]])).toEqual([
      ['金沙信息安全技术有限公司', 'Revoked'],
    ]);
  });

  it('is for platform reviewers only', async () => {
    const company = await sessionFor(server, DEMO.shuxinAdmin);
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/corporate/export-realcorporate',
      headers: { 'access-token': company },
    });
    expect(answer.statusCode).toBe(403);
  });
});
