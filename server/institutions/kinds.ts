/**
 * Where each kind of institution application is served: the seed names the training
 * calls under `train/` and the review calls under `audit/` (DESIGN §9); the applicant's
 * calls the seed does not list are ours, named alike. Everything else is the same code.
 */
import type { InstitutionKind, Permission } from '@machines/access';
import { institutionAreas } from '@machines/areas/institutions';

export interface KindRoutes {
  readonly kind: InstitutionKind;
  /** The applicant's and the decisions' calls, which the client calls by too. */
  readonly area: (typeof institutionAreas)[InstitutionKind];
  readonly review: Permission;
  readonly switch: string;
}

export const kindRoutes: readonly KindRoutes[] = [
  {
    kind: 'training',
    area: institutionAreas.training,
    review: 'institution.reviewTraining',
    switch: '/api/audit/update-traincorporate-switch',
  },
  {
    kind: 'review',
    area: institutionAreas.review,
    review: 'institution.reviewReview',
    switch: '/api/audit/update-auditcorporate-switch',
  },
];
