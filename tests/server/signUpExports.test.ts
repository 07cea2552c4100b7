/**
 * Sign-up exports (issue 16): the institution's roster of a course (`train/export-entryuser`)
 * and the certificate reviewers' queue (`train/export-entryusercerdit`) as .xlsx, every
 * match of the list's filters, in the caller's language, ID card numbers masked; another
 * institution's course does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases';
import { readSheet } from './support/sheets';
import { institutionSession, openCourseSession } from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(testDatabases)('sign-up exports (%s)', (databaseKind) => {
  let server: TestServer;
  let institution: string;
  let courseId: number;

  const exportOf = (token: string, url: string, query: Record<string, string>, language = 'zh') =>
    server.app.inject({
      method: 'GET',
      url: `/api/train/${url}`,
      query,
      headers: { 'access-token': token, 'accept-language': language },
    });

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    institution = await institutionSession(server, DEMO.shuxinAdmin, '2010');
    ({ courseId } = await openCourseSession(server.db));
  });
  afterAll(() => server.close());

  it('exports the roster of a course, waiting first, the ID card masked', async () => {
    const answer = await exportOf(institution, 'export-entryuser', { courseId: String(courseId) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(XLSX);
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`filename="sign-ups-${courseId}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"`),
    );
    const { name, rows } = await readSheet(answer.rawPayload);
    expect(name).toBe('报名名单');
    expect(rows[0]?.slice(0, 4)).toEqual(['编号', '姓名', '身份证号', '手机号']);
    const trainees = rows.slice(1).map((row) => row[1]);
    expect(trainees).toEqual(expect.arrayContaining(['孙建华', '吴磊', '刘洋', '许静', '邓伟']));
    expect(rows[1]?.[7]).toBe('已报名，待审核');
    expect(rows.slice(1).every((row) => /^\d{4}\*{10}\d{3}[\dX]$/.test(row[2] ?? ''))).toBe(true);
  });

  it('keeps to the list’s filters and speaks the caller’s language', async () => {
    const answer = await exportOf(
      institution,
      'export-entryuser',
      { courseId: String(courseId), status: '2' },
      'en',
    );
    const { name, rows } = await readSheet(answer.rawPayload);
    expect(name).toBe('Sign-ups');
    expect(rows.slice(1).map((row) => row[1])).toEqual(['许静']);
    expect(rows[1]?.[7]).toBe('Sign-up rejected');
  });

  it('refuses another institution’s course as if it did not exist', async () => {
    const other = await institutionSession(server, DEMO.tianfuAdmin, '2110');
    expect(
      (await exportOf(other, 'export-entryuser', { courseId: String(courseId) })).statusCode,
    ).toBe(404);
    const company = await sessionFor(server, DEMO.jinchengAdmin);
    expect(
      (await exportOf(company, 'export-entryuser', { courseId: String(courseId) })).statusCode,
    ).toBe(403);
  });

  it('exports the certificate queue under its filters', async () => {
    const reviewer = await sessionFor(server, DEMO.platformReviewer);
    const answer = await exportOf(reviewer, 'export-entryusercerdit', { status: '6' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { name, rows } = await readSheet(answer.rawPayload);
    expect(name).toBe('人员证书审核');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row[7] === '证书已颁发')).toBe(true);
    expect(rows.slice(1).every((row) => /^SCXH-PX-\d{4}-\d{6}$/.test(row[9] ?? ''))).toBe(true);
  });
});
