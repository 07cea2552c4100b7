/** Credit applications, categories and institutions of the credit stories, and their loaders. */
import { useState, type ReactNode } from 'react';
import type {
  CreditApplication,
  CreditApplicationDetail,
  OfferedCreditCategory,
  OfferedReviewInstitution,
} from '@machines/contracts';
import { statusFamilies, type Party } from '@machines/workflows';
import { detailLoaderOf, ONCE } from '../../src/components/detailLoader';
import type { reviewInstitutionsLoader } from '../../src/features/credit/creditActors';
import { OfferedCategoriesContext } from '../../src/features/credit/creditActors';
import { QUALIFICATION_PATHS } from '../support/qualificationPaths';
import { licenceImage, timelineOf } from '../support/storyKit';
import { verifiedPeople } from '../support/verifiedPeople';

const family = statusFamilies.qualification;
const at = (day: number, hour: number) => new Date(2025, 5, day, hour, 30).toISOString();

export const auditReport = {
  ...licenceImage,
  id: 'f-audit',
  name: '2022-2024年度审计报告.pdf',
  type: 'application/pdf',
};

export const offeredCategories: readonly OfferedCreditCategory[] = [
  {
    id: 7,
    typeName: '信息系统建设和服务能力评估',
    typeNameEn: 'Information system construction and service capability',
    levelName: '二级',
    levelNameEn: 'Level 2',
    businessLine: 1,
    validityYears: 3,
    reviewed: true,
    openApplicationId: null,
    materials: [
      { id: 71, name: '营业执照副本', nameEn: 'Business licence (copy)', required: true },
      {
        id: 72,
        name: '近三年财务审计报告',
        nameEn: 'Audited accounts of the last three years',
        required: true,
      },
      {
        id: 73,
        name: '技术人员社保缴纳证明',
        nameEn: 'Social insurance records of technical staff',
        required: false,
      },
    ],
  },
  {
    id: 9,
    typeName: '信息技术服务运行维护',
    typeNameEn: 'IT service operation and maintenance',
    levelName: '一级',
    levelNameEn: 'Level 1',
    businessLine: 2,
    validityYears: 3,
    reviewed: true,
    openApplicationId: null,
    materials: [
      { id: 91, name: '营业执照副本', nameEn: 'Business licence (copy)', required: true },
    ],
  },
];

/**
 * The categories as a company sees them that already applies for the first and whose
 * third has nobody to review its line: neither can be chosen.
 */
const [systemsLevel2, operations] = offeredCategories as [
  OfferedCreditCategory,
  OfferedCreditCategory,
];
export const offeredWithLimits: readonly OfferedCreditCategory[] = [
  { ...systemsLevel2, openApplicationId: 201 },
  operations,
  {
    ...operations,
    id: 11,
    typeName: '信息安全服务能力评估',
    typeNameEn: 'Information security service capability',
    levelName: '三级',
    levelNameEn: 'Level 3',
    businessLine: 4,
    reviewed: false,
  },
];

export const reviewInstitutions: readonly OfferedReviewInstitution[] = [
  { id: 5, name: '蓉城信息工程咨询评估有限公司', businessLine: 1 },
  { id: 6, name: '西部信息系统评估中心', businessLine: 1 },
];

const [category] = offeredCategories;

