/** Sessions of running courses as the session lists answer them (dated after STORY_TODAY). */
import type { CourseSession } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';

const codeOf = (state: string) => statusFamilies.trainingDate.codeOf(state);

export const SESSION_MOVE_REASON = '原定场地检修，顺延两周。';
export const SESSION_MOVE_REFUSAL = '与省级考试日期冲突，请另选日期。';

function session(id: number, overrides: Partial<CourseSession>): CourseSession {
  return {
    id,
    status: codeOf('scheduled'),
    version: 2,
    courseId: 801,
    courseName: '信息技术服务基础实务（第三期）',
    institutionName: '四川蜀信智联科技有限公司',
    startsOn: '2030-07-06',
    endsOn: '2030-07-07',
    capacity: 30,
    location: '成都市高新区天府大道 1 号 3 楼培训室',
    proposedStartsOn: null,
    proposedEndsOn: null,
    signedUp: 12,
    reason: '',
    refusal: '',
    updatedAt: '2030-05-28T02:00:00.000Z',
    ...overrides,
  };
}

export const waitingMove = session(901, {
  status: codeOf('changeRequested'),
  proposedStartsOn: '2030-07-20',
  proposedEndsOn: '2030-07-21',
  reason: SESSION_MOVE_REASON,
});

/** A move waiting, one moved, one refused back to its moved days, one begun. */
export const sessionRows: CourseSession[] = [
  waitingMove,
  session(902, {
    status: codeOf('changed'),
    startsOn: '2030-08-03',
    endsOn: '2030-08-04',
    signedUp: 8,
    reason: '授课教师出差。',
  }),
  session(903, {
    status: codeOf('changed'),
    startsOn: '2030-08-17',
    endsOn: '2030-08-18',
    signedUp: 0,
    reason: '改到周末。',
    refusal: SESSION_MOVE_REFUSAL,
  }),
  session(904, { startsOn: '2030-05-30', endsOn: '2030-06-02', signedUp: 25 }),
];
