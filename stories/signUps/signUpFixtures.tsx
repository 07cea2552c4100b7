/** Sign-ups of the sign-up stories: rows, details, open courses and the institution's courses. */
import type {
  DateChangeRequest,
  OpenCourse,
  SignUp,
  SignUpCourse,
  SignUpDetail,
  StoredFileInfo,
  TimelineEntry,
} from '@machines/contracts';
import { statusFamilies, type Party } from '@machines/workflows';
import { timelineOf } from '../support/storyKit';
import { course } from '../courses/courseFixtures';
import { STORY_TODAY } from '../support/storyToday';

const family = statusFamilies.signUp;
const at = (day: number, hour: number) => new Date(2030, 1, day, hour, 30).toISOString();

export const SIGN_UP_REJECT_COMMENT = '该学员本期名额已满，请改报下一期。';
export const CERTIFICATE_REJECT_COMMENT = '证件照片不清晰，请机构更换近期免冠照片后重新提交。';

type Step = { event: string; party: Party; comment?: string };
const approve: Step = { event: 'APPROVE_SIGNUP', party: 'institution' };
const passed: Step = { event: 'PASS_EXAM', party: 'institution' };

/** The events that lead from a new sign-up to each status (a realistic timeline). */
export const SIGN_UP_PATHS: Readonly<Record<string, readonly Step[]>> = {
  signedUp: [],
  approved: [approve],
  rejected: [{ event: 'REJECT_SIGNUP', party: 'institution', comment: SIGN_UP_REJECT_COMMENT }],
  cancelled: [{ event: 'CANCEL', party: 'applicant' }],
  examPassed: [approve, passed],
  examFailed: [approve, { event: 'FAIL_EXAM', party: 'institution' }],
  certificateIssued: [approve, passed, { event: 'ISSUE', party: 'platform' }],
  certificateRejected: [
    approve,
    passed,
    { event: 'REJECT_CERTIFICATE', party: 'platform', comment: CERTIFICATE_REJECT_COMMENT },
  ],
  certificateResubmitted: [
    approve,
    passed,
    { event: 'REJECT_CERTIFICATE', party: 'platform', comment: CERTIFICATE_REJECT_COMMENT },
    { event: 'RESUBMIT', party: 'institution' },
  ],
};

export function signUp(state: string, overrides: Partial<SignUp> = {}): SignUp {
  const steps = SIGN_UP_PATHS[state] ?? [];
  const issued = state === 'certificateIssued';
  return {
    id: 301,
    status: family.codeOf(state as never),
    version: steps.length + 1,
    courseId: 801,
    courseName: '信息技术服务基础实务（第三期）',
    institutionName: '四川蜀信智联科技有限公司',
    trainingDateId: 1,
    startsOn: '2030-03-10',
    endsOn: '2030-03-11',
    dateStatus: null,
    corporateId: 3,
    companyName: '天府云创信息技术培训有限公司',
    personId: 61,
    traineeName: '刘洋',
    traineeIdCard: '510104********0019',
    traineeMobile: '13900002110',
    examScore: steps.includes(passed) ? '86.5' : '',
    certificateNumber: issued ? 'SCXH-PX-2030-0001' : '',
    issuedOn: issued ? '2030-03-20' : '',
    expiresOn: issued ? '2033-03-20' : '',
    decidedAt: steps.length > 0 ? at(3, 10) : null,
    createdAt: at(2, 9),
    updatedAt: at(3, 10),
    ...overrides,
  };
}

/** A company's trainee's photo on the roster (drawn from memory by the story file source). */
export const traineePhotoFile: StoredFileInfo = {
  id: 'f-photo',
  url: '/api/files/f-photo',
  name: '证件照.png',
  type: 'image/svg+xml',
};

