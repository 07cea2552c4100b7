/**
 * Demo training courses (issue 15) of shuxin, in its role 2010: the seed opens course
 * application to 2010 and 2011 only, so courses are of line 0, reviewed by the line's
 * expert 13900001010 or the platform. Every course status: a draft, one waiting for
 * review, one returned, published ones with dates ahead, one in training, a finished one.
 */
import type { DemoCompanyKey } from './demoData';
import type { DemoStep } from './replayHistory';
import { DAY } from './twoLevelSteps';

/** A catalogue level named by its type and its own name. */
export interface DemoLevel {
  readonly type: string;
  readonly level: string;
}

/** A dated session, in days from the seeding day. */
export interface DemoDate {
  /** Where the session stands now, after any move its history approved. */
  readonly startsInDays: number;
  readonly days: number;
  readonly capacity: number;
  readonly location: string;
  /** Moves asked of it by the institution and decided by the platform (issue 41). */
  readonly moves?: readonly DemoStep[];
  /** The first day a move still waiting asks for, in days from the seeding day. */
  readonly proposedInDays?: number;
}

export interface DemoCourse {
  readonly company: DemoCompanyKey;
  /** The institution's account, and the training role it writes courses in. */
  readonly by: string;
  readonly role: string;
  readonly name: string;
  /** Left out: a draft not yet that far. */
  readonly courseLevel?: DemoLevel;
  readonly certificateLevel?: DemoLevel;
  readonly description: string;
  readonly fee?: string;
  readonly capacity?: number;
  readonly online?: boolean;
  readonly location?: string;
  /** Days from the seeding day (negative: already past). */
  readonly signUpDeadlineInDays?: number;
  readonly creditHours?: string;
  /** People of the institution's roster. */
  readonly teachers: readonly string[];
  readonly dates: readonly DemoDate[];
  /** Material titles; each becomes a PDF. */
  readonly materials: readonly string[];
  /** A certificate template of its own (the institution's seal on it); left out: the level's. */
  readonly ownTemplate?: boolean;
  readonly createdHoursAgo: number;
  readonly history: readonly DemoStep[];
}

const SHUXIN = { company: 'shuxin', by: '13900002000', role: '2010' } as const;
const EXPERT = '13900001010';
const PLATFORM = '13900000001';

const institutionStep =
  (by: string, role: string) =>
  (event: string, daysAgo: number): DemoStep => ({
    event,
    by,
    role,
    party: 'institution',
    hoursAgo: daysAgo * DAY,
  });
const shuxin = institutionStep(SHUXIN.by, SHUXIN.role);
const expert = (event: string, daysAgo: number, comment?: string): DemoStep => ({
  event,
  by: EXPERT,
  party: 'expert',
  hoursAgo: daysAgo * DAY,
  ...(comment ? { comment } : {}),
});
const platform = (event: string, daysAgo: number, comment?: string): DemoStep => ({
  event,
  by: PLATFORM,
  party: 'platform',
  hoursAgo: daysAgo * DAY,
  ...(comment ? { comment } : {}),
});
/** The institution asks the platform to move a session, saying why. */
const askMove = (daysAgo: number, reason: string): DemoStep => ({
  ...shuxin('REQUEST_CHANGE', daysAgo),
  comment: reason,
});

const fundamentals = (level: string): DemoLevel => ({ type: '信息技术服务基础', level });
const projectManager = (level: string): DemoLevel => ({ type: '系统集成项目经理', level });

const SHUXIN_ROOM = '成都市高新区天府大道中段1268号 蜀信培训中心 3 楼';
const SHUXIN_LAB = '成都市高新区天府大道中段1268号 蜀信培训中心 5 楼实训室';

