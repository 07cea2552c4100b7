/**
 * The demo association (DESIGN §8). User names are mobile numbers; every account's
 * password is DEMO_PASSWORD. Companies and people are invented (their credit codes carry
 * valid check characters); email addresses use the reserved example.com domain. The last
 * four companies exist so the real-name review list shows every status.
 */
import type { RoleCode } from '@machines/access';

export const DEMO_PASSWORD = 'Demo1234';

export type DemoCompanyKey =
  'shuxin' | 'jincheng' | 'tianfu' | 'rongcheng' | 'huaxi' | 'minjiang' | 'jinsha' | 'wenjiang';

export interface DemoCompany {
  readonly key: DemoCompanyKey;
  readonly name: string;
  readonly creditCode: string;
  readonly isTraining: boolean;
  readonly isReview: boolean;
  readonly businessLine: number;
  readonly contactName: string;
  readonly contactMobile: string;
  readonly contactEmail: string;
  readonly address: string;
}

export const demoCompanies: readonly DemoCompany[] = [
  {
    key: 'shuxin',
    name: '四川蜀信智联科技有限公司',
    creditCode: '91510100MA61R7XK3Y',
    isTraining: true,
    isReview: true,
    businessLine: 0,
    contactName: '王建国',
    contactMobile: '13900002000',
    contactEmail: 'wangjianguo@example.com',
    address: '成都市高新区天府大道中段1268号',
  },
  {
    key: 'jincheng',
    name: '成都锦城数码系统集成有限公司',
    creditCode: '91510104MA6CJ5N28N',
    isTraining: false,
    isReview: false,
    businessLine: 0,
    contactName: '李秀英',
    contactMobile: '13900002001',
    contactEmail: 'lixiuying@example.com',
    address: '成都市锦江区东大街紫东楼段35号',
  },
  {
    key: 'tianfu',
    name: '天府云创信息技术培训有限公司',
    creditCode: '91510107MA62T9QH4H',
    isTraining: true,
    isReview: false,
    businessLine: 1,
    contactName: '刘洋',
    contactMobile: '13900002110',
    contactEmail: 'liuyang@example.com',
    address: '成都市武侯区人民南路四段45号',
  },
  {
    key: 'rongcheng',
    name: '蓉城信息工程咨询评估有限公司',
    creditCode: '91510105MA6BW3LP7Q',
    isTraining: false,
    isReview: true,
    businessLine: 1,
    contactName: '陈静',
    contactMobile: '13900002101',
    contactEmail: 'chenjing@example.com',
    address: '成都市青羊区顺城大街248号',
  },
  plainCompany(
    'huaxi',
    '成都华西智慧城市科技有限公司',
    '91510106MA6DK2R5XD',
    '王芳',
    '13900002003',
  ),
  plainCompany('minjiang', '四川岷江数据服务有限公司', '91510108MA6AF7T3LF', '杨帆', '13900002004'),
  plainCompany('jinsha', '金沙信息安全技术有限公司', '91510112MA6BG8P1CX', '黄磊', '13900002005'),
  plainCompany('wenjiang', '成都温江软件开发有限公司', '91510113MA62Y4N6JN', '徐静', '13900002006'),
];

/** A member company that is neither a training nor a review institution. */
function plainCompany(
  key: DemoCompanyKey,
  name: string,
  creditCode: string,
  contactName: string,
  contactMobile: string,
): DemoCompany {
  return {
    key,
    name,
    creditCode,
    isTraining: false,
    isReview: false,
    businessLine: 0,
    contactName,
    contactMobile,
    contactEmail: `${key}@example.com`,
    address: '成都市高新区天府软件园',
  };
}

export interface DemoAccount {
  readonly userName: string;
  readonly name: string;
  /** The first one is the active role. */
  readonly roles: readonly [RoleCode, ...RoleCode[]];
  readonly isAdmin?: boolean;
  readonly company?: DemoCompanyKey;
  readonly email?: string;
  readonly introduction?: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    userName: '13900000000',
    name: '赵志强',
    roles: ['0000'],
    email: 'admin@example.com',
    introduction: '协会秘书处，负责平台运行管理。',
  },
  { userName: '13900000001', name: '孙丽', roles: ['0100'] },
  { userName: '13900000009', name: '周敏', roles: ['0900'] },
  {
    userName: '13900002000',
    name: '王建国',
    roles: ['2000', '2010', '2001'],
    isAdmin: true,
    company: 'shuxin',
    email: 'wangjianguo@example.com',
  },
  {
    userName: '13900002001',
    name: '李秀英',
    roles: ['2000'],
    isAdmin: true,
    company: 'jincheng',
    email: 'lixiuying@example.com',
  },
  { userName: '13900002002', name: '张伟', roles: ['2000'], company: 'jincheng' },
  {
    userName: '13900002110',
    name: '刘洋',
    roles: ['2000', '2110'],
    isAdmin: true,
    company: 'tianfu',
  },
  {
    userName: '13900002101',
    name: '陈静',
    roles: ['2000', '2101'],
    isAdmin: true,
    company: 'rongcheng',
  },
  { userName: '13900002003', name: '王芳', roles: ['2000'], isAdmin: true, company: 'huaxi' },
  { userName: '13900002004', name: '杨帆', roles: ['2000'], isAdmin: true, company: 'minjiang' },
  { userName: '13900002005', name: '黄磊', roles: ['2000'], isAdmin: true, company: 'jinsha' },
  { userName: '13900002006', name: '徐静', roles: ['2000'], isAdmin: true, company: 'wenjiang' },
  { userName: '13900001000', name: '吴磊', roles: ['1000'] },
  {
    userName: '13900001010',
    name: '郑海涛',
    roles: ['1010'],
    introduction: '高级工程师，课程评审专家。',
  },
  { userName: '13900001011', name: '冯雪梅', roles: ['1011'] },
  { userName: '13900010000', name: '何晓东', roles: ['01000'] },
];
