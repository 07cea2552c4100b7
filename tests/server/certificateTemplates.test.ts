/**
 * Personnel certificate templates (issue 13) at `/api/qualification/certificate-template/{id}`,
 * one per certificate level: read (none until the first save), saved with its version (a
 * stale one is 409), only the personnel fields, the background rule, reset, a preview
 * drawn from an unsaved design, removed with its level; only the super-admin.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueLevel, CertificateTemplate } from '@machines/contracts';
import { adminActions } from '../../server/db/schema';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import type { Page } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { samples, upload } from './support/uploads';
import { DEMO } from '../demoUsers';

const Q = '/api/qualification';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe.each(testDatabases)('personnel certificate templates (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let levels: readonly CatalogueLevel[];

  const get = <T>(url: string, token = admin) =>
    call<T>(server.app, 'GET', `${Q}/${url}`, { token });
  const post = <T>(url: string, body: unknown, token = admin) =>
    call<T>(server.app, 'POST', `${Q}/${url}`, { token, body });
  const lastAction = async () =>
    (await server.db.select().from(adminActions).orderBy(desc(adminActions.id)).limit(1))[0];
  const levelAt = (index: number) => {
    const level = levels[index];
    if (!level) throw new Error(`the demo has no certificate level ${index}`);
    return level;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await sessionFor(server, DEMO.superAdmin);
    levels = (await post<Page<CatalogueLevel>>('CertificateLevels', { pageSize: 10 })).body.data
      .list;
  });
  afterAll(() => server.close());

  it("reads the demo's designed levels and an undesigned one as none", async () => {
    const designed = await get<CertificateTemplate>(`certificate-template/${levelAt(0).id}`);
    expect(designed.httpStatus).toBe(200);
    expect(designed.body.data.version).toBe(1);
    expect(designed.body.data.points.map((point) => point.field)).toContain('personName');
    const undesigned = await get<CertificateTemplate>(`certificate-template/${levelAt(2).id}`);
    expect(undesigned.body.data).toEqual({ backgroundFileId: null, points: [], version: 0 });
    expect((await get('certificate-template/999999')).httpStatus).toBe(404);
  });

  it('saves a first design with its version, refuses a stale one and credit fields, resets', async () => {
    const id = levelAt(2).id;
    const background = (await upload(server.app, admin, { bytes: samples.png, fileName: 'bg.png' }))
      .body.data.id;
    const points = [
      { field: 'personName', x: 0.1, y: 0.2, size: 0.04 },
      { field: 'idCard', x: 0.1, y: 0.3, size: 0.03 },
    ];
    const creditOnly = await post(`certificate-template/${id}`, {
      backgroundFileId: background,
      points: [{ field: 'creditCode', x: 0.1, y: 0.2, size: 0.03 }],
      version: 0,
    });
    expect(creditOnly.httpStatus).toBe(400);

    const saved = await post<CertificateTemplate>(`certificate-template/${id}`, {
      backgroundFileId: background,
      points,
      version: 0,
    });
    expect(saved.httpStatus).toBe(200);
    expect(saved.body.data).toEqual({ backgroundFileId: background, points, version: 1 });
    expect(await lastAction()).toMatchObject({
      action: 'catalogue.saveTemplate',
      targetType: 'certificate_levels',
      targetId: String(id),
    });

    const stale = await post(`certificate-template/${id}`, {
      backgroundFileId: background,
      points: [],
      version: 0,
    });
    expect(stale.httpStatus).toBe(409);

    const reset = await post<CertificateTemplate>('reset-certificate-template', { id });
    expect(reset.body.data).toEqual({ backgroundFileId: null, points: [], version: 2 });
    expect(await lastAction()).toMatchObject({ action: 'catalogue.resetTemplate' });
  });

  it('draws a specimen of an unsaved design as PNG', async () => {
    const { id } = levelAt(0);
    const template = (await get<CertificateTemplate>(`certificate-template/${id}`)).body.data;
    const response = await server.app.inject({
      method: 'POST',
      url: `${Q}/preview-certificate-template`,
      headers: { 'access-token': admin, 'accept-language': 'en' },
      payload: {
        id,
        backgroundFileId: template.backgroundFileId,
        points: [{ field: 'personName', x: 0.4, y: 0.4, size: 0.05 }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });

  it('goes with its level, which nothing else uses', async () => {
    const type = levelAt(0);
    const created = await post<CatalogueLevel>('CreateCertificateLevel', {
      typeId: type.typeId,
      name: '临时等级',
      nameEn: 'Temporary grade',
      sort: 9,
      enabled: true,
    });
    const { id } = created.body.data;
    const background = (await upload(server.app, admin, { bytes: samples.png })).body.data.id;
    const points = [{ field: 'level', x: 0.2, y: 0.2, size: 0.03 }];
    await post(`certificate-template/${id}`, { backgroundFileId: background, points, version: 0 });
    expect((await post('DeleteCertificateLevel', { id })).httpStatus).toBe(200);
    expect((await get(`certificate-template/${id}`)).httpStatus).toBe(404);
  });

  it('lets only the super-admin read or change a template', async () => {
    const { id } = levelAt(0);
    for (const userName of [DEMO.operator, DEMO.platformReviewer, DEMO.shuxinAdmin]) {
      const token = await sessionFor(server, userName);
      expect((await get(`certificate-template/${id}`, token)).httpStatus).toBe(403);
      expect((await post('reset-certificate-template', { id }, token)).httpStatus).toBe(403);
    }
  });
});
