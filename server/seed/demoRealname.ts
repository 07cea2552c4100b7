/**
 * Demo real-name applications (DESIGN §8), one per company, with their histories. The
 * seed replays each history through the workflow machine, so a history the machine
 * would refuse cannot be seeded; the status is where the replay ends.
 */
import type { DemoCompanyKey } from './demoData';
import type { DemoStep } from './replayHistory';

export interface DemoApplication {
  readonly company: DemoCompanyKey;
  readonly createdHoursAgo: number;
  /** Takes the company's name, code and contact, plus these. */
  readonly legalRepresentative?: string;
  /** A draft started with the name and credit code only. */
  readonly partial?: boolean;
  readonly history: readonly DemoStep[];
}

const REVIEWER = '13900000001';
const SUPER_ADMIN = '13900000000';
const DAY = 24;

export const demoApplications: readonly DemoApplication[] = [
  {
    company: 'shuxin',
    legalRepresentative: '王建国',
    createdHoursAgo: 8 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002000', hoursAgo: 7 * DAY },
      {
        event: 'RETURN',
        by: REVIEWER,
        hoursAgo: 6 * DAY,
        comment: '营业执照照片不清晰，请上传清晰的彩色扫描件。',
      },
      { event: 'SUBMIT', by: '13900002000', hoursAgo: 5 * DAY },
      { event: 'APPROVE', by: REVIEWER, hoursAgo: 3 * DAY },
    ],
  },
  {
    company: 'jincheng',
    legalRepresentative: '李国强',
    createdHoursAgo: 6,
    history: [{ event: 'SUBMIT', by: '13900002001', hoursAgo: 5 }],
  },
  {
    company: 'tianfu',
    legalRepresentative: '刘德华',
    createdHoursAgo: 4 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002110', hoursAgo: 3 * DAY },
      {
        event: 'RETURN',
        by: REVIEWER,
        hoursAgo: 2 * DAY,
        comment: '法定代表人与营业执照不一致，请核对后修改。',
      },
    ],
  },
  { company: 'rongcheng', partial: true, createdHoursAgo: DAY, history: [] },
  {
    company: 'huaxi',
    legalRepresentative: '王志刚',
    createdHoursAgo: 11 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002003', hoursAgo: 10 * DAY },
      {
        event: 'REJECT',
        by: SUPER_ADMIN,
        hoursAgo: 9 * DAY,
        comment: '营业执照已过有效期，不予认证。',
      },
    ],
  },
  {
    company: 'minjiang',
    legalRepresentative: '杨建华',
    createdHoursAgo: 7 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002004', hoursAgo: 6 * DAY },
      { event: 'WITHDRAW', by: '13900002004', hoursAgo: 5 * DAY },
    ],
  },
  {
    company: 'jinsha',
    legalRepresentative: '黄永明',
    createdHoursAgo: 21 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002005', hoursAgo: 20 * DAY },
      { event: 'APPROVE', by: REVIEWER, hoursAgo: 18 * DAY },
      {
        event: 'REVOKE',
        by: SUPER_ADMIN,
        hoursAgo: 2 * DAY,
        comment: '经核查，该单位提交的材料存在虚假信息。',
      },
    ],
  },
  {
    company: 'wenjiang',
    legalRepresentative: '徐文斌',
    createdHoursAgo: 2 * DAY,
    history: [{ event: 'SUBMIT', by: '13900002006', hoursAgo: DAY }],
  },
];
