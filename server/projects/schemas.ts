/** JSON Schemas of the project-declaration routes: they document the contract and serialise answers. */
import { PROJECT_FIELDS } from '@machines/validation';
import { pageQueryProperties } from '../lib/paging';
import { boolean, dateTime, integer, nullableDateTime, object, string } from '../lib/schemas';
import {
  availableEventsSchema,
  fileInfoSchema,
  qualificationFilterProperties,
  qualificationStatusSchema,
  savedFieldsBodySchema,
  timelineSchema,
} from '../lib/workflow/schemas';

const nullableInteger = { ...integer, nullable: true };

export const projectSchema = object({
  id: integer,
  corporateId: integer,
  companyName: string(),
  status: qualificationStatusSchema,
  version: { ...integer, description: 'Send it back with every change (optimistic lock)' },
  name: string(),
  client: string(),
  contractAmount: string('Yuan, two decimals; empty while a draft has none'),
  startDate: string('YYYY-MM-DD or empty'),
  endDate: string('YYYY-MM-DD or empty'),
  role: string('generalContractor, subcontractor, consortiumMember, or empty'),
  managerId: { ...nullableInteger, description: 'The project manager (a verified person)' },
  managerName: string(),
  institutionId: { ...nullableInteger, description: 'The review institution (a company)' },
  institutionName: string(),
  description: string(),
  contractFile: fileInfoSchema,
  acceptanceFile: fileInfoSchema,
  submittedAt: nullableDateTime,
  institutionDecidedAt: nullableDateTime,
  decidedAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const projectBodySchema = savedFieldsBodySchema(PROJECT_FIELDS, 'declaration');

export const detailSchema = object({
  application: projectSchema,
  events: timelineSchema,
  availableEvents: availableEventsSchema,
  deletable: { ...boolean, description: 'The caller may delete it now (a draft, its company)' },
});

export const ownPageQuerySchema = object(
  { status: qualificationStatusSchema, ...pageQueryProperties },
  [],
);

export const reviewQuerySchema = object(
  { ...qualificationFilterProperties, ...pageQueryProperties },
  [],
);

export const institutionOptionSchema = object({ id: integer, name: string() });