export const demoCourses: readonly DemoCourse[] = [
  {
    ...SHUXIN,
    name: '信息技术服务基础实务（第三期）',
    ownTemplate: true,
    courseLevel: fundamentals('初级'),
    certificateLevel: projectManager('初级'),
    description:
      '面向系统集成企业新入职技术人员，讲授信息技术服务标准体系、服务目录设计、服务级别管理与事件处理流程，结业考核合格者可申请初级证书。',
    fee: '2800.00',
    capacity: 60,
    location: SHUXIN_ROOM,
    signUpDeadlineInDays: 12,
    creditHours: '32.0',
    teachers: ['陈志强', '林晓燕'],
    dates: [
      { startsInDays: 15, days: 2, capacity: 30, location: SHUXIN_ROOM },
      { startsInDays: 29, days: 2, capacity: 30, location: SHUXIN_ROOM },
    ],
    materials: ['课程大纲', '第一讲 服务标准体系'],
    createdHoursAgo: 30 * DAY,
    history: [shuxin('SUBMIT', 28), expert('APPROVE', 25)],
  },
  {
    ...SHUXIN,
    name: '数据治理与数据安全实务',
    ownTemplate: true,
    courseLevel: fundamentals('中级'),
    certificateLevel: projectManager('中级'),
    description:
      '围绕数据资产盘点、数据分级分类、数据质量与安全合规，结合政务与医疗行业案例开展实训。',
    fee: '3600.00',
    capacity: 40,
    online: true,
    signUpDeadlineInDays: 20,
    creditHours: '24.0',
    teachers: ['林晓燕'],
    dates: [{ startsInDays: 25, days: 3, capacity: 40, location: '' }],
    materials: ['课程大纲'],
    createdHoursAgo: 5 * DAY,
    history: [shuxin('SUBMIT', 2)],
  },
  {
    ...SHUXIN,
    name: '云计算运维工程师培训',
    courseLevel: fundamentals('中级'),
    certificateLevel: projectManager('中级'),
    description: '云计算运维。',
    fee: '4200.00',
    capacity: 50,
    location: SHUXIN_ROOM,
    signUpDeadlineInDays: 30,
    creditHours: '40.0',
    teachers: ['陈志强'],
    dates: [{ startsInDays: 35, days: 5, capacity: 50, location: SHUXIN_ROOM }],
    materials: [],
    createdHoursAgo: 12 * DAY,
    history: [
      shuxin('SUBMIT', 10),
      expert('RETURN', 7, '课程简介过于简略，请补充课程大纲、课时安排与考核方式。'),
    ],
  },
  {
    ...SHUXIN,
    name: '信息技术服务基础实务（第二期）',
    courseLevel: fundamentals('初级'),
    certificateLevel: projectManager('初级'),
    description: '第二期，已结业。讲授信息技术服务标准体系与服务管理基础。',
    fee: '2600.00',
    capacity: 60,
    location: SHUXIN_ROOM,
    signUpDeadlineInDays: -95,
    creditHours: '32.0',
    teachers: ['陈志强', '林晓燕'],
    dates: [{ startsInDays: -90, days: 2, capacity: 60, location: SHUXIN_ROOM }],
    materials: ['课程大纲'],
    createdHoursAgo: 130 * DAY,
    history: [
      shuxin('SUBMIT', 125),
      expert('APPROVE', 120),
      shuxin('CLOSE_SIGNUP', 94),
      shuxin('FINISH', 85),
    ],
  },
  {
    ...SHUXIN,
    name: '软件测试入门',
    description: '',
    teachers: [],
    dates: [],
    materials: [],
    createdHoursAgo: 1 * DAY,
    history: [],
  },
  {
    ...SHUXIN,
    name: '信息系统项目管理实务',
    courseLevel: fundamentals('中级'),
    certificateLevel: projectManager('中级'),
    description:
      '系统讲授项目整体、范围、进度、成本、质量与风险管理，配合案例研讨与模拟考试，适合拟任项目经理。',
    fee: '3800.00',
    capacity: 80,
    location: SHUXIN_LAB,
    signUpDeadlineInDays: 5,
    creditHours: '48.0',
    teachers: ['林晓燕', '陈志强'],
    dates: [
      // Moved once (approved), then a second move refused: 已改期, open for sign-up.
      {
        startsInDays: 7,
        days: 3,
        capacity: 40,
        location: SHUXIN_LAB,
        moves: [
          askMove(10, '原定日期与授课教师出差冲突，顺延一周。'),
          platform('APPROVE_CHANGE', 9),
          askMove(3, '部分学员申请改到周末。'),
          platform('REFUSE_CHANGE', 2, '报名学员已按新日期安排，不宜再次调整。'),
        ],
      },
      { startsInDays: 21, days: 3, capacity: 40, location: SHUXIN_LAB },
      // A move waiting for the platform: 改期申请中, closed for sign-up meanwhile.
      {
        startsInDays: 35,
        days: 3,
        capacity: 40,
        location: SHUXIN_LAB,
        moves: [askMove(1, '培训教室装修，需推迟一周。')],
        proposedInDays: 42,
      },
    ],
    materials: ['课程大纲', '项目管理案例集'],
    createdHoursAgo: 20 * DAY,
    history: [shuxin('SUBMIT', 18), platform('APPROVE', 15)],
  },
  {
    ...SHUXIN,
    name: '系统集成技术（高级）',
    courseLevel: fundamentals('高级'),
    certificateLevel: projectManager('高级'),
    description: '面向资深工程师，讲授大型系统集成项目的架构设计、接口治理与联调测试方法。',
    fee: '5200.00',
    capacity: 30,
    location: SHUXIN_LAB,
    signUpDeadlineInDays: 40,
    creditHours: '36.0',
    teachers: ['陈志强'],
    dates: [{ startsInDays: 45, days: 4, capacity: 30, location: SHUXIN_LAB }],
    materials: ['课程大纲'],
    createdHoursAgo: 3 * DAY,
    history: [shuxin('SUBMIT', 1)],
  },
  {
    ...SHUXIN,
    name: '信息系统项目管理实务（第一期）',
    courseLevel: fundamentals('初级'),
    certificateLevel: projectManager('初级'),
    description: '第一期，报名已截止，正在培训中。',
    fee: '3200.00',
    capacity: 40,
    location: SHUXIN_LAB,
    signUpDeadlineInDays: -10,
    creditHours: '40.0',
    teachers: ['林晓燕'],
    dates: [{ startsInDays: -3, days: 10, capacity: 40, location: SHUXIN_LAB }],
    materials: ['课程大纲'],
    createdHoursAgo: 45 * DAY,
    history: [shuxin('SUBMIT', 43), platform('APPROVE', 40), shuxin('CLOSE_SIGNUP', 9)],
  },
];