/** One sign-up as `party` opens it on `today`, with the steps the workflow offers that party. */
export function signUpDetail(
  state: string,
  party: Party,
  overrides: Partial<SignUp> = {},
  today: string = STORY_TODAY,
): SignUpDetail {
  const record = signUp(state, { traineeIdCard: '510104199001010019', ...overrides });
  return {
    signUp: record,
    traineePhoto: record.personId === null ? null : traineePhotoFile,
    events: timelineOf(SIGN_UP_PATHS[state] ?? [], 'signUp'),
    availableEvents: family.availableEvents(
      record.status,
      { party },
      { sessionStartsOn: record.startsOn, today },
    ),
    dateChanges: [],
    mayAskDateChange: party === 'applicant' && state === 'approved',
  };
}

/** A company's sign-ups in several statuses, and an individual's own. */
export const companySignUpRows: SignUp[] = [
  signUp('signedUp', { id: 301, traineeName: '刘洋' }),
  signUp('approved', { id: 302, traineeName: '许静', traineeIdCard: '510104********0027' }),
  signUp('rejected', {
    id: 303,
    traineeName: '高远',
    courseName: '信息系统项目管理实务',
    startsOn: '2030-03-17',
    endsOn: '2030-03-19',
  }),
  signUp('certificateIssued', {
    id: 304,
    traineeName: '刘洋',
    courseName: '信息技术服务基础实务（第二期）',
    startsOn: '2029-11-10',
    endsOn: '2029-11-11',
  }),
];

/** The institution's view of one course: companies' people and an individual, waiting first. */
export const courseSignUpRows: SignUp[] = [
  signUp('signedUp', {
    id: 311,
    traineeName: '孙建华',
    companyName: '成都锦城数码系统集成有限公司',
  }),
  signUp('signedUp', {
    id: 312,
    traineeName: '吴磊',
    corporateId: null,
    companyName: '',
    personId: null,
  }),
  signUp('approved', { id: 313, traineeName: '刘洋' }),
  signUp('rejected', {
    id: 314,
    traineeName: '许静',
    startsOn: '2030-04-07',
    endsOn: '2030-04-08',
  }),
  signUp('cancelled', { id: 315, traineeName: '邓伟', companyName: '岷江数据服务有限公司' }),
];

const published = course('published');

/** Courses open for sign-up, each with its open sessions' free places. */
export const openCourses: OpenCourse[] = [
  {
    ...published,
    remainingPlaces: 52,
    dates: [
      { ...(published.dates[0] ?? ({} as never)), remainingPlaces: 22 },
      { ...(published.dates[1] ?? ({} as never)), remainingPlaces: 30 },
    ],
  },
  {
    ...published,
    id: 802,
    name: '数据治理与数据安全实务',
    fee: '0.00',
    online: true,
    location: '',
    remainingPlaces: 0,
    dates: [
      {
        id: 3,
        status: 0,
        version: 1,
        startsOn: '2030-05-12',
        endsOn: '2030-05-14',
        capacity: 40,
        location: '',
        remainingPlaces: 0,
      },
    ],
  },
];

/** The institution's courses taking sign-ups or past it. */
export const signUpCourseRows: SignUpCourse[] = [
  {
    id: 801,
    name: '信息技术服务基础实务（第三期）',
    status: statusFamilies.course.codeOf('published'),
    enabled: true,
    signUpDeadline: '2030-03-01',
    startsOn: '2030-03-10',
    endsOn: '2030-04-08',
    capacity: 60,
    placesHeld: 4,
    pendingSignUps: 2,
    ownTemplate: true,
  },
  {
    id: 803,
    name: '信息系统项目管理实务',
    status: statusFamilies.course.codeOf('published'),
    enabled: false,
    signUpDeadline: '2030-03-05',
    startsOn: '2030-03-17',
    endsOn: '2030-03-31',
    capacity: 80,
    placesHeld: 0,
    pendingSignUps: 0,
    ownTemplate: false,
  },
  {
    id: 804,
    name: '信息技术服务基础实务（第二期）',
    status: statusFamilies.course.codeOf('finished'),
    enabled: true,
    signUpDeadline: '2029-11-01',
    startsOn: '2029-11-10',
    endsOn: '2029-11-11',
    capacity: 60,
    placesHeld: 5,
    pendingSignUps: 0,
    ownTemplate: false,
  },
];

