/** JSON Schemas of the sign-up routes: they document the contract and serialise answers. */
import { MAX_PEOPLE_PER_SIGN_UP } from '@machines/validation';
import { pageQueryProperties } from '../lib/paging';
import { MAX_BATCH_ITEMS } from '../lib/workflow/batch';
import { dateTime, integer, nullableDateTime, object, string } from '../lib/schemas';
import { availableEventsSchema, fileInfoSchema, timelineSchema } from '../lib/workflow/schemas';
import { dateChangeSchema } from './dateChanges/schemas';

const nullableInteger = { ...integer, nullable: true };
const version = { ...integer, description: 'Send it back with every change (optimistic lock)' };

export const signUpStatusSchema = {
  type: 'integer',
  enum: [0, 1, 2, 3, 4, 5, 6, 7, 71, 8, 9],
  description: 'Sign-up and certificate status 0-9 and 71 (docs/reference.md)',
};

/** A sign-up's fields: training records answer them too, with the course's hours. */
export const signUpProperties = {
  id: integer,
  status: signUpStatusSchema,
  version,
  courseId: integer,
  courseName: string(),
  institutionName: string('The training institution'),
  trainingDateId: integer,
  startsOn: string('YYYY-MM-DD'),
  endsOn: string('YYYY-MM-DD'),
  dateStatus: {
    ...nullableInteger,
    enum: [3, 4, null],
    description: 'While its date moves, a training date status: 3 a move waits, 4 moved; else null',
  },
  corporateId: { ...nullableInteger, description: 'The company; null: an individual' },
  companyName: string('Empty for an individual'),
  personId: { ...nullableInteger, description: 'The company’s person; null: an individual' },
  traineeName: string(),
  traineeIdCard: string('Masked in lists, whole on the detail'),
  traineeMobile: string(),
  examScore: string('One decimal, or empty before the exam'),
  certificateNumber: string(),
  issuedOn: string('YYYY-MM-DD or empty'),
  expiresOn: string('YYYY-MM-DD or empty'),
  decidedAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
};

export const signUpSchema = object(signUpProperties);

export const detailSchema = object({
  signUp: signUpSchema,
  traineePhoto: { ...fileInfoSchema, description: 'A company’s trainee’s photo on the roster' },
  events: timelineSchema,
  availableEvents: availableEventsSchema,
  dateChanges: { type: 'array', items: dateChangeSchema, description: 'The newest first' },
  mayAskDateChange: { type: 'boolean', description: 'The caller may ask to move it now' },
});

const personIds = {
  type: 'array',
  minItems: 1,
  maxItems: MAX_PEOPLE_PER_SIGN_UP,
  items: integer,
  description: 'Verified people of the company’s roster',
};

const particulars = {
  name: { ...string('The trainee’s name, as the certificate will say'), maxLength: 30 },
  idCard: { ...string('18 digits (the check character X), or 15'), maxLength: 18 },
  mobile: { ...string(), maxLength: 11 },
};

export const companyBodySchema = object({ trainingDateId: integer, personIds });

export const selfBodySchema = object({ trainingDateId: integer, ...particulars });

/** `train/applycourse`: either applicant's fields; which ones count depends on the caller. */
export const applyBodySchema = object({ trainingDateId: integer, personIds, ...particulars }, [
  'trainingDateId',
]);

export const ownQuerySchema = object(
  {
    status: signUpStatusSchema,
    courseName: string('Contained in the course’s name'),
    traineeName: string('Contained in the trainee’s name'),
    ...pageQueryProperties,
  },
  [],
);

export const idQuerySchema = object({ id: integer });
export const versionedIdQuerySchema = object({ id: integer, version });

export const signUpCourseSchema = object({
  id: integer,
  name: string(),
  status: { ...integer, description: 'Course status 0-5 (docs/reference.md)' },
  enabled: { type: 'boolean', description: 'Off: hidden from sign-up' },
  signUpDeadline: string('YYYY-MM-DD or empty'),
  startsOn: string('The first session’s first day, or empty'),
  endsOn: string('The last session’s last day, or empty'),
  capacity: { ...integer, description: 'The places of its sessions' },
  placesHeld: { ...integer, description: 'Sign-ups neither rejected nor cancelled' },
  pendingSignUps: { ...integer, description: 'Sign-ups waiting for a decision' },
  ownTemplate: {
    type: 'boolean',
    description: 'Its certificates are drawn on its own template, not its level’s',
  },
});

export const signUpCourseQuerySchema = object(
  {
    name: string('Contained in the course’s name'),
    status: { ...integer, enum: [2, 4, 5], description: 'Course status' },
    ...pageQueryProperties,
  },
  [],
);

/** The filters of the institution's sign-up list, and of its export. */
const institutionFilters = {
  courseId: integer,
  trainingDateId: integer,
  status: signUpStatusSchema,
  traineeName: string('Contained in the trainee’s name'),
  companyName: string('Contained in the company’s name'),
};

export const institutionQuerySchema = object({ ...institutionFilters, ...pageQueryProperties }, []);
export const institutionExportSchema = object(institutionFilters, ['courseId']);

/** The filters of the certificate reviewers' queue, and of its export. */
const certificateFilters = {
  status: signUpStatusSchema,
  traineeName: string('Contained in the trainee’s name'),
  courseName: string('Contained in the course’s name'),
  certificateNumber: string('Contained in the certificate number'),
};

export const certificateQuerySchema = object({ ...certificateFilters, ...pageQueryProperties }, []);
export const certificateExportSchema = object(certificateFilters, []);

export const issueDateBodySchema = object({
  id: { ...integer, description: 'The course' },
  issuedOn: string('YYYY-MM-DD printed on its certificates; empty: each certificate’s day'),
});

export const switchBodySchema = object({
  id: { ...integer, description: 'The course' },
  enabled: { type: 'boolean', description: 'On: open to sign-up; off: hidden from it' },
});

const examEvent = {
  type: 'string',
  enum: ['PASS_EXAM', 'FAIL_EXAM'],
  description: 'Passed (to certificate review) or failed',
};
const score = { type: 'number', description: '0 to 100, one decimal at most' };

export const examBodySchema = object({ id: integer, version, event: examEvent, score });

export const examBatchSchema = object({
  event: examEvent,
  items: {
    type: 'array',
    minItems: 1,
    maxItems: MAX_BATCH_ITEMS,
    items: object({ id: integer, version, score }),
  },
});

export const editBodySchema = object(
  {
    id: integer,
    version,
    trainingDateId: { ...integer, description: 'A session of the same course' },
    name: { ...string('An individual’s own sign-up: the name'), maxLength: 30 },
    idCard: { ...string('An individual’s own sign-up: the ID card number'), maxLength: 18 },
    mobile: { ...string('An individual’s own sign-up: the mobile'), maxLength: 11 },
  },
  ['id', 'version', 'trainingDateId'],
);

export const retrainBodySchema = object({
  id: integer,
  version,
  trainingDateId: { ...integer, description: 'A session of the same course taking sign-ups' },
});
