/**
 * Suite 4, uploads (ASVS 5.2 file upload, 5.3 file storage): forged content types,
 * polyglots, files over 10 MB, decompression bombs and path-traversal names are refused
 * and store nothing; stored names are server-made; a file is served to its uploader's
 * company and to reviewers of a record it belongs to, and to nobody else, in a form
 * that cannot run. tests/server/fileInspection.test.ts covers the parsers themselves.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@machines/validation';
import { files } from '../../server/db/schema';
import { MAX_IMAGE_SIDE } from '../../server/lib/images/pictures';
import { t } from '../../server/lib/i18n';
import { createCompany, type TestCompany } from '../server/support/companies';
import { testDatabases } from '../server/support/databases';
import { realnameApi, submitNew } from '../server/support/realname';
import { sessionFor, startTestServer, type TestServer } from '../server/support/testServer';
import { samples } from '../server/support/uploads';
import { createAccount } from './support/sessionAccounts';
import { SuiteSummary } from '../../scripts/support/suiteSummary';
import {
  forgedTypes,
  oversizedImages,
  polyglots,
  unreadableImages,
  type Refused,
} from './support/uploadCases';
import { readFile, sendFile, type SentFile } from './support/uploadRequests';
import { pdfWithCatalog, png, solidPicture } from './support/uploadSamples';
import { DEMO } from '../demoUsers';

/** MAX_IMAGE_MEGAPIXELS' default. */
const MAX_IMAGE_PIXELS = 40_000_000;
const PIXEL_LIMITS = { side: MAX_IMAGE_SIDE, megapixels: MAX_IMAGE_PIXELS / 1_000_000 };
const STORED_NAME = /^[A-Za-z0-9_-]{22}$/;

