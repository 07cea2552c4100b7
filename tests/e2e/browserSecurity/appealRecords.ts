/**
 * Account appeals ("forgot account") for the routes that need one: a pending appeal takes
 * a decision, and the images it names are where the uploads' file names are shown. The
 * public form needs an SMS code, which the test-mode outbox tells.
 */
import { readFileSync } from 'node:fs';
import type { Envelope } from '../support';
import { REVIEWER, type DemoApi } from './demoApi';

const IMAGE = readFileSync(new URL('../fixtures/licence.png', import.meta.url));
const PENDING_PAGE = '/api/corporate/query-corporateappeal-page?status=0&pageIndex=1&pageSize=1';

interface AppealRow {
  readonly id: number;
  readonly version: number;
}

interface UploadAnswer {
  readonly id: string;
  readonly name: string;
}

export class AppealRecords {
  /** One number per appeal: a number gets one SMS code a minute. */
  private nextMobile = 13_900_090_000 + (Date.now() % 5_000);

  constructor(private readonly api: DemoApi) {}

  /** A new pending appeal (from a number no account has), its licence image named `name`. */
  async pending(name = 'licence.png'): Promise<{ appeal: AppealRow; licence: UploadAnswer }> {
    const mobile = String((this.nextMobile += 1));
    await this.api.send(null, 'POST', '/api/auth/sms-code', { mobile, purpose: 'appeal' });
    const outbox = await this.api.send<{ code: string }[]>(
      null,
      'GET',
      `/api/test/outbox?to=${mobile}`,
    );
    const [sent] = outbox.data;
    if (!sent) throw new Error(`no SMS code went to ${mobile}`);
    const licence = await this.upload(name);
    const proof = await this.upload('proof.png');
    await this.api.call(null, 'POST', '/api/auth/create-corporateAppeal', {
      userName: mobile,
      // The seeded company's name and code: well-formed, as the form requires.
      companyName: '成都锦城数码系统集成有限公司',
      creditCode: '91510104MA6CJ5N28N',
      mobile,
      smsCode: sent.code,
      email: `${mobile}@example.com`,
      licenceFileId: licence.id,
      proofFileId: proof.id,
    });
    const page = await this.api.call<{ list: AppealRow[] }>(REVIEWER, 'GET', PENDING_PAGE);
    const [appeal] = page.list;
    if (!appeal) throw new Error('the appeal just made is not pending');
    return { appeal, licence };
  }

  /** The form's image upload (no login). */
  async upload(name: string): Promise<UploadAnswer> {
    const response = await this.api.request.post('/api/auth/corporateAppeal/files', {
      multipart: { file: { name, mimeType: 'image/png', buffer: IMAGE } },
    });
    const answer = (await response.json()) as Envelope<UploadAnswer>;
    if (answer.status !== 0) throw new Error(`appeal upload ${name}: ${answer.message}`);
    return answer.data;
  }
}
