/**
 * Training sign-ups (issue 16) as workflow records of the sign-up family (DESIGN §3.5):
 * made by a company for a person of its roster or by an individual for themselves,
 * decided by the course's training institution, then the exam and the certificate.
 */
import { getTableName } from 'drizzle-orm';
import {
  SIGN_UP_CERTIFICATE_STATES,
  sessionHasStarted,
  statusFamilies,
  type SignUpContext,
} from '@machines/workflows';
import { signUps } from '../db/schema';
import { localDate } from '../lib/dates';
import { AppError, HttpStatus } from '../lib/errors';
import type { WorkflowEntity } from '../lib/workflow/entity';
import { courseInstitutionMustAct } from './institutionToTell';

export const signUpFamily = statusFamilies.signUp;
const SIGNED_UP = signUpFamily.codeOf('signedUp');

export const signUpEntity: WorkflowEntity<typeof signUps> = {
  name: getTableName(signUps),
  family: 'signUp',
  table: signUps,
  kindKey: 'workflow.kind.signUp',
  recipientOf: (row) => row.applicantAccountId,
  subjectOf: (row) => row.traineeName,
  // Back to waiting for the institution (a failed trainee signed up again): it must decide.
  mustActOf: (tx, row, reached) =>
    reached === SIGNED_UP ? courseInstitutionMustAct(tx, row.courseId, row) : Promise.resolve(null),
  explainRefusal: (from, event, context) => {
    const dates = context as Partial<SignUpContext>;
    if (sessionHasStarted(dates)) return undefined;
    // Refused only for the date when the machine would take the step once the session starts.
    const started = { sessionStartsOn: '1900-01-01', today: '2199-12-31' };
    if (!signUpFamily.next(from, event as never, started)) return undefined;
    return new AppError(HttpStatus.conflict, 'error.sessionNotStarted', {
      params: { startsOn: dates.sessionStartsOn ?? '—' },
    });
  },
};

/** What the sign-up machine's guards read: its session's first day and the day of the step. */
export const signUpContextOf = (row: { startsOn: string }, now: Date): SignUpContext => ({
  sessionStartsOn: row.startsOn,
  today: localDate(now),
});

/** From the exam passed on, a sign-up is a personnel certificate its reviewers see. */
export const CERTIFICATE_STATUSES: readonly number[] = SIGN_UP_CERTIFICATE_STATES.map((state) =>
  signUpFamily.codeOf(state),
);

/** Waiting for the certificate reviewers' decision. */
export const CERTIFICATE_PENDING: readonly number[] = ['examPassed', 'certificateResubmitted'].map(
  (state) => signUpFamily.codeOf(state),
);
