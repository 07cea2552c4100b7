/**
 * A course's certificate template (issue 15) at `course/get-image-point/{id}` and
 * `course/save-image-point`: none until its institution's first save; saved with its own
 * version (a stale one is 409), the personnel fields only, a background the institution may
 * read; changed only while the course is being written; read and drawn as a specimen by the
 * course's reviewers once sent, by no other institution or line; copied with the course.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateTemplate } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import { courses } from '../../server/db/schema';
import { call } from './support/api';
import {
  createDraftCourse,
  individualIn,
  trainingInstitution,
  type CourseAnswer,
} from './support/courses';
import { testDatabases } from './support/databases';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { samples, upload } from './support/uploads';
import { DEMO } from '../demoUsers';

const COURSE = '/api/course';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const POINTS = [
  { field: 'personName', x: 0.1, y: 0.2, size: 0.04 },
  { field: 'level', x: 0.1, y: 0.3, size: 0.03 },
  { field: 'qrCode', x: 0.7, y: 0.6, size: 0.15 },
];

describe.each(testDatabases)('course certificate templates (%s)', (databaseKind) => {
  let server: TestServer;
  let institution: string;
  let otherInstitution: string;
  let expert: string;
  let otherLineExpert: string;
  let teacherId: number;

  const read = (token: string, id: number) =>
    call<CertificateTemplate>(server.app, 'GET', `${COURSE}/get-image-point/${id}`, { token });
  const save = (token: string, body: object) =>
    call<CertificateTemplate>(server.app, 'POST', `${COURSE}/save-image-point`, { token, body });
  const background = async (token: string) =>
    (await upload(server.app, token, { bytes: samples.png, fileName: 'background.png' })).body.data
      .id;
  const specimen = (token: string, body: object) =>
    server.app.inject({
      method: 'POST',
      url: `${COURSE}/preview-image-point`,
      headers: { 'access-token': token, 'accept-language': 'en' },
      payload: body,
    });
  /** What review would do to the course, without the rest of a submission. */
  const markSent = (course: CourseAnswer) =>
    server.db
      .update(courses)
      .set({ status: statusFamilies.course.codeOf('pendingReview') })
      .where(eq(courses.id, course.id));

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    const platform = await sessionFor(server, DEMO.platformReviewer);
    const own = await trainingInstitution(server, platform);
    institution = own.token;
    teacherId = own.teacher;
    otherInstitution = (await trainingInstitution(server, platform)).token;
    expert = await individualIn(server, '1010');
    otherLineExpert = await individualIn(server, '1110');
  });
  afterAll(() => server.close());

  it('starts with none, saves with its own version, refuses stale versions and credit fields', async () => {
    const course = await createDraftCourse(server.app, institution, teacherId);
    expect((await read(institution, course.id)).body.data).toEqual({
      backgroundFileId: null,
      points: [],
      version: 0,
    });
    const backgroundId = await background(institution);

    const creditField = await save(institution, {
      id: course.id,
      backgroundFileId: backgroundId,
      points: [{ field: 'creditCode', x: 0.1, y: 0.2, size: 0.03 }],
      version: 0,
    });
    expect(creditField.httpStatus).toBe(400);

    const saved = await save(institution, {
      id: course.id,
      backgroundFileId: backgroundId,
      points: POINTS,
      version: 0,
    });
    expect(saved.httpStatus).toBe(200);
    expect(saved.body.data).toEqual({ backgroundFileId: backgroundId, points: POINTS, version: 1 });
    expect((await read(institution, course.id)).body.data.version).toBe(1);

    const stale = await save(institution, {
      id: course.id,
      backgroundFileId: backgroundId,
      points: [],
      version: 0,
    });
    expect(stale.httpStatus).toBe(409);

    const reset = await call<CertificateTemplate>(
      server.app,
      'POST',
      `${COURSE}/reset-image-point`,
      { token: institution, body: { id: course.id } },
    );
    expect(reset.body.data).toEqual({ backgroundFileId: null, points: [], version: 2 });
  });

  it("refuses a background the institution may not read, naming the field, and others' courses", async () => {
    const course = await createDraftCourse(server.app, institution, teacherId);
    const foreign = await save(institution, {
      id: course.id,
      backgroundFileId: await background(otherInstitution),
      points: POINTS,
      version: 0,
    });
    expect(foreign.httpStatus).toBe(400);
    expect(foreign.body.fieldErrors).toHaveProperty('backgroundFileId');

    expect((await read(otherInstitution, course.id)).httpStatus).toBe(404);
    const intruder = await save(otherInstitution, {
      id: course.id,
      backgroundFileId: await background(otherInstitution),
      points: POINTS,
      version: 0,
    });
    expect(intruder.httpStatus).toBe(404);
    expect((await read(institution, course.id)).body.data.version).toBe(0);
  });

  it('is fixed once sent: its reviewers read it and draw it, another line does not', async () => {
    const course = await createDraftCourse(server.app, institution, teacherId);
    const backgroundId = await background(institution);
    await save(institution, {
      id: course.id,
      backgroundFileId: backgroundId,
      points: POINTS,
      version: 0,
    });
    // A draft is its institution's alone.
    expect((await read(expert, course.id)).httpStatus).toBe(404);
    await markSent(course);

    const late = await save(institution, {
      id: course.id,
      backgroundFileId: backgroundId,
      points: [],
      version: 1,
    });
    expect(late.httpStatus).toBe(409);

    expect((await read(expert, course.id)).body.data.points).toEqual(POINTS);
    expect((await read(otherLineExpert, course.id)).httpStatus).toBe(404);
    const picture = await server.app.inject({
      method: 'GET',
      url: `/api/files/${backgroundId}`,
      headers: { 'access-token': expert },
    });
    expect(picture.statusCode).toBe(200);

    const drawn = await specimen(expert, {
      id: course.id,
      backgroundFileId: backgroundId,
      points: POINTS,
    });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/png');
    expect(drawn.rawPayload.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    const elsewhere = await specimen(otherLineExpert, {
      id: course.id,
      backgroundFileId: backgroundId,
      points: POINTS,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('goes with a copy of the course, which may then change it', async () => {
    const course = await createDraftCourse(server.app, institution, teacherId);
    const backgroundId = await background(institution);
    await save(institution, {
      id: course.id,
      backgroundFileId: backgroundId,
      points: POINTS,
      version: 0,
    });
    const copy = await call<CourseAnswer>(server.app, 'GET', `${COURSE}/copy`, {
      token: institution,
      query: { id: String(course.id) },
    });
    const copied = await read(institution, copy.body.data.id);
    expect(copied.body.data).toMatchObject({ backgroundFileId: backgroundId, points: POINTS });
    const changed = await save(institution, {
      id: copy.body.data.id,
      backgroundFileId: backgroundId,
      points: POINTS.slice(0, 1),
      version: copied.body.data.version,
    });
    expect(changed.httpStatus).toBe(200);
    expect((await read(institution, course.id)).body.data.points).toEqual(POINTS);
  });
});
