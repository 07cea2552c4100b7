/** Applications, people and standings of the institution stories, and their frames. */
import { useState, type ReactNode } from 'react';
import type { Party } from '@machines/workflows';
import { statusFamilies } from '@machines/workflows';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { MyInstitutionsContext, ONCE } from '../../src/features/institutions/institutionActors';
import type {
  InstitutionApplication,
  InstitutionApplicationDetail,
  MyInstitutions,
} from '../../src/lib/api/institutions';
import { licenceImage, timelineOf } from '../support/storyKit';
import { PATHS } from '../realname/realnameFixtures';
import { verifiedPeople } from '../support/verifiedPeople';

export { StoryVerifiedPeople, verifiedPeople } from '../support/verifiedPeople';

const family = statusFamilies.application;
const at = (day: number, hour: number) => new Date(2025, 5, day, hour, 30).toISOString();

export const qualificationFile = { ...licenceImage, id: 'f-inst-form', name: '培训机构申请表.png' };

export function institutionApplication(
  state: string,
  overrides: Partial<InstitutionApplication> = {},
): InstitutionApplication {
  const steps = PATHS[state] ?? [];
  const decided = ['approved', 'rejected', 'returned', 'revoked'].includes(state);
  return {
    id: 601,
    corporateId: 9,
    companyName: '四川岷江数据服务有限公司',
    kind: 'training',
    status: family.codeOf(state),
    version: steps.length + 1,
    businessLine: '0',
    roleCode: '2010',
    introduction: '专注数据治理与系统集成培训。',
    premises: '成都市高新区天府软件园 C 区 3 楼（260 平方米）',
    courseScope: '数据治理、系统集成项目管理',
    contactName: '杨帆',
    contactMobile: '13900002004',
    people: verifiedPeople.slice(0, 2),
    qualificationFile,
    supportingFile: null,
    submittedAt: steps.length > 0 ? at(2, 9) : null,
    decidedAt: decided ? at(3, 10) : null,
    createdAt: at(1, 8),
    updatedAt: at(1 + steps.length, 9),
    ...overrides,
  };
}

/** The detail answer for an application in `state`, as `party` would get it. */
export function institutionDetail(
  state: string,
  party: Party = 'platform',
  overrides: Partial<InstitutionApplication> = {},
): InstitutionApplicationDetail {
  const application = institutionApplication(state, overrides);
  return {
    application,
    events: timelineOf(PATHS[state] ?? []),
    availableEvents: family.availableEvents(application.status, { party }),
  };
}

/** A page of the platform's training list: several companies, mobiles masked. */
export const reviewRows: InstitutionApplication[] = [
  institutionApplication('submitted', { id: 1, contactMobile: '139****2004' }),
  institutionApplication('submitted', {
    id: 2,
    companyName: '成都锦城数码系统集成有限公司',
    contactName: '李秀英',
    contactMobile: '139****2001',
  }),
  institutionApplication('approved', {
    id: 3,
    companyName: '天府云创信息技术培训有限公司',
    businessLine: '1',
    roleCode: '2110',
    contactName: '刘洋',
    contactMobile: '139****2110',
  }),
  institutionApplication('revoked', {
    id: 4,
    companyName: '蓉城信息工程咨询评估有限公司',
    businessLine: '3',
    roleCode: '2310',
    contactName: '陈静',
    contactMobile: '139****2101',
  }),
];

/** A company's own applications: a training one returned, a review one approved. */
export const ownRows: InstitutionApplication[] = [
  institutionApplication('returned', { id: 11 }),
  institutionApplication('approved', {
    id: 10,
    kind: 'review',
    roleCode: '2001',
    courseScope: '',
  }),
];

export const reviewInstitution: MyInstitutions = {
  training: { roleCodes: [], openApplicationId: 11 },
  review: { roleCodes: ['2001'], openApplicationId: null },
};

/** The company's standing as `load` answers it. */
export function StoryMyInstitutions({
  load,
  children,
}: {
  load: () => Promise<MyInstitutions>;
  children: ReactNode;
}) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <MyInstitutionsContext.Provider logic={loader} options={{ input: ONCE }}>
      {children}
    </MyInstitutionsContext.Provider>
  );
}
