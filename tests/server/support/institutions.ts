/** The institution endpoints as a test calls them: verified people, a complete application. */
import type { FastifyInstance } from 'fastify';
import { call } from './api';
import { declareNewPerson } from './people';
import { samples, upload } from './uploads';

export const INSTITUTION_PATHS = {
  training: {
    save: '/api/train/create-traincorporate',
    submit: '/api/train/submit-traincorporate',
    withdraw: '/api/train/withdraw-traincorporate',
    detail: '/api/train/query-corporatetrain',
    page: '/api/audit/query-traincorporate-page',
    decide: '/api/train/update-traincorporatestatus',
    batch: '/api/train/muliti-update-traincorporatestatus',
    switch: '/api/audit/update-traincorporate-switch',
    staff: '/api/user/query-teacherlist',
  },
  review: {
    save: '/api/audit/create-auditcorporate',
    submit: '/api/audit/submit-auditcorporate',
    withdraw: '/api/audit/withdraw-auditcorporate',
    detail: '/api/audit/query-auditcorporate-detail',
    page: '/api/audit/query-auditcorporate-page',
    decide: '/api/audit/update-auditcorporate-status',
    batch: '/api/audit/muliti-update-auditcorporate-status',
    switch: '/api/audit/update-auditcorporate-switch',
    staff: '/api/user/query-assessor-list',
  },
} as const;

export type Kind = keyof typeof INSTITUTION_PATHS;

/** A person declared by `token`'s company and verified by `reviewer`: their id. */
export async function verifiedPerson(
  app: FastifyInstance,
  token: string,
  reviewer: string,
  name?: string,
): Promise<number> {
  const person = await declareNewPerson(app, token, name);
  const answer = await call(app, 'POST', '/api/audit/update-corporateuser-status', {
    token: reviewer,
    body: { id: person.id, version: person.version, event: 'APPROVE' },
  });
  if (answer.httpStatus !== 200) throw new Error(`Verifying failed: ${answer.body.message}`);
  return person.id;
}

/** Every field a submission of the kind needs, the form uploaded by `token`'s company. */
export async function completeInstitutionFields(
  app: FastifyInstance,
  token: string,
  kind: Kind,
  personIds: readonly number[],
  businessLine = '1',
) {
  const form = await upload(app, token, { bytes: samples.png, purpose: 'institutionForm' });
  if (form.httpStatus !== 200) throw new Error(`Upload failed: ${form.body.message}`);
  return {
    businessLine,
    introduction: '专业的系统集成服务机构。',
    premises: '成都市高新区天府大道 1 号',
    courseScope: kind === 'training' ? '系统集成项目管理' : '',
    contactName: '王经理',
    contactMobile: '13812345678',
    qualificationFileId: form.body.data.id,
    personIds: [...personIds],
  };
}

export interface SubmittedInstitution {
  readonly id: number;
  readonly version: number;
  readonly status: number;
  readonly qualificationFileId: string;
}

/** Writes and submits a complete application of `token`'s company. */
export async function submitNewInstitution(
  app: FastifyInstance,
  token: string,
  kind: Kind,
  personIds: readonly number[],
  businessLine?: string,
): Promise<SubmittedInstitution> {
  const fields = await completeInstitutionFields(app, token, kind, personIds, businessLine);
  const answer = await call<{ id: number; version: number; status: number }>(
    app,
    'POST',
    INSTITUTION_PATHS[kind].submit,
    { token, body: fields },
  );
  if (answer.httpStatus !== 200) throw new Error(`Submit failed: ${answer.body.message}`);
  return { ...answer.body.data, qualificationFileId: fields.qualificationFileId };
}
