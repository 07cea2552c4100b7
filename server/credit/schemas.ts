/** JSON Schemas of the credit-application routes: they document the contract and serialise answers. */
import { CREDIT_APPLICATION_FIELDS, MAX_CREDIT_PEOPLE } from '@machines/validation';
import { pageQueryProperties } from '../lib/paging';
import {
  boolean,
  dateTime,
  integer,
  nullableDateTime,
  nullableString,
  object,
  string,
} from '../lib/schemas';
import {
  availableEventsSchema,
  fileInfoSchema,
  qualificationStatusSchema,
  savedFieldsBodySchema,
  timelineSchema,
  namedPersonSchema,
} from '../lib/workflow/schemas';

const version = { ...integer, description: 'Send it back with every change (optimistic lock)' };
const nullableInteger = { ...integer, nullable: true };
const line = { type: 'integer', minimum: 0, maximum: 9, description: 'Business line (DESIGN §2)' };

export { qualificationStatusSchema };

const materialSchema = object({
  materialId: integer,
  name: string(),
  nameEn: string(),
  required: boolean,
  file: fileInfoSchema,
  uploadedAt: nullableDateTime,
});

export const applicationSchema = object({
  id: integer,
  corporateId: integer,
  companyName: string(),
  status: qualificationStatusSchema,
  version,
  categoryId: integer,
  typeName: string(),
  typeNameEn: string(),
  levelName: string(),
  levelNameEn: string(),
  businessLine: line,
  institutionId: { ...nullableInteger, description: 'The review institution (a company)' },
  institutionName: string(),
  assessorId: { ...nullableInteger, description: 'The assessor the institution named' },
  assessorName: string(),
  contactName: string(),
  contactMobile: string('Masked (138****5678) in reviewers’ lists'),
  description: string(),
  people: {
    type: 'array',
    description: 'The people it counts, in order',
    items: namedPersonSchema,
  },
  materials: {
    type: 'array',
    description: 'Every material of the category, with its file or none',
    items: materialSchema,
  },
  submittedAt: nullableDateTime,
  institutionDecidedAt: nullableDateTime,
  decidedAt: nullableDateTime,
  certificateNo: nullableString,
  issuedOn: { ...nullableString, description: 'YYYY-MM-DD, China time' },
  expiresOn: { ...nullableString, description: 'YYYY-MM-DD, the last valid day' },
  createdAt: dateTime,
  updatedAt: dateTime,
});

const baseBody = savedFieldsBodySchema(CREDIT_APPLICATION_FIELDS, 'application');
export const applicationBodySchema = {
  ...baseBody,
  properties: {
    ...(baseBody as { properties: Record<string, unknown> }).properties,
    personIds: {
      type: 'array',
      nullable: true,
      maxItems: MAX_CREDIT_PEOPLE,
      items: integer,
      description: 'Verified people of the roster the application counts, in order',
    },
  },
};

export const materialBodySchema = object(
  {
    id: integer,
    version,
    materialId: { ...integer, description: 'A material of the application’s category' },
    fileId: { ...nullableString, description: 'An upload of the company; null removes it' },
  },
  ['id', 'version', 'materialId', 'fileId'],
);

export const detailSchema = object({
  application: applicationSchema,
  events: timelineSchema,
  availableEvents: availableEventsSchema,
  deletable: { ...boolean, description: 'The caller may delete it now (a draft, its company)' },
});

export const ownPageQuerySchema = object(
  { status: qualificationStatusSchema, ...pageQueryProperties },
  [],
);

export const offeredCategorySchema = object({
  id: integer,
  typeName: string(),
  typeNameEn: string(),
  levelName: string(),
  levelNameEn: string(),
  businessLine: line,
  validityYears: integer,
  reviewed: {
    type: 'boolean',
    description: 'A review institution (other than the caller) reviews its line',
  },
  openApplicationId: {
    ...integer,
    nullable: true,
    description: 'The caller’s open application of the category (a second is refused)',
  },
  materials: {
    type: 'array',
    items: object({ id: integer, name: string(), nameEn: string(), required: boolean }),
  },
});

export const offeredInstitutionSchema = object({ id: integer, name: string(), businessLine: line });
