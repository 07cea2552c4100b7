/**
 * The sign-up area's actors and addresses: one sign-up's detail (as its applicant, as the
 * course's institution) and the URL parameters naming an open sign-up or course.
 */
import { createActorContext } from '@xstate/react';
import { pages } from '@machines/access/pages';
import type { OpenCourse, SignUpDetail } from '@machines/contracts';
import type { CourseIssueDate } from '../../lib/api/signUps';
import { detailLoaderOf } from '../../components/detailLoader';
import * as signUpsApi from '../../lib/api/signUps';
import { dataUrlOf } from '../../lib/download';

/** One sign-up's detail, declared; bound below or by a story. */
export const signUpDetailLoader = detailLoaderOf<SignUpDetail>(() =>
  Promise.reject(new Error('signUpDetailLoader: provide a bound loader')),
);
export const appSignUpDetailLoader = detailLoaderOf((id) => signUpsApi.fetchSignUpDetail(id));
export const appEntryDetailLoader = detailLoaderOf((id) => signUpsApi.fetchEntryDetail(id));
export const SignUpDetailContext = createActorContext(signUpDetailLoader);

/** The URL parameter naming the sign-up a page or dialog shows. */
export const ID_PARAM = 'id';
/** The URL parameter naming the course whose sign-ups (or sign-up form) the page shows. */
export const COURSE_PARAM = 'course';

/** The course of a sign-up as open now (null once it takes no sign-ups), for a move. */
export const openCourseLoader = detailLoaderOf<OpenCourse | null>(() =>
  Promise.reject(new Error('openCourseLoader: provide a bound loader')),
);
export const appOpenCourseLoader = detailLoaderOf((id) => signUpsApi.fetchOpenCourse(id));
export const OpenCourseContext = createActorContext(openCourseLoader);

/** The courses the caller may apply to now (`train/applycourselist`), for the course picker. */
export const applicableCoursesLoader = detailLoaderOf<readonly OpenCourse[]>(() =>
  Promise.reject(new Error('applicableCoursesLoader: provide a bound loader')),
);
export const appApplicableCoursesLoader = detailLoaderOf(() => signUpsApi.fetchApplicableCourses());
export const ApplicableCoursesContext = createActorContext(applicableCoursesLoader);

/** The issue date a course's certificates carry, declared; bound below or by a story. */
export const issueDateLoader = detailLoaderOf<CourseIssueDate>(() =>
  Promise.reject(new Error('issueDateLoader: provide a bound loader')),
);
export const appIssueDateLoader = detailLoaderOf((id) => signUpsApi.fetchIssueDate(id));
export const IssueDateContext = createActorContext(issueDateLoader);

/** An issued sign-up and its personnel e-certificate's picture, for `/certificatePreview`. */
export interface LoadedPersonnelCertificate {
  readonly detail: SignUpDetail;
  readonly picture: Blob;
  /** The picture as a `data:` address: nothing to let go of when the page leaves. */
  readonly pictureUrl: string;
}
export const personnelCertificateLoader = detailLoaderOf<LoadedPersonnelCertificate>(() =>
  Promise.reject(new Error('personnelCertificateLoader: provide a bound loader')),
);
export const appPersonnelCertificateLoader = detailLoaderOf<LoadedPersonnelCertificate>(
  async (id) => {
    const [detail, picture] = await Promise.all([
      signUpsApi.fetchSignUpDetail(id),
      signUpsApi.fetchPersonnelCertificate(id, 'png', { quiet: true }),
    ]);
    return { detail, picture: picture.blob, pictureUrl: await dataUrlOf(picture.blob) };
  },
);
export const PersonnelCertificateContext = createActorContext(personnelCertificateLoader);

/** The e-certificate of one issued sign-up (`/certificatePreview?id=…`). */
export const certificatePreviewPath = (id: string | number) =>
  `${pages.certificatePreview.path}?${ID_PARAM}=${encodeURIComponent(String(id))}`;

/** A passed trainee's certificate on the reviewers' page of its own (`/personnelCertificate`). */
export const personnelCertificatePath = (id: string | number) =>
  `${pages.personnelCertificate.path}?${ID_PARAM}=${encodeURIComponent(String(id))}`;
