/**
 * How certificates are drawn (issue 40): a background is kept at the size certificates are
 * drawn at, whatever was uploaded; a drawn certificate is kept, so a repeat view reads a
 * file, under a key that changes with anything drawn on it (never stale); specimens are
 * limited per account.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueLevel, CertificateTemplate } from '@machines/contracts';
import { creditApplications, creditCategories } from '../../server/db/schema';
import { CERTIFICATE_MAX_SIDE, pictureSize } from '../../server/lib/images/pictures';
import { createAccount } from '../security/support/sessionAccounts';
import { png } from '../security/support/uploadSamples';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import type { Page } from './support/realname';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { upload } from './support/uploads';
import { DEMO } from '../demoUsers';

const CREDIT = '/api/credit-category';
const Q = '/api/qualification';
const PREVIEW_LIMIT = 3;

describe.each(testDatabases)('certificate drawing (%s)', (kind) => {
  let server: TestServer;
  let company: string;
  let admin: string;
  let approvedId: number;

  const cached = () => readdirSync(join(server.dataDir, 'cache', 'certificates')).sort();
  const view = (id: number, format: 'png' | 'pdf', language = 'zh-CN') =>
    server.app.inject({
      method: 'GET',
      url: `${CREDIT}/compay-ecert/${id}`,
      query: { format },
      headers: { 'access-token': company, 'accept-language': language },
    });

  beforeAll(async () => {
    server = await startTestServer(kind, {
      environment: { PREVIEW_RATE_LIMIT: String(PREVIEW_LIMIT) },
    });
    company = await sessionFor(server, DEMO.shuxinAdmin);
    admin = await sessionFor(server, DEMO.superAdmin);
    const own = await call<{ list: { id: number; status: number }[] }>(
      server.app,
      'GET',
      `${CREDIT}/query-my-corporatecredit-page`,
      { token: company, query: { pageIndex: '1', pageSize: '50' } },
    );
    const approved = own.body.data.list.find((row) => row.status === 6);
    if (!approved) throw new Error('The demo company has no approved application');
    approvedId = approved.id;
  });
  afterAll(() => server.close());

  it('keeps a drawn certificate: a repeat view reads the same bytes from one file', async () => {
    const first = await view(approvedId, 'png');
    expect(first.statusCode, first.body).toBe(200);
    const files = cached();
    expect(files).toHaveLength(1);
    const again = await view(approvedId, 'png');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cached()).toEqual(files);
    const stored = readFileSync(join(server.dataDir, 'cache', 'certificates', files[0] ?? ''));
    expect(stored.equals(first.rawPayload)).toBe(true);
  });

  it('keeps each language and format apart, and draws anew once the template changes', async () => {
    const before = cached().length;
    expect((await view(approvedId, 'png', 'en')).statusCode).toBe(200);
    expect((await view(approvedId, 'pdf')).statusCode).toBe(200);
    expect(cached()).toHaveLength(before + 2);

    const [row] = await server.db
      .select({ categoryId: creditApplications.categoryId })
      .from(creditApplications)
      .where(eq(creditApplications.id, approvedId));
    const categoryId = row?.categoryId ?? 0;
    const [category] = await server.db
      .select({ points: creditCategories.templatePoints })
      .from(creditCategories)
      .where(eq(creditCategories.id, categoryId));
    const moved = (category?.points ?? []).map((point) => ({ ...point, x: point.x / 2 }));
    await server.db
      .update(creditCategories)
      .set({ templatePoints: moved })
      .where(eq(creditCategories.id, categoryId));
    const redrawn = await view(approvedId, 'png');
    expect(redrawn.statusCode).toBe(200);
    expect(cached()).toHaveLength(before + 3);
  });

  it('keeps a 40-megapixel background at the size certificates are drawn at', async () => {
    const levels = await call<Page<CatalogueLevel>>(server.app, 'POST', `${Q}/CertificateLevels`, {
      token: admin,
      body: { pageSize: 10 },
    });
    const level = levels.body.data.list[2];
    if (!level) throw new Error('the demo has no third certificate level');
    const uploaded = await upload(server.app, admin, {
      bytes: png({ width: 10_000, height: 4_000 }),
      fileName: 'huge.png',
    });
    expect(uploaded.httpStatus).toBe(200);
    const template = await call<CertificateTemplate>(
      server.app,
      'GET',
      `${Q}/certificate-template/${level.id}`,
      { token: admin },
    );
    const saved = await call<CertificateTemplate>(
      server.app,
      'POST',
      `${Q}/certificate-template/${level.id}`,
      {
        token: admin,
        body: {
          backgroundFileId: uploaded.body.data.id,
          points: [{ field: 'personName', x: 0.1, y: 0.2, size: 0.04 }],
          version: template.body.data.version,
        },
      },
    );
    expect(saved.httpStatus).toBe(200);
    const kept = saved.body.data.backgroundFileId ?? '';
    expect(kept).not.toBe(uploaded.body.data.id);
    const stream = await server.storage.get(kept);
    if (!stream) throw new Error('the kept background is not stored');
    const size = await pictureSize(await buffer(stream));
    expect(size).toEqual({ mime: 'image/png', width: CERTIFICATE_MAX_SIDE, height: 1_403 });
    // Saved again unchanged, it stays the one kept.
    const again = await call<CertificateTemplate>(
      server.app,
      'POST',
      `${Q}/certificate-template/${level.id}`,
      {
        token: admin,
        body: {
          backgroundFileId: kept,
          points: saved.body.data.points,
          version: saved.body.data.version,
        },
      },
    );
    expect(again.body.data.backgroundFileId).toBe(kept);
  });

  it(`draws at most ${PREVIEW_LIMIT} specimens a minute for one account, counted apart per account`, async () => {
    const level = (
      await call<Page<CatalogueLevel>>(server.app, 'POST', `${Q}/CertificateLevels`, {
        token: admin,
        body: { pageSize: 10 },
      })
    ).body.data.list[0];
    const template = await call<CertificateTemplate>(
      server.app,
      'GET',
      `${Q}/certificate-template/${level?.id ?? 0}`,
      { token: admin },
    );
    const preview = (token: string) =>
      server.app.inject({
        method: 'POST',
        url: `${Q}/preview-certificate-template`,
        headers: { 'access-token': token },
        payload: {
          id: level?.id,
          backgroundFileId: template.body.data.backgroundFileId,
          points: template.body.data.points,
        },
      });
    for (let index = 0; index < PREVIEW_LIMIT; index += 1) {
      expect((await preview(admin)).statusCode).toBe(200);
    }
    const refused = await preview(admin);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Per account, not per session: signing in again does not reset it.
    expect((await preview(await sessionFor(server, DEMO.superAdmin))).statusCode).toBe(429);
    const secondAdmin = await createAccount(server, { roles: ['0000'] });
    expect((await preview(await secondAdmin.newSession())).statusCode).toBe(200);
  });
});
