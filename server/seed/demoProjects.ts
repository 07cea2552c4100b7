/**
 * Demo project declarations (issue 14): reviewed first by rongcheng (the demo's review
 * institution), then by the platform, in the statuses both review queues and a company's
 * list should show: each level waiting, returned by each level, rejected, approved, drafts.
 */
import type { DemoCompanyKey } from './demoData';
import type { DemoStep } from './replayHistory';
import { DAY, institution, platform, submit } from './twoLevelSteps';

export interface DemoProject {
  readonly company: DemoCompanyKey;
  readonly name: string;
  readonly client: string;
  /** Yuan. */
  readonly contractAmount: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly role: 'generalContractor' | 'subcontractor' | 'consortiumMember';
  /** A verified person of the company's roster. */
  readonly manager: string;
  readonly description: string;
  readonly createdHoursAgo: number;
  readonly history: readonly DemoStep[];
}

export const demoProjects: readonly DemoProject[] = [
  {
    company: 'shuxin',
    name: '成都市政务云平台二期扩容项目',
    client: '成都市大数据中心',
    contractAmount: '18600000.00',
    startDate: '2023-04-01',
    endDate: '2024-09-30',
    role: 'generalContractor',
    manager: '陈志强',
    description:
      '新增计算节点 320 台、分布式存储 6PB，完成多云管理平台与灾备体系建设，已通过终验。',
    createdHoursAgo: 60 * DAY,
    history: [
      submit('13900002000', 58 * DAY),
      institution('INSTITUTION_APPROVE', 50 * DAY),
      platform('PLATFORM_APPROVE', 45 * DAY),
    ],
  },
  {
    company: 'shuxin',
    name: '四川省人民医院智慧病房系统集成项目',
    client: '四川省人民医院',
    contractAmount: '7450000.00',
    startDate: '2023-10-15',
    endDate: '2024-12-20',
    role: 'consortiumMember',
    manager: '林晓燕',
    description: '建设护理呼叫、移动护理与床旁交互终端系统，覆盖 42 个病区。',
    createdHoursAgo: 9 * DAY,
    history: [submit('13900002000', 8 * DAY), institution('INSTITUTION_APPROVE', 3 * DAY)],
  },
  {
    company: 'jincheng',
    name: '锦江区中小学智慧校园网络改造项目',
    client: '成都市锦江区教育局',
    contractAmount: '3280000.00',
    startDate: '2024-02-20',
    endDate: '2024-08-31',
    role: 'generalContractor',
    manager: '孙建华',
    description: '为 18 所中小学完成校园网核心交换改造、无线覆盖与网络安全加固。',
    createdHoursAgo: 12 * DAY,
    history: [
      submit('13900002001', 11 * DAY),
      institution('INSTITUTION_RETURN', 6 * DAY, '验收报告缺少建设单位签章页，请补充后重新提交。'),
    ],
  },
  {
    company: 'minjiang',
    name: '岷江流域水质监测数据平台项目',
    client: '四川省生态环境监测总站',
    contractAmount: '2150000.00',
    startDate: '2024-03-01',
    endDate: '2025-01-15',
    role: 'subcontractor',
    manager: '邓伟',
    description: '建设 36 个自动监测站的数据汇聚、质控与可视化平台。',
    createdHoursAgo: 4 * DAY,
    history: [submit('13900002004', 2 * DAY)],
  },
  {
    company: 'minjiang',
    name: '眉山市应急指挥中心音视频系统项目',
    client: '眉山市应急管理局',
    contractAmount: '980000.00',
    startDate: '2024-06-01',
    endDate: '2024-11-30',
    role: 'generalContractor',
    manager: '罗敏',
    description: '',
    createdHoursAgo: 1 * DAY,
    history: [],
  },
  {
    company: 'tianfu',
    name: '天府新区数字孪生城市底座项目',
    client: '成都天府新区管理委员会',
    contractAmount: '26400000.00',
    startDate: '2022-11-01',
    endDate: '2024-10-31',
    role: 'generalContractor',
    manager: '刘洋',
    description: '建设城市信息模型平台、物联感知接入与 12 个专题应用。',
    createdHoursAgo: 30 * DAY,
    history: [
      submit('13900002110', 29 * DAY),
      institution('INSTITUTION_APPROVE', 24 * DAY),
      platform('PLATFORM_RETURN', 20 * DAY, '合同金额与验收报告所载金额不一致，请核实后重新提交。'),
    ],
  },
  {
    company: 'tianfu',
    name: '某区视频监控租赁运维项目',
    client: '成都市某区公安分局',
    contractAmount: '1200000.00',
    startDate: '2021-01-01',
    endDate: '2023-12-31',
    role: 'subcontractor',
    manager: '许静',
    description: '视频监控点位租赁与运维服务。',
    createdHoursAgo: 80 * DAY,
    history: [
      submit('13900002110', 79 * DAY),
      institution('INSTITUTION_APPROVE', 75 * DAY),
      platform('PLATFORM_REJECT', 70 * DAY, '租赁运维类项目不属于系统集成项目业绩，不予认定。'),
    ],
  },
];
