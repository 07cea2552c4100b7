/**
 * Demo VIP applications (issue 12): one per member company, in every status, and the
 * memberships the approved ones granted: active, expired, and disabled by the platform.
 * Histories are replayed through the workflow machine like the real-name applications'.
 */
import type { CompanyScale } from '@machines/validation/membership';
import type { DemoCompanyKey } from './demoData';
import type { DemoStep } from './replayHistory';

export interface DemoVipApplication {
  readonly company: DemoCompanyKey;
  readonly levelCode: 'member' | 'director' | 'vicePresident' | 'president';
  readonly scale: CompanyScale;
  readonly registeredCapital: string;
  readonly staffCount: string;
  readonly businessScope: string;
  readonly qualifications: string;
  readonly createdHoursAgo: number;
  readonly history: readonly DemoStep[];
  /** What the platform did to the membership the approval granted, days ago. */
  readonly disabledDaysAgo?: number;
}

const REVIEWER = '13900000001';
const DAY = 24;

const INTEGRATION = '计算机信息系统集成、软件开发、信息技术咨询服务';

const approved = (admin: string, daysAgo: number): DemoStep[] => [
  { event: 'SUBMIT', by: admin, hoursAgo: daysAgo * DAY + 30 },
  { event: 'APPROVE', by: REVIEWER, hoursAgo: daysAgo * DAY },
];

export const demoVipApplications: readonly DemoVipApplication[] = [
  {
    company: 'shuxin',
    levelCode: 'director',
    scale: 'medium',
    registeredCapital: '5000',
    staffCount: '320',
    businessScope: INTEGRATION,
    qualifications: '信息系统建设和服务能力评估三级；ISO 9001',
    createdHoursAgo: 300 * DAY + 48,
    history: approved('13900002000', 300),
  },
  {
    company: 'jincheng',
    levelCode: 'member',
    scale: 'small',
    registeredCapital: '1000',
    staffCount: '58',
    businessScope: INTEGRATION,
    qualifications: '',
    createdHoursAgo: 3 * DAY,
    history: [{ event: 'SUBMIT', by: '13900002001', hoursAgo: 2 * DAY }],
  },
  {
    company: 'huaxi',
    levelCode: 'member',
    scale: 'small',
    registeredCapital: '800',
    staffCount: '45',
    businessScope: '智慧城市解决方案、系统集成',
    qualifications: '信息系统建设和服务能力评估二级',
    createdHoursAgo: 420 * DAY,
    history: approved('13900002003', 400),
  },
  {
    company: 'minjiang',
    levelCode: 'vicePresident',
    scale: 'large',
    registeredCapital: '20000',
    staffCount: '1200',
    businessScope: '数据中心运维、数据处理和存储服务',
    qualifications: '信息技术服务运行维护一级',
    createdHoursAgo: 10 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002004', hoursAgo: 9 * DAY },
      {
        event: 'RETURN',
        by: REVIEWER,
        hoursAgo: 8 * DAY,
        comment: '副会长单位需附理事会推荐函，请补充后重新提交。',
      },
    ],
  },
  {
    company: 'jinsha',
    levelCode: 'director',
    scale: 'medium',
    registeredCapital: '3000',
    staffCount: '150',
    businessScope: '信息安全服务、等级保护测评咨询',
    qualifications: '信息安全服务资质二级',
    createdHoursAgo: 102 * DAY,
    history: approved('13900002005', 100),
    disabledDaysAgo: 10,
  },
  {
    company: 'wenjiang',
    levelCode: 'member',
    scale: 'micro',
    registeredCapital: '200',
    staffCount: '12',
    businessScope: '软件开发',
    qualifications: '',
    createdHoursAgo: 20,
    history: [],
  },
  {
    company: 'tianfu',
    levelCode: 'president',
    scale: 'small',
    registeredCapital: '500',
    staffCount: '30',
    businessScope: '信息技术培训',
    qualifications: '',
    createdHoursAgo: 40 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002110', hoursAgo: 39 * DAY },
      {
        event: 'REJECT',
        by: REVIEWER,
        hoursAgo: 37 * DAY,
        comment: '会长单位须经会员大会选举产生，不接受直接申请。',
      },
    ],
  },
  {
    company: 'rongcheng',
    levelCode: 'member',
    scale: 'small',
    registeredCapital: '600',
    staffCount: '40',
    businessScope: '信息工程咨询、评估',
    qualifications: '',
    createdHoursAgo: 30,
    history: [{ event: 'SUBMIT', by: '13900002101', hoursAgo: 26 }],
  },
];