export function creditApplication(
  state: string,
  overrides: Partial<CreditApplication> = {},
): CreditApplication {
  const steps = QUALIFICATION_PATHS[state] ?? [];
  const approved = ['approved', 'expired', 'revoked'].includes(state);
  const institutionDecided = steps.some((step) => step.party === 'institution');
  const platformDecided = steps.some((step) => step.party === 'platform');
  return {
    id: 801,
    corporateId: 9,
    companyName: '四川岷江数据服务有限公司',
    status: family.codeOf(state),
    version: steps.length + 3,
    categoryId: 7,
    typeName: category?.typeName ?? '',
    typeNameEn: category?.typeNameEn ?? '',
    levelName: category?.levelName ?? '',
    levelNameEn: category?.levelNameEn ?? '',
    businessLine: 1,
    institutionId: 5,
    institutionName: '蓉城信息工程咨询评估有限公司',
    assessorId: institutionDecided ? 41 : null,
    assessorName: institutionDecided ? '何静' : '',
    contactName: '杨帆',
    contactMobile: '13900002004',
    description: '近三年完成省级政务云、医院信息化等系统集成项目 26 项，合同总额 1.2 亿元。',
    people: verifiedPeople.slice(0, 2),
    materials: [
      {
        materialId: 71,
        name: '营业执照副本',
        nameEn: 'Business licence (copy)',
        required: true,
        file: licenceImage,
        uploadedAt: at(1, 10),
      },
      {
        materialId: 72,
        name: '近三年财务审计报告',
        nameEn: 'Audited accounts of the last three years',
        required: true,
        file: state === 'draft' ? null : auditReport,
        uploadedAt: state === 'draft' ? null : at(1, 11),
      },
      {
        materialId: 73,
        name: '技术人员社保缴纳证明',
        nameEn: 'Social insurance records of technical staff',
        required: false,
        file: null,
        uploadedAt: null,
      },
    ],
    submittedAt: steps.length > 0 ? at(2, 9) : null,
    institutionDecidedAt: institutionDecided ? at(3, 10) : null,
    decidedAt: platformDecided ? at(4, 11) : null,
    certificateNo: approved ? '2025-1-000123' : null,
    issuedOn: approved ? '2025-06-04' : null,
    expiresOn: approved ? '2028-06-03' : null,
    createdAt: at(1, 9),
    updatedAt: at(4, 11),
    ...overrides,
  };
}

export function creditDetail(state: string, party: Party = 'applicant'): CreditApplicationDetail {
  const application = creditApplication(state);
  return {
    application,
    events: timelineOf(QUALIFICATION_PATHS[state] ?? [], 'qualification'),
    availableEvents: family.availableEvents(application.status, { party }),
    deletable: party === 'applicant' && family.snapshotOf(application.status).hasTag('deletable'),
  };
}

/** A company's own applications in several statuses. */
export const ownCreditRows: CreditApplication[] = [
  creditApplication('draft', { id: 805, institutionId: null, institutionName: '' }),
  creditApplication('institutionReturned', { id: 804 }),
  creditApplication('submitted', { id: 803 }),
  creditApplication('approved', { id: 802 }),
];

/** The open categories as `load` answers them. */
export function StoryOfferedCategories({
  load = () => Promise.resolve(offeredCategories),
  children,
}: {
  load?: () => Promise<readonly OfferedCreditCategory[]>;
  children: ReactNode;
}) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <OfferedCategoriesContext.Provider logic={loader} options={{ input: ONCE }}>
      {children}
    </OfferedCategoriesContext.Provider>
  );
}

/** The review institutions of any category, answered from memory (or as `load` says). */
export function storyInstitutions(
  load: () => Promise<readonly OfferedReviewInstitution[]> = () =>
    Promise.resolve(reviewInstitutions),
): typeof reviewInstitutionsLoader {
  return detailLoaderOf(load);
}

/** What reached a reviewer: several companies, mobiles masked. */
export const reviewCreditRows: CreditApplication[] = [
  creditApplication('submitted', { id: 1, contactMobile: '139****2004' }),
  creditApplication('submitted', {
    id: 2,
    companyName: '成都锦城数码系统集成有限公司',
    contactMobile: '139****2001',
  }),
  creditApplication('institutionApproved', {
    id: 3,
    companyName: '天府云创信息技术培训有限公司',
    contactMobile: '139****2110',
  }),
  creditApplication('institutionRejected', {
    id: 4,
    companyName: '成都华西信息技术有限公司',
    contactMobile: '139****2003',
  }),
];

export const assessors = [
  { id: 41, name: '何静', education: 'master', professionalTitle: 'senior', verified: true },
  { id: 42, name: '钱学森', education: 'doctor', professionalTitle: 'senior', verified: true },
] as const;
