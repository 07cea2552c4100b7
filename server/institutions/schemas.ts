/** JSON Schemas of the institution routes: they document the contract and serialise answers. */
import { INSTITUTION_FIELDS, MAX_INSTITUTION_PEOPLE } from '@machines/validation';
import { INSTITUTION_KINDS } from '@machines/access';
import { pageQueryProperties } from '../lib/paging';
import {
  boolean,
  dateTime,
  integer,
  isoDate,
  nullableDateTime,
  object,
  string,
  stringArray,
} from '../lib/schemas';
import {
  applicationStatusSchema,
  availableEventsSchema,
  fileInfoSchema,
  savedFieldsBodySchema,
  timelineSchema,
  namedPersonSchema,
} from '../lib/workflow/schemas';

const version = { ...integer, description: 'Send it back with every change (optimistic lock)' };
const kind = { type: 'string', enum: [...INSTITUTION_KINDS] };

export const applicationSchema = object({
  id: integer,
  corporateId: integer,
  companyName: string(),
  kind,
  status: integer,
  version,
  businessLine: string('The business line digit; empty on a draft without one'),
  roleCode: string('The role code an approval grants'),
  introduction: string(),
  premises: string(),
  courseScope: string('Training only: the course types it will run'),
  contactName: string(),
  contactMobile: string('Masked (138****5678) in platform lists'),
  people: {
    type: 'array',
    description: 'Teachers or assessors, in order',
    items: namedPersonSchema,
  },
  qualificationFile: fileInfoSchema,
  supportingFile: fileInfoSchema,
  submittedAt: nullableDateTime,
  decidedAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});

const baseBody = savedFieldsBodySchema(INSTITUTION_FIELDS, 'application');
export const applicationBodySchema = {
  ...baseBody,
  properties: {
    ...(baseBody as { properties: Record<string, unknown> }).properties,
    personIds: {
      type: 'array',
      nullable: true,
      maxItems: MAX_INSTITUTION_PEOPLE,
      items: integer,
      description: 'Verified people of the roster: teachers (training) or assessors (review)',
    },
  },
};

export const detailSchema = object({
  application: applicationSchema,
  events: timelineSchema,
  availableEvents: availableEventsSchema,
});

const standingSchema = object({
  roleCodes: { ...stringArray, description: 'The role codes approved applications grant' },
  openApplicationId: { ...integer, nullable: true },
});

export const myInstitutionsSchema = object({ training: standingSchema, review: standingSchema });

export const ownPageQuerySchema = object(
  { kind, status: applicationStatusSchema, ...pageQueryProperties },
  [],
);

export const reviewQuerySchema = object(
  {
    status: applicationStatusSchema,
    businessLine: { type: 'integer', minimum: 0, maximum: 9 },
    companyName: string('Contained in the company name'),
    submittedFrom: isoDate,
    submittedTo: isoDate,
    ...pageQueryProperties,
  },
  [],
);

export const switchBodySchema = object(
  {
    id: integer,
    version: integer,
    enabled: boolean,
    comment: { type: 'string', maxLength: 500 },
  },
  ['id', 'version', 'enabled'],
);

export const staffQuerySchema = object(
  { corporateId: { ...integer, description: 'Platform only: whose staff' } },
  [],
);

export const staffSchema = { type: 'array', items: namedPersonSchema } as const;
