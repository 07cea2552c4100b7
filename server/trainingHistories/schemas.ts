/** JSON Schemas of the training history routes: they document the contract and serialise answers. */
import { TRAINING_HISTORY_FIELDS, TRAINING_HISTORY_KINDS } from '@machines/validation';
import { pageQueryProperties } from '../lib/paging';
import { boolean, dateTime, integer, nullableDateTime, object, string } from '../lib/schemas';
import {
  applicationStatusSchema,
  availableEventsSchema,
  fileInfoSchema,
  qualificationFilterProperties,
  savedFieldsBodySchema,
  timelineSchema,
} from '../lib/workflow/schemas';

const kindSchema = {
  type: 'string',
  enum: [...TRAINING_HISTORY_KINDS],
  description: '`history`: training taken elsewhere before; `cultivate`: in-house cultivation',
};

export const historySchema = object({
  id: integer,
  corporateId: integer,
  companyName: string(),
  kind: kindSchema,
  status: applicationStatusSchema,
  version: { ...integer, description: 'Send it back with every change (optimistic lock)' },
  personId: { ...integer, nullable: true, description: 'The trainee (a verified person)' },
  personName: string(),
  courseName: string(),
  organizer: string('Who gave the training: an institution, or a trainer or department'),
  startDate: string('YYYY-MM-DD or empty'),
  endDate: string('YYYY-MM-DD or empty'),
  creditHours: string('Hours with one decimal, or empty'),
  certificateNo: string(),
  content: string(),
  proofFile: fileInfoSchema,
  submittedAt: nullableDateTime,
  decidedAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});

const savedFields = savedFieldsBodySchema(TRAINING_HISTORY_FIELDS, 'declaration');
export const historyBodySchema = {
  ...savedFields,
  properties: {
    ...(savedFields.properties as object),
    kind: { ...kindSchema, nullable: true, description: 'Required for a new declaration' },
  },
};

export const detailSchema = object({
  application: historySchema,
  events: timelineSchema,
  availableEvents: availableEventsSchema,
  deletable: { ...boolean, description: 'The caller may delete it now (a draft, its company)' },
});

const keyword = string("Contained in the training's or the trainee's name");

export const ownPageQuerySchema = object(
  { kind: kindSchema, status: applicationStatusSchema, keyword, ...pageQueryProperties },
  ['kind'],
);

export const reviewQuerySchema = object(
  {
    ...qualificationFilterProperties,
    status: applicationStatusSchema,
    kind: kindSchema,
    keyword,
    ...pageQueryProperties,
  },
  [],
);
