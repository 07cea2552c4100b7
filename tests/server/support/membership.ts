/** The membership endpoints as a test calls them: a complete application, submitted. */
import type { FastifyInstance } from 'fastify';
import { call } from './api';
import { samples, upload } from './uploads';

/** Every field a submission needs, the signed form uploaded by `token`'s company. */
export async function completeVipFields(app: FastifyInstance, token: string, levelCode = 'member') {
  const form = await upload(app, token, { bytes: samples.png, purpose: 'vipApplicationForm' });
  if (form.httpStatus !== 200) throw new Error(`Upload failed: ${form.body.message}`);
  return {
    levelCode,
    businessScope: '计算机信息系统集成',
    scale: 'small',
    registeredCapital: '1000.5',
    staffCount: '60',
    qualifications: '',
    contactName: '王经理',
    contactMobile: '13812345678',
    contactEmail: 'contact@example.com',
    applicationFileId: form.body.data.id,
  };
}

export interface SubmittedVipApplication {
  readonly id: number;
  readonly version: number;
  readonly status: number;
  readonly applicationFileId: string;
}

/** Writes and submits a complete membership application of `token`'s company. */
export async function submitNewVipApplication(
  app: FastifyInstance,
  token: string,
  levelCode?: string,
): Promise<SubmittedVipApplication> {
  const fields = await completeVipFields(app, token, levelCode);
  const answer = await call<{ id: number; version: number; status: number }>(
    app,
    'POST',
    '/api/corporate/submit-vipapply',
    { token, body: fields },
  );
  if (answer.httpStatus !== 200) throw new Error(`Submit failed: ${answer.body.message}`);
  return { ...answer.body.data, applicationFileId: fields.applicationFileId };
}
