/** Training records of the record stories: a company's people's trainings and summaries. */
import type {
  PersonnelCertificateRecord,
  TraineeRecordSummary,
  TrainingRecord,
  TrainingRecordDetail,
} from '@machines/contracts';
import type { TraineeSummaryRow } from '../../src/lib/api/trainingRecords';
import { timelineOf } from '../support/storyKit';
import { SIGN_UP_PATHS, signUp } from './signUpFixtures';

const EARNED = new Set(['examPassed', 'certificateIssued', 'certificateRejected']);

export function trainingRecord(
  state: string,
  overrides: Partial<TrainingRecord> = {},
): TrainingRecord {
  return {
    ...signUp(state),
    creditHours: '32.0',
    hoursEarned: EARNED.has(state),
    ...overrides,
  };
}

export function trainingRecordDetail(
  state: string,
  overrides: Partial<TrainingRecord> = {},
): TrainingRecordDetail {
  return {
    record: trainingRecord(state, overrides),
    events: timelineOf(SIGN_UP_PATHS[state] ?? [], 'signUp'),
  };
}

/** A company's people's trainings, the latest session first. */
export const recordRows: TrainingRecord[] = [
  trainingRecord('signedUp', { id: 401, traineeName: '刘洋' }),
  trainingRecord('certificateIssued', {
    id: 402,
    traineeName: '刘洋',
    courseName: '信息技术服务基础实务（第二期）',
    startsOn: '2029-11-10',
    endsOn: '2029-11-11',
  }),
  trainingRecord('examFailed', {
    id: 403,
    traineeName: '许静',
    courseName: '信息系统项目管理实务',
    creditHours: '24.0',
    startsOn: '2029-09-02',
    endsOn: '2029-09-04',
  }),
];

const summary = (fields: Partial<TraineeRecordSummary>): TraineeSummaryRow => {
  const row: TraineeRecordSummary = {
    personId: 61,
    traineeName: '刘洋',
    traineeIdCard: '5101**********0019',
    trainings: 0,
    certificatesInForce: 0,
    latest: null,
    hoursByYear: [],
    totalHours: '0.0',
    declaredHours: '0.0',
    ...fields,
  };
  return { ...row, id: row.personId ?? 'self' };
};

/** A company's roster: trained, failed, never trained. */
export const summaryRows: TraineeSummaryRow[] = [
  summary({
    personId: 61,
    traineeName: '刘洋',
    trainings: 2,
    certificatesInForce: 1,
    latest: recordRows[0] ?? null,
    hoursByYear: [
      { year: '2029', hours: '32.0' },
      { year: '2028', hours: '16.0' },
    ],
    totalHours: '48.0',
    declaredHours: '16.0',
  }),
  summary({
    personId: 62,
    traineeName: '许静',
    traineeIdCard: '5101**********0027',
    trainings: 1,
    latest: recordRows[2] ?? null,
  }),
  summary({ personId: 63, traineeName: '高远', traineeIdCard: '5101**********0035' }),
];

/** An individual's own summary. */
export const selfSummary: TraineeSummaryRow = summary({
  personId: null,
  traineeName: '吴磊',
  traineeIdCard: '5101**********0135',
  trainings: 2,
  certificatesInForce: 1,
  latest: recordRows[0] ?? null,
  hoursByYear: [{ year: '2029', hours: '32.0' }],
  totalHours: '32.0',
});

const certificate = (
  id: number,
  fields: Partial<PersonnelCertificateRecord>,
): PersonnelCertificateRecord => ({
  id,
  certificateNo: `SCXH-PX-2029-00${id}`,
  status: 6,
  holderName: '刘洋',
  holderIdCard: '5101**********0019',
  courseName: '信息技术服务基础实务（第二期）',
  institutionName: '四川蜀信智联科技有限公司',
  issuedOn: '2029-11-20',
  expiresOn: '2032-11-19',
  ...fields,
});

/** Issued personnel certificates: in force, expired, revoked. */
export const personnelCertificateRows: PersonnelCertificateRecord[] = [
  certificate(402, {}),
  certificate(388, {
    holderName: '吴磊',
    holderIdCard: '5101**********0135',
    status: 8,
    issuedOn: '2026-05-10',
    expiresOn: '2029-05-09',
  }),
  certificate(377, { holderName: '罗敏', holderIdCard: '5101**********0043', status: 9 }),
];
