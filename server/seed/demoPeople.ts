/**
 * Demo personnel (issue 12): people on six companies' rosters in every step of their
 * verification, so the roster, the platform's review list and the pickers have something
 * to show. ID card numbers are made valid from region, birth date and sequence; each
 * history is replayed through the workflow machine like the real-name applications'.
 */
import type { Education, Gender, ProfessionalTitle } from '@machines/validation/person';
import { idCardCheckCharacter } from '@machines/validation/idCard';
import type { DemoCompanyKey } from './demoData';
import type { DemoStep } from './replayHistory';

export interface DemoPerson {
  readonly company: DemoCompanyKey;
  readonly name: string;
  readonly gender: Gender;
  /** YYYY-MM-DD */
  readonly birthDate: string;
  readonly education: Education;
  readonly professionalTitle: ProfessionalTitle;
  readonly employedFrom: string;
  readonly createdHoursAgo: number;
  readonly history: readonly DemoStep[];
}

const REVIEWER = '13900000001';
const OPERATOR = '13900000009';
const DAY = 24;

const verified = (admin: string, daysAgo: number): DemoStep[] => [
  { event: 'SUBMIT', by: admin, hoursAgo: daysAgo * DAY },
  { event: 'APPROVE', by: REVIEWER, hoursAgo: (daysAgo - 1) * DAY },
];

