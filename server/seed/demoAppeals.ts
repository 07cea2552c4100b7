/**
 * Demo account appeals (DESIGN §8): pending ones (one naming no account, one naming its
 * account by email), an approved and a rejected one, so the review list shows every
 * status and both decisions.
 */
const DAY = 24;
const OPERATOR = '13900000009';

export interface DemoAppeal {
  /** The login name as the appellant gave it. */
  readonly userName: string;
  readonly companyName: string;
  readonly creditCode: string;
  readonly mobile: string;
  readonly email: string;
  readonly createdHoursAgo: number;
  readonly decision?: {
    readonly event: 'APPROVE' | 'REJECT';
    readonly by: string;
    readonly hoursAgo: number;
    readonly comment?: string;
  };
}

export const demoAppeals: readonly DemoAppeal[] = [
  {
    userName: '13900002001',
    companyName: '成都锦城数码系统集成有限公司',
    creditCode: '91510104MA6CJ5N28N',
    mobile: '13700002001',
    email: 'lixiuying.new@example.com',
    createdHoursAgo: 5,
  },
  {
    userName: '13800009999',
    companyName: '成都天演数据科技有限公司',
    creditCode: '91510106MA6D8K2W1H',
    mobile: '13800009999',
    email: 'tianyan@example.com',
    createdHoursAgo: 1 * DAY,
  },
  {
    userName: 'wangjianguo@example.com',
    companyName: '四川蜀信智联科技有限公司',
    creditCode: '91510100MA61R7XK3Y',
    mobile: '13700002000',
    email: 'wangjianguo@example.com',
    createdHoursAgo: 2 * DAY,
  },
  {
    // Approved: the account already has this mobile and email (see appealSeed.ts).
    userName: '13900002005',
    companyName: '金沙信息安全技术有限公司',
    creditCode: '91510112MA6BG8P1CX',
    mobile: '13900002005',
    email: 'huanglei@example.com',
    createdHoursAgo: 4 * DAY,
    decision: { event: 'APPROVE', by: OPERATOR, hoursAgo: 3 * DAY },
  },
  {
    userName: '13900002003',
    companyName: '成都华西云图科技有限公司',
    creditCode: '91510108MA6E3R7T5C',
    mobile: '13700002003',
    email: 'wangfang@example.com',
    createdHoursAgo: 6 * DAY,
    decision: {
      event: 'REJECT',
      by: OPERATOR,
      hoursAgo: 5 * DAY,
      comment: '申诉企业与该账号所属企业不一致，营业执照无法证明账号归属。',
    },
  },
];
