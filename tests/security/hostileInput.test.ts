/**
 * Suite 11, hostile input (issue 40): what a signed-in user can send that would cost the
 * server more than it costs the sender. Every case here was once an attack that hurt:
 * a roster that unpacks to gigabytes. Each must be refused with a message naming the
 * field, in the sender's language, while everyone else is still answered at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNPACKED_BYTES } from '../../server/lib/sheetImport';
import { createCompany, type TestCompany } from '../server/support/companies';
import { testDatabases } from '../server/support/databases';
import type { CatalogueLevel } from '@machines/contracts';
import { call } from '../server/support/api';
import type { Page } from '../server/support/realname';
import { sessionFor, startTestServer, type TestServer } from '../server/support/testServer';
import { multipart, upload } from '../server/support/uploads';
import { png } from './support/uploadSamples';
import { SuiteSummary } from '../../scripts/support/suiteSummary';
import { xlsxBomb } from './support/zipBomb';
import { DEMO } from '../demoUsers';

const IMPORT = '/api/user/import-userstaff';
/** The attack's sheet inflated to 1.9 GiB; one GiB declares the same lie at half the making. */
const BOMB_INFLATES_TO = 1024 ** 3;
/** What another user may wait while bombs are being refused. */
const OTHERS_WAIT_AT_MOST_MS = 1_000;

let bomb: Promise<Buffer> | undefined;
const theBomb = () => (bomb ??= xlsxBomb(BOMB_INFLATES_TO));

describe.each(testDatabases)('hostile input on %s', (kind) => {
  let server: TestServer;
  let company: TestCompany;
  const summary = new SuiteSummary(`11-hostile-${kind}`, `Hostile input (${kind})`);

  beforeAll(async () => {
    server = await startTestServer(kind);
    company = await createCompany(server);
  });
  afterAll(async () => {
    summary.write();
    await server.close();
  });

  const importRoster = async (bytes: Buffer, language = 'zh-CN') => {
    const body = multipart([{ field: 'file', fileName: 'people.xlsx', bytes }], { mode: 'check' });
    const response = await server.app.inject({
      method: 'POST',
      url: IMPORT,
      payload: body.payload,
      headers: { ...body.headers, 'access-token': company.token, 'accept-language': language },
    });
    return { status: response.statusCode, body: response.json<{ fieldErrors?: unknown }>() };
  };

  it('refuses a roster that unpacks to a gigabyte, naming the file, in either language', async () => {
    const bytes = await theBomb();
    const megabytes = MAX_UNPACKED_BYTES / 1024 / 1024;
    const zh = await importRoster(bytes);
    expect(zh.status).toBe(400);
    expect(zh.body.fieldErrors).toEqual({
      file: `文件解压后超过 ${megabytes} MB，不是可导入的名单，请使用模板填写`,
    });
    const en = await importRoster(bytes, 'en');
    expect(en.status).toBe(400);
    expect(en.body.fieldErrors).toEqual({
      file: `The file unpacks to more than ${megabytes} MB: it is not a roster to import. Please fill in the template`,
    });
    summary.add('zip bombs refused', 2);
  });

  /** Another user loads the login page's captcha again and again while `work` runs. */
  async function othersWaitWhile<T>(work: Promise<T>): Promise<{ answers: T; waits: number[] }> {
    const waits: number[] = [];
    let working = true;
    const done = work.finally(() => {
      working = false;
    });
    do {
      const started = performance.now();
      const captcha = await server.app.inject({ method: 'GET', url: '/api/auth/captcha' });
      expect(captcha.statusCode).toBe(200);
      waits.push(performance.now() - started);
    } while (working);
    return { answers: await done, waits };
  }

  it('keeps answering others within a second while five specimens draw on a 40-megapixel picture', async () => {
    const admin = await sessionFor(server, DEMO.superAdmin);
    const picture = await upload(server.app, admin, {
      bytes: png({ width: 10_000, height: 4_000 }),
      fileName: 'background.png',
    });
    expect(picture.httpStatus).toBe(200);
    const levels = await call<Page<CatalogueLevel>>(
      server.app,
      'POST',
      '/api/qualification/CertificateLevels',
      { token: admin, body: { pageSize: 1 } },
    );
    const specimen = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/qualification/preview-certificate-template',
        headers: { 'access-token': admin },
        payload: {
          id: levels.body.data.list[0]?.id,
          // Not saved: each specimen brings the whole picture down to size again.
          backgroundFileId: picture.body.data.id,
          points: [{ field: 'personName', x: 0.1, y: 0.2, size: 0.04 }],
        },
      });
    const { answers, waits } = await othersWaitWhile(
      Promise.all([1, 2, 3, 4, 5].map(() => specimen())),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(Math.max(...waits)).toBeLessThan(OTHERS_WAIT_AT_MOST_MS);
    summary.add('concurrent specimens on a 40-megapixel picture', 5);
  });

  it('keeps answering others within a second while three bombs arrive at once', async () => {
    const bytes = await theBomb();
    const rssBefore = process.memoryUsage().rss;
    const { answers, waits } = await othersWaitWhile(
      Promise.all([1, 2, 3].map(() => importRoster(bytes))),
    );
    expect(answers.map(({ status }) => status)).toEqual([400, 400, 400]);
    expect(Math.max(...waits)).toBeLessThan(OTHERS_WAIT_AT_MOST_MS);
    // Each bomb is stopped at the limit: memory grows by a few limits at most, not gigabytes.
    const grownMegabytes = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    expect(grownMegabytes).toBeLessThan(400);
    summary.add('concurrent zip bombs refused', 3);
    summary.add('captcha answers while they ran', waits.length);
  });
});
