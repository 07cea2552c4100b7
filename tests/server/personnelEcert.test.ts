/**
 * Personnel e-certificates (issue 16, `credit-category/compay-person-ecert/{id}`): an
 * issued sign-up's certificate as PNG (its QR code opening the public verification page)
 * and as PDF (the trainee's name in Chinese), drawn on the course's certificate level's
 * template when the course has none of its own; for the sign-up's parties only, and only
 * while the certificate is in force and a template exists.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, signUps } from '../../server/db/schema';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { pdfText, qrCodeOf } from './support/documents';
import { institutionSession } from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface SignUpRow {
  id: number;
  status: number;
  courseId: number;
  traineeName: string;
  certificateNumber: string;
}

describe.each(testDatabases)('personnel e-certificates (%s)', (databaseKind) => {
  let server: TestServer;
  let trainee: string;
  let issued: SignUpRow;

  const certificate = (token: string | null, id: number, format: 'png' | 'pdf', language = 'zh') =>
    server.app.inject({
      method: 'GET',
      url: `/api/credit-category/compay-person-ecert/${id}`,
      query: { format },
      headers: { 'accept-language': language, ...(token ? { 'access-token': token } : {}) },
    });

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    trainee = await sessionFor(server, DEMO.trainee);
    const own = await call<{ list: SignUpRow[] }>(
      server.app,
      'GET',
      '/api/train/query-applycourse-page',
      { token: trainee, query: { pageIndex: '1', pageSize: '50' } },
    );
    const found = own.body.data.list.find((row) => row.status === 6);
    if (!found) throw new Error('The demo trainee holds no issued certificate');
    issued = found;
  });
  afterAll(() => server.close());

  it('draws the certificate as PNG, its QR code opening the verification page', async () => {
    const answer = await certificate(trainee, issued.id, 'png');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(qrCodeOf(answer.rawPayload)).toMatch(
      new RegExp(
        `^http://localhost:80/verify/${issued.certificateNumber}\\?code=[A-HJKMNP-Z2-9]{8}$`,
      ),
    );
  });

  it('writes the PDF with the trainee’s name in Chinese and the certificate’s number', async () => {
    const answer = await certificate(trainee, issued.id, 'pdf');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain(`${issued.certificateNumber}.pdf`);
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain(issued.traineeName);
    expect(text).toContain(`证书编号：${issued.certificateNumber}`);
    expect(text).toMatch(/身份证号：\d{6}/);
    expect(text).toMatch(/有效期至：\d{4}-\d{2}-\d{2}/);
  });

  it('is printed in the reader’s language: title and labels', async () => {
    const text = await pdfText((await certificate(trainee, issued.id, 'pdf', 'en')).rawPayload);
    expect(text).toContain('Certificate of Professional Competence');
    expect(text).toContain(`Certificate No.: ${issued.certificateNumber}`);
    expect(text).toMatch(/ID card No\.: \d{6}/);
    expect(text).toMatch(/Valid until: \d{4}-\d{2}-\d{2}/);
  });

  it('is for the sign-up’s parties only', async () => {
    const institution = await institutionSession(server, DEMO.shuxinAdmin, '2010');
    const reviewer = await sessionFor(server, DEMO.platformReviewer);
    expect((await certificate(institution, issued.id, 'png')).statusCode).toBe(200);
    expect((await certificate(reviewer, issued.id, 'png')).statusCode).toBe(200);
    const stranger = await sessionFor(server, DEMO.jinchengAdmin);
    expect((await certificate(stranger, issued.id, 'png')).statusCode).toBe(404);
    expect((await certificate(null, issued.id, 'png')).statusCode).toBe(401);
  });

  it('draws only a certificate in force, and says so without a template', async () => {
    const [row] = await server.db
      .select({ expiresOn: signUps.expiresOn, levelId: courses.certificateLevelId })
      .from(signUps)
      .innerJoin(courses, eq(courses.id, signUps.courseId))
      .where(eq(signUps.id, issued.id));
    await server.db
      .update(signUps)
      .set({ expiresOn: '2000-01-01' })
      .where(eq(signUps.id, issued.id));
    try {
      expect((await certificate(trainee, issued.id, 'png')).statusCode).toBe(409);
    } finally {
      await server.db
        .update(signUps)
        .set({ expiresOn: row?.expiresOn ?? null })
        .where(eq(signUps.id, issued.id));
    }
    // Neither the course nor a certificate level with a template: nothing to draw on.
    await server.db
      .update(courses)
      .set({ certificateLevelId: null })
      .where(eq(courses.id, issued.courseId));
    try {
      const answer = await certificate(trainee, issued.id, 'png');
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ message: string }>().message).not.toBe('');
    } finally {
      await server.db
        .update(courses)
        .set({ certificateLevelId: row?.levelId ?? null })
        .where(eq(courses.id, issued.courseId));
    }
    const waiting = await call<{ list: SignUpRow[] }>(
      server.app,
      'GET',
      '/api/train/query-applycourse-page',
      { token: trainee, query: { pageIndex: '1', pageSize: '50' } },
    );
    // The demo trainee's sign-up to the open course still waits for its institution.
    const notIssued = waiting.body.data.list.find((candidate) => candidate.status === 0);
    expect(notIssued).toBeDefined();
    expect((await certificate(trainee, notIssued?.id ?? -1, 'pdf')).statusCode).toBe(409);
  });
});