describe.each(testDatabases)('uploads on %s', (kind) => {
  let server: TestServer;
  let company: TestCompany;
  const summary = new SuiteSummary(`4-uploads-${kind}`, `Uploads (${kind})`);

  beforeAll(async () => {
    server = await startTestServer(kind);
    company = await createCompany(server);
  });
  afterAll(async () => {
    summary.write();
    await server.close();
  });

  const storedCount = async () => {
    const [row] = await server.db.select({ total: count() }).from(files);
    return row?.total ?? 0;
  };
  const storageFolder = () => readdirSync(join(server.dataDir, 'files'));

  async function expectRefused(cases: readonly Refused[], label: string) {
    const rowsBefore = await storedCount();
    const folderBefore = storageFolder().length;
    for (const { name, refusal, ...file } of cases) {
      const answer = await sendFile(server.app, company.token, file);
      const params = refusal === 'tooManyPixels' ? PIXEL_LIMITS : {};
      const message = t('zh', `upload.${refusal}`, params);
      expect({ name, status: answer.httpStatus, body: answer.body }).toEqual({
        name,
        status: 400,
        body: { status: 400, message, data: null, fieldErrors: { file: message } },
      });
      summary.add(label);
    }
    expect(await storedCount(), 'no row for a refused file').toBe(rowsBefore);
    expect(storageFolder(), 'no bytes of a refused file').toHaveLength(folderBefore);
  }

  const accept = async (file: SentFile) => {
    const answer = await sendFile(server.app, company.token, file);
    expect(answer.httpStatus, file.fileName).toBe(200);
    summary.add('well-formed uploads accepted');
    return answer.body.data;
  };

  it('refuses forged content types: the bytes decide, and name and type must agree', async () => {
    await expectRefused(forgedTypes, 'forged content types refused');
    const english = await sendFile(
      server.app,
      company.token,
      { bytes: samples.jpeg, fileName: 'licence.pdf', contentType: 'application/pdf' },
      'en',
    );
    expect(english.body.fieldErrors).toEqual({
      file: "The file's name or type does not match its content",
    });
  });

  it('accepts what browsers really send for these types', async () => {
    const jpeg = await accept({
      bytes: samples.jpeg,
      fileName: 'IMG_0001.JPG',
      contentType: 'image/jpeg',
    });
    expect(jpeg.type).toBe('image/jpeg');
    const unnamed = await accept({ bytes: samples.webp, fileName: 'blob' });
    expect(unnamed.type).toBe('image/webp');
    const pdf = await accept({
      bytes: pdfWithCatalog('/OpenAction [3 0 R /Fit]'),
      fileName: '营业执照.pdf',
      contentType: 'application/pdf',
    });
    expect(pdf.type).toBe('application/pdf');
  });

  it('refuses polyglots: markup or script inside or after an image or PDF, PDF actions, appended archives', async () => {
    await expectRefused(polyglots, 'polyglots refused');
  });

  it('refuses decompression bombs by their pixels, and pictures libvips cannot decode whole', async () => {
    await expectRefused(oversizedImages, 'decompression bombs refused');
    await expectRefused(unreadableImages, 'unreadable images refused');
  });

  it('takes images right at the pixel limits', async () => {
    const side = MAX_IMAGE_SIDE;
    const height = MAX_IMAGE_PIXELS / side;
    // Real pictures, decoded whole on upload (a WebP at 40 megapixels takes seconds to make).
    await accept({ bytes: png({ width: side, height }), fileName: 'a.png' });
    await accept({ bytes: await solidPicture(side, height, 'jpeg'), fileName: 'a.jpg' });
    await accept({ bytes: await solidPicture(side, 400, 'webp'), fileName: 'a.webp' });
  });

  it('refuses a file over 10 MB with 413, and takes exactly 10 MB', async () => {
    const padded = (size: number) =>
      Buffer.concat([samples.pdf, Buffer.alloc(size - samples.pdf.length)]);
    const rowsBefore = await storedCount();
    const over = await sendFile(server.app, company.token, {
      bytes: padded(MAX_UPLOAD_BYTES + 1),
      fileName: 'a.pdf',
    });
    expect(over.httpStatus).toBe(413);
    expect(over.body).toEqual({
      status: 413,
      message: '上传图片大小不能超过 10MB!',
      data: null,
      fieldErrors: { file: '上传图片大小不能超过 10MB!' },
    });
    const muchOver = Buffer.concat([samples.png, Buffer.alloc(3 * MAX_UPLOAD_BYTES)]);
    expect(
      (await sendFile(server.app, company.token, { bytes: muchOver, fileName: 'a.png' }))
        .httpStatus,
    ).toBe(413);
    expect(await storedCount()).toBe(rowsBefore);
    summary.add('oversized uploads refused', 2);
    await accept({ bytes: padded(MAX_UPLOAD_BYTES), fileName: 'a.pdf' });
  });

  it('names the stored bytes itself, and shows back a sanitised name', async () => {
    const names: readonly (readonly [given: string, shown: string])[] = [
      ['../../etc/passwd', 'passwd'],
      ['..\\..\\windows\\win.ini.png', 'win.ini.png'],
      ['/var/www/html/shell.png', 'shell.png'],
      ['nul\0byte.png', 'nulbyte.png'],
      ['licence\u202Egnp.png', 'licencegnp.png'],
      ['.htaccess', 'htaccess'],
      ['x; filename=evil.html.png', 'x; filename=evil.html.png'],
      [`${'很长的名字'.repeat(60)}.png`, `${'很长的名字'.repeat(60)}.png`.slice(-100)],
    ];
    for (const [given, shown] of names) {
      const stored = await accept({ bytes: samples.png, fileName: given });
      expect(stored.id).toMatch(STORED_NAME);
      expect(stored.name, JSON.stringify(given)).toBe(shown);
      const [row] = await server.db.select().from(files).where(eq(files.id, stored.id));
      expect(row?.originalName).toBe(shown);
      const served = await readFile(server.app, company.token, stored.id);
      const disposition = String(served.headers['content-disposition']);
      expect(disposition).toMatch(/^inline; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
      expect(decodeURIComponent(disposition.split("''")[1] ?? '')).toBe(shown);
      summary.add('odd names made safe');
    }
    // A right-to-left override hid the real extension: `gnp.exe` displays as `exe.png`.
    const hidden = await sendFile(server.app, company.token, {
      bytes: samples.png,
      fileName: 'invoice\u202Egnp.exe',
    });
    expect(hidden.body.fieldErrors).toEqual({ file: t('zh', 'upload.typeMismatch') });
    const folder = storageFolder();
    for (const name of folder) expect(name).toMatch(STORED_NAME);
    expect(folder).toHaveLength(await storedCount());
  });

  it('serves files never sniffed, never cached by others, and unable to run anything', async () => {
    const stored = await accept({
      bytes: samples.png,
      fileName: '营业执照.png',
      contentType: 'image/png',
    });
    const served = await readFile(server.app, company.token, stored.id);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(samples.png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent('营业执照.png')}`,
      'cache-control': 'private',
    });
  });

  describe('another tenant', () => {
    let submittedLicence: string;
    let draftLicence: string;
    let unattached: string;
    const readers: Record<string, string> = {};

    beforeAll(async () => {
      const submitted = await submitNew(server.app, company);
      submittedLicence = submitted.licenceFile?.id ?? '';
      unattached = (await accept({ bytes: samples.png, fileName: 'other.png' })).id;
      const drafter = await createCompany(server);
      draftLicence = (
        await sendFile(server.app, drafter.token, { bytes: samples.png, fileName: 'd.png' })
      ).body.data.id;
      await realnameApi(server.app).save(drafter.token, { licenceFileId: draftLicence });
      readers.drafter = drafter.token;

      const colleague = await createAccount(server, {
        roles: ['2000'],
        corporateId: company.corporateId,
      });
      readers.colleague = await colleague.newSession();
      const otherCompany = await createCompany(server);
      readers['company B'] = otherCompany.token;
      const institutionCompany = await createCompany(server);
      const institution = await createAccount(server, {
        roles: ['2110', '2000'],
        corporateId: institutionCompany.corporateId,
      });
      readers['training institution'] = await institution.newSession();
      readers.individual = await sessionFor(server, DEMO.trainee);
      readers.expert = await sessionFor(server, DEMO.certificateExpert);
      readers['business query'] = await sessionFor(server, DEMO.businessQuery);
      readers.operator = await sessionFor(server, DEMO.operator);
      readers.reviewer = await sessionFor(server, DEMO.platformReviewer);
    });

    const statusOf = async (reader: string, id: string) =>
      (await readFile(server.app, readers[reader] ?? '', id)).statusCode;

    it('serves a file to its company and to reviewers of the record it belongs to', async () => {
      expect(await statusOf('colleague', submittedLicence)).toBe(200);
      expect((await readFile(server.app, company.token, submittedLicence)).statusCode).toBe(200);
      expect(await statusOf('reviewer', submittedLicence)).toBe(200);
      expect(await statusOf('drafter', draftLicence)).toBe(200);
      summary.add('allowed reads served', 4);
    });

    it('answers 404 to everyone else, exactly as for a file that does not exist', async () => {
      const missing = await readFile(server.app, company.token, 'A'.repeat(22));
      const outsiders = [
        'company B',
        'training institution',
        'individual',
        'expert',
        'business query',
        'operator',
      ];
      for (const reader of outsiders) {
        for (const id of [submittedLicence, unattached]) {
          const answer = await readFile(server.app, readers[reader] ?? '', id);
          expect({ reader, status: answer.statusCode }).toEqual({ reader, status: 404 });
          expect(answer.body).toBe(missing.body);
          summary.add('cross-tenant reads refused');
        }
      }
      for (const id of ['..%2F..%2Fetc%2Fpasswd', '..%5C..%5Cwin.ini', '%2E%2E']) {
        const odd = await readFile(server.app, company.token, id);
        expect({ id, status: odd.statusCode }).toEqual({ id, status: 404 });
      }
      // Reviewers see a file only once it belongs to a record under review.
      for (const id of [unattached, draftLicence]) {
        expect(await statusOf('reviewer', id)).toBe(404);
        summary.add('cross-tenant reads refused');
      }
    });

    it('will not let another company attach the file to its own record', async () => {
      const other = readers['company B'] ?? '';
      const claim = await realnameApi(server.app).save(other, { licenceFileId: submittedLicence });
      expect(claim.httpStatus).toBe(400);
      expect(claim.body.fieldErrors).toHaveProperty('licenceFileId');
      expect(await statusOf('company B', submittedLicence)).toBe(404);
      summary.add('cross-tenant reads refused');
    });
  });
});
