/** Applications, memberships and levels of the membership stories, and their frames. */
import { useState, type ReactNode } from 'react';
import type { Party } from '@machines/workflows';
import { statusFamilies } from '@machines/workflows';
import { detailLoaderOf } from '../../src/components/detailLoader';
import {
  LevelsContext,
  MyMembershipContext,
  ONCE,
} from '../../src/features/membership/membershipActors';
import type {
  CorporateVip,
  MembershipLevel,
  MyMembership,
  VipApplication,
  VipApplicationDetail,
} from '../../src/lib/api/membership';
import { licenceImage, timelineOf } from '../support/storyKit';
import { PATHS } from '../realname/realnameFixtures';

const family = statusFamilies.application;
const membershipStatus = statusFamilies.membership;
const at = (day: number, hour: number) => new Date(2025, 5, day, hour, 30).toISOString();

export const levels: readonly MembershipLevel[] = [
  { code: 'member', nameZh: '会员单位', nameEn: 'Member', validityYears: 1 },
  { code: 'director', nameZh: '理事单位', nameEn: 'Director unit', validityYears: 2 },
  { code: 'vicePresident', nameZh: '副会长单位', nameEn: 'Vice-president unit', validityYears: 3 },
  { code: 'president', nameZh: '会长单位', nameEn: 'President unit', validityYears: 3 },
];

export const applicationFile = { ...licenceImage, id: 'f-vip-form', name: '入会申请表.png' };

export function vipApplication(
  state: string,
  overrides: Partial<VipApplication> = {},
): VipApplication {
  const steps = PATHS[state] ?? [];
  const decided = ['approved', 'rejected', 'returned', 'revoked'].includes(state);
  return {
    id: 501,
    corporateId: 7,
    companyName: '成都华西智慧城市科技有限公司',
    status: family.codeOf(state),
    version: steps.length + 1,
    levelCode: 'director',
    businessScope: '智慧城市解决方案、系统集成',
    scale: 'small',
    registeredCapital: '800',
    staffCount: '45',
    qualifications: '信息系统建设和服务能力评估二级',
    contactName: '王芳',
    contactMobile: '13900002003',
    contactEmail: 'huaxi@example.com',
    applicationFile,
    supportingFile: null,
    submittedAt: steps.length > 0 ? at(2, 9) : null,
    decidedAt: decided ? at(3, 10) : null,
    createdAt: at(1, 8),
    updatedAt: at(1 + steps.length, 9),
    ...overrides,
  };
}

/** The detail answer for an application in `state`, as `party` would get it. */
export function vipDetail(
  state: string,
  party: Party = 'platform',
  overrides: Partial<VipApplication> = {},
): VipApplicationDetail {
  const row = vipApplication(state, overrides);
  return {
    application: row,
    events: timelineOf(PATHS[state] ?? []),
    availableEvents: family.availableEvents(row.status, { party }),
  };
}

/** A page of the platform list: applications of several companies, mobiles masked. */
export const reviewRows: VipApplication[] = [
  vipApplication('submitted', { id: 1, contactMobile: '139****2003' }),
  vipApplication('submitted', {
    id: 2,
    companyName: '成都锦城数码系统集成有限公司',
    levelCode: 'member',
    contactName: '李秀英',
    contactMobile: '139****2001',
  }),
  vipApplication('approved', {
    id: 3,
    companyName: '四川蜀信智联科技有限公司',
    contactName: '王建国',
    contactMobile: '139****2000',
  }),
  vipApplication('rejected', {
    id: 4,
    companyName: '天府云创信息技术培训有限公司',
    levelCode: 'president',
    contactName: '刘洋',
    contactMobile: '139****2110',
  }),
];

/** A company's own applications: an approved one from last year, one returned now. */
export const ownRows: VipApplication[] = [
  vipApplication('returned', { id: 11 }),
  vipApplication('approved', { id: 10, levelCode: 'member' }),
];

export function membership(state: string, overrides: Partial<CorporateVip> = {}): CorporateVip {
  return {
    id: 41,
    corporateId: 7,
    companyName: '成都华西智慧城市科技有限公司',
    creditCode: '91510106MA6DK2R5XD',
    status: membershipStatus.codeOf(state),
    version: 1,
    levelCode: 'member',
    validFrom: '2024-06-01',
    validTo: '2025-05-31',
    updatedAt: at(1, 8),
    ...overrides,
  };
}

export const memberRows: CorporateVip[] = [
  membership('expired', { id: 1 }),
  membership('disabled', {
    id: 2,
    companyName: '金沙信息安全技术有限公司',
    creditCode: '91510112MA6BG8P1CX',
    levelCode: 'director',
    validTo: '2026-08-31',
  }),
  membership('active', {
    id: 3,
    companyName: '四川蜀信智联科技有限公司',
    creditCode: '91510100MA61R7XK3Y',
    levelCode: 'director',
    validTo: '2027-01-31',
  }),
];

/** The levels on offer, answered from memory. */
export function StoryLevels({ children }: { children: ReactNode }) {
  const [loader] = useState(() => detailLoaderOf(() => Promise.resolve(levels)));
  return (
    <LevelsContext.Provider logic={loader} options={{ input: ONCE }}>
      {children}
    </LevelsContext.Provider>
  );
}

/** The company's membership as `load` answers it. */
export function StoryMyMembership({
  load,
  children,
}: {
  load: () => Promise<MyMembership>;
  children: ReactNode;
}) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <MyMembershipContext.Provider logic={loader} options={{ input: ONCE }}>
      {children}
    </MyMembershipContext.Provider>
  );
}
