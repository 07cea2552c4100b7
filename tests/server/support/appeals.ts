/** Account appeals through the API: public uploads, codes, submissions and the review calls. */
import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import type { CorporateAppeal, CorporateAppealDetail } from '@machines/contracts';
import { corporateAppeals } from '../../../server/db/schema';
import { call, type Answer } from './api';
import { freshCompanyName, freshCreditCode } from './companies';
import { freshMobile, receivedCode } from './sms';
import type { TestServer } from './testServer';
import { multipart, samples } from './uploads';

export interface AppealUploadAnswer {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** `POST /api/auth/corporateAppeal/files` without a session. */
export async function uploadAppealImage(
  app: FastifyInstance,
  file: { bytes?: Buffer; fileName?: string; contentType?: string } = {},
  language?: string,
): Promise<Answer<AppealUploadAnswer>> {
  const body = multipart([
    {
      field: 'file',
      fileName: file.fileName ?? 'proof.png',
      bytes: file.bytes ?? samples.png,
      ...(file.contentType ? { contentType: file.contentType } : {}),
    },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/corporateAppeal/files',
    payload: body.payload,
    headers: { ...body.headers, ...(language ? { 'accept-language': language } : {}) },
  });
  return { httpStatus: response.statusCode, headers: response.headers, body: response.json() };
}

export async function uploadedImageId(app: FastifyInstance): Promise<string> {
  const answer = await uploadAppealImage(app);
  if (answer.httpStatus !== 200) throw new Error(`appeal upload: ${answer.body.message}`);
  return answer.body.data.id;
}

export type AppealBody = Record<string, string>;

/** A complete, valid appeal about `userName`, with fresh uploads and a fresh mobile's code. */
export async function validAppeal(app: FastifyInstance, userName: string): Promise<AppealBody> {
  const mobile = freshMobile();
  return {
    userName,
    companyName: freshCompanyName(),
    creditCode: freshCreditCode(),
    mobile,
    smsCode: await receivedCode(app, mobile, 'appeal'),
    email: `appeal${mobile}@example.com`,
    licenceFileId: await uploadedImageId(app),
    proofFileId: await uploadedImageId(app),
  };
}

export function submitAppeal(app: FastifyInstance, body: unknown, language?: string) {
  return call<null>(app, 'POST', '/api/auth/create-corporateAppeal', {
    body,
    ...(language ? { language } : {}),
  });
}

/** Submits a valid appeal about `userName` and answers its stored row. */
export async function newAppeal(server: TestServer, userName: string) {
  const body = await validAppeal(server.app, userName);
  const answer = await submitAppeal(server.app, body);
  if (answer.httpStatus !== 200) throw new Error(`appeal: ${answer.body.message}`);
  const [row] = await server.db
    .select()
    .from(corporateAppeals)
    .orderBy(desc(corporateAppeals.id))
    .limit(1);
  if (!row) throw new Error('No appeal stored');
  return { ...row, body };
}

/** The review calls, as a platform account makes them. */
export function appealReviewApi(app: FastifyInstance) {
  return {
    page: (token: string, query: Record<string, string> = {}) =>
      call<{ list: CorporateAppeal[]; total: number }>(
        app,
        'GET',
        '/api/corporate/query-corporateappeal-page',
        { token, query },
      ),
    detail: (token: string, id: number) =>
      call<CorporateAppealDetail>(app, 'GET', '/api/corporate/query-corporateappeal-detail', {
        token,
        query: { id: String(id) },
      }),
    decide: (
      token: string,
      body: { id: number; version: number; event: string; comment?: string },
      language?: string,
    ) =>
      call<CorporateAppeal>(app, 'POST', '/api/corporate/update-corporateappeal', {
        token,
        body,
        ...(language ? { language } : {}),
      }),
  };
}
