/** Training declarations of the training history stories, with the steps that lead there. */
import type { Party } from '@machines/workflows';
import { statusFamilies } from '@machines/workflows';
import type { TrainingHistory, TrainingHistoryDetail } from '../../src/lib/api/trainingHistories';
import { licenceImage, timelineOf } from '../support/storyKit';
import { PATHS } from '../realname/realnameFixtures';

const family = statusFamilies.application;
const at = (day: number, hour: number) => new Date(2025, 5, day, hour, 30).toISOString();

export const proofFile = {
  ...licenceImage,
  id: 'f-proof',
  name: '项目管理师结业证书.pdf',
  type: 'application/pdf',
};

export function trainingHistory(
  state: string,
  overrides: Partial<TrainingHistory> = {},
): TrainingHistory {
  const steps = PATHS[state] ?? [];
  const decided = ['approved', 'rejected', 'returned', 'revoked'].includes(state);
  return {
    id: 501,
    corporateId: 7,
    companyName: '四川蜀信智联科技有限公司',
    kind: 'history',
    status: family.codeOf(state),
    version: steps.length + 1,
    personId: 301,
    personName: '陈志强',
    courseName: '信息系统项目管理师考前培训',
    organizer: '四川省软件行业协会',
    startDate: '2023-05-08',
    endDate: '2023-05-19',
    creditHours: '64.0',
    certificateNo: 'SCSIA-2023-0516',
    content: '',
    proofFile: state === 'draft' ? null : proofFile,
    submittedAt: steps.length > 0 ? at(2, 9) : null,
    decidedAt: decided ? at(3, 10) : null,
    createdAt: at(1, 8),
    updatedAt: at(1 + steps.length, 9),
    ...overrides,
  };
}

/** The detail answer for a declaration in `state`, as `party` would get it. */
export function historyDetail(
  state: string,
  party: Party = 'platform',
  overrides: Partial<TrainingHistory> = {},
): TrainingHistoryDetail {
  const application = trainingHistory(state, overrides);
  return {
    application,
    events: timelineOf(PATHS[state] ?? []),
    availableEvents: family.availableEvents(application.status, { party }),
    deletable: party === 'applicant' && state === 'draft',
  };
}

/** A company's past trainings in several statuses. */
export const ownHistoryRows: TrainingHistory[] = [
  trainingHistory('draft', {
    id: 1,
    courseName: '云计算架构设计研修班',
    startDate: '',
    endDate: '',
    creditHours: '',
  }),
  trainingHistory('submitted', { id: 2, personName: '林晓燕', courseName: '数据中心运维管理实务' }),
  trainingHistory('returned', { id: 3, courseName: '网络安全等级保护测评培训' }),
  trainingHistory('approved', { id: 4 }),
];

/** The platform's list: declarations of both kinds from several companies. */
export const declaredHistoryRows: TrainingHistory[] = [
  trainingHistory('submitted', {
    id: 1,
    personName: '林晓燕',
    courseName: '数据中心运维管理实务',
  }),
  trainingHistory('submitted', {
    id: 2,
    kind: 'cultivate',
    personName: '孙建华',
    companyName: '成都锦城数码系统集成有限公司',
    courseName: '项目经理带教培养计划',
    organizer: '公司项目管理办公室',
    certificateNo: '',
    content: '资深项目经理一对一带教。',
  }),
  trainingHistory('approved', { id: 13 }),
  trainingHistory('rejected', { id: 14, kind: 'cultivate', courseName: '机房巡检技能培养' }),
];
