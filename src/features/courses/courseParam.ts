/**
 * The pages about one course (`/courseDocument`, `/courseCertificate`, `/courseCreditUsers`):
 * the URL parameter naming it, and the address of one.
 */
import { statusFamilies } from '@machines/workflows';

export const COURSE_PAGE_PARAM = 'course';

export const coursePagePath = (path: string, courseId: number | string): string =>
  `${path}?${new URLSearchParams({ [COURSE_PAGE_PARAM]: String(courseId) }).toString()}`;

const TOOK_SIGN_UPS = (['published', 'inTraining', 'finished'] as const).map((state) =>
  statusFamilies.course.codeOf(state),
);

/** A course that took sign-ups: some of its trainees may have earned its hours. */
export const tookSignUps = (status: number): boolean => TOOK_SIGN_UPS.includes(status);

const RUNNING = (['published', 'inTraining'] as const).map((state) =>
  statusFamilies.course.codeOf(state),
);

/** A course past review and not finished: its sessions are moved or added, not rewritten. */
export const isRunning = (status: number): boolean => RUNNING.includes(status);
