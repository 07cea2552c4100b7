/**
 * Credit categories (issue 13) at their seed paths under `/api/credit-category/`: a level
 * of the chosen type, one category per level, validity 1-10 years; materials; the switch;
 * the certificate template (image points) with its optimistic lock, the background rule and
 * the reset; the preview drawn from an unsaved template; a credit level offered as a
 * category is not deleted; only the super-admin changes anything, every change is logged.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueLevel,
  CatalogueType,
  CertificateTemplate,
  CreditCategory,
  CreditMaterial,
} from '@machines/contracts';
import { adminActions } from '../../server/db/schema';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import type { Page } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { samples, upload } from './support/uploads';
import { DEMO } from '../demoUsers';

const C = '/api/credit-category';

/** The value, which the test's own setup made sure exists. */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe.each(testDatabases)('credit categories (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let company: string;

  const get = <T>(url: string, query: Record<string, string> = {}, token = admin) =>
    call<T>(server.app, 'GET', `${C}/${url}`, { token, query });
  const post = <T>(url: string, body: unknown, token = admin) =>
    call<T>(server.app, 'POST', `${C}/${url}`, { token, body });
  const remove = <T>(url: string, id: number, token = admin) =>
    call<T>(server.app, 'DELETE', `${C}/${url}`, { token, query: { id: String(id) } });
  const lastAction = async () =>
    (await server.db.select().from(adminActions).orderBy(desc(adminActions.id)).limit(1))[0];

  /** A fresh credit type with two levels, for a test of its own. */
  const newTypeWithLevels = async (name: string) => {
    const qualification = (url: string, body: unknown) =>
      call<CatalogueType & CatalogueLevel>(server.app, 'POST', `/api/qualification/${url}`, {
        token: admin,
        body,
      });
    const entry = { nameEn: `${name} (en)`, sort: 1, enabled: true };
    const type = (await qualification('CreateCreditType', { ...entry, name, businessLine: 5 })).body
      .data;
    const levels = [];
    for (const level of ['甲级', '乙级']) {
      levels.push(
        (await qualification('CreateCreditLevel', { ...entry, name: level, typeId: type.id })).body
          .data,
      );
    }
    return { type, levels };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await sessionFor(server, DEMO.superAdmin);
    operator = await sessionFor(server, DEMO.operator);
    company = await sessionFor(server, DEMO.jinchengAdmin);
  });
  afterAll(() => server.close());

  it('lists the demo categories in catalogue order with materials and templates', async () => {
    const page = await get<Page<CreditCategory>>('query-credit-page', { pageSize: '20' });
    expect(page.httpStatus).toBe(200);
    const first = page.body.data.list[0];
    expect(first).toMatchObject({
      typeName: '信息系统建设和服务能力评估',
      validityYears: 3,
      enabled: true,
      materialCount: 3,
      hasTemplate: true,
    });
    expect(page.body.data.total).toBe(8);
    const off = await get<Page<CreditCategory>>('query-credit-page', { enabled: 'false' });
    expect(off.body.data.list).toHaveLength(1);
    expect(off.body.data.list[0]).toMatchObject({ hasTemplate: false, materialCount: 4 });
  });

  it('adds a category for a level of the chosen type, once per level', async () => {
    const { type, levels } = await newTypeWithLevels('类别测试类型');
    const [first, second] = levels;
    const body = { typeId: type.id, levelId: present(first).id, validityYears: 4, enabled: true };
    const created = await post<CreditCategory>('create-credit', body);
    expect(created.httpStatus).toBe(200);
    expect(created.body.data).toMatchObject({
      levelName: '甲级',
      validityYears: 4,
      hasTemplate: false,
    });
    expect(await lastAction()).toMatchObject({
      action: 'catalogue.create',
      targetType: 'credit_categories',
    });

    const again = await post('create-credit', body);
    expect(again.httpStatus).toBe(409);
    expect(again.body.fieldErrors).toHaveProperty('levelId');

    const otherType = await post('create-credit', {
      ...body,
      typeId: 1,
      levelId: present(second).id,
    });
    expect(otherType.httpStatus).toBe(400);
    expect(otherType.body.message).toContain('资信等级');

    const tooLong = await post(
      'create-credit',
      { ...body, levelId: present(second).id, validityYears: 11 },
      admin,
    );
    expect(tooLong.httpStatus).toBe(400);

    const changed = await post<CreditCategory>('create-credit', {
      ...body,
      id: created.body.data.id,
      validityYears: 2,
    });
    expect(changed.body.data.validityYears).toBe(2);

    const switched = await post<CreditCategory>('update-credit-switch', {
      id: created.body.data.id,
      enabled: false,
    });
    expect(switched.body.data.enabled).toBe(false);
    expect(await lastAction()).toMatchObject({ action: 'catalogue.update' });
  });

  it('keeps a level offered as a category from being deleted, naming it', async () => {
    const { type, levels } = await newTypeWithLevels('等级占用类型');
    const level = present(levels[0]);
    await post('create-credit', {
      typeId: type.id,
      levelId: level.id,
      validityYears: 3,
      enabled: true,
    });
    const refused = await call(server.app, 'POST', '/api/qualification/DeleteCreditLevel', {
      token: admin,
      body: { id: level.id },
    });
    expect(refused.httpStatus).toBe(409);
    expect(refused.body.message).toContain('甲级');
  });

  it('keeps the materials of a category in sort order; names are unique per category', async () => {
    const { type, levels } = await newTypeWithLevels('材料测试类型');
    const category = (
      await post<CreditCategory>('create-credit', {
        typeId: type.id,
        levelId: present(levels[0]).id,
        validityYears: 3,
        enabled: true,
      })
    ).body.data;
    const material = (name: string, sort: number) => ({
      categoryId: category.id,
      name,
      nameEn: `${name} (en)`,
      required: sort === 1,
      sort,
    });
    const second = await post<CreditMaterial>('create-creditmaterial', material('审计报告', 2));
    expect(second.httpStatus).toBe(200);
    await post('create-creditmaterial', material('营业执照', 1));
    const duplicate = await post('create-creditmaterial', material('营业执照', 3));
    expect(duplicate.httpStatus).toBe(409);
    expect(duplicate.body.fieldErrors).toHaveProperty('name');

    const listed = await get<Page<CreditMaterial>>('query-creditmaterial-page', {
      categoryId: String(category.id),
    });
    expect(listed.body.data.list.map((entry) => [entry.name, entry.required])).toEqual([
      ['营业执照', true],
      ['审计报告', false],
    ]);
    const deleted = await remove('delete-creditmaterial', second.body.data.id);
    expect(deleted.httpStatus).toBe(200);
    expect(await lastAction()).toMatchObject({
      action: 'catalogue.delete',
      targetType: 'credit_materials',
    });

    // The category goes with its materials.
    const gone = await remove('delete-credit', category.id);
    expect(gone.httpStatus).toBe(200);
    const after = await get('query-creditmaterial-page', { categoryId: String(category.id) });
    expect(after.httpStatus).toBe(404);
  });

  it('saves the template with its version, refuses a stale one, then resets it', async () => {
    const categories = await get<Page<CreditCategory>>('query-credit-page', { enabled: 'false' });
    const id = present(categories.body.data.list[0]).id;
    const empty = await get<CertificateTemplate>(`image-point/${id}`);
    expect(empty.body.data).toEqual({ backgroundFileId: null, points: [], version: 0 });

    const noBackground = await post(`image-point/${id}`, {
      backgroundFileId: null,
      points: [{ field: 'companyName', x: 0.1, y: 0.2, size: 0.03 }],
      version: 0,
    });
    expect(noBackground.httpStatus).toBe(400);

    const background = (await upload(server.app, admin, { bytes: samples.png, fileName: 'bg.png' }))
      .body.data.id;
    const points = [
      { field: 'companyName', x: 0.1, y: 0.2, size: 0.03 },
      { field: 'qrCode', x: 0.7, y: 0.6, size: 0.15 },
    ];
    const twice = await post(`image-point/${id}`, {
      backgroundFileId: background,
      points: [...points, points[0]],
      version: 0,
    });
    expect(twice.httpStatus).toBe(400);

    // The QR code's white square over the company's name: refused, both fields named.
    const overlapping = await post(`image-point/${id}`, {
      backgroundFileId: background,
      points: [points[0], { field: 'qrCode', x: 0.2, y: 0.15, size: 0.15 }],
      version: 0,
    });
    expect(overlapping.httpStatus).toBe(400);
    expect(overlapping.body.message).toBe('“企业名称”与“二维码”重叠，请移开后再保存');

    const saved = await post<CertificateTemplate>(`image-point/${id}`, {
      backgroundFileId: background,
      points,
      version: 0,
    });
    expect(saved.httpStatus).toBe(200);
    expect(saved.body.data).toEqual({ backgroundFileId: background, points, version: 1 });
    expect(await lastAction()).toMatchObject({ action: 'catalogue.saveTemplate' });

    const stale = await post(`image-point/${id}`, {
      backgroundFileId: background,
      points,
      version: 0,
    });
    expect(stale.httpStatus).toBe(409);

    const reset = await post<CertificateTemplate>('reset-credit', { id });
    expect(reset.body.data).toEqual({ backgroundFileId: null, points: [], version: 2 });
    expect(await lastAction()).toMatchObject({ action: 'catalogue.resetTemplate' });
  });

  it("refuses a PDF or somebody else's file as the background", async () => {
    const categories = await get<Page<CreditCategory>>('query-credit-page', {});
    const { id } = present(categories.body.data.list[1]);
    const current = (await get<CertificateTemplate>(`image-point/${id}`)).body.data;
    const pdf = (await upload(server.app, admin, { bytes: samples.pdf, fileName: 'bg.pdf' })).body
      .data.id;
    const asPdf = await post(`image-point/${id}`, { ...current, backgroundFileId: pdf });
    expect(asPdf.httpStatus).toBe(400);
    expect(asPdf.body.fieldErrors).toHaveProperty('backgroundFileId');
    const companyFile = (await upload(server.app, company, { bytes: samples.png })).body.data.id;
    const foreign = await post(`image-point/${id}`, { ...current, backgroundFileId: companyFile });
    expect(foreign.httpStatus).toBe(400);
  });

  it('draws a preview of an unsaved template as PNG, in the caller’s language', async () => {
    const categories = await get<Page<CreditCategory>>('query-credit-page', {});
    const category = present(categories.body.data.list[0]);
    const template = (await get<CertificateTemplate>(`image-point/${category.id}`)).body.data;
    const response = await server.app.inject({
      method: 'POST',
      url: `${C}/preview-certificate`,
      headers: { 'access-token': admin, 'accept-language': 'en' },
      payload: {
        id: category.id,
        backgroundFileId: template.backgroundFileId,
        points: [{ field: 'level', x: 0.5, y: 0.5, size: 0.05 }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });

  it('lets only the super-admin see or change categories', async () => {
    for (const token of [operator, company]) {
      expect((await get('query-credit-page', {}, token)).httpStatus).toBe(403);
      expect((await post('reset-credit', { id: 1 }, token)).httpStatus).toBe(403);
    }
  });
});