/** The certificate reviewers' queue: waiting (new and resubmitted) first, then decided. */
export const certificateRows: SignUp[] = [
  signUp('examPassed', { id: 321, traineeName: '钱学森' }),
  signUp('certificateResubmitted', { id: 322, traineeName: '罗敏' }),
  signUp('certificateIssued', {
    id: 323,
    traineeName: '蒋涛',
    courseName: '信息技术服务基础实务（第二期）',
  }),
  signUp('certificateRejected', { id: 324, traineeName: '冯雪' }),
];

export const DATE_CHANGE_REASON = '项目验收日期与第一期培训冲突，申请调整至第二期。';
export const DATE_CHANGE_REFUSAL = '第二期已安排企业包班，暂不接受调入，请按原日期参训。';

const firstSession = { trainingDateId: 1, startsOn: '2030-03-10', endsOn: '2030-03-11' };
const secondSession = { trainingDateId: 2, startsOn: '2030-04-07', endsOn: '2030-04-08' };

/** A request to move from the course's first session to its second. */
export function dateChange(
  state: 'pending' | 'approved' | 'refused',
  overrides: Partial<DateChangeRequest> = {},
): DateChangeRequest {
  return {
    id: 501,
    status: statusFamilies.dateChange.codeOf(state),
    version: state === 'pending' ? 0 : 1,
    signUpId: 301,
    courseId: 801,
    courseName: '信息技术服务基础实务（第三期）',
    traineeName: '刘洋',
    companyName: '天府云创信息技术培训有限公司',
    from: firstSession,
    to: secondSession,
    reason: DATE_CHANGE_REASON,
    refusal: state === 'refused' ? DATE_CHANGE_REFUSAL : '',
    decidedAt: state === 'pending' ? null : at(6, 15),
    createdAt: at(5, 9),
    ...overrides,
  };
}

/** The institution's date change requests: two waiting, one approved, one refused. */
export const dateChangeRows: DateChangeRequest[] = [
  dateChange('pending'),
  dateChange('pending', {
    id: 502,
    signUpId: 302,
    traineeName: '吴磊',
    companyName: '',
    reason: '本人出差，申请改至第二期。',
  }),
  dateChange('approved', { id: 503, signUpId: 303, traineeName: '蒋涛' }),
  dateChange('refused', { id: 504, signUpId: 304, traineeName: '许静' }),
];

/**
 * A request's steps as a sign-up's timeline holds them (server/signUps/dateChanges/
 * timeline.ts): asked by the company, then decided by the institution unless it waits.
 */
export function moveSteps(change: DateChangeRequest): TimelineEntry[] {
  const moves = statusFamilies.dateChange;
  const ofThisMove = {
    family: 'dateChange',
    detail: `${change.from.startsOn}–${change.from.endsOn} → ${change.to.startsOn}–${change.to.endsOn}`,
  } as const;
  const asked: TimelineEntry = {
    id: change.id,
    fromCode: null,
    toCode: moves.codeOf('pending'),
    event: 'REQUEST_CHANGE',
    actorName: '天府云创信息技术培训有限公司',
    actorRole: '',
    comment: change.reason,
    createdAt: change.createdAt,
    ...ofThisMove,
  };
  if (change.decidedAt === null) return [asked];
  const decided: TimelineEntry = {
    id: 900 + change.id,
    fromCode: moves.codeOf('pending'),
    toCode: change.status,
    event: change.refusal ? 'REFUSE_CHANGE' : 'APPROVE_CHANGE',
    actorName: '四川蜀信智联科技有限公司',
    actorRole: '2010',
    comment: change.refusal || null,
    createdAt: change.decidedAt,
    ...ofThisMove,
  };
  return [asked, decided];
}
