/** Project declarations of the project stories, their institutions, and their loaders. */
import { useState, type ReactNode } from 'react';
import type { ProjectApplication, ProjectApplicationDetail } from '@machines/contracts';
import { statusFamilies, type Party } from '@machines/workflows';
import { detailLoaderOf, ONCE } from '../../src/components/detailLoader';
import { ProjectInstitutionsContext } from '../../src/features/projects/projectActors';
import { QUALIFICATION_PATHS } from '../support/qualificationPaths';
import { licenceImage, timelineOf } from '../support/storyKit';

const family = statusFamilies.qualification;
const at = (day: number, hour: number) => new Date(2025, 5, day, hour, 30).toISOString();

export const projectInstitutions = [
  { id: 5, name: '蓉城信息工程咨询评估有限公司' },
  { id: 6, name: '西部信息系统评估中心' },
] as const;

export const contractFile = {
  ...licenceImage,
  id: 'f-contract',
  name: '政务云平台建设合同.pdf',
  type: 'application/pdf',
};
export const acceptanceFile = {
  ...licenceImage,
  id: 'f-acceptance',
  name: '竣工验收报告.pdf',
  type: 'application/pdf',
};

export function projectApplication(
  state: string,
  overrides: Partial<ProjectApplication> = {},
): ProjectApplication {
  const steps = QUALIFICATION_PATHS[state] ?? [];
  const draft = state === 'draft';
  return {
    id: 901,
    corporateId: 9,
    companyName: '四川岷江数据服务有限公司',
    status: family.codeOf(state),
    version: steps.length + 3,
    name: '省级政务云平台扩容工程',
    client: '四川省大数据中心',
    contractAmount: '12800000.00',
    startDate: '2024-03-01',
    endDate: '2024-12-20',
    role: 'generalContractor',
    managerId: 31,
    managerName: '邓伟',
    institutionId: 5,
    institutionName: '蓉城信息工程咨询评估有限公司',
    description: '新增计算节点 120 台、分布式存储 2 PB，完成 36 个厅局业务系统迁移上云。',
    contractFile,
    acceptanceFile: draft ? null : acceptanceFile,
    submittedAt: steps.length > 0 ? at(2, 9) : null,
    institutionDecidedAt: steps.some((step) => step.party === 'institution') ? at(3, 10) : null,
    decidedAt: steps.some((step) => step.party === 'platform') ? at(4, 11) : null,
    createdAt: at(1, 9),
    updatedAt: at(4, 11),
    ...overrides,
  };
}

export function projectDetail(
  state: string,
  party: Party = 'applicant',
  overrides: Partial<ProjectApplication> = {},
): ProjectApplicationDetail {
  const application = projectApplication(state, overrides);
  return {
    application,
    events: timelineOf(QUALIFICATION_PATHS[state] ?? [], 'qualification'),
    availableEvents: family.availableEvents(application.status, { party }),
    deletable: party === 'applicant' && family.snapshotOf(application.status).hasTag('deletable'),
  };
}

/** A company's own declarations in several statuses. */
export const ownProjectRows: ProjectApplication[] = [
  projectApplication('draft', {
    id: 905,
    name: '智慧医院信息平台',
    institutionId: null,
    institutionName: '',
  }),
  projectApplication('institutionReturned', { id: 904, name: '市级视频会商系统' }),
  projectApplication('submitted', { id: 903, name: '教育城域网升级改造' }),
  projectApplication('approved', { id: 902 }),
];

/** What reached a reviewer: several companies' declarations. */
export const reviewProjectRows: ProjectApplication[] = [
  projectApplication('submitted', { id: 1 }),
  projectApplication('submitted', {
    id: 2,
    name: '高新区智慧园区一期',
    companyName: '成都锦城数码系统集成有限公司',
  }),
  projectApplication('institutionApproved', {
    id: 3,
    name: '数据中心机房改造',
    companyName: '天府云创信息技术培训有限公司',
  }),
  projectApplication('institutionRejected', {
    id: 4,
    name: '县域应急广播系统',
    companyName: '成都华西信息技术有限公司',
  }),
];

/** The institutions a declaration may name, as `load` answers them. */
export function StoryProjectInstitutions({
  load = () => Promise.resolve(projectInstitutions),
  children,
}: {
  load?: () => Promise<readonly { id: number; name: string }[]>;
  children: ReactNode;
}) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <ProjectInstitutionsContext.Provider logic={loader} options={{ input: ONCE }}>
      {children}
    </ProjectInstitutionsContext.Provider>
  );
}
