/** The personnel endpoints as a test calls them: a complete person, declared. */
import type { FastifyInstance } from 'fastify';
import { idCardCheckCharacter } from '@machines/validation/idCard';
import { call } from './api';
import { upload, samples } from './uploads';

let sequence = 0;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A valid ID card number no other test person of this run has: each born a day later. */
export function freshIdCard(): string {
  sequence += 1;
  const birth = new Date(Date.UTC(1970, 0, 1) + sequence * DAY_MS);
  const first17 = `510104${birth.toISOString().slice(0, 10).replaceAll('-', '')}123`;
  return first17 + idCardCheckCharacter(first17);
}

async function picture(app: FastifyInstance, token: string, purpose: string): Promise<string> {
  const answer = await upload(app, token, { bytes: samples.png, purpose });
  if (answer.httpStatus !== 200) throw new Error(`Upload failed: ${answer.body.message}`);
  return answer.body.data.id;
}

/** Every field a declaration needs, the two pictures uploaded by `token`'s company. */
export async function completePersonFields(app: FastifyInstance, token: string, name = '张三') {
  return {
    name,
    gender: 'male',
    idCard: freshIdCard(),
    mobile: '13812345678',
    email: 'staff@example.com',
    education: 'bachelor',
    professionalTitle: 'intermediate',
    employedFrom: '2020-03-01',
    photoFileId: await picture(app, token, 'personPhoto'),
    idCardFileId: await picture(app, token, 'personIdCard'),
  };
}

export interface DeclaredPerson {
  readonly id: number;
  readonly version: number;
  readonly name: string;
  readonly photoFileId: string;
}

/** Adds a complete person to `token`'s roster and declares them for verification. */
export async function declareNewPerson(
  app: FastifyInstance,
  token: string,
  name?: string,
): Promise<DeclaredPerson> {
  const fields = await completePersonFields(app, token, name);
  const answer = await call<{ id: number; version: number; name: string }>(
    app,
    'POST',
    '/api/user/declare-userstaff',
    { token, body: fields },
  );
  if (answer.httpStatus !== 200) throw new Error(`Declaring failed: ${answer.body.message}`);
  const { id, version } = answer.body.data;
  return { id, version, name: answer.body.data.name, photoFileId: fields.photoFileId };
}

/** The roster template's headers in Chinese, as a company's filled-in file has them. */
export const ROSTER_HEADERS_ZH = [
  '姓名 *',
  '性别',
  '身份证号码 *',
  '手机号',
  '邮箱',
  '学历',
  '职称',
  '入职日期',
  '离职日期',
];
