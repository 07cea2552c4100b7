/** The realname endpoints as the client calls them, with the contract's shapes. */
import type { FastifyInstance } from 'fastify';
import { call } from './api';
import { uploadLicence } from './uploads';
import type { TestCompany } from './companies';

export interface Row {
  id: number;
  corporateId: number;
  status: number;
  version: number;
  companyName: string;
  creditCode: string;
  legalRepresentative: string;
  contactName: string;
  contactMobile: string;
  address: string;
  licenceFile: { id: string; url: string; name: string; type: string } | null;
  submittedAt: string | null;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

export interface Detail {
  application: Row;
  events: {
    id: number;
    fromCode: number;
    toCode: number;
    event: string;
    actorName: string;
    actorRole: string;
    comment: string | null;
    createdAt: string;
  }[];
  availableEvents: { type: string; commentRequired: boolean }[];
}

export type BatchResult =
  | { id: number; ok: true; status: number; version: number }
  | { id: number; ok: false; message: string };

type Query = Record<string, string>;

export function realnameApi(app: FastifyInstance) {
  const post =
    <T>(url: string) =>
    (token: string, body: unknown, language?: string) =>
      call<T>(app, 'POST', url, { token, body, ...(language ? { language } : {}) });
  const get =
    <T>(url: string) =>
    (token: string, query: Query = {}, language?: string) =>
      call<T>(app, 'GET', url, { token, query, ...(language ? { language } : {}) });
  return {
    myPage: get<Page<Row>>('/api/corporate/query-my-realcorporate-page'),
    save: post<Row>('/api/corporate/save-realcorporate'),
    submit: post<Row>('/api/corporate/submit-realcorporate'),
    withdraw: post<Row>('/api/corporate/withdraw-realcorporate'),
    detail: get<Detail>('/api/corporate/query-realcorporate-detail'),
    reviewPage: get<Page<Row>>('/api/corporate/query-realcorporate-page'),
    decide: post<Row>('/api/audit/update-realcorporate-status'),
    decideMany: post<{ results: BatchResult[] }>('/api/audit/muliti-update-realcorporate-status'),
    refreshSync: post<{
      corporateId: number;
      name: string;
      creditCode: string;
      verifiedAt: string;
    }>('/api/corporate/refresh-sync'),
  };
}

/** Everything a submission needs, for a test company and an uploaded licence. */
export function completeFields(company: TestCompany, licenceFileId: string) {
  return {
    companyName: company.name,
    creditCode: company.creditCode,
    legalRepresentative: '张建华',
    contactName: '李明',
    contactMobile: '13812345678',
    address: '成都市高新区天府大道北段1700号',
    licenceFileId,
  };
}

/** A fresh application of the company, submitted (status 1). */
export async function submitNew(app: FastifyInstance, company: TestCompany): Promise<Row> {
  const licence = await uploadLicence(app, company.token);
  const answer = await realnameApi(app).submit(company.token, completeFields(company, licence));
  if (answer.httpStatus !== 200) throw new Error(`Submit failed: ${answer.body.message}`);
  return answer.body.data;
}
