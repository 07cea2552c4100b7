/**
 * Company e-certificates (issue 14): the approved application's certificate as PNG (its
 * QR code opening the public verification page) and as PDF (the company name extractable
 * in Chinese from an embedded font subset); the public verification says valid, expired
 * or revoked and nothing else, rate-limited; the expiry sweep tells the company once,
 * thirty days ahead, then expires the certificate through the workflow.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireLapsedCertificates, noticeComingExpiries } from '../../server/credit/expiry';
import { creditApplications, creditCategories, messages } from '../../server/db/schema';
import { call } from './support/api';
import { createCompany } from './support/companies';
import { CREDIT, submitNewCredit } from './support/credit';
import { testDatabases } from './support/databases';
import { pdfText, qrCodeOf } from './support/documents';
import { verifiedPerson } from './support/institutions';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const VERIFY_LIMIT = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Application {
  id: number;
  version: number;
  status: number;
  companyName: string;
  certificateNo: string | null;
  expiresOn: string | null;
  typeName?: string;
  levelName?: string;
}

describe.each(testDatabases)('credit e-certificates (%s)', (databaseKind) => {
  let server: TestServer;
  let company: string;
  let platform: string;
  let approved: Application;
  let returned: Application;
  let lookups = 0;

  const certificate = (token: string, id: number, format: 'png' | 'pdf', language = 'zh') =>
    server.app.inject({
      method: 'GET',
      url: `${CREDIT}/compay-ecert/${id}`,
      query: { format },
      headers: { 'access-token': token, 'accept-language': language },
    });
  /** Each look-up from its own address, so that only the rate-limit test meets the limit. */
  const verify = (
    certificateNo: string,
    remoteAddress = `10.0.0.${(lookups += 1)}`,
    code?: string,
  ) =>
    server.app.inject({
      method: 'GET',
      url: `${CREDIT}/verify-ecert/${encodeURIComponent(certificateNo)}`,
      query: code === undefined ? {} : { code },
      remoteAddress,
    });
  /** The check code printed on a certificate (and carried in its QR code). */
  const checkCodeOf = async (certificateNo: string) => {
    const [row] = await server.db
      .select({ code: creditApplications.certificateCheckCode })
      .from(creditApplications)
      .where(eq(creditApplications.certificateNo, certificateNo));
    return row?.code ?? '';
  };
  const verifyWhole = async (certificateNo: string) =>
    verify(certificateNo, undefined, await checkCodeOf(certificateNo));

  beforeAll(async () => {
    server = await startTestServer(databaseKind, {
      environment: { VERIFY_RATE_LIMIT: String(VERIFY_LIMIT) },
    });
    company = await sessionFor(server, DEMO.shuxinAdmin);
    platform = await sessionFor(server, DEMO.platformReviewer);
    const own = await call<{ list: Application[] }>(
      server.app,
      'GET',
      `${CREDIT}/query-my-corporatecredit-page`,
      { token: company, query: { pageIndex: '1', pageSize: '50' } },
    );
    const byStatus = (status: number) => own.body.data.list.find((row) => row.status === status);
    const [six, five] = [byStatus(6), byStatus(5)];
    if (!six || !five)
      throw new Error('The demo company lacks an approved or returned application');
    [approved, returned] = [six, five];
  });
  afterAll(() => server.close());

  it('draws the certificate as PNG, its QR code opening the verification page', async () => {
    const answer = await certificate(company, approved.id, 'png');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    const code = await checkCodeOf(approved.certificateNo ?? '');
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(qrCodeOf(answer.rawPayload)).toBe(
      `http://localhost:80/verify/${approved.certificateNo ?? ''}?code=${code}`,
    );
  });

  it('writes the PDF with the company name in Chinese, from an embedded subset of the font', async () => {
    const answer = await certificate(platform, approved.id, 'pdf');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    // Named by its number alone, whatever the certificate prints beside it.
    expect(answer.headers['content-disposition']).toContain(`${approved.certificateNo}.pdf`);
    expect(answer.headers['content-disposition']).not.toContain('%E8%AF%81');
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain(approved.companyName);
    expect(text).toContain(`证书编号：${approved.certificateNo}`);
    expect(text).toContain('资质证书');
    const raw = answer.rawPayload.toString('latin1');
    // A subset is named with a six-letter tag; the whole font would be megabytes.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(answer.rawPayload.length).toBeLessThan(1_000_000);
  });

  it('is printed in the reader’s language: title, labels and the catalogue’s names', async () => {
    const text = await pdfText((await certificate(company, approved.id, 'pdf', 'en')).rawPayload);
    expect(text).toContain('Qualification Certificate');
    expect(text).toContain(`Certificate No.: ${approved.certificateNo}`);
    expect(text).toMatch(/Issued on: \d{4}-\d{2}-\d{2}/);
    expect(text).toMatch(/Valid until: \d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/证书|有效期/);
  });

  it('is for the company and the platform only, and only while in force', async () => {
    const stranger = await createCompany(server);
    expect((await certificate(stranger.token, approved.id, 'png')).statusCode).toBe(404);
    const notInForce = await certificate(company, returned.id, 'pdf');
    expect(notInForce.statusCode).toBe(409);
    expect(notInForce.json()).toMatchObject({ message: expect.any(String) });
    expect(notInForce.json().message).not.toBe('');
  });

  it('says so while the category has no template', async () => {
    const [row] = await server.db
      .select({ categoryId: creditApplications.categoryId })
      .from(creditApplications)
      .where(eq(creditApplications.id, approved.id));
    const [category] = await server.db
      .select({ fileId: creditCategories.templateFileId })
      .from(creditCategories)
      .where(eq(creditCategories.id, row?.categoryId ?? 0));
    const setTemplate = (fileId: string | null) =>
      server.db
        .update(creditCategories)
        .set({ templateFileId: fileId })
        .where(eq(creditCategories.id, row?.categoryId ?? 0));
    await setTemplate(null);
    try {
      const answer = await certificate(company, approved.id, 'png');
      expect(answer.statusCode).toBe(409);
    } finally {
      await setTemplate(category?.fileId ?? null);
    }
  });

  it('tells anyone whether a number is valid, and nothing of whose it is without its check code', async () => {
    const number = approved.certificateNo ?? '';
    const alone = await verify(number);
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toMatchObject({
      data: { kind: 'credit', certificateNo: number, status: 6, checked: false, codeWrong: false },
    });
    expect(Object.keys(alone.json<{ data: object }>().data).sort()).toEqual(
      ['certificateNo', 'checked', 'codeWrong', 'kind', 'status'].sort(),
    );
    const wrong = await verify(number, undefined, 'ABCD-EFGH');
    expect(wrong.json()).toMatchObject({ data: { checked: false, codeWrong: true } });
    expect(wrong.body).not.toContain(approved.companyName);
  });

  it('verifies a number with its check code: in force, whose, which category, nothing else', async () => {
    const code = await checkCodeOf(approved.certificateNo ?? '');
    // As printed (two halves), in lower case: the same code.
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
    const answer = await verify(approved.certificateNo ?? '', undefined, typed);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json<{ data: Record<string, unknown> }>();
    expect(Object.keys(data).sort()).toEqual(
      [
        'certificateNo',
        'checked',
        'companyName',
        'kind',
        'levelName',
        'levelNameEn',
        'status',
        'typeName',
        'typeNameEn',
      ].sort(),
    );
    expect(data).toMatchObject({ kind: 'credit', status: 6, companyName: approved.companyName });
    expect((await verify('2026-9-999999')).statusCode).toBe(404);
  });

  it('limits look-ups per address', async () => {
    const statuses: number[] = [];
    for (let round = 0; round <= VERIFY_LIMIT; round += 1) {
      statuses.push((await verify('2026-9-999999', '10.9.9.9')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(VERIFY_LIMIT).fill(404), 429]);
  });

  it('says revoked once the platform revokes', async () => {
    const applicant = await createCompany(server);
    const person = await verifiedPerson(server.app, applicant.token, platform);
    const submitted = await submitNewCredit(server.app, applicant.token, [person]);
    const institution = await sessionFor(server, DEMO.rongchengAdmin);
    await call(server.app, 'PUT', '/api/user/update-usertype', {
      token: institution,
      body: { role: '2101' },
    });
    let record: Application = {
      ...submitted,
      companyName: '',
      certificateNo: null,
      expiresOn: null,
    };
    for (const [token, event] of [
      [institution, 'INSTITUTION_APPROVE'],
      [platform, 'PLATFORM_APPROVE'],
      [platform, 'REVOKE'],
    ] as const) {
      const answer = await call<Application>(
        server.app,
        'POST',
        `${CREDIT}/update-corporatecredit-status`,
        {
          token,
          body: {
            id: record.id,
            version: record.version,
            event,
            ...(event === 'REVOKE' ? { comment: '提供虚假业绩材料' } : {}),
          },
        },
      );
      expect(answer.httpStatus, answer.body.message).toBe(200);
      record = answer.body.data;
    }
    expect((await verifyWhole(record.certificateNo ?? '')).json()).toMatchObject({
      data: { status: 9, companyName: applicant.name },
    });

    // Each message names the category; once issued, the certificate's number too.
    const told = await server.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.recipientAccountId, applicant.accountId))
      .orderBy(messages.id);
    const category = `${record.typeName ?? ''} ${record.levelName ?? ''}`;
    const issued = `${category}，证书编号 ${record.certificateNo ?? ''}`;
    expect(told.map((message) => message.content.split('\n')[0]).slice(-4)).toEqual([
      `您的资信申请（${category}）已提交，当前状态为“待机构评审”。`,
      `您的资信申请（${category}）已机构初审通过，当前状态为“机构通过，待平台审核”。`,
      `您的资信申请（${issued}）已平台复审通过，当前状态为“已通过”。`,
      `您的资信申请（${issued}）已撤销，当前状态为“已撤销”。`,
    ]);
  });

  it('tells the company once, thirty days ahead, then expires the certificate', async () => {
    const expiresOn = new Date(`${approved.expiresOn ?? ''}T12:00:00+08:00`);
    server.clock.advance(expiresOn.getTime() - 29 * DAY_MS - server.clock.now().getTime());
    expect(await noticeComingExpiries(server.db, server.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await noticeComingExpiries(server.db, server.clock.now())).toBe(0);
    const told = await server.db
      .select({ title: messages.title })
      .from(messages)
      .where(eq(messages.title, `资质证书即将到期：${approved.certificateNo ?? ''}`));
    expect(told).toHaveLength(1);

    server.clock.advance(30 * DAY_MS);
    // Past its last day the page says expired even before the sweep has run.
    expect((await verify(approved.certificateNo ?? '')).json()).toMatchObject({
      data: { status: 8 },
    });
    expect(await expireLapsedCertificates(server.db, server.clock.now())).toBeGreaterThanOrEqual(1);
    // Years later: a new session.
    company = await sessionFor(server, DEMO.shuxinAdmin);
    const detail = await call<{ application: Application; events: { event: string }[] }>(
      server.app,
      'GET',
      `${CREDIT}/query-corporatecredit-detail`,
      { token: company, query: { id: String(approved.id) } },
    );
    expect(detail.body.data.application.status).toBe(8);
    expect(detail.body.data.events.at(-1)?.event).toBe('EXPIRE');
    expect((await certificate(company, approved.id, 'png')).statusCode).toBe(409);
  });
});
