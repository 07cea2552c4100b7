/**
 * Training records (issue 16, `v2/query-train-record-last`, `v2/query-train-record`,
 * `v2/query-train-record-detail`) and the business query of personnel certificates
 * (`businessPerson`, 01000), on the demo seed: hours count from the exam passed, per year
 * the session ended, and a revoked certificate takes them back; a company reads only its
 * people, an individual only themselves.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PersonnelCertificateRecord,
  TraineeRecordSummary,
  TrainingRecord,
  TrainingRecordDetail,
} from '@machines/contracts';
import { courses, signUps } from '../../server/db/schema';
import { call } from './support/api';
import { declareNewPerson } from './support/people';
import { testDatabases } from './support/databases';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface Paged<T> {
  list: T[];
  total: number;
}

const TRAINEE = DEMO.trainee;
/** rongcheng: 钱学森 passed the finished course's exam, 冯雪 failed it. */
const RONGCHENG = DEMO.rongchengAdmin;
const PLATFORM = DEMO.platformReviewer;
const BUSINESS_QUERY = DEMO.businessQuery;

describe.each(testDatabases)('training records (%s)', (databaseKind) => {
  let server: TestServer;
  let trainee: string;
  let company: string;

  const get = <T>(token: string, url: string, query: Record<string, string> = {}) =>
    call<T>(server.app, 'GET', `/api/${url}`, {
      token,
      query: { pageIndex: '1', pageSize: '50', ...query },
    });
  const hoursOf = async (courseId: number) => {
    const [course] = await server.db
      .select({ hours: courses.creditHours })
      .from(courses)
      .where(eq(courses.id, courseId));
    return course?.hours ?? '';
  };

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    trainee = await sessionFor(server, TRAINEE);
    company = await sessionFor(server, RONGCHENG);
  });
  afterAll(() => server.close());

  it('sums an individual’s hours per year from the exams passed, with the latest training', async () => {
    const answer = await get<Paged<TraineeRecordSummary>>(trainee, 'v2/query-train-record-last');
    expect(answer.httpStatus, answer.body.message).toBe(200);
    const [self] = answer.body.data.list;
    expect(answer.body.data.list).toHaveLength(1);
    expect(self?.personId).toBeNull();
    expect(self?.traineeName).toBe('吴磊');
    expect(self?.traineeIdCard).toMatch(/^\d{4}\*{10}\d{3}[\dX]$/);

    const records = await get<Paged<TrainingRecord>>(trainee, 'v2/query-train-record');
    const issued = records.body.data.list.find((record) => record.status === 6);
    const waiting = records.body.data.list.find((record) => record.status === 0);
    if (!issued || !waiting)
      throw new Error('The demo trainee lacks an issued or a waiting sign-up');
    expect(issued.hoursEarned).toBe(true);
    expect(waiting.hoursEarned).toBe(false);
    expect(issued.creditHours).toBe(await hoursOf(issued.courseId));
    expect(self?.hoursByYear).toEqual([
      { year: issued.endsOn.slice(0, 4), hours: Number(issued.creditHours).toFixed(1) },
    ]);
    expect(self?.totalHours).toBe(Number(issued.creditHours).toFixed(1));
    expect(self?.certificatesInForce).toBe(1);
    expect(self?.trainings).toBe(2);
    // The waiting sign-up's session is the later one: the latest training.
    expect(self?.latest?.id).toBe(waiting.id);
  });

  it('lists a company’s whole roster: who trained, who passed, who has not trained yet', async () => {
    const newcomer = await declareNewPerson(server.app, company, '周新');
    const answer = await get<Paged<TraineeRecordSummary>>(company, 'v2/query-train-record-last');
    expect(answer.httpStatus, answer.body.message).toBe(200);
    const byName = new Map(answer.body.data.list.map((row) => [row.traineeName, row]));
    const passed = byName.get('钱学森');
    const failed = byName.get('冯雪');
    expect(passed?.latest?.status).toBe(4);
    expect(Number(passed?.totalHours)).toBeGreaterThan(0);
    expect(failed?.latest?.status).toBe(5);
    expect(failed?.hoursByYear).toEqual([]);
    expect(failed?.totalHours).toBe('0.0');
    expect(byName.get(newcomer.name)).toMatchObject({
      personId: newcomer.id,
      trainings: 0,
      latest: null,
      totalHours: '0.0',
    });
    // The most recently trained come first, those never trained last.
    const firstUntrained = answer.body.data.list.findIndex((row) => row.latest === null);
    expect(answer.body.data.list.slice(firstUntrained).every((row) => row.latest === null)).toBe(
      true,
    );
  });

  it('filters one person’s records and refuses another company’s person (404)', async () => {
    const summaries = await get<Paged<TraineeRecordSummary>>(
      company,
      'v2/query-train-record-last',
      { traineeName: '钱学森' },
    );
    const personId = summaries.body.data.list[0]?.personId;
    if (!personId) throw new Error('钱学森 is not on rongcheng’s roster');
    const records = await get<Paged<TrainingRecord>>(company, 'v2/query-train-record', {
      personId: String(personId),
    });
    expect(records.body.data.list.map((record) => record.traineeName)).toEqual(['钱学森']);
    const one = await get<Paged<TraineeRecordSummary>>(company, 'v2/query-train-record-last', {
      personId: String(personId),
    });
    expect(one.body.data.list.map((row) => row.traineeName)).toEqual(['钱学森']);

    const stranger = await sessionFor(server, DEMO.jinchengAdmin);
    for (const url of ['v2/query-train-record', 'v2/query-train-record-last']) {
      const answer = await get(stranger, url, { personId: String(personId) });
      expect(answer.httpStatus, url).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('钱学森');
      // An individual has no roster at all.
      expect((await get(trainee, url, { personId: String(personId) })).httpStatus).toBe(404);
    }
    expect(
      (await get(company, 'v2/query-train-record', { year: '1999' })).httpStatus,
      'a year out of range',
    ).toBe(400);
  });

  it('shows one record with its timeline to its own company only', async () => {
    const records = await get<Paged<TrainingRecord>>(company, 'v2/query-train-record', {
      traineeName: '钱学森',
    });
    const record = records.body.data.list[0];
    if (!record) throw new Error('钱学森 has no record');
    const detail = await get<TrainingRecordDetail>(company, 'v2/query-train-record-detail', {
      id: String(record.id),
    });
    expect(detail.httpStatus, detail.body.message).toBe(200);
    expect(detail.body.data.record.examScore).toBe('86.5');
    expect(detail.body.data.events.map((event) => event.event)).toEqual([
      'SIGN_UP',
      'APPROVE_SIGNUP',
      'PASS_EXAM',
    ]);
    const foreign = await get(trainee, 'v2/query-train-record-detail', { id: String(record.id) });
    expect(foreign.httpStatus).toBe(404);
    // The training institution reads the sign-up on its review page, not as a record.
    const institutionAsRecords = await get(
      await sessionFor(server, DEMO.shuxinAdmin),
      'v2/query-train-record-detail',
      { id: String(record.id) },
    );
    expect(institutionAsRecords.httpStatus).toBe(404);
  });

  it('lets the business query find a certificate by name, whole ID card or number', async () => {
    const query = await sessionFor(server, BUSINESS_QUERY);
    const [issued] = await server.db
      .select({ number: signUps.certificateNumber, idCard: signUps.traineeIdCard })
      .from(signUps)
      .where(eq(signUps.traineeName, '吴磊'))
      .then((rows) => rows.filter((row) => row.number !== null));
    if (!issued?.number || !issued.idCard) throw new Error('吴磊 holds no certificate');
    const find = (filters: Record<string, string>) =>
      get<Paged<PersonnelCertificateRecord>>(query, 'train/query-business-person-page', filters);

    const byName = await find({ traineeName: '吴' });
    expect(byName.httpStatus, byName.body.message).toBe(200);
    const found = byName.body.data.list.find((row) => row.certificateNo === issued.number);
    expect(found?.status).toBe(6);
    expect(found?.holderIdCard).not.toBe(issued.idCard);
    expect(found?.holderIdCard.slice(-4)).toBe(issued.idCard.slice(-4));
    expect(JSON.stringify(byName.body)).not.toContain(issued.idCard);

    const byIdCard = await find({ idCard: issued.idCard.toLowerCase() });
    expect(byIdCard.body.data.list.map((row) => row.certificateNo)).toEqual([issued.number]);
    const byPart = await find({ idCard: issued.idCard.slice(0, 10) });
    expect(byPart.body.data.list).toEqual([]);
    const byNumber = await find({ certificateNumber: issued.number.slice(0, -2) });
    expect(byNumber.body.data.list.map((row) => row.certificateNo)).toContain(issued.number);
    // Only issued certificates: never a sign-up, a passed exam or a rejected certificate.
    const all = await find({ pageSize: '100' });
    expect(all.body.data.list.every((row) => [6, 8, 9].includes(row.status))).toBe(true);
    expect((await find({ status: '4' })).httpStatus).toBe(400);

    expect((await get(trainee, 'train/query-business-person-page')).httpStatus).toBe(403);
  });

  it('takes the hours back when the certificate is revoked', async () => {
    const records = await get<Paged<TrainingRecord>>(trainee, 'v2/query-train-record', {
      status: '6',
    });
    const issued = records.body.data.list[0];
    if (!issued) throw new Error('The demo trainee holds no issued certificate');
    const platform = await sessionFor(server, PLATFORM);
    const revoked = await call(server.app, 'PUT', '/api/train/update-entryusercerdit-status', {
      token: platform,
      body: { id: issued.id, version: issued.version, event: 'REVOKE', comment: '证书信息造假' },
    });
    expect(revoked.httpStatus, revoked.body.message).toBe(200);
    const summary = await get<Paged<TraineeRecordSummary>>(trainee, 'v2/query-train-record-last');
    const [self] = summary.body.data.list;
    expect(self?.hoursByYear).toEqual([]);
    expect(self?.certificatesInForce).toBe(0);
    const query = await sessionFor(server, BUSINESS_QUERY);
    const found = await get<Paged<PersonnelCertificateRecord>>(
      query,
      'train/query-business-person-page',
      { certificateNumber: issued.certificateNumber },
    );
    expect(found.body.data.list.map((row) => row.status)).toEqual([9]);
  });
});
