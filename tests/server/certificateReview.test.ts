/**
 * Personnel certificate review (issue 16, `usercerditCheck`): the reviewers' queue (the
 * platform every course's, an expert their line's, nobody else), issuing with the number
 * and the course's issue date, rejecting (a reason required), the institution's
 * resubmission (7 → 71 → 6), the batch answering per item, the issue date the institution
 * sets, revoking, the expiry sweep.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusFamilies } from '@machines/workflows';
import { signUps, trainingDates } from '../../server/db/schema';
import { CERTIFICATE_PENDING } from '../../server/signUps/entity';
import { expireLapsedPersonnelCertificates } from '../../server/signUps/expiry';
import { call } from './support/api';
import { individualIn } from './support/courses';
import { testDatabases } from './support/databases';
import {
  idCardNumber,
  institutionSession,
  signUpSelf,
  type SignUpAnswer,
  OPEN_COURSE,
  openCourseSession,
  whileSessionStarted,
} from './support/signUps';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const family = statusFamilies.signUp;

interface CertificateAnswer extends SignUpAnswer {
  certificateNumber: string;
  issuedOn: string;
  expiresOn: string;
  courseName: string;
}

describe.each(testDatabases)('personnel certificate review (%s)', (databaseKind) => {
  let server: TestServer;
  let platform: string;
  let institution: string;
  let courseId: number;
  let sessionId: number;
  let trainees = 0;

  const queue = (token: string, query: Record<string, string> = {}) =>
    call<{ list: CertificateAnswer[]; total: number }>(
      server.app,
      'GET',
      '/api/train/query-entryusercerdit-page',
      { token, query: { pageIndex: '1', pageSize: '100', ...query } },
    );
  const review = (token: string, record: SignUpAnswer, event: string, comment?: string) =>
    call<CertificateAnswer>(server.app, 'PUT', '/api/train/update-entryusercerdit-status', {
      token,
      body: { id: record.id, version: record.version, event, ...(comment ? { comment } : {}) },
    });
  const institutionStep = async (record: SignUpAnswer, event: string) => {
    const answer = await call<CertificateAnswer>(
      server.app,
      'PUT',
      '/api/train/update-applycourse-status',
      { token: institution, body: { id: record.id, version: record.version, event } },
    );
    expect(answer.httpStatus, answer.body.message).toBe(200);
    return answer.body.data;
  };
  /** A new trainee signed up, approved and passed: a certificate waiting for review. */
  const passedTrainee = async (): Promise<CertificateAnswer> => {
    trainees += 1;
    const token = await individualIn(server, '1000');
    const signedUp = await signUpSelf(server.app, token, sessionId, {
      name: `证书学员${trainees}`,
      idCard: idCardNumber(`51010419900101${String(trainees).padStart(3, '0')}`),
      mobile: `1350000${String(1000 + trainees).slice(-4)}`,
    });
    const approved = await institutionStep(signedUp, 'APPROVE_SIGNUP');
    const passed = await whileSessionStarted(server, sessionId, () =>
      call<CertificateAnswer>(server.app, 'POST', '/api/train/auditexamination', {
        token: institution,
        body: { id: approved.id, version: approved.version, event: 'PASS_EXAM', score: 86.5 },
      }),
    );
    expect(passed.httpStatus, passed.body.message).toBe(200);
    return passed.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    platform = await sessionFor(server, DEMO.platformReviewer);
    institution = await institutionSession(server, DEMO.shuxinAdmin, '2010');
    ({ courseId, sessionId } = await openCourseSession(server.db));
  });
  afterAll(() => server.close());

  it('lists certificates from the exam on, waiting first, to the platform', async () => {
    const passed = await passedTrainee();
    const answer = await queue(platform);
    expect(answer.httpStatus).toBe(200);
    const statuses = answer.body.data.list.map((row) => row.status);
    expect(statuses.length).toBeGreaterThan(3);
    for (const status of statuses) expect([4, 6, 7, 71, 8, 9]).toContain(status);
    // The demo's issued, rejected and waiting certificates, the waiting ones first.
    expect(new Set(statuses)).toEqual(new Set([4, 6, 7]));
    const firstDone = statuses.findIndex((status) => status !== 4 && status !== 71);
    expect(statuses.slice(firstDone).every((status) => status !== 4 && status !== 71)).toBe(true);
    expect(answer.body.data.list.map((row) => row.id)).toContain(passed.id);
    const byName = await queue(platform, { traineeName: passed.traineeName });
    expect(byName.body.data.list.map((row) => row.id)).toEqual([passed.id]);
    const issued = await queue(platform, { status: String(family.codeOf('certificateIssued')) });
    expect(issued.body.data.list.every((row) => row.status === 6)).toBe(true);
    // A status before the exam is not a certificate: nothing.
    const waiting = await queue(platform, { status: '0' });
    expect(waiting.body.data.total).toBe(0);
  });

  it('filters by course and certificate number, counting what the kept total sums', async () => {
    const whole = await queue(platform);
    const byCourse = await queue(platform, { courseName: OPEN_COURSE });
    expect(byCourse.body.data.total).toBeGreaterThan(0);
    expect(byCourse.body.data.list.every((row) => row.courseName === OPEN_COURSE)).toBe(true);
    const issuedCode = String(family.codeOf('certificateIssued'));
    const issued = await queue(platform, { status: issuedCode });
    const [numbered] = issued.body.data.list;
    expect(numbered?.certificateNumber).toMatch(/^SCXH-PX-/);
    const byNumber = await queue(platform, {
      certificateNumber: numbered?.certificateNumber ?? '',
    });
    expect(byNumber.body.data.list.map((row) => row.id)).toEqual([numbered?.id]);
    // Every issued certificate's number starts so: counted, the kept total of its status.
    const counted = await queue(platform, { status: issuedCode, certificateNumber: 'SCXH-PX-' });
    expect(counted.body.data.total).toBe(issued.body.data.total);
    expect(whole.body.data.total).toBeGreaterThanOrEqual(issued.body.data.total);
  });

  it('orders the queue by the expression its index holds (the machine’s waiting statuses)', async () => {
    const { rows } = await server.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'sign_ups_certificate_queue_idx'`,
    );
    // Were the machine's waiting statuses to change, the index would silently stop serving.
    expect(String(rows[0]?.indexdef)).toContain(`ARRAY[${CERTIFICATE_PENDING.join(', ')}]`);
  });

  it('shows an expert only the courses of their line; others may not call it', async () => {
    const ownLine = await sessionFor(server, DEMO.certificateExpert);
    const otherLine = await individualIn(server, '1111');
    expect((await queue(ownLine)).body.data.total).toBeGreaterThan(0);
    expect((await queue(otherLine)).body.data.total).toBe(0);
    const passed = await passedTrainee();
    expect((await review(otherLine, passed, 'ISSUE')).httpStatus).toBe(404);
    for (const token of [institution, await sessionFor(server, DEMO.jinchengAdmin)]) {
      expect((await queue(token)).httpStatus).toBe(403);
      expect((await review(token, passed, 'ISSUE')).httpStatus).toBe(403);
    }
    const issued = await review(ownLine, passed, 'ISSUE');
    expect(issued.httpStatus, issued.body.message).toBe(200);
  });

  it('shows a company trainee’s photo to the institution and the certificate reviewers only', async () => {
    const [passed] = (await queue(platform, { traineeName: '钱学森' })).body.data.list;
    if (!passed) throw new Error('The demo has no 钱学森 certificate');
    const detail = await call<{ traineePhoto: { url: string } | null }>(
      server.app,
      'GET',
      '/api/train/entrycourse-detail',
      { token: platform, query: { id: String(passed.id) } },
    );
    const photo = detail.body.data.traineePhoto;
    if (!photo) throw new Error('钱学森 has no photo');
    const picture = (token: string) =>
      server.app.inject({ method: 'GET', url: photo.url, headers: { 'access-token': token } });
    for (const token of [platform, institution, await sessionFor(server, DEMO.certificateExpert)]) {
      expect((await picture(token)).statusCode).toBe(200);
    }
    for (const token of [
      await individualIn(server, '1111'),
      await sessionFor(server, DEMO.jinchengAdmin),
      await individualIn(server, '1000'),
    ]) {
      expect((await picture(token)).statusCode).toBe(404);
    }
  });

  it('issues with a number, the course’s issue date and three years of validity', async () => {
    const passed = await passedTrainee();
    const issueOn = (issuedOn: string) =>
      call(server.app, 'POST', '/api/train/set-issuedate', {
        token: institution,
        body: { id: courseId, issuedOn },
      });
    // The course's day, within the session and not ahead of today: the certificate says it.
    const set = await issueOn('2025-03-14');
    expect(set.httpStatus, set.body.message).toBe(200);
    const read = await call<{ issuedOn: string }>(server.app, 'GET', '/api/train/get-issuedate', {
      token: institution,
      query: { id: String(courseId) },
    });
    expect(read.body.data.issuedOn).toBe('2025-03-14');
    const issued = await whileSessionStarted(server, sessionId, async () => {
      await server.db
        .update(trainingDates)
        .set({ startsOn: '2025-03-13' })
        .where(eq(trainingDates.id, sessionId));
      return review(platform, passed, 'ISSUE');
    });
    expect(issued.httpStatus, issued.body.message).toBe(200);
    expect(issued.body.data).toMatchObject({
      status: family.codeOf('certificateIssued'),
      certificateNumber: `SCXH-PX-2025-${String(passed.id).padStart(6, '0')}`,
      issuedOn: '2025-03-14',
      expiresOn: '2028-03-13',
    });
    // A day ahead is not a certificate's: one issued today is valid from today.
    const later = await passedTrainee();
    await issueOn('2026-06-30');
    const notAhead = await review(platform, later, 'ISSUE');
    expect(notAhead.body.data).toMatchObject({ issuedOn: '2025-03-15', expiresOn: '2028-03-14' });
    await call(server.app, 'POST', '/api/train/set-issuedate', {
      token: institution,
      body: { id: courseId, issuedOn: '' },
    });
  });

  it('refuses a malformed issue date naming the field, and another’s course', async () => {
    const bad = await call<unknown>(server.app, 'POST', '/api/train/set-issuedate', {
      token: institution,
      body: { id: courseId, issuedOn: '30/06/2026' },
    });
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('issuedOn');
    const other = await institutionSession(server, DEMO.tianfuAdmin, '2110');
    const foreign = await call(server.app, 'GET', '/api/train/get-issuedate', {
      token: other,
      query: { id: String(courseId) },
    });
    expect(foreign.httpStatus).toBe(404);
  });

  it('rejects with a reason, takes the institution’s resubmission, then issues', async () => {
    const passed = await passedTrainee();
    // Without a reason the machine refuses the step.
    expect((await review(platform, passed, 'REJECT_CERTIFICATE')).httpStatus).toBe(409);
    const rejected = await review(platform, passed, 'REJECT_CERTIFICATE', '照片不清晰');
    expect(rejected.body.data.status).toBe(family.codeOf('certificateRejected'));
    expect(rejected.body.data.certificateNumber).toBe('');
    expect((await review(platform, rejected.body.data, 'ISSUE')).httpStatus).toBe(409);
    const resubmitted = await institutionStep(rejected.body.data, 'RESUBMIT');
    expect(resubmitted.status).toBe(family.codeOf('certificateResubmitted'));
    const waiting = await queue(platform, { status: '71' });
    expect(waiting.body.data.list.map((row) => row.id)).toContain(passed.id);
    const issued = await review(platform, resubmitted, 'ISSUE');
    expect(issued.body.data.status).toBe(family.codeOf('certificateIssued'));
    expect(issued.body.data.certificateNumber).toMatch(/^SCXH-PX-\d{4}-\d{6}$/);
  });

  it('decides a batch item by item', async () => {
    const first = await passedTrainee();
    const second = await passedTrainee();
    const answer = await call<{ results: { id: number; ok: boolean; status?: number }[] }>(
      server.app,
      'PUT',
      '/api/train/muliti-update-entryusercerdit-status',
      {
        token: platform,
        body: {
          event: 'ISSUE',
          items: [
            { id: first.id, version: first.version },
            { id: second.id, version: second.version - 1 },
          ],
        },
      },
    );
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data.results).toEqual([
      expect.objectContaining({ id: first.id, ok: true, status: 6 }),
      expect.objectContaining({ id: second.id, ok: false }),
    ]);
  });

  it('lets the public verify an issued certificate, and revoke it with a reason', async () => {
    const passed = await passedTrainee();
    const issued = (await review(platform, passed, 'ISSUE')).body.data;
    const [stored] = await server.db
      .select({ code: signUps.certificateCheckCode })
      .from(signUps)
      .where(eq(signUps.id, issued.id));
    const verify = (code = stored?.code ?? '') =>
      call<Record<string, unknown>>(
        server.app,
        'GET',
        `/api/credit-category/verify-ecert/${encodeURIComponent(issued.certificateNumber)}`,
        { query: { code } },
      );
    const alone = await verify('');
    expect(alone.body.data).toEqual({
      kind: 'personnel',
      certificateNo: issued.certificateNumber,
      status: 6,
      checked: false,
      codeWrong: false,
    });
    const inForce = await verify();
    expect(inForce.httpStatus, inForce.body.message).toBe(200);
    expect(inForce.body.data).toEqual({
      kind: 'personnel',
      checked: true,
      certificateNo: issued.certificateNumber,
      status: 6,
      holderName: passed.traineeName,
      holderIdCard: expect.stringMatching(/^5101\*{10}\d{3}[\dX]$/) as unknown,
      courseName: OPEN_COURSE,
      institutionName: '四川蜀信智联科技有限公司',
      issuedOn: issued.issuedOn,
      expiresOn: issued.expiresOn,
    });
    expect((await review(platform, issued, 'REVOKE')).httpStatus).toBe(409);
    const expert = await sessionFor(server, DEMO.certificateExpert);
    expect((await review(expert, issued, 'REVOKE', '证书信息有误')).httpStatus).toBe(409);
    const revoked = await review(platform, issued, 'REVOKE', '证书信息有误');
    expect(revoked.body.data.status).toBe(family.codeOf('certificateRevoked'));
    expect((await verify()).body.data.status).toBe(family.codeOf('certificateRevoked'));
  });

  it('expires issued certificates past their last day (the hourly sweep)', async () => {
    const lapsing = (await review(platform, await passedTrainee(), 'ISSUE')).body.data;
    const afterExpiry = new Date(`${lapsing.expiresOn}T12:00:00+08:00`);
    afterExpiry.setUTCDate(afterExpiry.getUTCDate() + 1);
    expect(await expireLapsedPersonnelCertificates(server.db, afterExpiry)).toBeGreaterThan(0);
    const expired = await queue(platform, { traineeName: lapsing.traineeName });
    expect(expired.body.data.list[0]?.status).toBe(family.codeOf('certificateExpired'));
  });
});
