/** The training history endpoints as a test calls them: a complete declaration, submitted. */
import type { FastifyInstance } from 'fastify';
import { call } from './api';
import { samples, upload } from './uploads';

export interface TrainingHistoryAnswer {
  id: number;
  kind: string;
  status: number;
  version: number;
  personId: number | null;
  personName: string;
  courseName: string;
  creditHours: string;
  proofFile: { id: string } | null;
}

export const HISTORY_CREATE = '/api/corporate/create-corporatetrain-history';
export const HISTORY_SUBMIT = '/api/corporate/submit-corporatetrain-history';

/** Every field a submission needs, with a fresh proof uploaded by the company. */
export async function completeHistoryFields(
  app: FastifyInstance,
  token: string,
  personId: number,
  kind: 'history' | 'cultivate' = 'history',
) {
  const proof = await upload(app, token, {
    bytes: samples.pdf,
    fileName: 'certificate.pdf',
    purpose: 'training-history',
  });
  if (proof.httpStatus !== 200) throw new Error(`Upload failed: ${proof.body.message}`);
  return {
    kind,
    personId: String(personId),
    courseName: kind === 'history' ? '信息系统监理师培训' : '新员工信息安全入职培养',
    organizer: kind === 'history' ? '四川省软件行业协会' : '公司技术部',
    startDate: '2023-04-10',
    endDate: '2023-04-14',
    creditHours: '32',
    certificateNo: kind === 'history' ? 'JL-2023-0412' : '',
    content: kind === 'cultivate' ? '安全制度、等级保护要求与应急演练，结业考核合格。' : '',
    proofFileId: proof.body.data.id,
  };
}

/** A declaration with every field, submitted in one call: the answer of the submission. */
export async function submitNewHistory(
  app: FastifyInstance,
  token: string,
  personId: number,
  kind: 'history' | 'cultivate' = 'history',
): Promise<TrainingHistoryAnswer> {
  const body = await completeHistoryFields(app, token, personId, kind);
  const answer = await call<TrainingHistoryAnswer>(app, 'POST', HISTORY_SUBMIT, { token, body });
  if (answer.httpStatus !== 200) throw new Error(`Submit failed: ${answer.body.message}`);
  return answer.body.data;
}
