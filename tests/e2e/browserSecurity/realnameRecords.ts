/**
 * Puts the company's real-name application in the state a route or page needs. The routes'
 * bodies point at a record (id, version) the OpenAPI document cannot name, and the other
 * end-to-end specs may have moved the seeded application on: each step reads where the
 * application is and asks the server what the company may do from there.
 */
import type { RealnameApplication, RealnameDetail } from '../../../machines/contracts';
import { COMPANY, type DemoAccount, type DemoApi } from './demoApi';

const OWN_LATEST = '/api/corporate/query-my-realcorporate-page?pageIndex=1&pageSize=1';
const DETAIL = '/api/corporate/query-realcorporate-detail';
export const SAVE_PATH = '/api/corporate/save-realcorporate';
const SUBMIT_PATH = '/api/corporate/submit-realcorporate';
const WITHDRAW_PATH = '/api/corporate/withdraw-realcorporate';

export const idAndVersion = ({ id, version }: RealnameApplication) => ({ id, version });

export class RealnameRecords {
  /** Every application the suite wrote to: their detail pages are visited. */
  readonly touched = new Set<number>();

  constructor(private readonly api: DemoApi) {}

  async latest(): Promise<RealnameDetail> {
    const page = await this.api.call<{ list: RealnameApplication[] }>(COMPANY, 'GET', OWN_LATEST);
    const [latest] = page.list;
    if (!latest) throw new Error(`${COMPANY.userName} has no real-name application`);
    return this.api.call<RealnameDetail>(COMPANY, 'GET', `${DETAIL}?id=${latest.id}`);
  }

  /**
   * The latest application, open to the company's changes: withdrawn when under review,
   * copied into a new draft when decided for good.
   */
  async editable(): Promise<RealnameApplication> {
    const { application, availableEvents } = await this.latest();
    const may = (type: string) => availableEvents.some((event) => event.type === type);
    let row = application;
    if (may('WITHDRAW')) {
      row = await this.api.call(COMPANY, 'POST', WITHDRAW_PATH, idAndVersion(application));
    } else if (!may('SUBMIT')) {
      row = await this.api.call(COMPANY, 'POST', SAVE_PATH, fieldsOf(application));
    }
    this.touched.add(row.id);
    return row;
  }

  /** The latest application, submitted: awaiting the platform's decision. */
  async pending(): Promise<RealnameApplication> {
    const row = await this.editable();
    return this.api.call(COMPANY, 'POST', SUBMIT_PATH, idAndVersion(row));
  }

  /** What a visit needs: the company its form open, the platform the review decisions. */
  async readyFor(account: DemoAccount): Promise<void> {
    await (account === COMPANY ? this.editable() : this.pending());
  }
}

/** A new draft with the same content (a decided application takes no changes). */
function fieldsOf(application: RealnameApplication) {
  const { companyName, creditCode, legalRepresentative, contactName, contactMobile, address } =
    application;
  return {
    companyName,
    creditCode,
    legalRepresentative,
    contactName,
    contactMobile,
    address,
    licenceFileId: application.licenceFile?.id ?? null,
  };
}
