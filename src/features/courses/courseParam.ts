/**
 * The URL parameter of the pages about one course (`/courseDocument`, `/courseCertificate`)
 * naming it.
 */
export const COURSE_PAGE_PARAM = 'course';
