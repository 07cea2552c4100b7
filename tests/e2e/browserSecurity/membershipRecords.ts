/**
 * A member company's membership application (MEMBER's) in the state a route needs
 * (applicationRecords.ts). Fields already filled keep their values (a payload stored
 * earlier stays to be shown); only empty ones get what a submission needs.
 */
import { readFileSync } from 'node:fs';
import type { StoredFileInfo, VipApplication } from '../../../machines/contracts';
import { ApplicationRecords } from './applicationRecords';
import { MEMBER, type DemoApi } from './demoApi';

const FORM = readFileSync(new URL('../fixtures/licence.png', import.meta.url));
const PATHS = {
  latest: '/api/corporate/query-my-vipapply-page?pageIndex=1&pageSize=1',
  detail: (id: number) => `/api/corporate/query-vipapply-detail?id=${id}`,
  save: '/api/corporate/save-vipapply',
  submit: '/api/corporate/submit-vipapply',
  withdraw: '/api/corporate/withdraw-vipapply',
};

export class MembershipRecords extends ApplicationRecords<VipApplication> {
  constructor(api: DemoApi) {
    super(api, PATHS);
  }

  protected async missingFields(row: VipApplication) {
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
}
