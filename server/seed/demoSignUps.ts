/**
 * Demo training sign-ups (issue 16) to shuxin's courses, in every status the screens show
 * now and the certificate review shows next: waiting, approved, rejected, cancelled on the
 * open third period; on the finished second period exams passed and failed, a certificate
 * issued and one rejected; an approved trainee in the running course. Approved trainees of
 * the open period asked to move to its second session: one moved, one refused then asking
 * again (waiting for shuxin). Companies sign up
 * verified people of their rosters; 13900001000 (吴磊) signs himself up.
 */
import type { DemoStep } from './replayHistory';
import { DAY } from './twoLevelSteps';

export interface DemoSignUp {
  readonly course: string;
  /** Which of the course's sessions, by its start (0: the first). */
  readonly session?: number;
  /** The signing account: a company's writer, or the individual. */
  readonly by: string;
  /** A verified person of the company's roster; left out: the individual themselves. */
  readonly person?: string;
  readonly createdHoursAgo: number;
  readonly examScore?: string;
  /** Issued as the reviewers issue one (server/signUps/certificates.ts), days ago. */
  readonly certificate?: { readonly issuedDaysAgo: number };
  readonly history: readonly DemoStep[];
  /** Its requests to move to another session, oldest first. */
  readonly dateChanges?: readonly DemoDateChange[];
}

/** A request to move (DESIGN §3.6): waiting, or decided by its history's step. */
export interface DemoDateChange {
  /** The sessions, by their start as `session` counts them. */
  readonly from: number;
  readonly to: number;
  readonly askedHoursAgo: number;
  readonly reason: string;
  readonly history: readonly DemoStep[];
}

const SHUXIN = '13900002000';
const PLATFORM = '13900000001';
const TRAINEE = '13900001000';
const OPEN = '信息技术服务基础实务（第三期）';
const FINISHED = '信息技术服务基础实务（第二期）';
const RUNNING = '信息系统项目管理实务（第一期）';

const institution = (event: string, daysAgo: number, comment?: string): DemoStep => ({
  event,
  by: SHUXIN,
  party: 'institution',
  role: '2010',
  hoursAgo: daysAgo * DAY,
  ...(comment ? { comment } : {}),
});
const platform = (event: string, daysAgo: number, comment?: string): DemoStep => ({
  event,
  by: PLATFORM,
  hoursAgo: daysAgo * DAY,
  ...(comment ? { comment } : {}),
});
/** The finished course's exam: approved 100 days ago, examined on its last day. */
const examined = (event: 'PASS_EXAM' | 'FAIL_EXAM') => [
  institution('APPROVE_SIGNUP', 100),
  institution(event, 88),
];

export const demoSignUps: readonly DemoSignUp[] = [
  { course: OPEN, by: '13900002001', person: '孙建华', createdHoursAgo: 20, history: [] },
  { course: OPEN, by: TRAINEE, createdHoursAgo: 6, history: [] },
  {
    course: OPEN,
    by: '13900002110',
    person: '刘洋',
    createdHoursAgo: 4 * DAY,
    history: [institution('APPROVE_SIGNUP', 3)],
    dateChanges: [
      {
        from: 0,
        to: 1,
        askedHoursAgo: 60,
        reason: '学员本月需驻场实施项目，申请调整至第二期参训。',
        history: [
          institution('REFUSE_CHANGE', 2, '第二期已安排企业包班，暂不接受调入，请按原日期参训。'),
        ],
      },
      {
        from: 0,
        to: 1,
        askedHoursAgo: 10,
        reason: '项目验收日期与第一期培训冲突，已与包班企业协调，恳请调整至第二期。',
        history: [],
      },
    ],
  },
  {
    course: OPEN,
    session: 1,
    by: '13900002006',
    person: '蒋涛',
    createdHoursAgo: 8 * DAY,
    history: [institution('APPROVE_SIGNUP', 7)],
    dateChanges: [
      {
        from: 0,
        to: 1,
        askedHoursAgo: 6 * DAY,
        reason: '第一期培训期间需参加公司年度评审，申请改至第二期。',
        history: [institution('APPROVE_CHANGE', 5)],
      },
    ],
  },
  {
    course: OPEN,
    session: 1,
    by: '13900002110',
    person: '许静',
    createdHoursAgo: 4 * DAY,
    history: [
      institution(
        'REJECT_SIGNUP',
        3,
        '该学员已报名本机构同期课程，请改报第二期其他课程或联系机构调整。',
      ),
    ],
  },
  {
    course: OPEN,
    by: '13900002004',
    person: '邓伟',
    createdHoursAgo: 5 * DAY,
    history: [{ event: 'CANCEL', by: '13900002004', hoursAgo: 2 * DAY }],
  },
  {
    course: FINISHED,
    by: '13900002101',
    person: '钱学森',
    createdHoursAgo: 105 * DAY,
    examScore: '86.5',
    history: examined('PASS_EXAM'),
  },
  {
    course: FINISHED,
    by: '13900002101',
    person: '冯雪',
    createdHoursAgo: 105 * DAY,
    examScore: '52.0',
    history: examined('FAIL_EXAM'),
  },
  {
    course: FINISHED,
    by: '13900002006',
    person: '蒋涛',
    createdHoursAgo: 104 * DAY,
    examScore: '91.0',
    certificate: { issuedDaysAgo: 80 },
    history: [...examined('PASS_EXAM'), platform('ISSUE', 80)],
  },
  {
    course: FINISHED,
    by: '13900002004',
    person: '罗敏',
    createdHoursAgo: 104 * DAY,
    examScore: '78.0',
    history: [
      ...examined('PASS_EXAM'),
      platform('REJECT_CERTIFICATE', 82, '证件照片不清晰，请机构更换近期免冠照片后重新提交。'),
    ],
  },
  {
    course: FINISHED,
    by: TRAINEE,
    createdHoursAgo: 103 * DAY,
    examScore: '88.0',
    certificate: { issuedDaysAgo: 80 },
    history: [...examined('PASS_EXAM'), platform('ISSUE', 80)],
  },
  {
    course: RUNNING,
    by: '13900002110',
    person: '许静',
    createdHoursAgo: 20 * DAY,
    history: [institution('APPROVE_SIGNUP', 15)],
  },
];