export const demoPeople: readonly DemoPerson[] = [
  {
    company: 'shuxin',
    name: '陈志强',
    gender: 'male',
    birthDate: '1985-04-18',
    education: 'master',
    professionalTitle: 'senior',
    employedFrom: '2015-07-01',
    createdHoursAgo: 30 * DAY,
    history: verified('13900002000', 28),
  },
  {
    company: 'shuxin',
    name: '林晓燕',
    gender: 'female',
    birthDate: '1990-11-02',
    education: 'bachelor',
    professionalTitle: 'intermediate',
    employedFrom: '2018-03-15',
    createdHoursAgo: 30 * DAY,
    history: verified('13900002000', 27),
  },
  {
    company: 'shuxin',
    name: '赵子龙',
    gender: 'male',
    birthDate: '1992-08-21',
    education: 'bachelor',
    professionalTitle: 'intermediate',
    employedFrom: '2019-09-01',
    createdHoursAgo: 20 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002000', hoursAgo: 19 * DAY },
      {
        event: 'RETURN',
        by: REVIEWER,
        hoursAgo: 18 * DAY,
        comment: '学历证书照片不完整，请补充。',
      },
      { event: 'SUBMIT', by: '13900002000', hoursAgo: 17 * DAY },
      { event: 'APPROVE', by: OPERATOR, hoursAgo: 16 * DAY },
    ],
  },
  {
    company: 'shuxin',
    name: '周婷',
    gender: 'female',
    birthDate: '1995-02-09',
    education: 'juniorCollege',
    professionalTitle: 'junior',
    employedFrom: '2021-06-01',
    createdHoursAgo: 3 * DAY,
    history: [{ event: 'SUBMIT', by: '13900002000', hoursAgo: 2 * DAY }],
  },
  {
    company: 'shuxin',
    name: '吴昊',
    gender: 'male',
    birthDate: '1993-12-30',
    education: 'bachelor',
    professionalTitle: 'junior',
    employedFrom: '2022-02-14',
    createdHoursAgo: 5 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002000', hoursAgo: 4 * DAY },
      {
        event: 'RETURN',
        by: REVIEWER,
        hoursAgo: 3 * DAY,
        comment: '身份证照片反光，请重新拍摄上传。',
      },
    ],
  },
  {
    company: 'shuxin',
    name: '郑欣怡',
    gender: 'female',
    birthDate: '1998-05-27',
    education: 'bachelor',
    professionalTitle: 'none',
    employedFrom: '2024-07-08',
    createdHoursAgo: 1 * DAY,
    history: [],
  },
  {
    company: 'jincheng',
    name: '孙建华',
    gender: 'male',
    birthDate: '1980-01-15',
    education: 'bachelor',
    professionalTitle: 'associateSenior',
    employedFrom: '2010-04-01',
    createdHoursAgo: 15 * DAY,
    history: verified('13900002001', 14),
  },
  {
    company: 'jincheng',
    name: '何丽',
    gender: 'female',
    birthDate: '1988-09-09',
    education: 'juniorCollege',
    professionalTitle: 'junior',
    employedFrom: '2016-10-10',
    createdHoursAgo: 2 * DAY,
    history: [{ event: 'SUBMIT', by: '13900002001', hoursAgo: 30 }],
  },
  {
    company: 'jincheng',
    name: '马超',
    gender: 'male',
    birthDate: '1991-03-03',
    education: 'secondary',
    professionalTitle: 'none',
    employedFrom: '2020-01-06',
    createdHoursAgo: 10 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002001', hoursAgo: 9 * DAY },
      {
        event: 'REJECT',
        by: REVIEWER,
        hoursAgo: 8 * DAY,
        comment: '身份证号码与身份证照片不一致。',
      },
    ],
  },
  {
    company: 'tianfu',
    name: '刘洋',
    gender: 'male',
    birthDate: '1983-07-07',
    education: 'master',
    professionalTitle: 'senior',
    employedFrom: '2012-09-01',
    createdHoursAgo: 40 * DAY,
    history: verified('13900002110', 39),
  },
  {
    company: 'tianfu',
    name: '许静',
    gender: 'female',
    birthDate: '1987-10-20',
    education: 'master',
    professionalTitle: 'intermediate',
    employedFrom: '2014-03-01',
    createdHoursAgo: 40 * DAY,
    history: verified('13900002110', 38),
  },
  {
    company: 'tianfu',
    name: '高远',
    gender: 'male',
    birthDate: '1996-04-04',
    education: 'bachelor',
    professionalTitle: 'junior',
    employedFrom: '2023-05-01',
    createdHoursAgo: 6 * DAY,
    history: [
      { event: 'SUBMIT', by: '13900002110', hoursAgo: 5 * DAY },
      { event: 'WITHDRAW', by: '13900002110', hoursAgo: 4 * DAY },
    ],
  },
  {
    company: 'rongcheng',
    name: '钱学森',
    gender: 'male',
    birthDate: '1979-12-11',
    education: 'doctor',
    professionalTitle: 'senior',
    employedFrom: '2008-08-08',
    createdHoursAgo: 50 * DAY,
    history: verified('13900002101', 49),
  },
  {
    company: 'rongcheng',
    name: '冯雪',
    gender: 'female',
    birthDate: '1986-06-16',
    education: 'master',
    professionalTitle: 'associateSenior',
    employedFrom: '2013-11-11',
    createdHoursAgo: 50 * DAY,
    history: verified('13900002101', 48),
  },
  {
    company: 'minjiang',
    name: '邓伟',
    gender: 'male',
    birthDate: '1984-02-26',
    education: 'master',
    professionalTitle: 'senior',
    employedFrom: '2016-04-01',
    createdHoursAgo: 20 * DAY,
    history: verified('13900002004', 19),
  },
  {
    company: 'minjiang',
    name: '罗敏',
    gender: 'female',
    birthDate: '1991-09-09',
    education: 'bachelor',
    professionalTitle: 'intermediate',
    employedFrom: '2019-06-01',
    createdHoursAgo: 20 * DAY,
    history: verified('13900002004', 18),
  },
  {
    company: 'wenjiang',
    name: '蒋涛',
    gender: 'male',
    birthDate: '1988-03-30',
    education: 'bachelor',
    professionalTitle: 'intermediate',
    employedFrom: '2017-08-01',
    createdHoursAgo: 12 * DAY,
    history: verified('13900002006', 11),
  },
];

/** Chengdu districts as ID card regions, by company. */
const REGION: Record<DemoCompanyKey, string> = {
  shuxin: '510107',
  jincheng: '510104',
  tianfu: '510108',
  rongcheng: '510105',
  huaxi: '510106',
  minjiang: '510112',
  jinsha: '510113',
  wenjiang: '510115',
};

/** A valid number for the person: region, birth date, a sequence of their gender. */
export function demoIdCard(person: DemoPerson, index: number): string {
  const sequence = 100 + index * 2 + (person.gender === 'male' ? 1 : 0);
  const first17 = `${REGION[person.company]}${person.birthDate.replaceAll('-', '')}${sequence}`;
  return first17 + idCardCheckCharacter(first17);
}
