/** JSON Schemas of the personnel routes: they document the contract and serialise answers. */
import { pageQueryProperties } from '../lib/paging';
import { dateTime, integer, isoDate, nullableDateTime, object, string } from '../lib/schemas';
import {
  applicationStatusSchema,
  availableEventsSchema,
  fileInfoSchema,
  savedFieldsBodySchema,
  batchDecisionBodySchema as sharedBatchDecisionBodySchema,
  decisionBodySchema as sharedDecisionBodySchema,
  timelineSchema,
} from '../lib/workflow/schemas';
import { DECISION_EVENTS } from '../lib/workflow/applicantSteps';
import { PERSON_FIELDS } from './fields';

export const personSchema = object({
  id: integer,
  corporateId: integer,
  companyName: string(),
  status: integer,
  version: { ...integer, description: 'Send it back with every change (optimistic lock)' },
  name: string(),
  gender: string('`male` or `female`'),
  idCard: string('Masked (5101**********1234) in lists'),
  mobile: string('Masked (138****5678) in lists'),
  email: string(),
  education: string(),
  professionalTitle: string(),
  employedFrom: string('YYYY-MM-DD'),
  employedTo: string('YYYY-MM-DD, or empty'),
  photoFile: fileInfoSchema,
  idCardFile: fileInfoSchema,
  diplomaFile: fileInfoSchema,
  submittedAt: nullableDateTime,
  decidedAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const personBodySchema = savedFieldsBodySchema(PERSON_FIELDS, 'person');

const status = applicationStatusSchema;
const keyword = string('Contained in the name or the ID card number');

export const rosterQuerySchema = object({ status, keyword, ...pageQueryProperties }, []);

export const verifiedQuerySchema = object({ keyword, ...pageQueryProperties }, []);

export const reviewQuerySchema = object(
  {
    status,
    companyName: string('Contained in the company name'),
    keyword,
    submittedFrom: isoDate,
    submittedTo: isoDate,
    ...pageQueryProperties,
  },
  [],
);

export const decisionBodySchema = sharedDecisionBodySchema(DECISION_EVENTS);

export const batchDecisionBodySchema = sharedBatchDecisionBodySchema(DECISION_EVENTS);

export const detailSchema = object({
  person: personSchema,
  events: timelineSchema,
  availableEvents: availableEventsSchema,
});

export const removedSchema = object({ id: integer });

/** What an import found: each row with its problems by field, the counts, what was saved. */
export const importReportSchema = object({
  rows: {
    type: 'array',
    items: object({
      row: integer,
      name: string(),
      idCard: string('Masked'),
      errors: { type: 'object', additionalProperties: { type: 'string' } },
      toComplete: {
        type: 'array',
        items: { type: 'string' },
        description: 'Fields its declaration for verification will need that the row left empty',
      },
    }),
  },
  total: integer,
  valid: integer,
  invalid: integer,
  saved: integer,
});
