/**
 * Demo training history declarations (issue 16): past trainings and in-house cultivations
 * of verified people, in the statuses a company's two lists and the platform's review list
 * should show: awaiting review, approved, returned, rejected, withdrawn, a draft.
 */
import type { TrainingHistoryKind } from '@machines/validation';
import type { DemoCompanyKey } from './demoData';
import type { DemoStep } from './replayHistory';
import { DAY, platform, submit } from './twoLevelSteps';

export interface DemoTrainingHistory {
  readonly company: DemoCompanyKey;
  readonly kind: TrainingHistoryKind;
  /** A verified person of the company's roster. */
  readonly person: string;
  readonly courseName: string;
  readonly organizer: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly creditHours: string;
  readonly certificateNo?: string;
  readonly content?: string;
  readonly createdHoursAgo: number;
  readonly history: readonly DemoStep[];
}

const SHUXIN = '13900002000';
const JINCHENG = '13900002001';

export const demoTrainingHistories: readonly DemoTrainingHistory[] = [
  {
    company: 'shuxin',
    kind: 'history',
    person: '陈志强',
    courseName: '信息系统项目管理师考前培训',
    organizer: '四川省软件行业协会',
    startDate: '2023-05-08',
    endDate: '2023-05-19',
    creditHours: '64',
    certificateNo: 'SCSIA-2023-0516',
    createdHoursAgo: 40 * DAY,
    history: [submit(SHUXIN, 39 * DAY), platform('APPROVE', 35 * DAY)],
  },
  {
    company: 'shuxin',
    kind: 'history',
    person: '林晓燕',
    courseName: '数据中心运维管理实务',
    organizer: '成都信息工程大学继续教育学院',
    startDate: '2024-03-11',
    endDate: '2024-03-15',
    creditHours: '32',
    createdHoursAgo: 5 * DAY,
    history: [submit(SHUXIN, 4 * DAY)],
  },
  {
    company: 'shuxin',
    kind: 'history',
    person: '陈志强',
    courseName: '网络安全等级保护测评培训',
    organizer: '四川省信息安全测评中心',
    startDate: '2024-06-03',
    endDate: '2024-06-05',
    creditHours: '24',
    createdHoursAgo: 12 * DAY,
    history: [
      submit(SHUXIN, 11 * DAY),
      platform('RETURN', 9 * DAY, '证明材料为培训通知，请上传结业证书或培训机构出具的证明。'),
    ],
  },
  {
    company: 'shuxin',
    kind: 'history',
    person: '林晓燕',
    courseName: '云计算架构设计研修班',
    organizer: '',
    startDate: '',
    endDate: '',
    creditHours: '',
    createdHoursAgo: 1 * DAY,
    history: [],
  },
  {
    company: 'shuxin',
    kind: 'cultivate',
    person: '林晓燕',
    courseName: '新员工信息安全入职培养',
    organizer: '公司技术部',
    startDate: '2024-09-02',
    endDate: '2024-09-13',
    creditHours: '40',
    content: '安全管理制度、等级保护基本要求、应急演练与结业考核，考核合格。',
    createdHoursAgo: 30 * DAY,
    history: [submit(SHUXIN, 29 * DAY), platform('APPROVE', 26 * DAY)],
  },
  {
    company: 'shuxin',
    kind: 'cultivate',
    person: '陈志强',
    courseName: '项目经理带教培养计划',
    organizer: '公司项目管理办公室',
    startDate: '2024-10-08',
    endDate: '2024-12-27',
    creditHours: '48',
    content: '资深项目经理一对一带教，参与两个集成项目全过程管理并完成结项汇报。',
    createdHoursAgo: 3 * DAY,
    history: [submit(SHUXIN, 2 * DAY)],
  },
  {
    company: 'shuxin',
    kind: 'cultivate',
    person: '林晓燕',
    courseName: '机房巡检技能培养',
    organizer: '公司运维部',
    startDate: '2024-04-01',
    endDate: '2024-04-03',
    creditHours: '12',
    content: '机房巡检规范与设备告警处置。',
    createdHoursAgo: 20 * DAY,
    history: [
      submit(SHUXIN, 19 * DAY),
      platform('REJECT', 16 * DAY, '内部培养学时不足 16 学时，不予认定。'),
    ],
  },
  {
    company: 'jincheng',
    kind: 'history',
    person: '孙建华',
    courseName: '综合布线系统工程设计与施工',
    organizer: '四川省通信学会',
    startDate: '2023-11-06',
    endDate: '2023-11-10',
    creditHours: '30',
    certificateNo: 'SCTX-2023-1108',
    createdHoursAgo: 7 * DAY,
    history: [submit(JINCHENG, 6 * DAY), { event: 'WITHDRAW', by: JINCHENG, hoursAgo: 5 * DAY }],
  },
  {
    company: 'jincheng',
    kind: 'history',
    person: '孙建华',
    courseName: '信息系统监理师培训',
    organizer: '中国电子信息行业联合会',
    startDate: '2024-05-13',
    endDate: '2024-05-24',
    creditHours: '56',
    certificateNo: 'CEIA-JL-2024-0213',
    createdHoursAgo: 2 * DAY,
    history: [submit(JINCHENG, 1 * DAY)],
  },
];
