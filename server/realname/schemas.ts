/** JSON Schemas of the realname routes: they document the contract and serialise answers. */
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
import { FIELD_NAMES } from './fields';
import { REVIEW_SORT_FIELDS } from './lists';

const status = applicationStatusSchema;

export const rowSchema = object({
  id: integer,
  corporateId: integer,
  status: integer,
  version: { ...integer, description: 'Send it back with every change (optimistic lock)' },
  companyName: string(),
  creditCode: string(),
  legalRepresentative: string(),
  contactName: string(),
  contactMobile: string('Masked (138****5678) in platform lists'),
  address: string(),
  licenceFile: fileInfoSchema,
  submittedAt: nullableDateTime,
  decidedAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const applicationBodySchema = savedFieldsBodySchema(FIELD_NAMES, 'application');

export const ownPageQuerySchema = object({ status, ...pageQueryProperties }, []);

export const reviewFilterProperties = {
  status,
  companyName: string('Contained in the company name'),
  creditCode: string('Start of the credit code'),
  submittedFrom: isoDate,
  submittedTo: isoDate,
  sort: { type: 'string', enum: [...REVIEW_SORT_FIELDS], default: 'submittedAt' },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
};

export const reviewPageQuerySchema = object(
  { ...reviewFilterProperties, ...pageQueryProperties },
  [],
);

export const exportQuerySchema = object(reviewFilterProperties, []);

export const decisionBodySchema = sharedDecisionBodySchema(DECISION_EVENTS);

export const batchDecisionBodySchema = sharedBatchDecisionBodySchema(DECISION_EVENTS);

export const detailSchema = object({
  application: rowSchema,
  events: timelineSchema,
  availableEvents: availableEventsSchema,
});

export const verificationSchema = object({
  corporateId: integer,
  name: string(),
  creditCode: string(),
  verifiedAt: dateTime,
});
