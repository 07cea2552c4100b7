/**
 * The qualification workflow's realistic timelines (DESIGN §3.3), shared by the stories of
 * both two-level areas (credit applications, project declarations): the events that lead
 * from a draft to each status, with the reviewers' comments.
 */
import type { Party } from '@machines/workflows';

export const INSTITUTION_RETURN_COMMENT = '近三年财务审计报告缺少 2024 年度，请补充后重新提交。';
export const PLATFORM_RETURN_COMMENT = '代表性项目验收报告需加盖建设单位公章。';
export const REJECT_COMMENT = '申报业绩与资信等级要求不符。';
export const REVOKE_COMMENT = '企业提供虚假业绩材料，撤销资信证书。';

type Step = { event: string; party: Party; comment?: string };
const submit: Step = { event: 'SUBMIT', party: 'applicant' };
const institutionApprove: Step = { event: 'INSTITUTION_APPROVE', party: 'institution' };
const platformApprove: Step = { event: 'PLATFORM_APPROVE', party: 'platform' };

/** The events that lead from a draft to each qualification status (a realistic timeline). */
export const QUALIFICATION_PATHS: Readonly<Record<string, readonly Step[]>> = {
  draft: [],
  submitted: [submit],
  institutionReturned: [
    submit,
    { event: 'INSTITUTION_RETURN', party: 'institution', comment: INSTITUTION_RETURN_COMMENT },
  ],
  institutionApproved: [submit, institutionApprove],
  institutionRejected: [
    submit,
    { event: 'INSTITUTION_REJECT', party: 'institution', comment: REJECT_COMMENT },
  ],
  platformReturned: [
    submit,
    institutionApprove,
    { event: 'PLATFORM_RETURN', party: 'platform', comment: PLATFORM_RETURN_COMMENT },
  ],
  approved: [submit, institutionApprove, platformApprove],
  platformRejected: [
    submit,
    institutionApprove,
    { event: 'PLATFORM_REJECT', party: 'platform', comment: REJECT_COMMENT },
  ],
  expired: [submit, institutionApprove, platformApprove, { event: 'EXPIRE', party: 'system' }],
  revoked: [
    submit,
    institutionApprove,
    platformApprove,
    { event: 'REVOKE', party: 'platform', comment: REVOKE_COMMENT },
  ],
};
