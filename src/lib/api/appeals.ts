/**
 * Account appeals (DESIGN §9): the public "forgot account" form — its two uploads and the
 * submission, made without a session — and the platform's review. Screens that show
 * failures themselves (forms, lists, dialogs) call quietly.
 */
import type { ListPage, RowId } from '@machines/app/list';
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type { AppealUpload, CorporateAppeal, CorporateAppealDetail } from '@machines/contracts';
import { currentLanguage } from '../i18n';
import { publishApiEvent } from './events';
import { createUploader, type UploadOptions } from './files';
import { api } from './http';

export type { AppealUpload, CorporateAppeal, CorporateAppealDetail };

/** What the appellant fills in; the images are named by their upload ids. */
export type AppealFields = {
  readonly userName: string;
  readonly companyName: string;
  readonly creditCode: string;
  readonly mobile: string;
  readonly smsCode: string;
  readonly email: string;
  readonly licenceFileId: string;
  readonly proofFileId: string;
};

/**
 * `POST /api/auth/corporateAppeal/files`: the form's uploads go without a token (the
 * appellant has no session; one that happens to exist is not theirs to lend the form).
 */
const publicUploader = createUploader({
  baseUrl: '/api/auth/corporateAppeal',
  getToken: () => undefined,
  getLanguage: currentLanguage,
  emit: publishApiEvent,
});

export function uploadAppealImage(
  file: Blob,
  fileName: string,
  options: UploadOptions = {},
): Promise<AppealUpload> {
  return publicUploader(file, fileName, options) as Promise<AppealUpload>;
}

/** `POST /api/auth/create-corporateAppeal`: 400 with `fieldErrors` when something is wrong. */
export async function submitAppeal(fields: AppealFields): Promise<void> {
  await api.post<null>('auth/create-corporateAppeal', { json: fields, quiet: true });
}

export const APPEAL_FILTERS = [
  'status',
  'companyName',
  'creditCode',
  'submittedFrom',
  'submittedTo',
] as const;

/** `GET /api/corporate/query-corporateappeal-page`. */
export function fetchAppeals(query: ListQuery): Promise<ListPage<CorporateAppeal>> {
  return api.get<ListPage<CorporateAppeal>>('corporate/query-corporateappeal-page', {
    searchParams: listApiParams(query, APPEAL_FILTERS),
    quiet: true,
  });
}

/** `GET /api/corporate/query-corporateappeal-detail`. */
export function fetchAppealDetail(id: RowId): Promise<CorporateAppealDetail> {
  return api.get<CorporateAppealDetail>('corporate/query-corporateappeal-detail', {
    searchParams: { id },
    quiet: true,
  });
}

export interface AppealDecisionRequest {
  readonly id: RowId;
  readonly version: number;
  readonly event: string;
  readonly comment?: string;
}

/** `POST /api/corporate/update-corporateappeal`: 409 with a localized message on conflict. */
export function decideAppeal(request: AppealDecisionRequest): Promise<CorporateAppeal> {
  const comment = request.comment?.trim();
  return api.post<CorporateAppeal>('corporate/update-corporateappeal', {
    json: {
      id: request.id,
      version: request.version,
      event: request.event,
      ...(comment ? { comment } : {}),
    },
    quiet: true,
  });
}
