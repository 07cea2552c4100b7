/**
 * Signing up for training (issue 16): a company names the verified people of its roster
 * and one dated session; an individual gives their own particulars (the certificate is
 * issued in that name and ID card number).
 */
import * as yup from 'yup';
import { isoDay } from './fieldRules';
import { isIdCardNumber } from './idCard';
import { MOBILE_PATTERN } from './rules';

/** The most people one sign-up call takes: a company signs a team up at once. */
export const MAX_PEOPLE_PER_SIGN_UP = 50;

const session = () =>
  yup.number().typeError('validation.pickDate').required('validation.pickDate').integer();

export const companySignUpSchema = yup.object({
  trainingDateId: session(),
  personIds: yup
    .array(yup.number().integer().required())
    .min(1, 'validation.pickPeople')
    .max(MAX_PEOPLE_PER_SIGN_UP, 'validation.tooMany')
    .required('validation.pickPeople'),
});

/** A trainee's ID card number: 18 characters with its check character (or the old 15). */
const traineeIdCard = () =>
  yup
    .string()
    .trim()
    .uppercase()
    .required('validation.idCardRequired')
    .test('id-card', 'validation.idCard', (value) => !value || isIdCardNumber(value));

export const selfSignUpSchema = yup.object({
  trainingDateId: session(),
  name: yup.string().trim().max(30, 'validation.tooLong').required('validation.nameRequired'),
  idCard: traineeIdCard(),
  mobile: yup
    .string()
    .trim()
    .required('validation.mobile')
    .matches(MOBILE_PATTERN, { message: 'validation.mobile', excludeEmptyString: true }),
});

/** The institution's exam result of one trainee: passed or failed, and the score. */
export const EXAM_EVENTS = ['PASS_EXAM', 'FAIL_EXAM'] as const;
export type ExamEvent = (typeof EXAM_EVENTS)[number];

/** A score of 0 to 100 with one decimal at most (what the certificate review reads). */
export const examScore = () =>
  yup
    .number()
    .typeError('validation.examScore')
    .required('validation.examScoreRequired')
    .min(0, 'validation.examScore')
    .max(100, 'validation.examScore')
    .test('one-decimal', 'validation.examScore', (value) =>
      value === undefined ? true : Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
    );

export const examResultSchema = yup.object({
  event: yup
    .string()
    .oneOf([...EXAM_EVENTS], 'validation.pickExamResult')
    .required('validation.pickExamResult'),
  score: examScore(),
});

/** The form field of one trainee's score in a batch exam. */
export const examScoreField = (signUpId: string | number) => `score-${signUpId}`;

/**
 * One result for several trainees (`train/muliti-auditexamination`), each with their own
 * score: a trainee left blank is left out, so at least one score is needed, and each score
 * given must be one an exam can have.
 */
export function examBatchSchema(scoreFields: readonly string[]) {
  const optionalScore = yup
    .string()
    .test(
      'score',
      'validation.examScore',
      (value) => !value?.trim() || examScore().isValidSync(value),
    );
  return yup
    .object({
      event: examResultSchema.fields.event,
      ...Object.fromEntries(scoreFields.map((field) => [field, optionalScore])),
    })
    .test('some-score', 'validation.examScoresNone', function someScore(values) {
      const scores = values as Record<string, unknown>;
      const given = scoreFields.some((field) => String(scores[field] ?? '').trim() !== '');
      return (
        given || this.createError({ path: scoreFields[0], message: 'validation.examScoresNone' })
      );
    });
}

/**
 * The day a course's personnel certificates say they were issued (`train/set-issuedate`),
 * or empty: each certificate then carries the day its reviewer issues it.
 */
export const issueDateSchema = yup.object({
  issuedOn: isoDay(),
});

export type IssueDateValues = yup.InferType<typeof issueDateSchema>;

/** The longest reason a date change request gives. */
export const DATE_CHANGE_REASON_MAX = 200;

/** Asking to move an approved sign-up to another session of its course (`train/changedate`). */
export const dateChangeSchema = yup.object({
  trainingDateId: session(),
  reason: yup
    .string()
    .trim()
    .max(DATE_CHANGE_REASON_MAX, 'validation.tooLong')
    .required('validation.dateChangeReasonRequired'),
});

export type DateChangeValues = yup.InferType<typeof dateChangeSchema>;

/**
 * Signing a trainee who failed the exam up again (`v2/train-reset`): a session of the same
 * course that takes sign-ups now; the institution reviews the sign-up anew.
 */
export const retrainSchema = yup.object({
  trainingDateId: session(),
});

export type RetrainValues = yup.InferType<typeof retrainSchema>;

/** The longest reason an identity correction records. */
export const IDENTITY_CORRECTION_REASON_MAX = 200;

/**
 * The association corrects an individual's ID card number (`train/correct-identity`, ours):
 * the number every standing sign-up of the account carries from now on, and why (the
 * proof the trainee brought), kept in the admin action log.
 */
export const identityCorrectionSchema = yup.object({
  accountId: yup.number().integer().required('validation.required'),
  idCard: traineeIdCard(),
  reason: yup
    .string()
    .trim()
    .max(IDENTITY_CORRECTION_REASON_MAX, 'validation.tooLong')
    .required('validation.correctionReasonRequired'),
});

export type IdentityCorrectionValues = yup.InferType<typeof identityCorrectionSchema>;
