/**
 * Where each kind of institution application is served: the seed names the training
 * calls under `train/` and the review calls under `audit/` (DESIGN §9); the applicant's
 * calls the seed does not list are ours, named alike. Everything else is the same code.
 */
import type { InstitutionKind, Permission } from '@machines/access';

export interface KindRoutes {
  readonly kind: InstitutionKind;
  readonly review: Permission;
  readonly save: string;
  readonly submit: string;
  readonly withdraw: string;
  readonly detail: string;
  readonly page: string;
  readonly decide: string;
  readonly decideBatch: string;
  readonly switch: string;
}

export const kindRoutes: readonly KindRoutes[] = [
  {
    kind: 'training',
    review: 'institution.reviewTraining',
    save: '/api/train/create-traincorporate',
    submit: '/api/train/submit-traincorporate',
    withdraw: '/api/train/withdraw-traincorporate',
    detail: '/api/train/query-corporatetrain',
    page: '/api/audit/query-traincorporate-page',
    decide: '/api/train/update-traincorporatestatus',
    decideBatch: '/api/train/muliti-update-traincorporatestatus',
    switch: '/api/audit/update-traincorporate-switch',
  },
  {
    kind: 'review',
    review: 'institution.reviewReview',
    save: '/api/audit/create-auditcorporate',
    submit: '/api/audit/submit-auditcorporate',
    withdraw: '/api/audit/withdraw-auditcorporate',
    detail: '/api/audit/query-auditcorporate-detail',
    page: '/api/audit/query-auditcorporate-page',
    decide: '/api/audit/update-auditcorporate-status',
    decideBatch: '/api/audit/muliti-update-auditcorporate-status',
    switch: '/api/audit/update-auditcorporate-switch',
  },
];
