/**
 * Puts a member company's membership application (MEMBER's) in the state a route needs:
 * editable for its own writes, submitted for the platform's decisions. Other specs may
 * have moved the seeded application on: each step reads where it stands and what the
 * company may do. Fields already filled keep their values (a payload stored earlier
 * stays to be shown); only empty ones get what a submission needs.
 */
import { readFileSync } from 'node:fs';
import type {
  StoredFileInfo,
  VipApplication,
  VipApplicationDetail,
} from '../../../machines/contracts';
import { MEMBER, type DemoApi } from './demoApi';

const FORM = readFileSync(new URL('../fixtures/licence.png', import.meta.url));
const OWN_LATEST = '/api/corporate/query-my-vipapply-page?pageIndex=1&pageSize=1';
const DETAIL = '/api/corporate/query-vipapply-detail';
const SAVE_PATH = '/api/corporate/save-vipapply';
const SUBMIT_PATH = '/api/corporate/submit-vipapply';
const WITHDRAW_PATH = '/api/corporate/withdraw-vipapply';

const idAndVersion = ({ id, version }: VipApplication) => ({ id, version });

export class MembershipRecords {
  /** Every application the suite wrote to: its pages and dialog are visited. */
  readonly touched = new Set<number>();

  constructor(private readonly api: DemoApi) {}

  /** What a submission needs that the application lacks; what it has stays. */
  async missingFields(row: VipApplication) {
    const defaults = {
      levelCode: 'member',
      businessScope: '安全测试经营范围',
      scale: 'small',
      registeredCapital: '100',
      staffCount: '10',
      contactName: '安全测试',
      contactMobile: '13712345678',
    } as const;
    const missing = Object.fromEntries(
      Object.entries(defaults).filter(([field]) => !row[field as keyof typeof defaults]),
    );
    return row.applicationFile
      ? missing
      : { ...missing, applicationFileId: await this.uploadForm() };
  }

  private async uploadForm(): Promise<string> {
    const form = await this.api.upload<StoredFileInfo>(
      MEMBER,
      { name: 'form.png', buffer: FORM },
      'vipApplicationForm',
    );
    if (form.status !== 0) throw new Error(`upload: ${form.message}`);
    return form.data.id;
  }

  /** The company's latest application, open to its changes (a new draft when none is). */
  async editable(): Promise<VipApplication> {
    const page = await this.api.call<{ list: VipApplication[] }>(MEMBER, 'GET', OWN_LATEST);
    const [latest] = page.list;
    let row: VipApplication | undefined = latest;
    if (latest) {
      const detail = await this.api.call<VipApplicationDetail>(
        MEMBER,
        'GET',
        `${DETAIL}?id=${latest.id}`,
      );
      const may = (type: string) => detail.availableEvents.some((event) => event.type === type);
      if (may('WITHDRAW')) {
        row = await this.api.call(MEMBER, 'POST', WITHDRAW_PATH, idAndVersion(latest));
      } else if (!may('SUBMIT')) row = undefined;
    }
    row ??= await this.api.call<VipApplication>(MEMBER, 'POST', SAVE_PATH, {});
    this.touched.add(row.id);
    return row;
  }

  /** A body that changes the editable application, every submission field filled. */
  async completeBody() {
    const row = await this.editable();
    return { ...idAndVersion(row), ...(await this.missingFields(row)) };
  }

  /** The company's application, submitted: awaiting the platform's decision. */
  async pending(): Promise<{ id: number; version: number }> {
    const submitted = await this.api.call<VipApplication>(
      MEMBER,
      'POST',
      SUBMIT_PATH,
      await this.completeBody(),
    );
    return idAndVersion(submitted);
  }
}
