/** JSON Schemas of the course routes: they document the contract and serialise answers. */
import { COURSE_FIELDS, MAX_COURSE_TEACHERS, MAX_TRAINING_DATES } from '@machines/validation';
import { pageQueryProperties } from '../lib/paging';
import {
  boolean,
  dateTime,
  integer,
  isoDate,
  nullableDateTime,
  nullableString,
  object,
  string,
} from '../lib/schemas';
import {
  availableEventsSchema,
  fileInfoSchema,
  namedPersonSchema,
  qualificationFilterProperties,
  savedFieldsBodySchema,
  timelineSchema,
} from '../lib/workflow/schemas';

const nullableInteger = { ...integer, nullable: true };
const version = { ...integer, description: 'Send it back with every change (optimistic lock)' };
const line = { type: 'integer', minimum: 0, maximum: 9, description: 'Business line (DESIGN §2)' };
const catalogueName = object({ name: string(), nameEn: string() });

export const courseStatusSchema = {
  type: 'integer',
  minimum: 0,
  maximum: 5,
  description: 'Course status 0-5 (docs/reference.md)',
};

export const trainingDateSchema = object({
  id: integer,
  status: { ...integer, description: 'Training date status 0-5 (docs/reference.md)' },
  version,
  startsOn: string('YYYY-MM-DD'),
  endsOn: string('YYYY-MM-DD'),
  capacity: integer,
  location: string(),
});

export const courseSchema = object({
  id: integer,
  corporateId: integer,
  companyName: string('The training institution'),
  status: courseStatusSchema,
  version,
  enabled: { ...boolean, description: 'Off: a published course is hidden from sign-up' },
  businessLine: line,
  name: string(),
  courseLevelId: nullableInteger,
  courseType: catalogueName,
  courseLevel: catalogueName,
  certificateLevelId: nullableInteger,
  certificateType: catalogueName,
  certificateLevel: catalogueName,
  description: string(),
  fee: string('Yuan, two decimals; empty while a draft has none'),
  capacity: nullableInteger,
  online: boolean,
  location: string(),
  signUpDeadline: string('YYYY-MM-DD or empty'),
  creditHours: string('Hours, one decimal, or empty'),
  cover: fileInfoSchema,
  teachers: { type: 'array', description: 'Its teachers, in order', items: namedPersonSchema },
  dates: { type: 'array', description: 'Its dates, earliest first', items: trainingDateSchema },
  copiedFromId: { ...nullableInteger, description: 'The course this one was copied from' },
  submittedAt: nullableDateTime,
  decidedAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});

const courseProperties = (courseSchema as { properties: Record<string, unknown> }).properties;

/** A course open for sign-up: its open sessions with their free places, and the course's. */
export const openCourseSchema = object({
  ...(courseProperties as Record<string, never>),
  dates: {
    type: 'array',
    description: 'Its open sessions (scheduled or moved, not started), earliest first',
    items: object({
      ...(trainingDateSchema as { properties: Record<string, never> }).properties,
      remainingPlaces: { ...integer, description: 'Places still free in the session' },
    }),
  },
  remainingPlaces: { ...integer, description: 'Places still free in the whole course' },
});

export const openQuerySchema = object(
  {
    courseId: { ...integer, description: 'One course' },
    name: string('Contained in the course’s name'),
    courseTypeId: integer,
    courseLevelId: integer,
    businessLine: line,
    startsFrom: { ...isoDate, description: 'A session starts on or after this day' },
    startsTo: { ...isoDate, description: 'A session starts on or before this day' },
    location: string('Contained in the place, or `online`'),
    feeMax: { type: 'number', minimum: 0, description: 'Yuan: the fee at most' },
    ...pageQueryProperties,
  },
  [],
);

const baseBody = savedFieldsBodySchema(COURSE_FIELDS, 'course');
const scheduleDates = {
  type: 'array',
  maxItems: MAX_TRAINING_DATES,
  items: object(
    {
      startsOn: string('YYYY-MM-DD'),
      endsOn: string('YYYY-MM-DD'),
      capacity: { anyOf: [integer, string()] },
      location: nullableString,
    },
    ['startsOn', 'endsOn', 'capacity'],
  ),
};

export const scheduleBodySchema = object({ courseId: integer, version, dates: scheduleDates });

export const courseBodySchema = {
  ...baseBody,
  properties: {
    ...(baseBody as { properties: Record<string, unknown> }).properties,
    teacherIds: {
      type: 'array',
      nullable: true,
      maxItems: MAX_COURSE_TEACHERS,
      items: integer,
      description: 'Verified people of the institution who teach it, in order',
    },
    dates: {
      ...scheduleDates,
      nullable: true,
      description: 'The whole schedule, written with the course (left out: unchanged)',
    },
  },
};

export const detailSchema = object({
  course: courseSchema,
  events: timelineSchema,
  availableEvents: availableEventsSchema,
});

export const ownPageQuerySchema = object(
  { status: courseStatusSchema, ...pageQueryProperties },
  [],
);

export const reviewQuerySchema = object(
  {
    ...qualificationFilterProperties,
    status: courseStatusSchema,
    companyName: string('Contained in the training institution’s name'),
    name: string('Contained in the course’s name'),
    businessLine: { ...line, description: 'The platform’s filter; an expert sees its own line' },
    ...pageQueryProperties,
  },
  [],
);

export const materialSchema = object({
  id: integer,
  courseId: integer,
  name: string('Its title'),
  file: { ...fileInfoSchema, nullable: false },
  createdAt: dateTime,
});

export const materialBodySchema = object(
  {
    courseId: integer,
    fileId: string('An upload of the institution'),
    name: { ...string('Its title'), maxLength: 100 },
  },
  ['courseId', 'fileId', 'name'],
);

export const materialPageQuerySchema = object({ courseId: integer, ...pageQueryProperties }, [
  'courseId',
]);
