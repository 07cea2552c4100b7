/**
 * A training course (issue 15): its name, the course level it teaches (of the
 * institution's business line) and the personnel certificate level it leads to, a
 * description, fee, places, where (a place, or online), the sign-up deadline, the credit
 * hours, a cover picture and its teachers (verified people of the institution); and its
 * dated sessions, each with its own places. A draft may be incomplete but never
 * malformed; a submission is complete and has at least one date.
 */
import * as yup from 'yup';
import { fileId, isoDay, isoDayFrom, reference, text, withoutDigitGrouping } from './fieldRules';

/** At most this many teachers on one course, and dates in one schedule. */
export const MAX_COURSE_TEACHERS = 20;
export const MAX_TRAINING_DATES = 50;
/** Places of a course or of one date. */
export const MAX_CAPACITY = 10_000;

/** Yuan with at most two decimals; 0 for a free course. */
export const FEE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
/** Hours with at most one decimal. */
export const CREDIT_HOURS_PATTERN = /^\d{1,3}(\.\d)?$/;
const WHOLE_NUMBER = /^[1-9]\d{0,4}$/;

const places = () =>
  yup
    .string()
    .trim()
    .test(
      'places',
      'validation.capacity',
      (value) => !value || (WHOLE_NUMBER.test(value) && Number(value) <= MAX_CAPACITY),
    );

const draftFields = {
  name: text(100),
  courseLevelId: reference(),
  certificateLevelId: reference(),
  description: text(2000),
  fee: yup
    .string()
    .trim()
    .transform(withoutDigitGrouping)
    .matches(FEE_PATTERN, { message: 'validation.fee', excludeEmptyString: true }),
  capacity: places(),
  /** 'true' for an online course (no place needed), else ''. */
  online: yup.string().oneOf(['', 'true', 'false'], 'validation.invalid'),
  location: text(200),
  signUpDeadline: isoDay(),
  creditHours: yup
    .string()
    .trim()
    .test(
      'hours',
      'validation.creditHours',
      (value) => !value || (CREDIT_HOURS_PATTERN.test(value) && Number(value) > 0),
    ),
  coverFileId: fileId(),
};

const teachersField = yup
  .array(yup.number().integer().positive().required())
  .max(MAX_COURSE_TEACHERS, 'validation.tooMany');

/** A draft names its course (the list shows it by its name); anything else may wait. */
export const courseDraftSchema = yup.object({
  ...draftFields,
  name: draftFields.name.required('validation.required'),
  teacherIds: teachersField,
});

const required = 'validation.required';
export const courseSubmissionSchema = yup.object({
  name: draftFields.name.required(required),
  courseLevelId: draftFields.courseLevelId.required('validation.courseLevelRequired'),
  certificateLevelId: draftFields.certificateLevelId.required(
    'validation.certificateLevelRequired',
  ),
  description: draftFields.description.required(required),
  fee: draftFields.fee.required(required),
  capacity: draftFields.capacity.required(required),
  online: draftFields.online,
  location: draftFields.location.when('online', {
    is: 'true',
    then: (schema) => schema,
    otherwise: (schema) => schema.required('validation.locationRequired'),
  }),
  signUpDeadline: draftFields.signUpDeadline.required(required),
  creditHours: draftFields.creditHours.required(required),
  coverFileId: draftFields.coverFileId,
  teacherIds: teachersField.required(required).min(1, 'validation.pickTeachers'),
});

/** The text fields of the course form, in form order: the server's field list too. */
export const COURSE_FIELDS = Object.keys(draftFields) as readonly (keyof typeof draftFields)[];
export type CourseField = keyof typeof draftFields;

/** One dated session as the schedule form holds it. */
export const trainingDateSchema = yup.object({
  startsOn: isoDay().required(required),
  endsOn: isoDayFrom('startsOn', 'validation.dateEndsBeforeStart').required(required),
  capacity: places().required(required),
  location: text(200),
});

export const SESSION_MOVE_REASON_MAX = 200;

/**
 * Moving a session of a running course: the new dates and why. That the session has not
 * begun and the new first day is ahead is the training date machine's guard.
 */
export const sessionMoveSchema = yup.object({
  startsOn: isoDay().required(required),
  endsOn: isoDayFrom('startsOn', 'validation.dateEndsBeforeStart').required(required),
  comment: yup
    .string()
    .trim()
    .max(SESSION_MOVE_REASON_MAX, 'validation.tooLong')
    .required('validation.sessionMoveReasonRequired'),
});

/** A draft's dates: each well-formed, none needed yet. */
export const trainingDatesSchema = yup
  .array(trainingDateSchema.required())
  .max(MAX_TRAINING_DATES, 'validation.tooMany');

/** A course's schedule: one or more dates. */
export const trainingScheduleSchema = trainingDatesSchema.min(1, 'validation.pickDates');

/** The course form: the course with its dates, saved in one call. */
export const courseWithDatesDraftSchema = courseDraftSchema.shape({
  dates: trainingDatesSchema,
});
export const courseWithDatesSubmissionSchema = courseSubmissionSchema.shape({
  dates: trainingScheduleSchema.required('validation.pickDates'),
});

/** A course material: its title and the institution's upload. */
export const courseMaterialSchema = yup.object({
  name: text(100).required(required),
  fileId: fileId().required('validation.materialFileRequired'),
});
