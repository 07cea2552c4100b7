/**
 * The real-name area's story records: applications in every status, each with the timeline
 * that leads there (replayed through the application family), the detail each party gets,
 * and the pages of the platform's and the company's lists.
 */
import { statusFamilies, type Party } from '@machines/workflows';
import type { RealnameApplication, RealnameDetail } from '../../src/lib/api/realname';
import { licenceImage, storyMoment as at, timelineOf } from '../support/storyKit';

const family = statusFamilies.application;

export const codeOf = (state: string) => family.codeOf(state);

export const RETURN_COMMENT = '营业执照照片不清晰，请上传清晰的扫描件后重新提交。';
export const REJECT_COMMENT = '统一社会信用代码与营业执照不一致。';
export const REVOKE_COMMENT = '企业已注销，撤销实名认证。';

/** The events that lead from a draft to each status (a realistic timeline). */
export const PATHS: Record<string, readonly { event: string; party: Party; comment?: string }[]> = {
  draft: [],
  submitted: [{ event: 'SUBMIT', party: 'applicant' }],
  approved: [
    { event: 'SUBMIT', party: 'applicant' },
    { event: 'APPROVE', party: 'platform' },
  ],
  rejected: [
    { event: 'SUBMIT', party: 'applicant' },
    { event: 'REJECT', party: 'platform', comment: REJECT_COMMENT },
  ],
  returned: [
    { event: 'SUBMIT', party: 'applicant' },
    { event: 'RETURN', party: 'platform', comment: RETURN_COMMENT },
  ],
  withdrawn: [
    { event: 'SUBMIT', party: 'applicant' },
    { event: 'WITHDRAW', party: 'applicant' },
  ],
  revoked: [
    { event: 'SUBMIT', party: 'applicant' },
    { event: 'APPROVE', party: 'platform' },
    { event: 'REVOKE', party: 'platform', comment: REVOKE_COMMENT },
  ],
};

export function application(
  state: string,
  overrides: Partial<RealnameApplication> = {},
): RealnameApplication {
  const steps = PATHS[state] ?? [];
  const decided = ['approved', 'rejected', 'returned', 'revoked'].includes(state);
  return {
    id: 101,
    corporateId: 7,
    status: codeOf(state),
    version: steps.length + 1,
    companyName: '示例科技有限公司',
    creditCode: '91350100M000100Y43',
    legalRepresentative: '王建国',
    contactName: '李娜',
    contactMobile: '13800138000',
    address: '福建省福州市鼓楼区软件大道89号',
    licenceFile: licenceImage,
    submittedAt: steps.length > 0 ? at(2, 9) : null,
    decidedAt: decided ? at(3, 10) : null,
    createdAt: at(1, 8),
    updatedAt: at(1 + steps.length, 9),
    ...overrides,
  };
}

/** The detail answer for an application in `state`, as `party` would get it. */
export function detailOf(
  state: string,
  party: Party,
  overrides: Partial<RealnameApplication> = {},
) {
  const app = application(state, overrides);
  const detail: RealnameDetail = {
    application: app,
    events: timelineOf(PATHS[state] ?? []),
    availableEvents: family.availableEvents(app.status, { party }),
  };
  return detail;
}

/** A page of the platform list: companies in several statuses. */
export const reviewRows: RealnameApplication[] = [
  application('submitted', {
    id: 1,
    corporateId: 11,
    companyName: '福州云联科技有限公司',
    creditCode: '91350100MA2XN0A113',
    version: 2,
  }),
  application('submitted', {
    id: 2,
    corporateId: 12,
    companyName: '厦门海创信息有限公司',
    creditCode: '91350200MA2YB7C33U',
    version: 2,
  }),
  application('submitted', {
    id: 3,
    corporateId: 13,
    companyName: '泉州数智系统集成有限公司',
    creditCode: '91350500MA31D4E554',
    version: 3,
  }),
  application('approved', {
    id: 4,
    corporateId: 14,
    companyName: '漳州星河软件有限公司',
    creditCode: '91350600MA32F6G77D',
    version: 3,
  }),
  application('returned', {
    id: 5,
    corporateId: 15,
    companyName: '莆田联创网络有限公司',
    creditCode: '91350300MA33H8J992',
    version: 3,
  }),
  application('rejected', {
    id: 6,
    corporateId: 16,
    companyName: '三明智联科技有限公司',
    creditCode: '91350400MA34K0L11R',
    version: 3,
  }),
];

/** The company's own applications: an earlier rejection and the current, returned one. */
export const myRows: RealnameApplication[] = [
  application('returned', { id: 102 }),
  application('rejected', { id: 101, createdAt: at(1, 8), companyName: '示例科技有限公司' }),
];
