/**
 * The credit area's actors and addresses: one application's detail, the categories open
 * for applications, the review institutions of a category, and the URLs that open them.
 */
import { createActorContext } from '@xstate/react';
import { pages } from '@machines/access/pages';
import type {
  CertificateVerification,
  CreditApplicationDetail,
  InstitutionPerson,
  OfferedCreditCategory,
  OfferedReviewInstitution,
} from '@machines/contracts';
import { detailLoaderOf } from '../../components/detailLoader';
import * as creditApi from '../../lib/api/credit';
import * as institutionsApi from '../../lib/api/institutions';
import { dataUrlOf } from '../../lib/download';

const unbound = (name: string) => () =>
  Promise.reject(new Error(`${name}: provide a bound loader`));

/** One application's detail, declared; bound below or by a story. */
export const creditDetailLoader = detailLoaderOf<CreditApplicationDetail>(
  unbound('creditDetailLoader'),
);
export const appCreditDetailLoader = detailLoaderOf((id) => creditApi.fetchApplicationDetail(id));
export const CreditDetailContext = createActorContext(creditDetailLoader);

/** The categories open for applications (loaded once). */
export const offeredCategoriesLoader = detailLoaderOf<readonly OfferedCreditCategory[]>(
  unbound('offeredCategoriesLoader'),
);
export const appOfferedCategoriesLoader = detailLoaderOf<readonly OfferedCreditCategory[]>(() =>
  creditApi.fetchOfferedCategories(),
);
export const OfferedCategoriesContext = createActorContext(offeredCategoriesLoader);

/** The review institutions of one category's line (the input's id is the category's). */
export const reviewInstitutionsLoader = detailLoaderOf<readonly OfferedReviewInstitution[]>(
  unbound('reviewInstitutionsLoader'),
);
export const appReviewInstitutionsLoader = detailLoaderOf<readonly OfferedReviewInstitution[]>(
  (categoryId) => creditApi.fetchReviewInstitutions(categoryId),
);
export const ReviewInstitutionsContext = createActorContext(reviewInstitutionsLoader);

/** The institution's assessors, one of whom it names on an application (loaded once). */
export const assessorsLoader = detailLoaderOf<readonly InstitutionPerson[]>(
  unbound('assessorsLoader'),
);
export const appAssessorsLoader = detailLoaderOf<readonly InstitutionPerson[]>(() =>
  institutionsApi.fetchStaff('review'),
);
export const AssessorsContext = createActorContext(assessorsLoader);

/** An approved application and its e-certificate's picture, for `/qualificationDocument`. */
export interface LoadedCertificate {
  readonly detail: CreditApplicationDetail;
  readonly picture: Blob;
  /** The picture as a `data:` address: nothing to let go of when the page leaves. */
  readonly pictureUrl: string;
}
export const certificateLoader = detailLoaderOf<LoadedCertificate>(unbound('certificateLoader'));
export const appCertificateLoader = detailLoaderOf<LoadedCertificate>(async (id) => {
  const [detail, picture] = await Promise.all([
    creditApi.fetchApplicationDetail(id),
    creditApi.fetchCertificate(id, 'png', { quiet: true }),
  ]);
  return { detail, picture: picture.blob, pictureUrl: await dataUrlOf(picture.blob) };
});
export const CertificateContext = createActorContext(certificateLoader);

/** The public verification of a certificate number (the input's id is the number). */
export const verificationLoader = detailLoaderOf<CertificateVerification>(
  unbound('verificationLoader'),
);
/** The app's look-up of a certificate number (and its check code, when the page has one). */
export const verificationLoaderOf = (
  fetch: (certificateNo: string) => Promise<CertificateVerification>,
) => detailLoaderOf<CertificateVerification>((certificateNo) => fetch(String(certificateNo)));
export const VerificationContext = createActorContext(verificationLoader);

export const ID_PARAM = 'id';

const withId = (path: string, id: string | number) =>
  `${path}?${new URLSearchParams({ [ID_PARAM]: String(id) }).toString()}`;

/** The form (`/creditEdit?id=…`), or a new application's (`/creditEdit`). */
export const creditEditPath = (id?: string | number) =>
  id === undefined ? pages.creditEdit.path : withId(pages.creditEdit.path, id);

/** The materials of one application (`/creditApplyupload?id=…`). */
export const creditUploadPath = (id: string | number) => withId(pages.creditApplyupload.path, id);

/** The company's page of one application (`/creditSpecify?id=…`). */
export const creditSpecifyPath = (id: string | number) => withId(pages.creditSpecify.path, id);

/** A reviewer's page of one application: the institution's or the platform's. */
export const creditCheckPath = (level: 'institution' | 'platform', id: string | number) =>
  withId(
    level === 'institution' ? pages.creditCheckSpecify.path : pages.platCreditCheckSpecify.path,
    id,
  );

/** The e-certificate of one approved application (`/qualificationDocument?id=…`). */
export const certificatePath = (id: string | number) =>
  withId(pages.qualificationDocument.path, id);

/** The question the credit form and its materials page ask before sending, as the list does. */
export const CREDIT_SUBMIT_QUESTION = {
  titleKey: 'creditApply.submitTitle',
  questionKey: 'creditApply.submitConfirm',
} as const;
