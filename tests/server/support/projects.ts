/** The project-declaration endpoints as a test calls them: a complete declaration, submitted. */
import type { FastifyInstance } from 'fastify';
import { call } from './api';
import { samples, upload } from './uploads';

export interface ProjectAnswer {
  id: number;
  status: number;
  version: number;
  name: string;
  managerId: number | null;
  institutionId: number | null;
  institutionName: string;
  contractFile: { id: string } | null;
  acceptanceFile: { id: string } | null;
}

/** The first review institution the company may name. */
export async function projectInstitutionOf(app: FastifyInstance, token: string) {
  const answer = await call<{ id: number; name: string }[]>(
    app,
    'GET',
    '/api/corporate/query-project-institutions',
    { token },
  );
  const [institution] = answer.body.data;
  if (!institution) throw new Error('No review institution to name');
  return institution;
}

async function uploaded(app: FastifyInstance, token: string, fileName: string) {
  const file = await upload(app, token, { bytes: samples.pdf, fileName, purpose: 'project' });
  if (file.httpStatus !== 200) throw new Error(`Upload failed: ${file.body.message}`);
  return file.body.data.id;
}

/** Every field a submission needs, with fresh uploads of the company. */
export async function completeProjectFields(
  app: FastifyInstance,
  token: string,
  managerId: number,
  institutionId?: number,
) {
  return {
    name: '智慧园区综合管理平台建设项目',
    client: '成都高新区管理委员会',
    contractAmount: '3860000.00',
    startDate: '2023-03-01',
    endDate: '2024-06-30',
    role: 'generalContractor',
    managerId: String(managerId),
    institutionId: String(institutionId ?? (await projectInstitutionOf(app, token)).id),
    description: '建设园区物联感知、视频联网与综合运营管理平台，已通过竣工验收。',
    contractFileId: await uploaded(app, token, 'contract.pdf'),
    acceptanceFileId: await uploaded(app, token, 'acceptance.pdf'),
  };
}

/** A declaration with every field, submitted in one call: the answer of the submission. */
export async function submitNewProject(
  app: FastifyInstance,
  token: string,
  managerId: number,
  institutionId?: number,
): Promise<ProjectAnswer> {
  const fields = await completeProjectFields(app, token, managerId, institutionId);
  const answer = await call<ProjectAnswer>(app, 'POST', '/api/corporate/submit-applyproject', {
    token,
    body: fields,
  });
  if (answer.httpStatus !== 200) throw new Error(`Submit failed: ${answer.body.message}`);
  return answer.body.data;
}
