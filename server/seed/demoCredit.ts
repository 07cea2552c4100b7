/**
 * Demo credit applications (issue 14): line-1 categories reviewed first by rongcheng (the
 * demo's review institution of line 1), then by the platform, one in each status a company
 * and both review queues should show: an issued certificate and an expired one, each
 * review level waiting, returned by each level, rejected by the institution, a draft.
 */
import type { DemoCompanyKey } from './demoData';
import { SYSTEM, type DemoStep } from './replayHistory';
import { DAY, institution, platform, submit } from './twoLevelSteps';

export interface DemoCreditApplication {
  readonly company: DemoCompanyKey;
  /** The category: a level of the line-1 credit type, by its Chinese name. */
  readonly level: '一级' | '二级' | '三级' | '四级';
  readonly description: string;
  /** Names of verified people of the company's roster. */
  readonly people: readonly string[];
  /** How many of the category's materials have a file (all unless said). */
  readonly materialsGiven?: number;
  /** Whether the draft names its institution yet. */
  readonly institutionChosen?: boolean;
  readonly createdHoursAgo: number;
  readonly history: readonly DemoStep[];
}

export const demoCreditApplications: readonly DemoCreditApplication[] = [
  {
    company: 'shuxin',
    level: '三级',
    description:
      '近三年完成政务云、智慧医疗等系统集成项目 38 项，合同总额 2.6 亿元，项目经理 12 人。',
    people: ['陈志强', '林晓燕'],
    createdHoursAgo: 200 * DAY,
    history: [
      submit('13900002000', 198 * DAY),
      institution('INSTITUTION_APPROVE', 190 * DAY),
      platform('PLATFORM_APPROVE', 185 * DAY),
    ],
  },
  {
    company: 'shuxin',
    level: '二级',
    description: '申请升级：新增轨道交通综合监控、数据中心等大型项目业绩。',
    people: ['陈志强', '林晓燕'],
    createdHoursAgo: 20 * DAY,
    history: [
      submit('13900002000', 18 * DAY),
      institution('INSTITUTION_APPROVE', 12 * DAY),
      platform(
        'PLATFORM_RETURN',
        5 * DAY,
        '代表性项目验收报告需加盖建设单位公章，请补充后重新提交。',
      ),
    ],
  },
  {
    company: 'jincheng',
    level: '四级',
    description: '近三年完成中小学智慧校园、区县政务网络等项目 15 项。',
    people: ['孙建华'],
    createdHoursAgo: 6 * DAY,
    history: [submit('13900002001', 3 * DAY)],
  },
  {
    company: 'jincheng',
    level: '三级',
    description: '申请三级：累计完成系统集成项目 9 项。',
    people: ['孙建华'],
    createdHoursAgo: 90 * DAY,
    history: [
      submit('13900002001', 88 * DAY),
      institution('INSTITUTION_REJECT', 80 * DAY, '近三年项目业绩金额未达到三级要求。'),
    ],
  },
  {
    company: 'minjiang',
    level: '四级',
    description: '专注数据治理与系统集成，近三年完成项目 11 项。',
    people: ['邓伟', '罗敏'],
    createdHoursAgo: 15 * DAY,
    history: [
      submit('13900002004', 12 * DAY),
      institution(
        'INSTITUTION_RETURN',
        8 * DAY,
        '近三年财务审计报告缺少 2024 年度，请补充后重新提交。',
      ),
    ],
  },
  {
    company: 'tianfu',
    level: '三级',
    description: '培训与集成并重，近三年完成教育信息化项目 20 项。',
    people: ['刘洋', '许静'],
    createdHoursAgo: 10 * DAY,
    history: [submit('13900002110', 9 * DAY), institution('INSTITUTION_APPROVE', 2 * DAY)],
  },
  {
    company: 'tianfu',
    level: '四级',
    description: '首次申请资信等级。',
    people: ['刘洋'],
    createdHoursAgo: 1200 * DAY,
    history: [
      submit('13900002110', 1195 * DAY),
      institution('INSTITUTION_APPROVE', 1190 * DAY),
      platform('PLATFORM_APPROVE', 1185 * DAY),
      { event: 'EXPIRE', by: SYSTEM, hoursAgo: 90 * DAY },
    ],
  },
  {
    company: 'wenjiang',
    level: '四级',
    description: '',
    people: ['蒋涛'],
    materialsGiven: 1,
    institutionChosen: false,
    createdHoursAgo: 2 * DAY,
    history: [],
  },
];
