/**
 * Catalogues (issue 13): credit, course and certificate types and levels at their seed
 * paths; an entry in use is not deleted and the refusal names what uses it; Copy takes
 * the levels along; names are unique; every change is in the admin log; applicants see
 * enabled entries only; only the super-admin changes anything.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueLevel, CatalogueType, OfferedCatalogueLevel } from '@machines/contracts';
import { adminActions } from '../../server/db/schema';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import type { Page } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const Q = '/api/qualification';

describe.each(testDatabases)('catalogues (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let reviewer: string;
  let company: string;

  const post = <T>(url: string, body: unknown, token = admin) =>
    call<T>(server.app, 'POST', `${Q}/${url}`, { token, body });
  const lastAction = async () =>
    (await server.db.select().from(adminActions).orderBy(desc(adminActions.id)).limit(1))[0];
  const newType = async (name: string, line = 4) => {
    const answer = await post<CatalogueType>('CreateCreditType', {
      name,
      nameEn: `${name} (en)`,
      businessLine: line,
      sort: 50,
      enabled: true,
    });
    expect(answer.httpStatus).toBe(200);
    return answer.body.data;
  };
  const newLevel = async (typeId: number, name: string, url = 'CreateCreditLevel') => {
    const answer = await post<CatalogueLevel>(url, {
      typeId,
      name,
      nameEn: `${name} (en)`,
      sort: 1,
      enabled: true,
    });
    expect(answer.httpStatus).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await sessionFor(server, DEMO.superAdmin);
    reviewer = await sessionFor(server, DEMO.platformReviewer);
    company = await sessionFor(server, DEMO.jinchengAdmin);
  });
  afterAll(() => server.close());

  it('lists the demo types in sort order with their level counts, filtered and paged', async () => {
    const all = await post<Page<CatalogueType>>('CreditTypes', {});
    expect(all.httpStatus).toBe(200);
    expect(all.body.data.list.slice(0, 4).map((type) => [type.name, type.levelCount])).toEqual([
      ['信息系统建设和服务能力评估', 4],
      ['信息技术服务运行维护', 4],
      ['信息安全服务', 3],
      ['软件企业评估', 4],
    ]);
    const lineThree = await post<Page<CatalogueType>>('CreditTypes', { businessLine: 3 });
    expect(lineThree.body.data.list.map((type) => type.name)).toEqual(['信息安全服务']);
    const paged = await post<Page<CatalogueType>>('CouserTypes', { pageIndex: 2, pageSize: 3 });
    expect(paged.body.data).toMatchObject({ total: 5, pageIndex: 2, pageSize: 3 });
    expect(paged.body.data.list.map((type) => type.name)).toEqual([
      '运维服务管理',
      '信息技术服务基础',
    ]);
    const certificates = await post<Page<CatalogueType>>('CertificateTypes', { enabled: false });
    expect(certificates.body.data.list.map((type) => type.name)).toEqual(['运维服务工程师']);
  });

  it('lists levels with their type and its business line, by type', async () => {
    const lineThree = await post<Page<CatalogueType>>('CreditTypes', { businessLine: 3 });
    const typeId = lineThree.body.data.list[0]?.id;
    const levels = await post<Page<CatalogueLevel>>('CreditLevels', { typeId });
    expect(
      levels.body.data.list.map((level) => [level.typeName, level.name, level.businessLine]),
    ).toEqual([
      ['信息安全服务', '一级', 3],
      ['信息安全服务', '二级', 3],
      ['信息安全服务', '三级', 3],
    ]);
    const courseLevels = await post<Page<CatalogueLevel>>('CouserLevels', { pageSize: 100 });
    expect(courseLevels.body.data.total).toBe(14);
  });

  it('creates, updates and refuses a name taken, naming the field, each change logged', async () => {
    const type = await newType('数据中心服务');
    expect(type).toMatchObject({ businessLine: 4, enabled: true, levelCount: 0 });
    expect(await lastAction()).toMatchObject({
      action: 'catalogue.create',
      targetType: 'credit_types',
      targetId: String(type.id),
    });

    const clash = await post('CreateCreditType', {
      name: '信息安全服务',
      nameEn: 'x',
      businessLine: 1,
      sort: 1,
      enabled: true,
    });
    expect(clash.httpStatus).toBe(409);
    expect(clash.body).toMatchObject({ fieldErrors: { name: expect.any(String) } });

    const updated = await post<CatalogueType>('UpdateCreditType', {
      id: type.id,
      name: '数据中心运维服务',
      nameEn: 'Data centre operations',
      businessLine: 2,
      sort: 5,
      enabled: false,
    });
    expect(updated.body.data).toMatchObject({
      name: '数据中心运维服务',
      businessLine: 2,
      enabled: false,
    });
    expect((await lastAction())?.details).toMatchObject({
      before: { name: '数据中心服务', businessLine: 4 },
      after: { name: '数据中心运维服务', businessLine: 2 },
    });

    const blank = await post('UpdateCreditType', { ...updated.body.data, name: ' ', sort: 1 });
    expect(blank.httpStatus).toBe(400);
    expect(blank.body).toMatchObject({ message: expect.stringContaining('名称') });
  });

  it('deletes only what nothing uses, and names what does', async () => {
    const type = await newType('待删除类型');
    const level = await newLevel(type.id, '一级');
    const refused = await post('DeleteCreditType', { id: type.id });
    expect(refused.httpStatus).toBe(409);
    expect(refused.body).toMatchObject({
      message: '“待删除类型”下还有 1 个等级，请先删除这些等级',
    });

    const sameLevel = await post('CreateCreditLevel', {
      typeId: type.id,
      name: '一级',
      nameEn: 'again',
      sort: 2,
      enabled: true,
    });
    expect(sameLevel.httpStatus).toBe(409);

    expect((await post('DeleteCreditLevel', { id: level.id })).httpStatus).toBe(200);
    expect((await post('DeleteCreditType', { id: type.id })).httpStatus).toBe(200);
    expect(await lastAction()).toMatchObject({
      action: 'catalogue.delete',
      targetType: 'credit_types',
    });
    expect((await post('DeleteCreditType', { id: type.id })).httpStatus).toBe(404);
  });

  it('copies a type with its levels under a free name, disabled', async () => {
    const source = await newType('可复制类型');
    await newLevel(source.id, '甲');
    await newLevel(source.id, '乙');
    const first = await post<CatalogueType>('Copy', { kind: 'credit', id: source.id });
    expect(first.body.data).toMatchObject({
      name: '可复制类型（副本）',
      nameEn: '可复制类型 (en) (copy)',
      enabled: false,
      levelCount: 2,
      businessLine: 4,
    });
    const second = await post<CatalogueType>('Copy', { kind: 'credit', id: source.id });
    expect(second.body.data.name).toBe('可复制类型（副本 2）');
    const copied = await post<Page<CatalogueLevel>>('CreditLevels', { typeId: first.body.data.id });
    expect(copied.body.data.list.map((level) => level.name)).toEqual(['甲', '乙']);
    expect(await lastAction()).toMatchObject({ action: 'catalogue.copy' });

    const course = await post<Page<CatalogueType>>('CouserTypes', { pageSize: 1 });
    const courseCopy = await post<CatalogueType>('Copy', {
      kind: 'course',
      id: course.body.data.list[0]?.id,
    });
    expect(courseCopy.body.data).toMatchObject({ name: '信息系统项目管理（副本）', levelCount: 3 });
  });

  it('offers applicants enabled types and the enabled levels of an enabled type', async () => {
    const types = await call<{ id: number; name: string }[]>(
      server.app,
      'GET',
      '/api/credit-category/query-credittype-list',
      { token: company },
    );
    expect(types.httpStatus).toBe(200);
    const software = types.body.data.find((type) => type.name === '软件企业评估');
    const levels = await call<OfferedCatalogueLevel[]>(server.app, 'GET', `${Q}/QLevels`, {
      token: company,
      query: { typeId: String(software?.id) },
    });
    // Its fourth level is switched off in the demo.
    expect(levels.body.data.map((level) => level.name)).toEqual(['一级', '二级', '三级']);
    expect(types.body.data.some((type) => type.name.includes('副本'))).toBe(false);
  });

  it('lets only the super-admin list or change the catalogues', async () => {
    for (const token of [reviewer, company]) {
      expect((await post('CreditTypes', {}, token)).httpStatus).toBe(403);
      expect((await post('CreateCouserLevel', {}, token)).httpStatus).toBe(403);
      expect((await post('Copy', { kind: 'credit', id: 1 }, token)).httpStatus).toBe(403);
    }
  });
});
