/**
 * Demo institution applications (issue 12): the approvals behind the demo companies'
 * training and review roles (shuxin 2010 and 2001, tianfu 2110, rongcheng 2101), and one
 * application in each other status, so both review lists and the company's page have
 * something to show. Teachers and assessors are verified people of the company's roster.
 */
import type { InstitutionKind } from '@machines/access';
import type { DemoCompanyKey } from './demoData';
import type { DemoStep } from './replayHistory';

export interface DemoInstitutionApplication {
  readonly company: DemoCompanyKey;
  readonly kind: InstitutionKind;
  readonly businessLine: number;
  readonly introduction: string;
  readonly premises: string;
  readonly courseScope: string;
  /** Names of verified people of the company's roster. */
  readonly people: readonly string[];
  readonly createdHoursAgo: number;
  readonly history: readonly DemoStep[];
}

const REVIEWER = '13900000001';
const DAY = 24;

const approved = (admin: string, daysAgo: number): DemoStep[] => [
  { event: 'SUBMIT', by: admin, hoursAgo: daysAgo * DAY + 30 },
  { event: 'APPROVE', by: REVIEWER, hoursAgo: daysAgo * DAY },
];

const TRAINING_SCOPE = '信息系统集成项目管理、信息系统监理、信息安全技术';

export const demoInstitutionApplications: readonly DemoInstitutionApplication[] = [
  {
    company: 'shuxin',
    kind: 'training',
    businessLine: 0,
    introduction: '十余年系统集成培训经验，设有专职培训部，年培训学员千余人次。',
    premises: '成都市高新区天府大道中段1268号 3 楼培训中心（320 平方米）',
    courseScope: TRAINING_SCOPE,
    people: ['陈志强', '林晓燕'],
    createdHoursAgo: 200 * DAY + 48,
    history: approved('13900002000', 200),
  },
  {
    company: 'shuxin',
    kind: 'review',
    businessLine: 0,
    introduction: '承担系统集成项目与信用评价的初审工作，评审流程经 ISO 9001 认证。',
    premises: '成都市高新区天府大道中段1268号 5 楼',
    courseScope: '',
    people: ['陈志强'],
    createdHoursAgo: 180 * DAY + 48,
    history: approved('13900002000', 180),
  },
  {
    company: 'tianfu',
    kind: 'training',
    businessLine: 1,
    introduction: '专注信息技术职业培训，拥有 6 间标准化教室与在线学习平台。',
    premises: '成都市武侯区人民南路四段45号 培训楼（600 平方米）',
    courseScope: '软件开发、云计算运维、数据治理',
    people: ['刘洋', '许静'],
    createdHoursAgo: 150 * DAY + 48,
    history: approved('13900002110', 150),
  },
  {
    company: 'tianfu',
    kind: 'review',
    businessLine: 1,
    introduction: '拟开展软件类项目初审。',
    premises: '成都市武侯区人民南路四段45号',
    courseScope: '',
    people: ['许静'],
    createdHoursAgo: 20 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002110', hoursAgo: 19 * DAY },
      {
        event: 'REJECT',
        by: REVIEWER,
        hoursAgo: 17 * DAY,
        comment: '评审人员数量不足，且未提供评审管理制度。',
      },
    ],
  },
  {
    company: 'rongcheng',
    kind: 'review',
    businessLine: 1,
    introduction: '工程咨询与评估专业机构，具备甲级咨询资信。',
    premises: '成都市青羊区顺城大街248号 12 楼',
    courseScope: '',
    people: ['钱学森', '冯雪'],
    createdHoursAgo: 160 * DAY + 48,
    history: approved('13900002101', 160),
  },
  {
    company: 'rongcheng',
    kind: 'review',
    businessLine: 3,
    introduction: '原承担第 3 条线项目初审，因人员调整暂停。',
    premises: '成都市青羊区顺城大街248号 12 楼',
    courseScope: '',
    people: ['冯雪'],
    createdHoursAgo: 120 * DAY,
    history: [
      ...approved('13900002101', 110),
      {
        event: 'REVOKE',
        by: REVIEWER,
        hoursAgo: 30 * DAY,
        comment: '评审人员变动，暂停该条线评审资格。',
      },
    ],
  },
  {
    company: 'rongcheng',
    kind: 'training',
    businessLine: 1,
    introduction: '拟开展咨询评估类培训。',
    premises: '成都市青羊区顺城大街248号 3 楼会议室',
    courseScope: '工程咨询、项目评估',
    people: ['钱学森'],
    createdHoursAgo: 10 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002101', hoursAgo: 9 * DAY },
      {
        event: 'RETURN',
        by: REVIEWER,
        hoursAgo: 8 * DAY,
        comment: '请补充培训场地的租赁合同或产权证明。',
      },
    ],
  },
  {
    company: 'jincheng',
    kind: 'training',
    businessLine: 0,
    introduction: '面向中小企业开展系统集成实务培训。',
    premises: '成都市锦江区东大街紫东楼段35号 2 楼（180 平方米）',
    courseScope: '系统集成实务、网络工程',
    people: ['孙建华'],
    createdHoursAgo: 3 * DAY,
    history: [{ event: 'SUBMIT', by: '13900002001', hoursAgo: 2 * DAY }],
  },
  {
    company: 'jincheng',
    kind: 'review',
    businessLine: 0,
    introduction: '拟开展项目初审。',
    premises: '成都市锦江区东大街紫东楼段35号',
    courseScope: '',
    people: ['孙建华'],
    createdHoursAgo: 6 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002001', hoursAgo: 5 * DAY },
      { event: 'WITHDRAW', by: '13900002001', hoursAgo: 4 * DAY },
    ],
  },
  {
    company: 'shuxin',
    kind: 'training',
    businessLine: 2,
    introduction: '拟在第 2 条线开展培训（草稿）。',
    premises: '',
    courseScope: '',
    people: [],
    createdHoursAgo: 1 * DAY,
    history: [],
  },
];
